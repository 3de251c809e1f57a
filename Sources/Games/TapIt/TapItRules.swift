/// The pure rules of Tap It: how long each move may take and which command comes next.
///
/// The default pace is a curve a person can follow: each good move takes ``curveDecay`` of
/// what is left above ``minimumAllowance`` (1.2 s), so the time shrinks fast at first and then
/// slowly — 5.0 s, 3.2 s at move 5, 2.3 s at move 10 when the harder commands join, 1.5 s at
/// move 20 when the drawn shapes join — and two-finger commands get ``twoFingerExtra``. A
/// person's reaction alone takes about 0.3 s, and a pinch half a second more, so practised
/// players reach 25 moves and more and meet every command. ``classic`` keeps the first rules:
/// 0.5 s less each move down to 0.3 s, a wall at move 10.
public struct TapItRules: Sendable, Hashable {
    /// How the time for a move shrinks with good moves.
    public enum Pace: Sendable, Hashable {
        /// Each good move keeps `decay` of the time above the minimum (a geometric curve).
        case curve(decay: Double)
        /// Each good move takes `step` seconds off, down to the minimum.
        case linear(step: Double)
    }

    /// The time for the first move, in seconds. 5.0 s.
    public var firstAllowance = 5.0
    /// How the time shrinks. Default ``Pace/curve(decay:)`` with decay 0.88 (``curveDecay``).
    public var pace = Pace.curve(decay: TapItRules.curveDecay)
    /// The shortest time a move may get, in seconds. 1.2 s (classic: 0.3 s).
    public var minimumAllowance = 1.2
    /// Extra time for Pinch It! and Rotate It!, in seconds: two fingers take longer to place
    /// than one. 0.3 s (classic: none).
    public var twoFingerExtra = 0.3
    /// Extra time for Double Tap It!, in seconds. 0.2 s (classic: none).
    public var doubleTapExtra = 0.2
    /// The default curve's decay: what each good move keeps of the time above the minimum. 0.88.
    public static let curveDecay = 0.88
    /// After this many good moves the harder commands join. Default 10.
    public var harderAfter = 10
    /// Extra time for a Long Press It! command, in seconds: the press itself must last this
    /// long (the long-press duration, 0.5 s), so the allowance counts from when it could begin.
    public var longPressExtra = 0.5
    /// After this many good moves the drawn shapes join. Default 20.
    public var drawnAfter = 20
    /// Extra time for a drawn shape, in seconds: drawing a circle takes about a second. 1.0 s.
    public var drawingExtra = 1.0

    /// The default rules (the curve).
    public init() {}

    /// The first rules: 5.0 s, 0.5 s less each good move down to 0.3 s, no extra time for two
    /// fingers or a double tap — a wall at move 10, kept as the Classic mode.
    public static var classic: TapItRules {
        var rules = TapItRules()
        rules.pace = .linear(step: 0.5)
        rules.minimumAllowance = 0.3
        rules.twoFingerExtra = 0
        rules.doubleTapExtra = 0
        return rules
    }

    /// The time allowed for a move after `goodMoves` good moves, in seconds.
    public func allowance(afterGoodMoves goodMoves: Int, for command: TapItCommand) -> Double {
        let base: Double
        switch pace {
        case .curve(let decay):
            var left = firstAllowance - minimumAllowance
            for _ in 0..<max(0, goodMoves) { left *= decay }
            base = minimumAllowance + left
        case .linear(let step):
            base = max(minimumAllowance, firstAllowance - step * Double(goodMoves))
        }
        switch command {
        case .longPress: return base + longPressExtra
        case .drawCircle, .drawCheck: return base + drawingExtra
        case .pinch, .rotate: return base + twoFingerExtra
        case .doubleTap: return base + doubleTapExtra
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
        return pool[rng.index(below: pool.count)]
    }

    /// The countdown as shown: seconds with tenths, rounded up so it starts at the full
    /// allowance ("5.0") and reaches "0.0" only when time is up.
    public static func countdownText(_ remaining: Double) -> String {
        let tenths = Int((max(0, remaining) * 10 - 1e-9).rounded(.up))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
