/// Solves a Pentominoes board as an exact-cover problem: every free square covered exactly once,
/// every remaining piece used once. It is Knuth's Algorithm X on 64-bit masks (every board has
/// at most 64 squares): it always fills the first empty square, tries each unused piece in each
/// orientation that covers it, and abandons a branch as soon as an empty region's size is not a
/// multiple of five. It answers in well under a second even when there is no solution.
public struct PentominoSolver: Sendable {
    private let kind: PentominoBoardKind
    private let full: UInt64
    private let notFirstColumn: UInt64
    private let notLastColumn: UInt64
    /// For each piece and square: every placement mask whose first square is that square.
    private let masks: [[[UInt64]]]
    private let shapes: [[[PentominoShape]]]
    private let pieces = Pentomino.allCases

    /// Prepares the placements for a board kind.
    public init(kind: PentominoBoardKind) {
        self.kind = kind
        let columns = kind.columns, rows = kind.rows, count = columns * rows
        var full: UInt64 = 0, notFirst: UInt64 = 0, notLast: UInt64 = 0
        for r in 0..<rows {
            for c in 0..<columns where !kind.holes.contains(Cell(column: c, row: r)) {
                let bit = UInt64(1) << UInt64(r * columns + c)
                full |= bit
            }
            for c in 0..<columns {
                let bit = UInt64(1) << UInt64(r * columns + c)
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
    /// pieces already there; nil when there is none.
    public func solve(_ board: PentominoBoard) -> [Pentomino: PentominoBoard.Placement]? {
        var filled: UInt64 = 0
        var used = 0
        for (piece, placement) in board.placements {
            used |= 1 << pieces.firstIndex(of: piece)!
            for cell in placement.cells { filled |= UInt64(1) << UInt64(cell.row * kind.columns + cell.column) }
        }
        var chosen: [(Int, UInt64, PentominoShape)] = []
        guard search(filled: filled, used: used, chosen: &chosen) else { return nil }
        var result: [Pentomino: PentominoBoard.Placement] = [:]
        for (p, mask, shape) in chosen {
            let first = mask.trailingZeroBitCount
            let anchor = shape.cells[0]
            let origin = Cell(column: first % kind.columns - anchor.column, row: first / kind.columns - anchor.row)
            result[pieces[p]] = PentominoBoard.Placement(shape: shape, origin: origin)
        }
        return result
    }

    /// Whether the pieces on `board` can still be completed to a solution.
    public func isSolvable(_ board: PentominoBoard) -> Bool { solve(board) != nil }

    private func search(filled: UInt64, used: Int, chosen: inout [(Int, UInt64, PentominoShape)]) -> Bool {
        if filled == full { return true }
        guard regionsArePentominoSized(empty: full & ~filled) else { return false }
        let cell = (full & ~filled).trailingZeroBitCount
        for p in 0..<12 where used & (1 << p) == 0 {
            let candidates = masks[p][cell]
            for (i, mask) in candidates.enumerated() where mask & filled == 0 {
                chosen.append((p, mask, shapes[p][cell][i]))
                if search(filled: filled | mask, used: used | (1 << p), chosen: &chosen) { return true }
                chosen.removeLast()
            }
        }
        return false
    }

    /// Every connected empty region must hold a whole number of pieces.
    private func regionsArePentominoSized(empty: UInt64) -> Bool {
        var rest = empty
        let columns = UInt64(kind.columns)
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
