/// The squares a piece covers in one orientation, moved so the smallest column and row are 0
/// and listed in row-major order.
public struct PentominoShape: Hashable, Sendable {
    /// The covered squares.
    public let cells: [Cell]

    /// Normalises any set of squares.
    public init(cells: [Cell]) {
        let minColumn = cells.map { $0.column }.min() ?? 0
        let minRow = cells.map { $0.row }.min() ?? 0
        self.cells = cells.map { Cell(column: $0.column - minColumn, row: $0.row - minRow) }.sorted()
    }

    /// Columns spanned.
    public var width: Int { (cells.map { $0.column }.max() ?? -1) + 1 }
    /// Rows spanned.
    public var height: Int { (cells.map { $0.row }.max() ?? -1) + 1 }

    /// The shape turned a quarter clockwise (on a y-down screen).
    public var rotatedClockwise: PentominoShape {
        PentominoShape(cells: cells.map { Cell(column: -$0.row, row: $0.column) })
    }

    /// The shape mirrored left to right.
    public var flipped: PentominoShape {
        PentominoShape(cells: cells.map { Cell(column: -$0.column, row: $0.row) })
    }

    /// Every distinct orientation (1 to 8).
    public var orientations: [PentominoShape] {
        var out: [PentominoShape] = []
        var s = self
        for i in 0..<8 {
            if i == 4 { s = flipped }
            if !out.contains(s) { out.append(s) }
            s = s.rotatedClockwise
        }
        return out
    }
}
