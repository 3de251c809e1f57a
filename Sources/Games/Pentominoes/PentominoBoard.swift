/// A board and the pieces placed on it. A value type: the game owns one, the solver explores
/// copies.
public struct PentominoBoard: Hashable, Sendable {
    /// Where a piece lies: its orientation and the board square of its shape's (0, 0) corner.
    public struct Placement: Hashable, Sendable {
        /// The piece's orientation.
        public var shape: PentominoShape
        /// The board square under the shape's (0, 0) corner.
        public var origin: Cell

        /// A placement of `shape` with its corner on `origin`.
        public init(shape: PentominoShape, origin: Cell) {
            self.shape = shape
            self.origin = origin
        }

        /// The board squares covered.
        public var cells: [Cell] {
            shape.cells.map { Cell(column: $0.column + origin.column, row: $0.row + origin.row) }
        }
    }

    /// Which board this is.
    public let kind: PentominoBoardKind
    /// Whether the board stands on end: its long side runs down the screen (a tall phone lays
    /// 4 × 15 as 15 rows of 4). The same puzzle, turned a quarter. Default false.
    public let upright: Bool
    /// Rows, as the board lies.
    public let rows: Int
    /// Columns, as the board lies.
    public let columns: Int
    /// Squares that are not part of the board, as the board lies.
    public let holes: Set<Cell>
    /// The pieces on the board.
    public private(set) var placements: [Pentomino: Placement] = [:]

    /// An empty board of `kind`, lying as the kind says or, `upright`, turned a quarter.
    public init(kind: PentominoBoardKind = .sixByTen, upright: Bool = false) {
        self.kind = kind
        self.upright = upright
        rows = upright ? kind.columns : kind.rows
        columns = upright ? kind.rows : kind.columns
        holes = upright ? Set(kind.holes.map { Cell(column: $0.row, row: $0.column) }) : kind.holes
    }

    /// Whether the square belongs to the board (inside it and not a hole).
    public func isOnBoard(_ cell: Cell) -> Bool {
        cell.column >= 0 && cell.row >= 0 && cell.column < columns && cell.row < rows && !holes.contains(cell)
    }

    /// The piece covering a square, if any.
    public func piece(at cell: Cell) -> Pentomino? {
        placements.first { $0.value.cells.contains(cell) }?.key
    }

    /// Whether `shape` fits with its corner at `origin`: every square on the board and free
    /// (squares of `ignoring` count as free — the piece being moved).
    public func canPlace(_ shape: PentominoShape, at origin: Cell, ignoring: Pentomino? = nil) -> Bool {
        Placement(shape: shape, origin: origin).cells.allSatisfy { cell in
            guard isOnBoard(cell) else { return false }
            let owner = piece(at: cell)
            return owner == nil || owner == ignoring
        }
    }

    /// Puts a piece on the board; false (and no change) when it does not fit.
    @discardableResult
    public mutating func place(_ piece: Pentomino, _ shape: PentominoShape, at origin: Cell) -> Bool {
        guard canPlace(shape, at: origin, ignoring: piece) else { return false }
        placements[piece] = Placement(shape: shape, origin: origin)
        return true
    }

    /// Takes a piece off the board.
    public mutating func remove(_ piece: Pentomino) {
        placements[piece] = nil
    }

    /// Whether every board square is covered.
    public var isCovered: Bool {
        placements.values.reduce(0) { $0 + $1.cells.count } == columns * rows - holes.count
    }
}
