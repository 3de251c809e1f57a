/// Solves a Pentominoes board as an exact-cover problem: every free square covered exactly once,
/// every remaining piece used once. It is Knuth's Algorithm X on 64-bit masks (every board has
/// at most 64 squares): it always fills the first empty square, tries each unused piece in each
/// orientation that covers it, and abandons a branch as soon as an empty region's size is not a
/// multiple of five.
///
/// "First" runs across the board's short side, so the filled part grows along the long side
/// with a front only a few squares wide: on 3 × 20 that cuts the search about a hundredfold
/// against filling row by row along the 20 squares (Knuth's observation for the 3 × 20 box).
/// Every search is also held to ``nodeLimit`` steps, so no board position, however hopeless,
/// can keep a server busy: past it the answer is ``Outcome/undecided``. The count of steps,
/// not a clock, bounds it, so a replay decides exactly as the live game did.
public struct PentominoSolver: Sendable {
    /// What a search found.
    public enum Outcome: Sendable, Hashable {
        /// A way to place every piece not yet on the board, keeping the ones there.
        case solved([Pentomino: PentominoBoard.Placement])
        /// The pieces on the board cannot be completed.
        case unsolvable
        /// The search stopped at ``PentominoSolver/nodeLimit`` steps without an answer.
        case undecided
    }

    /// The most search steps one question may take. 1,000,000: the hardest of 1,000 random
    /// positions in `fingerplay solver-bench` took 450,000 (an empty 3 × 20 takes 40,000); at
    /// about 75 ns a step it bounds a question to a tenth of a second.
    public static let nodeLimit = 1_000_000

    private let kind: PentominoBoardKind
    private let upright: Bool
    /// Whether the search runs on the board turned on its side (when it is wider than tall),
    /// so that the short side comes first.
    private let transposed: Bool
    /// The searched grid's columns: the board's short side when transposed.
    private let columns: Int
    private let full: UInt64
    private let notFirstColumn: UInt64
    private let notLastColumn: UInt64
    /// For each piece and square: every placement mask whose first square is that square.
    private let masks: [[[UInt64]]]
    private let shapes: [[[PentominoShape]]]
    private let pieces = Pentomino.allCases

    /// Prepares the placements for a board kind lying as the kind says, or `upright` (turned
    /// a quarter; default false). `shortSideFirst` false fills row by row whatever the board's
    /// shape, as the solver once did (for comparing the two in `fingerplay solver-bench`);
    /// default true.
    public init(kind: PentominoBoardKind, upright: Bool = false, shortSideFirst: Bool = true) {
        let grid = PentominoBoard(kind: kind, upright: upright)
        self.kind = kind
        self.upright = upright
        let transposed = shortSideFirst && grid.columns > grid.rows
        self.transposed = transposed
        let columns = transposed ? grid.rows : grid.columns
        let rows = transposed ? grid.columns : grid.rows
        self.columns = columns
        let holes = Set(grid.holes.map { transposed ? Cell(column: $0.row, row: $0.column) : $0 })
        let count = columns * rows
        var full: UInt64 = 0, notFirst: UInt64 = 0, notLast: UInt64 = 0
        for r in 0..<rows {
            for c in 0..<columns {
                let bit = UInt64(1) << UInt64(r * columns + c)
                if !holes.contains(Cell(column: c, row: r)) { full |= bit }
                if c != 0 { notFirst |= bit }
                if c != columns - 1 { notLast |= bit }
            }
        }
        var masks = Array(repeating: Array(repeating: [UInt64](), count: count), count: 12)
        var shapes = Array(repeating: Array(repeating: [PentominoShape](), count: count), count: 12)
        for (p, piece) in Pentomino.allCases.enumerated() {
            for shape in piece.shape.orientations where shape.height <= rows && shape.width <= columns {
                for r in 0...(rows - shape.height) {
                    for c in 0...(columns - shape.width) {
                        var mask: UInt64 = 0
                        for cell in shape.cells { mask |= UInt64(1) << UInt64((r + cell.row) * columns + c + cell.column) }
                        guard mask & ~full == 0 else { continue }
                        let first = mask.trailingZeroBitCount
                        masks[p][first].append(mask)
                        shapes[p][first].append(shape)
                    }
                }
            }
        }
        self.full = full
        self.notFirstColumn = notFirst
        self.notLastColumn = notLast
        self.masks = masks
        self.shapes = shapes
    }

