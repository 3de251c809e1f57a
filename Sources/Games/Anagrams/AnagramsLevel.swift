/// A difficulty: how long a puzzle lasts, what a tile is worth, and the phrases it deals.
public struct AnagramsLevel: Hashable, Sendable {
    /// The level's name, also the key of its best score.
    public let name: String
    /// Seconds to solve a puzzle.
    public let timeToSolve: Double
    /// Points for a tile on its target; a wrong drop costs half.
    public let pointsPerTile: Int
    /// The phrase pairs dealt.
    public let pairs: [AnagramPair]

    /// A custom level; `timeToSolve` is in seconds.
    public init(name: String, timeToSolve: Double, pointsPerTile: Int, pairs: [AnagramPair]) {
        self.name = name
        self.timeToSolve = timeToSolve
        self.pointsPerTile = pointsPerTile
        self.pairs = pairs
    }

    /// Single words of four or five letters: 60 s, 10 points a tile.
    public static let easy = AnagramsLevel(name: "easy", timeToSolve: 60, pointsPerTile: 10, pairs: easyPairs)
    /// Longer words and short phrases: 90 s, 15 points a tile.
    public static let medium = AnagramsLevel(name: "medium", timeToSolve: 90, pointsPerTile: 15, pairs: mediumPairs)
    /// Phrases: 150 s, 20 points a tile.
    public static let hard = AnagramsLevel(name: "hard", timeToSolve: 150, pointsPerTile: 20, pairs: hardPairs)

    /// The three levels, easiest first.
    public static let all = [easy, medium, hard]
}
