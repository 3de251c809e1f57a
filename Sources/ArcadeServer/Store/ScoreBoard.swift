/// One result on the leaderboard.
public struct ScoreEntry: Sendable, Hashable, Codable {
    /// The result's id: `GET /api/scores/ID/record` returns its record.
    public var id: Int
    /// The player's name, at most 20 characters.
    public var player: String
    /// The figure (moves, points or seconds).
    public var value: Double
    /// When it was saved, in seconds since 1970.
    public var saved: Double
}

/// The leaderboard of one game, a table per category (Anagrams' levels, Pentominoes' boards),
/// best first.
public struct ScoreBoard: Sendable, Hashable, Codable {
    /// One category's table.
    public struct Table: Sendable, Hashable, Codable {
        /// The category ("" for Tap It before it had modes).
        public var category: String
        /// The figure's unit.
        public var unit: String
        /// Whether a larger figure is better.
        public var higherIsBetter: Bool
        /// The best entries, best first.
        public var entries: [ScoreEntry]
    }

    /// The game.
    public var game: String
    /// Its tables, by category name.
    public var tables: [Table]
}
