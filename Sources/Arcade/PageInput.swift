import Gestures

/// The page's pointer input on its way into an engine: page time stamps mapped onto the
/// engine's clock, bad events refused one by one, pointers counted, events of one instant
/// batched.
///
/// Times: an input's time is its page time stamp plus an offset learnt from the inputs
/// themselves — the smallest gap seen between arrival and stamp, so a stamp never maps later
/// than its arrival — which keeps the intervals between inputs exactly as the page measured
/// them, and so velocities right. An input that would go back in time is stamped at the
/// engine's current time, one from the future at its arrival; none is refused for its time.
/// The engine's clock trails the server's by ``inputLatency`` so that inputs still on their way
/// keep their own times.
///
/// Every time and coordinate the engine is given is first rounded to what a trace records (a
/// microsecond, a thousandth of a point), so a recorded session replays exactly.
public final class PageInput {
    /// How far the engine's clock trails the server's, in seconds: inputs that arrive within it
    /// are placed at their own times. 0.05 s.
    public static let inputLatency = 0.05
    /// The most pointers that may be down at once. 10.
    public static let maximumPointers = 10

    private var engine: GestureEngine
    private var offset: Double?
    /// The pointers down, with where each was last and what it is.
    private var down: [Int: (location: Point, kind: PointerKind)] = [:]
    private var nextPressID = 1_000_000_000

    /// Input for `engine`.
    public init(engine: GestureEngine) { self.engine = engine }

    /// Rounds a time in seconds to the microsecond the trace records, as the replay reads it.
    public static func quantizedTime(_ seconds: Double) -> Double {
        ((seconds * 1000) * 1000).rounded(.down) / 1000 / 1000
    }

    /// Rounds a coordinate to the thousandth of a point the trace records.
    public static func quantizedCoordinate(_ points: Double) -> Double {
        (points * 1000).rounded() / 1000
    }

    /// Feeds `engine` from now on, keeping the page-to-game clock learnt so far. Pointers down
    /// are forgotten: the rest of their strokes is ignored, as on a surface that was replaced.
    public func switchEngine(to engine: GestureEngine) {
        self.engine = engine
        down = [:]
    }

    /// Lets the game's clock run to `serverTime` less ``inputLatency``, firing due timers.
    public func advance(to serverTime: Double) {
        let t = Self.quantizedTime(serverTime - Self.inputLatency)
        if t > engine.now { engine.advance(to: t) }
    }

    /// When, in seconds of the server's clock, the engine's next timer is due (``advance(to:)``
    /// fires it from then on); nil when none is set.
    public var nextDeadline: Double? { engine.nextDeadline.map { $0 + Self.inputLatency } }

    /// Hands the page's inputs, which arrived at `serverTime` seconds, to the engine in order.
    /// Returns a message for each input refused (a bad value, an 11th pointer, a pointer not
    /// down); the others are handled.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        var problems: [String] = []
        var pending: [TouchInput] = []
        // The pointers down before the pending inputs: what the table goes back to if the
        // engine refuses them, so the table never says a pointer is down that the engine
        // does not have (or the other way round).
        var beforePending = down
        func flush() {
            guard !pending.isEmpty else { return }
            do {
                if pending.count == 1 { try engine.handle(pending[0]) } else { try engine.handle(batch: pending) }
            } catch {
                problems.append("input refused: \(error)")
                down = beforePending
            }
            pending.removeAll()
            beforePending = down
        }
        learnOffset(from: inputs, arrivedAt: serverTime)
        // The latest time handed out, pending inputs included: no input goes before it.
        var latest = engine.now
        for input in inputs {
            let action: TouchInput.Action, kind: PointerKind
            do { (action, kind) = try input.checked() } catch {
                problems.append(error.message)
                continue
            }
            var t = Self.quantizedTime(min(input.t / 1000 + (offset ?? 0), serverTime))
            if t < latest { t = latest }
            switch action {
            case .down:
                guard down[input.id] == nil else { problems.append("pointer \(input.id) is already down"); continue }
                guard down.count < Self.maximumPointers else {
                    problems.append("more than \(Self.maximumPointers) pointers: pointer \(input.id) ignored")
                    continue
                }
            case .move, .up, .cancel:
                guard down[input.id] != nil else { continue }
            case .hover:
                // A hover no recognizer hears changes nothing: neither the engine nor the
                // record needs it.
                if down[input.id] != nil || !engine.listensForHover(pointer: input.id) { continue }
            }
            latest = t
            let touch = TouchInput(action, id: input.id,
                                   at: Point(x: Self.quantizedCoordinate(input.x), y: Self.quantizedCoordinate(input.y)),
                                   time: t, kind: kind)
            // Inputs of one instant and one kind go to the engine together, as one event.
            if let first = pending.first, first.timestamp != t || first.action != action || pending.contains(where: { $0.id == input.id }) {
                flush()
            }
            pending.append(touch)
            switch action {
            case .down, .move: down[input.id] = (touch.location, kind)
            case .up, .cancel: down[input.id] = nil
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

    /// Cancels every pointer still down, now, where each was last: the surface is being taken
    /// away from them (the Lab changing mode), as the system cancels touches.
    public func cancelAll() {
        guard !down.isEmpty else { return }
        let cancels = down.keys.sorted().map { id in TouchInput(.cancel, id: id, at: down[id]!.location, time: engine.now, kind: down[id]!.kind) }
        down = [:]
        _ = try? cancels.count == 1 ? engine.handle(cancels[0]) : engine.handle(batch: cancels)
    }

    /// A tap at `point` (game points), now: a mouse press and release at the same instant.
    public func tap(at point: Point) throws(ArcadeError) {
        let now = engine.now
        nextPressID += 1
        let at = Point(x: Self.quantizedCoordinate(point.x), y: Self.quantizedCoordinate(point.y))
        do {
            try engine.handle(TouchInput(.down, id: nextPressID, at: at, time: now, kind: .mouse))
            try engine.handle(TouchInput(.up, id: nextPressID, at: at, time: now, kind: .mouse))
        } catch {
            throw ArcadeError("the press was refused: \(error)")
        }
    }

}
