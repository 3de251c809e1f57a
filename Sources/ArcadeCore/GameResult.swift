import Games

/// A finished game's result, computed by the server's own game model: what the leaderboard
/// keeps, and what a record must replay to.
public struct GameResult: Sendable, Hashable {
    /// Which game.
    public var game: GameKind
    /// The table it competes in: Tap It's mode, Anagrams' level, Pentominoes' board ("sixByTen";
    /// "sixByTen together" for a board a room solved together).
    public var category: String
    /// The figure: Tap It's good moves, Anagrams' points, Pentominoes' seconds to solve.
    public var value: Double
    /// The figure's unit: "moves", "points" or "seconds".
    public var unit: String
    /// Whether a larger figure is better (false for times).
    public var higherIsBetter: Bool
    /// When the result came, in seconds of the game's clock.
    public var time: Double

    /// A result; see the properties.
    public init(game: GameKind, category: String, value: Double, unit: String, higherIsBetter: Bool, time: Double) {
        self.game = game
        self.category = category
        self.value = value
        self.unit = unit
        self.higherIsBetter = higherIsBetter
        self.time = time
    }

    /// What follows the category of a result played by keys alone, which the leaderboard lists
    /// on a table of its own (``GameRecord/listedResult``): " keyboard".
    public static let keyboardSuffix = " keyboard"

    /// The result as a player reads it: "12 moves · Standard", "80 points · Hard",
    /// "0:16 · 6 × 10" (a time in minutes and seconds, the category by its title).
    public var summary: String {
        let figure: String
        if unit == "seconds" {
            let s = Int(value.rounded())
            figure = "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)"
        } else {
            // "1 move", "1 point": a unit is named in the plural.
            figure = "\(Int(value)) \(Int(value) == 1 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit)"
        }
        // A result played by keys: "12 moves · Standard, by keyboard".
        let byKeys = category.hasSuffix(Self.keyboardSuffix)
        let category = byKeys ? String(category.dropLast(Self.keyboardSuffix.count)) : category
        var title: String
        switch game {
        case .pentominoes:
            // A board solved together: "6 × 10 together".
            let together = category.hasSuffix(" together")
            let board = together ? String(category.dropLast(" together".count)) : category
            title = (PentominoBoardKind(rawValue: board)?.title ?? board) + (together ? " together" : "")
        default: title = category.isEmpty ? "" : category.prefix(1).uppercased() + category.dropFirst()
        }
        if byKeys { title += title.isEmpty ? "By keyboard" : ", by keyboard" }
        return title.isEmpty ? figure : "\(figure) · \(title)"
    }
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable and reads records with GameRecord(json:).
#if !hasFeature(Embedded)
extension GameResult: Codable {}
#endif
