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
/// best first — and after them, apart, the results kept on no table (``Table/ranked``).
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
        /// False for a table of results kept on no table — played offline on a board the arcade
        /// did not deal their player (docs/protocol.md): listed apart, after the ranked tables,
        /// to be watched, and ranking nowhere. Nil (left out of the JSON) for a ranked table.
        public var ranked: Bool?

        /// A table; see the properties.
        public init(category: String, unit: String, higherIsBetter: Bool, entries: [ScoreEntry], ranked: Bool? = nil) {
            self.category = category
            self.unit = unit
            self.higherIsBetter = higherIsBetter
            self.entries = entries
            self.ranked = ranked
        }
    }

    /// The tables that rank: ``tables`` without those of results kept on no table.
    public var rankedTables: [Table] { tables.filter { $0.ranked != false } }

    /// The game.
    public var game: String
    /// Its tables, by category name.
    public var tables: [Table]
}
