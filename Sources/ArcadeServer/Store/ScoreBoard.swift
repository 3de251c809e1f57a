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
    /// Saved under a name nobody had claimed for it: a guest's ("Ada · guest").
    public var guest: Bool

    /// An entry; see the properties.
    public init(id: Int, player: String, value: Double, saved: Double, guest: Bool = true) {
        self.id = id
        self.player = player
        self.value = value
        self.saved = saved
        self.guest = guest
    }
}

/// The leaderboard of one game, a table per category (Anagrams' levels, Pentominoes' boards),
/// best first — and apart, the results kept on no table (``unranked``).
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

        /// A table; see the properties.
        public init(category: String, unit: String, higherIsBetter: Bool, entries: [ScoreEntry]) {
            self.category = category
            self.unit = unit
            self.higherIsBetter = higherIsBetter
            self.entries = entries
        }
    }

    /// The game.
    public var game: String
    /// Its tables, by category name: the leaderboard.
    public var tables: [Table]
    /// Results kept with their records on no table — played offline on a board the arcade did
    /// not deal their player (docs/protocol.md) — by category, best first: listed apart, to be
    /// watched, ranking nowhere. Nil (left out of the JSON) when there are none.
    public var unranked: [Table]?

    /// A game's board; see the properties.
    public init(game: String, tables: [Table], unranked: [Table]? = nil) {
        self.game = game
        self.tables = tables
        self.unranked = unranked
    }
}
