import Gestures

/// Fingers that play touches into an engine on a virtual clock, so a gesture test reads as a
/// timeline: "a double tap at 0 ms, a drag from 400 ms".
///
/// Times are **milliseconds** of the engine's clock (the engine itself counts seconds); points
/// are the root view's coordinates. Each gesture starts at the time given, or at ``now`` when
/// none is, and moves ``now`` to its end, so gestures written one after another follow each
/// other:
///
/// ```swift
/// let fingers = VirtualFingers(engine: engine)
/// fingers.doubleTap(at: Point(x: 50, y: 50))          // 0 … 200 ms
/// fingers.drag(from: Point(x: 50, y: 50), to: Point(x: 250, y: 50), at: 600)
/// fingers.finish()                                      // fires the timers still set
/// ```
///
/// A gesture allocates its own pointer ids (above every id used so far); the primitives
/// (``down(_:_:at:kind:)`` and the rest) take the id you give them. An input the engine
/// refuses is noted in ``errors`` rather than thrown, so a scenario reads straight through; a
/// test checks `errors` is empty when that matters.
open class VirtualFingers {
    /// The engine the touches go to.
    public let engine: GestureEngine
    /// The virtual clock, in milliseconds: where the next gesture starts when it is given no
    /// time — the end of the last gesture or wait. Starts at the engine's time.
    public private(set) var now: Double
    /// Every input the engine refused, as its error's text, in order.
    public private(set) var errors: [String] = []
    /// The highest pointer id used so far.
    private var highestID = 0

    /// Fingers for `engine`, with the clock at the engine's current time.
    public init(engine: GestureEngine) {
        self.engine = engine
        now = engine.now * 1000
    }

    // MARK: Primitives

