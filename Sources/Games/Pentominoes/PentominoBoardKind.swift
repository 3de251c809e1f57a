/// The boards Pentominoes offers; each has exactly 60 free squares for the 12 pieces.
public enum PentominoBoardKind: String, CaseIterable, Sendable, Hashable {
    /// 10 columns by 6 rows — the default.
    case sixByTen
    /// 12 columns by 5 rows.
    case fiveByTwelve
    /// 15 columns by 4 rows.
    case fourByFifteen
    /// 20 columns by 3 rows.
    case threeByTwenty
    /// 8 by 8 without its centre 2×2.
    case eightByEight

    /// Columns (the long side lies across the screen).
    public var columns: Int {
        switch self {
        case .sixByTen: return 10
        case .fiveByTwelve: return 12
        case .fourByFifteen: return 15
        case .threeByTwenty: return 20
        case .eightByEight: return 8
        }
    }

    /// Rows.
    public var rows: Int {
        switch self {
        case .sixByTen: return 6
        case .fiveByTwelve: return 5
        case .fourByFifteen: return 4
        case .threeByTwenty: return 3
        case .eightByEight: return 8
        }
    }

    /// Squares that are not part of the board.
    public var holes: Set<Cell> {
        self == .eightByEight ? [Cell(column: 3, row: 3), Cell(column: 4, row: 3), Cell(column: 3, row: 4), Cell(column: 4, row: 4)] : []
    }

    /// The board as a player names it: "6 × 10", "8 × 8 (holed)".
    public var title: String {
        "\(rows) × \(columns)\(holes.isEmpty ? "" : " (holed)")"
    }

    /// The board after this one in the list, the first after the last: what Next board deals.
    public var next: PentominoBoardKind {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
