import GestureReplay
import Games
import Gestures

/// One player's session with one game, as the arcade runs it: the engine and the game, the
/// mapping from the page's clock to the game's, and the record of every input.
///
/// Times: the game's clock starts at 0 when the session starts and follows the server's
/// monotonic clock (seconds). An input's time is its page time stamp plus an offset learnt from
/// the inputs themselves — the smallest gap seen between arrival and stamp, so a stamp never
/// maps later than its arrival — which keeps the intervals between inputs exactly as the page
/// measured them, and so velocities right. An input that would go back in time is stamped at
/// the game's current time, one from the future at the arrival time; none is rejected for its
/// time. Between inputs the server calls ``advance(to:)``, so long presses, countdowns and the
/// stopwatch fire on time when the player does nothing; the game's clock trails the server's
/// by ``inputLatency`` so that inputs still on their way keep their own times.
///
/// Every time and coordinate the engine is given is first rounded to what the trace records
/// (a microsecond, a thousandth of a point), so a record replays to exactly the same result.
public final class GameSession {
    /// How far the game's clock trails the server's, in seconds: inputs that arrive within it
    /// are placed at their own times. 0.05 s.
    public static let inputLatency = 0.05
    /// The most pointers that may be down at once. 10.
    public static let maximumPointers = 10
    /// The smallest and largest screen side a session accepts, in points.
    public static let sideRange = 200.0...4096.0

    /// The game being played.
    public let game: LiveGame
    /// The engine it runs in.
    public var engine: GestureEngine { game.engine }
    /// The seed the game's randomness came from.
    public let seed: UInt64
    /// Called with each result the game gives.
    public var onResult: ((GameResult) -> Void)? {
        get { game.onResult }
        set { game.onResult = newValue }
    }

    private let recorder = TraceRecorder()
    private var offset: Double?
    private var down: Set<Int> = []
    private var nextPressID = 1_000_000_000

    /// Starts `kind` with `options` on a screen of `width` × `height` points (clamped to
    /// ``sideRange``), its randomness from `seed`.
    public init(kind: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double) throws(ArcadeError) {
        guard width.isFinite, height.isFinite else { throw ArcadeError("the screen size is not a finite number") }
        let size = Size(width: min(max(width, Self.sideRange.lowerBound), Self.sideRange.upperBound).rounded(),
                        height: min(max(height, Self.sideRange.lowerBound), Self.sideRange.upperBound).rounded())
        let engine = GestureEngine(viewport: size, start: 0)
        game = try LiveGame(kind: kind, options: options, seed: seed, engine: engine)
        self.seed = seed
        recorder.attach(to: engine)
    }

    /// Rounds a time in seconds to the microsecond the trace records, as the replay reads it.
    static func quantizedTime(_ seconds: Double) -> Double {
        ((seconds * 1000) * 1000).rounded(.down) / 1000 / 1000
    }

    /// Rounds a coordinate to the thousandth of a point the trace records.
    static func quantizedCoordinate(_ points: Double) -> Double {
        (points * 1000).rounded() / 1000
    }

    /// Lets the game's clock run to `serverTime` less ``inputLatency``, firing due timers.
    public func advance(to serverTime: Double) {
        let t = Self.quantizedTime(serverTime - Self.inputLatency)
        if t > engine.now { engine.advance(to: t) }
    }

    /// Hands the page's inputs, which arrived at `serverTime` seconds, to the engine in order.
    /// Returns a message for each input refused (a bad value, an 11th pointer, a pointer not
    /// down); the others are handled.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        var problems: [String] = []
        var pending: [TouchInput] = []
        func flush() {
            guard !pending.isEmpty else { return }
            do {
                if pending.count == 1 { try engine.handle(pending[0]) } else { try engine.handle(batch: pending) }
            } catch {
                problems.append("input refused: \(error)")
            }
            pending.removeAll()
        }
        learnOffset(from: inputs, arrivedAt: serverTime)
        for input in inputs {
            let action: TouchInput.Action, kind: PointerKind
            do { (action, kind) = try input.checked() } catch {
                problems.append(error.message)
                continue
            }
            var t = Self.quantizedTime(min(input.t / 1000 + (offset ?? 0), serverTime))
            if t < engine.now { t = engine.now }
            switch action {
            case .down:
                guard !down.contains(input.id) else { problems.append("pointer \(input.id) is already down"); continue }
                guard down.count < Self.maximumPointers else {
                    problems.append("more than \(Self.maximumPointers) pointers: pointer \(input.id) ignored")
                    continue
                }
            case .move, .up, .cancel:
                guard down.contains(input.id) else { continue }
            case .hover:
                if down.contains(input.id) { continue }
            }
            let touch = TouchInput(action, id: input.id,
                                   at: Point(x: Self.quantizedCoordinate(input.x), y: Self.quantizedCoordinate(input.y)),
                                   time: t, kind: kind)
            // Inputs of one instant and one kind go to the engine together, as one event.
            if let first = pending.first, first.timestamp != t || first.action != action || pending.contains(where: { $0.id == input.id }) {
                flush()
            }
            pending.append(touch)
            switch action {
            case .down: down.insert(input.id)
            case .up, .cancel: down.remove(input.id)
            default: break
            }
        }
        flush()
        return problems
    }

    /// The offset from page to game time is the smallest gap between an input's arrival and
    /// its stamp: the first message sets it, later ones lower it when the page's clock gains
    /// on the server's (by less than ``maximumClockStep`` at a time, so one absurd stamp cannot
    /// shift the clock of the whole session).
    private func learnOffset(from inputs: [ClientInput], arrivedAt serverTime: Double) {
        for input in inputs where input.t.isFinite {
            let gap = serverTime - input.t / 1000
            if let current = offset {
                if gap < current && current - gap < Self.maximumClockStep { offset = gap }
            } else {
                offset = gap
            }
        }
    }

    /// The largest correction of the page-to-game clock offset one input may make, in seconds.
    /// 1 s: more is a broken stamp, placed at its arrival instead.
    public static let maximumClockStep = 1.0

    /// Presses the button `id` of the current scene — what a keyboard does to a focused
    /// button: a tap at its centre, now, recorded like any other input.
    public func press(_ id: String) throws(ArcadeError) {
        let now = engine.now
        guard let node = game.scene(at: now).nodes.first(where: { $0.id == id && $0.role == .button }) else {
            throw ArcadeError("there is no button \"\(id)\" on the screen")
        }
        nextPressID += 1
        let at = Point(x: Self.quantizedCoordinate(node.center.x), y: Self.quantizedCoordinate(node.center.y))
        do {
            try engine.handle(TouchInput(.down, id: nextPressID, at: at, time: now, kind: .mouse))
            try engine.handle(TouchInput(.up, id: nextPressID, at: at, time: now, kind: .mouse))
        } catch {
            throw ArcadeError("the press was refused: \(error)")
        }
    }

    /// The game's picture now.
    public func scene() -> Scene { game.scene(at: engine.now) }

    /// The record that replays to result `index` of this session.
    public func record(forResult index: Int) -> GameRecord? {
        guard game.results.indices.contains(index) else { return nil }
        let size = engine.rootView.bounds.size
        return GameRecord(game: game.kind, options: game.options, seed: seed, width: size.width, height: size.height,
                          trace: recorder.text, resultIndex: index, result: game.results[index])
    }

    /// The inputs so far, as a replay trace.
    public var trace: String { recorder.text }
}