    /// Puts pointer `id` down at `point` at `ms` milliseconds (default ``now``).
    public func down(_ id: Int, _ point: Point, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.down, id, point, ms, kind)
    }

    /// `down(id, Point(x: x, y: y), at: ms)`.
    public func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.down, id, Point(x: x, y: y), ms, kind)
    }

    /// Moves pointer `id`, which is down, to `point` at `ms` milliseconds (default ``now``).
    public func move(_ id: Int, _ point: Point, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.move, id, point, ms, kind)
    }

    /// `move(id, Point(x: x, y: y), at: ms)`.
    public func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.move, id, Point(x: x, y: y), ms, kind)
    }

    /// Lifts pointer `id` at `point` at `ms` milliseconds (default ``now``).
    public func up(_ id: Int, _ point: Point, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.up, id, point, ms, kind)
    }

    /// `up(id, Point(x: x, y: y), at: ms)`.
    public func up(_ id: Int, _ x: Double, _ y: Double, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.up, id, Point(x: x, y: y), ms, kind)
    }

    /// Cancels pointer `id` at `point` at `ms` milliseconds (default ``now``), as the system
    /// does when it takes a touch away.
    public func cancel(_ id: Int, _ point: Point, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.cancel, id, point, ms, kind)
    }

    /// `cancel(id, Point(x: x, y: y), at: ms)`.
    public func cancel(_ id: Int, _ x: Double, _ y: Double, at ms: Double? = nil, kind: PointerKind = .touch) {
        send(.cancel, id, Point(x: x, y: y), ms, kind)
    }

    /// A pointer `id` that is not pressed — a mouse or a hovering pencil, by default a mouse —
    /// at `point` at `ms` milliseconds (default ``now``).
    public func hover(_ id: Int, _ point: Point, at ms: Double? = nil, kind: PointerKind = .mouse) {
        send(.hover, id, point, ms, kind)
    }

    /// `hover(id, Point(x: x, y: y), at: ms)`.
    public func hover(_ id: Int, _ x: Double, _ y: Double, at ms: Double? = nil, kind: PointerKind = .mouse) {
        send(.hover, id, Point(x: x, y: y), ms, kind)
    }

    /// Several pointers changing at one instant — fingers landing, moving or lifting together —
    /// as one event, the way a device reports them.
    public func batch(_ action: TouchInput.Action, at ms: Double? = nil, _ touches: [(id: Int, point: Point)],
                      kind: PointerKind = .touch) {
        let t = time(ms)
        for touch in touches { highestID = max(highestID, touch.id) }
        let inputs = touches.map { TouchInput(action, id: $0.id, at: $0.point, time: t / 1000, kind: kind) }
        do { try engine.handle(batch: inputs) } catch { errors.append("\(error)") }
        now = max(now, t)
    }

    /// `batch(action, at: ms, touches)` with each touch as (id, x, y).
    public func batch(_ action: TouchInput.Action, at ms: Double? = nil, _ touches: [(Int, Double, Double)],
                      kind: PointerKind = .touch) {
        batch(action, at: ms, touches.map { (id: $0.0, point: Point(x: $0.1, y: $0.2)) }, kind: kind)
    }

    // MARK: The clock

    /// Lets time pass to `ms` milliseconds, firing the timers due by then.
    public func wait(until ms: Double) {
        engine.advance(to: ms / 1000)
        now = max(now, ms)
    }

    /// Lets `ms` milliseconds pass from ``now``, firing the timers due by then.
    public func wait(for ms: Double) { wait(until: now + ms) }

    /// Fires every timer still set (a tap waiting for a second tap, a long press's delay),
    /// moving the clock to the last of them.
    public func finish() {
        engine.runUntilIdle()
        now = max(now, engine.now * 1000)
    }

    // MARK: Gestures

    /// A pointer id not used before.
    public func newID() -> Int {
        highestID += 1
        return highestID
    }

    /// A tap: one finger down and up in place, `hold` milliseconds apart (default 50).
    /// Returns the time it lifted.
    @discardableResult
    public func tap(_ point: Point, at ms: Double? = nil, hold: Double = 50) -> Double {
        let start = time(ms), id = newID()
        down(id, point, at: start)
        up(id, point, at: start + hold)
        return start + hold
    }

    /// `count` taps at `point` (default 2), a tap starting every `interval` milliseconds
    /// (default 150), each held `hold` ms. `count` fingers together make a multi-finger tap:
    /// see ``tap(fingers:around:at:hold:)``. Returns the time the last lifted.
    @discardableResult
    public func taps(_ count: Int, at point: Point, startingAt ms: Double? = nil, interval: Double = 150, hold: Double = 50) -> Double {
        var start = time(ms), end = start
        for _ in 0..<max(count, 0) {
            end = tap(point, at: start, hold: hold)
            start += interval
        }
        return end
    }

    /// Two taps at `point`, 150 ms apart (UIKit's double tap allows 350 ms between them).
    /// Returns the time the second lifted.
    @discardableResult
    public func doubleTap(_ point: Point, at ms: Double? = nil) -> Double {
        taps(2, at: point, startingAt: ms)
    }

    /// `fingers` fingers landing and lifting together around `center`, 20 pt apart in a row.
    @discardableResult
    public func tap(fingers count: Int, around center: Point, at ms: Double? = nil, hold: Double = 50) -> Double {
        let start = time(ms)
        let touches = row(count, around: center, spacing: 20).map { (id: newID(), point: $0) }
        batch(.down, at: start, touches)
        batch(.up, at: start + hold, touches)
        return start + hold
    }

    /// A finger held still at `point` for `hold` milliseconds (default 700: past UIKit's
    /// 0.5 s long press) and lifted. Returns the time it lifted.
    @discardableResult
    public func longPress(_ point: Point, at ms: Double? = nil, hold: Double = 700) -> Double {
        tap(point, at: ms, hold: hold)
    }

    /// One finger along `path`: down at its first point, a move to each later point every
    /// `interval` milliseconds (default 16, a 60 Hz screen), then lifted at the last point in
    /// the same interval unless `lift` is false. Uses finger `id` when given (it must not be
    /// down). Returns the time of its last input.
    @discardableResult
    public func drag(along path: [Point], at ms: Double? = nil, interval: Double = 16, lift: Bool = true, id: Int? = nil) -> Double {
        guard let first = path.first else { return time(ms) }
        let id = id ?? newID()
        var t = time(ms)
        down(id, first, at: t)
        for p in path.dropFirst() {
            t += interval
            move(id, p, at: t)
        }
        if lift {
            t += interval
            up(id, path[path.count - 1], at: t)
        }
        return t
    }

    /// One finger in a straight line from `start` to `end` in `steps` equal moves (default 10),
    /// `interval` milliseconds apart (default 16), lifted at the end unless `lift` is false.
    /// Returns the time of its last input.
    @discardableResult
    public func drag(from start: Point, to end: Point, at ms: Double? = nil, steps: Int = 10, interval: Double = 16,
                     lift: Bool = true, id: Int? = nil) -> Double {
        drag(along: Self.line(from: start, to: end, steps: steps), at: ms, interval: interval, lift: lift, id: id)
    }

    /// Moves finger `id`, which is down, in a straight line from `start` to `end` in `steps`
    /// equal moves spread over `duration` milliseconds, starting after `ms`. Returns the time
    /// of the last move.
    @discardableResult
    public func slide(_ id: Int, from start: Point, to end: Point, at ms: Double? = nil, duration: Double, steps: Int) -> Double {
        let t0 = time(ms)
        let n = max(steps, 1)
        for i in 1...n {
            let f = Double(i) / Double(n)
            move(id, start + (end - start) * f, at: t0 + duration * f)
        }
        return t0 + duration
    }

    /// A swipe: `fingers` fingers (default 1, 20 pt apart across the direction) travelling
    /// `distance` points (default 100) in `direction` in `duration` milliseconds (default 40,
    /// four moves), then lifted. Returns the time they lifted.
    @discardableResult
    public func swipe(_ direction: SwipeDirection, from point: Point, fingers count: Int = 1, distance: Double = 100,
                      at ms: Double? = nil, duration: Double = 40) -> Double {
        let step: Vector
        switch direction {
        case .left: step = Vector(dx: -distance, dy: 0)
        case .up: step = Vector(dx: 0, dy: -distance)
        case .down: step = Vector(dx: 0, dy: distance)
        default: step = Vector(dx: distance, dy: 0)
        }
        let across = step.dx == 0 ? Vector(dx: 20, dy: 0) : Vector(dx: 0, dy: 20)
        let starts = (0..<max(count, 1)).map { point + across * (Double($0) - Double(max(count, 1) - 1) / 2) }
        let ids = starts.map { _ in newID() }
        let t0 = time(ms)
        func at(_ f: Double) -> [(id: Int, point: Point)] { zip(ids, starts).map { (id: $0.0, point: $0.1 + step * f) } }
        batch(.down, at: t0, at(0))
        for i in 1...4 { batch(.move, at: t0 + duration * Double(i) / 4, at(Double(i) / 4)) }
        batch(.up, at: t0 + duration + 10, at(1))
        return t0 + duration + 10
    }

    /// Two fingers about `center` through `poses` — each the fingers' distance apart (points)
    /// and the angle of the line between them (radians) — the first at touch-down, then one
    /// pose every `interval` milliseconds (default 16), lifted at the last unless `lift` is
    /// false. Pinches and rotations are special cases. Returns the time of the last input.
    @discardableResult
    public func twoFingers(around center: Point, through poses: [(spread: Double, angle: Double)], at ms: Double? = nil,
                           interval: Double = 16, lift: Bool = true) -> Double {
        guard let first = poses.first else { return time(ms) }
        let a = newID(), b = newID()
        func pair(_ pose: (spread: Double, angle: Double)) -> [(id: Int, point: Point)] {
            let half = Vector(angle: pose.angle, length: pose.spread / 2)
            return [(id: a, point: center - half), (id: b, point: center + half)]
        }
        var t = time(ms)
        batch(.down, at: t, pair(first))
        for pose in poses.dropFirst() {
            t += interval
            batch(.move, at: t, pair(pose))
        }
        if lift {
            t += interval
            batch(.up, at: t, pair(poses[poses.count - 1]))
        }
        return t
    }

    /// Two fingers about `center`, `spread` points apart at first (default 100), moving in
    /// `steps` moves (default 8) 16 ms apart to `spread × scale` apart while the line between
    /// them turns by `angle` radians (positive is clockwise on screen), then lifted unless
    /// `lift` is false: a pinch and a rotation at once. Returns the time of the last input.
    @discardableResult
    public func pinchAndRotate(around center: Point, spread: Double = 100, scale: Double, angle: Double,
                               at ms: Double? = nil, steps: Int = 8, lift: Bool = true) -> Double {
        let n = max(steps, 1)
        let poses = (0...n).map { i -> (spread: Double, angle: Double) in
            let f = Double(i) / Double(n)
            return (spread: spread * (1 + (scale - 1) * f), angle: angle * f)
        }
        return twoFingers(around: center, through: poses, at: ms, lift: lift)
    }

    /// A pinch about `center`: two fingers `spread` points apart (default 100) moving to
    /// `spread × scale` apart in `steps` moves (default 8) 16 ms apart, then lifted unless
    /// `lift` is false. Returns the time of the last input.
    @discardableResult
    public func pinch(around center: Point, spread: Double = 100, scale: Double, at ms: Double? = nil,
                      steps: Int = 8, lift: Bool = true) -> Double {
        pinchAndRotate(around: center, spread: spread, scale: scale, angle: 0, at: ms, steps: steps, lift: lift)
    }

    /// A rotation about `center`: two fingers `spread` points apart (default 100) turning by
    /// `angle` radians (positive is clockwise on screen) in `steps` moves (default 8) 16 ms
    /// apart, then lifted unless `lift` is false. Returns the time of the last input.
    @discardableResult
    public func rotate(around center: Point, by angle: Double, spread: Double = 100, at ms: Double? = nil,
                       steps: Int = 8, lift: Bool = true) -> Double {
        pinchAndRotate(around: center, spread: spread, scale: 1, angle: angle, at: ms, steps: steps, lift: lift)
    }

    // MARK: Paths

    /// `steps + 1` points evenly along the line from `start` to `end`, both included.
    public static func line(from start: Point, to end: Point, steps: Int = 10) -> [Point] {
        let n = max(steps, 1)
        return (0...n).map { start + (end - start) * (Double($0) / Double(n)) }
    }

    /// `steps + 1` points around a circle about `center` of `radius` points, from `start`
    /// radians, clockwise on screen (y grows downwards), ending where it began.
    public static func circle(around center: Point, radius: Double, start: Double = 0, steps: Int = 36) -> [Point] {
        let n = max(steps, 1)
        return (0...n).map { center + Vector(angle: start + 2 * .pi * Double($0) / Double(n), length: radius) }
    }

    // MARK: Private

    private func time(_ ms: Double?) -> Double { ms ?? now }

    /// Notes an input the engine refused (an extension's own inputs).
    func noteError(_ text: String) { errors.append(text) }

    private func row(_ count: Int, around center: Point, spacing: Double) -> [Point] {
        let n = max(count, 1)
        return (0..<n).map { center + Vector(dx: spacing * (Double($0) - Double(n - 1) / 2), dy: 0) }
    }

    private func send(_ action: TouchInput.Action, _ id: Int, _ point: Point, _ ms: Double?, _ kind: PointerKind) {
        let t = time(ms)
        highestID = max(highestID, id)
        do {
            try engine.handle(TouchInput(action, id: id, at: point, time: t / 1000, kind: kind))
        } catch {
            errors.append("\(error)")
        }
        now = max(now, t)
    }
}
