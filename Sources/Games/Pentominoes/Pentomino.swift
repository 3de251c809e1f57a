/// The twelve pentominoes, named by the letters they resemble.
public enum Pentomino: String, CaseIterable, Sendable, Hashable, Comparable {
    case F, I, L, N, P, T, U, V, W, X, Y, Z

    /// The piece in its starting orientation.
    public var shape: PentominoShape {
        let rows: [String]
        switch self {
        case .F: rows = [".##", "##.", ".#."]
        case .I: rows = ["#####"]
        case .L: rows = ["#.", "#.", "#.", "##"]
        case .N: rows = [".#", ".#", "##", "#."]
        case .P: rows = ["##", "##", "#."]
        case .T: rows = ["###", ".#.", ".#."]
        case .U: rows = ["#.#", "###"]
        case .V: rows = ["#..", "#..", "###"]
        case .W: rows = ["#..", "##.", ".##"]
        case .X: rows = [".#.", "###", ".#."]
        case .Y: rows = [".#", "##", ".#", ".#"]
        case .Z: rows = ["##.", ".#.", ".##"]
        }
        var cells: [Cell] = []
        for (row, line) in rows.enumerated() {
            for (column, mark) in line.enumerated() where mark == "#" { cells.append(Cell(column: column, row: row)) }
        }
        return PentominoShape(cells: cells)
    }

    public static func < (a: Pentomino, b: Pentomino) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A square of a grid: a column (x, rightwards) and a row (y, downwards).
public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The column, from 0 at the left.
    public var column: Int
    /// The row, from 0 at the top.
    public var row: Int

    /// A square at a column and row.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Row-major order: top row first, then left to right.
    public static func < (a: Cell, b: Cell) -> Bool { (a.row, a.column) < (b.row, b.column) }

    public var description: String { "(\(column),\(row))" }
}
