/// The challenges of one result as `GET /api/scores/ID/challenges` gives them: who played its
/// board again, each player's best, best first.
public struct ChallengeBoardEntries: Sendable, Hashable, Codable {
    /// The result challenged.
    public var record: Int
    /// The figure's unit: "moves", "points" or "seconds".
    public var unit: String
    /// Whether a larger figure is better.
    public var higherIsBetter: Bool
    /// The challenges, best first: at most 10, a player once.
    public var entries: [ScoreEntry]
}
