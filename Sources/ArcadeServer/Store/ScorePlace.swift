/// Where a saved result stands on its table, which lists each player once, at their best.
public struct ScorePlace: Sendable, Hashable, Codable {
    /// Its place among the players (1: first): one more than the players whose best beats it
    /// (an equal figure saved earlier beats it).
    public var place: Int
    /// Whether it is its player's best on the table — the one the table lists. When it is not,
    /// the player's own better result holds their place.
    public var isPersonalBest: Bool

    /// A place; see the properties.
    public init(place: Int, isPersonalBest: Bool) {
        self.place = place
        self.isPersonalBest = isPersonalBest
    }
}
