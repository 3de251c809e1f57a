import Arcade

/// One result as `GET /api/scores/ID` gives it: its row on the leaderboard with what a page
/// needs to show it beside its record (the watch page's "as on the leaderboard").
public struct ScoreDetail: Sendable, Hashable, Codable {
    /// The result's id: `GET /api/scores/ID/record` returns its record.
    public var id: Int
    /// The game's name ("tapit", "anagrams", "pentominoes").
    public var game: String
    /// The player's name, at most 20 characters.
    public var player: String
    /// The table it is on: Tap It's mode, Anagrams' level, Pentominoes' board.
    public var category: String
    /// The figure, in `unit`: moves, points or seconds.
    public var value: Double
    /// The figure's unit: "moves", "points" or "seconds".
    public var unit: String
    /// Whether a larger figure is better.
    public var higherIsBetter: Bool
    /// The result as a player reads it: "38 moves · Standard".
    public var summary: String
    /// When it was saved, in seconds since 1970.
    public var saved: Double
    /// Saved under a name nobody had claimed for it: a guest's.
    public var guest: Bool

    /// The detail of a stored score.
    public init(_ score: StoredScore) {
        let result = score.record.listedResult
        id = score.id
        game = result.game.rawValue
        player = score.player
        category = result.category
        value = result.value
        unit = result.unit
        higherIsBetter = result.higherIsBetter
        summary = result.summary
        saved = score.saved
        guest = score.guest
    }
}