    /// A way to place every piece not yet on `board` so that the board is covered, keeping the
    /// pieces already there; nil when there is none or the search gave up (see ``outcome(for:)``).
    public func solve(_ board: PentominoBoard) -> [Pentomino: PentominoBoard.Placement]? {
        if case .solved(let placements) = outcome(for: board) { return placements }
        return nil
    }

    /// Whether the pieces on `board` can still be completed to a solution (false also when the
    /// search gave up).
    public func isSolvable(_ board: PentominoBoard) -> Bool { solve(board) != nil }

    /// The outcome for each empty board, lying either way, worked out once per process (a few
    /// milliseconds for all ten): every new game asks it.
    private static let emptyBoards: [PentominoBoard: Outcome] = Dictionary(
        uniqueKeysWithValues: PentominoBoardKind.allCases.flatMap { kind in
            [false, true].map { upright in
                (PentominoBoard(kind: kind, upright: upright), PentominoSolver(kind: kind, upright: upright).outcome(for: PentominoBoard(kind: kind, upright: upright)))
            }
        })

    /// What the solver finds for `board` when it is empty, from a table made once per process;
    /// nil for a board with pieces on it.
    public static func emptyBoardOutcome(for board: PentominoBoard) -> Outcome? { emptyBoards[board] }

    /// What a search of at most ``nodeLimit`` steps finds for `board`.
    public func outcome(for board: PentominoBoard) -> Outcome {
        outcomeAndSteps(for: board).outcome
    }

    /// What a search finds for `board` and how many steps it took (for benchmarks).
    public func outcomeAndSteps(for board: PentominoBoard, limit: Int = PentominoSolver.nodeLimit) -> (outcome: Outcome, steps: Int) {
        precondition(board.kind == kind && board.upright == upright, "a solver answers for the board it was made for")
        var filled: UInt64 = 0
        var used = 0
        for (piece, placement) in board.placements {
            used |= 1 << pieces.firstIndex(of: piece)!
            for cell in placement.cells { filled |= bit(of: cell) }
        }
        var search = Search(solver: self, limit: limit)
        let found = search.run(filled: filled, used: used)
        guard found else { return (search.steps > limit ? .undecided : .unsolvable, search.steps) }
        var result: [Pentomino: PentominoBoard.Placement] = [:]
        for (p, mask, shape) in search.chosen {
            let first = mask.trailingZeroBitCount
            let anchor = shape.cells[0]
            let origin = Cell(column: first % columns - anchor.column, row: first / columns - anchor.row)
            result[pieces[p]] = transposed
                ? PentominoBoard.Placement(shape: PentominoShape(cells: shape.cells.map { Cell(column: $0.row, row: $0.column) }),
                                           origin: Cell(column: origin.row, row: origin.column))
                : PentominoBoard.Placement(shape: shape, origin: origin)
        }
        return (.solved(result), search.steps)
    }

    /// The searched grid's bit for a board square.
    private func bit(of cell: Cell) -> UInt64 {
        let c = transposed ? cell.row : cell.column, r = transposed ? cell.column : cell.row
        return UInt64(1) << UInt64(r * columns + c)
    }

    /// One search: the pieces chosen so far and the steps taken.
    private struct Search {
        let solver: PentominoSolver
        let limit: Int
        var steps = 0
        var chosen: [(Int, UInt64, PentominoShape)] = []

        mutating func run(filled: UInt64, used: Int) -> Bool {
            steps &+= 1
            guard steps <= limit else { return false }
            if filled == solver.full { return true }
            guard solver.regionsArePentominoSized(empty: solver.full & ~filled) else { return false }
            let cell = (solver.full & ~filled).trailingZeroBitCount
            for p in 0..<12 where used & (1 << p) == 0 {
                let candidates = solver.masks[p][cell]
                for (i, mask) in candidates.enumerated() where mask & filled == 0 {
                    chosen.append((p, mask, solver.shapes[p][cell][i]))
                    if run(filled: filled | mask, used: used | (1 << p)) { return true }
                    chosen.removeLast()
                    if steps > limit { return false }
                }
            }
            return false
        }
    }

    /// Every connected empty region must hold a whole number of pieces.
    private func regionsArePentominoSized(empty: UInt64) -> Bool {
        var rest = empty
        let columns = UInt64(self.columns)
        while rest != 0 {
            var region = rest & (~rest &+ 1)
            while true {
                let grown = (region | ((region << 1) & notFirstColumn) | ((region >> 1) & notLastColumn)
                    | (region << columns) | (region >> columns)) & rest
                if grown == region { break }
                region = grown
            }
            if region.nonzeroBitCount % 5 != 0 { return false }
            rest &= ~region
        }
        return true
    }
}
