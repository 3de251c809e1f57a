/// The pure rules of Tap It: how long each move may take and which command comes next.
public struct TapItRules: Sendable, Hashable {
    /// The time for the first move, in seconds. 5.0 s.
    public var firstAllowance = 5.0
    /// How much each good move takes off the next move's time, in seconds. 0.5 s.
    public var speedUp = 0.5
    /// The shortest time a move may get, in seconds. 0.3 s.
    public var minimumAllowance = 0.3
    /// After this many good moves the harder commands join. Default 10.
    public var harderAfter = 10
    /// Extra time for a Long Press It! command, in seconds: the press itself must last this
    /// long (the long-press duration, 0.5 s), so the allowance counts from when it could begin.
    public var longPressExtra = 0.5
    /// After this many good moves the drawn shapes join. Default 20.
    public var drawnAfter = 20
    /// Extra time for a drawn shape, in seconds: drawing a circle takes about a second. 1.0 s.
    public var drawingExtra = 1.0

    /// The reference rules.
    public init() {}

    /// The time allowed for a move after `goodMoves` good moves, in seconds.
    public func allowance(afterGoodMoves goodMoves: Int, for command: TapItCommand) -> Double {
        let base = max(minimumAllowance, firstAllowance - speedUp * Double(goodMoves))
        switch command {
        case .longPress: return base + longPressExtra
        case .drawCircle, .drawCheck: return base + drawingExtra
        default: return base
        }
    }

    /// The commands that may be asked after `goodMoves` good moves.
    public func commands(afterGoodMoves goodMoves: Int) -> [TapItCommand] {
        var pool = TapItCommand.basic
        if goodMoves >= harderAfter { pool += TapItCommand.harder }
        if goodMoves >= drawnAfter { pool += TapItCommand.drawn }
        return pool
    }

    /// A random command from the pool, never `previous`.
    public func nextCommand(after previous: TapItCommand?, goodMoves: Int, using rng: inout SeededGenerator) -> TapItCommand {
        let pool = commands(afterGoodMoves: goodMoves).filter { $0 != previous }
        return pool[Int.random(in: 0..<pool.count, using: &rng)]
    }

    /// The countdown as shown: seconds with tenths, rounded up so it starts at the full
    /// allowance ("5.0") and reaches "0.0" only when time is up.
    public static func countdownText(_ remaining: Double) -> String {
        let tenths = Int((max(0, remaining) * 10 - 1e-9).rounded(.up))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
