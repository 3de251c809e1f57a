extension PentominoesGame.Event: CustomStringConvertible {
    /// The event in words, as `fingerplay replay --game` prints it: "placed F at (0,0)".
    public var description: String {
        switch self {
        case .pickedUp(let letter): return "picked up \(letter.rawValue)"
        case .turned(let letter): return "turned \(letter.rawValue)"
        case .flipped(let letter): return "flipped \(letter.rawValue)"
        case .placed(let letter, let cell): return "placed \(letter.rawValue) at \(cell)"
        case .returned(let letter): return "returned \(letter.rawValue)"
        case .hinted(let letter, let cell): return "hinted \(letter.rawValue) at \(cell)"
        case .noSolution: return "no solution"
        case .solverGaveUp: return "solver gave up"
        case .nextBoard(let kind): return "next board \(kind.title)"
        case .solved(let elapsed, 0): return "solved in \(GameText.seconds(elapsed)) s"
        case .solved(let elapsed, let hints): return "solved in \(GameText.seconds(elapsed)) s with \(hints) hint\(hints == 1 ? "" : "s")"
        }
    }
}
