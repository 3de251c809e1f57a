import Gestures
import LiveInput

/// The page's pointer input on its way into an engine — a user of the live input loop
/// (``InputLoop``, in the `LiveInput` product) with the arcade's wire format: page time stamps
/// mapped onto the engine's clock, bad events refused one by one, pointers counted, events of
/// one instant batched.
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
    /// The largest correction of the page-to-game clock offset one input may make, in seconds.
    /// 1 s: more is a broken stamp, placed at its arrival instead.
    public static let maximumClockStep = 1.0

    /// The live input loop doing the work: the arcade's inputs are its pointer events, the
    /// server's clock its host clock. The server runs it only when something is due, so a
    /// pause between runs is no gap.
    private let loop: InputLoop
    /// The pointer id of the first button pressed from the keyboard (``tap(at:)``); each press
    /// takes the next. Far above a device's ids: a record says which of its touches were presses.
    public static let firstPressPointer = 1_000_000_001
    private var nextPressID = firstPressPointer - 1

    private static let configuration: InputLoop.Configuration = {
        var c = InputLoop.Configuration()
        c.trailing = inputLatency
        c.maximumPointers = maximumPointers
        c.maximumClockStep = maximumClockStep
        c.maximumGap = nil
        c.roundsToTracePrecision = true
        return c
    }()

    /// Input for `engine`.
    public init(engine: GestureEngine) { loop = InputLoop(engine: engine, configuration: Self.configuration) }

    private var engine: GestureEngine { loop.engine }

    /// Rounds a coordinate to the thousandth of a point the trace records.
    public static func quantizedCoordinate(_ points: Double) -> Double { InputLoop.traceCoordinate(points) }

    /// Feeds `engine` from now on, keeping the page-to-game clock learnt so far. Pointers down
    /// are forgotten: the rest of their strokes is ignored, as on a surface that was replaced.
    public func switchEngine(to engine: GestureEngine) { loop.switchEngine(to: engine) }

    /// Lets the game's clock run to `serverTime` less ``inputLatency``, firing due timers.
    public func advance(to serverTime: Double) { loop.advance(to: serverTime) }

    /// When, in seconds of the server's clock, the engine's next timer is due (``advance(to:)``
    /// fires it from then on); nil when none is set.
    public var nextDeadline: Double? { loop.nextDeadline }

    /// Hands the page's inputs, which arrived at `serverTime` seconds, to the engine in order.
    /// Returns a message for each input refused (a bad value, an 11th pointer); the others are
    /// handled. A pointer that lands again without having lifted cancels every pointer down
    /// first: its lift was lost.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        // A timer due by the arrival goes off first: the server's wake for it may not have run
        // yet, and an input that came after a deadline must not be handled before it.
        if let due = loop.nextDeadline, due <= serverTime { loop.advance(to: serverTime) }
        // Each problem with the place of its input, so that they are reported in order.
        var problems: [(place: Int, message: String)] = []
        var events: [PointerEvent] = [], places: [Int] = []
        events.reserveCapacity(inputs.count)
        for (place, input) in inputs.enumerated() {
            do {
                let (action, kind) = try input.checked()
                events.append(PointerEvent(action, pointer: input.id, at: Point(x: input.x, y: input.y), timestamp: input.t / 1000, kind: kind))
                places.append(place)
            } catch {
                problems.append((place, error.message))
            }
        }
        let refused = loop.receive(events, arrivedAt: serverTime)
        guard !refused.isEmpty else { return problems.map { $0.message } }
        problems += refused.map { (places[$0.index], $0.reason) }
        return problems.sorted { $0.place < $1.place }.map { $0.message }
    }

    /// Cancels every pointer still down, now, where each was last: the surface is being taken
    /// away from them (the Lab changing mode), as the system cancels touches.
    public func cancelAll() { loop.interrupt() }

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
