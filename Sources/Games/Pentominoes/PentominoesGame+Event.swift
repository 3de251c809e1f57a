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

extension PentominoesGame.Event {
    /// The event as a screen reader announces a move ("F placed at row 2, column 3", rows and
    /// columns counted from 1); nil for what is no move.
    public var spoken: String? {
        switch self {
        case .pickedUp(let letter): return "\(letter.rawValue) picked up"
        case .turned(let letter): return "\(letter.rawValue) turned"
        case .flipped(let letter): return "\(letter.rawValue) flipped"
        case .placed(let letter, let cell): return "\(letter.rawValue) placed at row \(cell.row + 1), column \(cell.column + 1)"
        case .returned(let letter): return "\(letter.rawValue) put back"
        case .hinted(let letter, let cell): return "Hint: \(letter.rawValue) placed at row \(cell.row + 1), column \(cell.column + 1)"
        default: return nil
        }
    }
}
