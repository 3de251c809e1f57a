import Gestures

/// Plays touch traces into an engine: each gesture starts at a time in milliseconds and
/// returns when it ended, so a game test reads as a timeline of gestures.
final class Finger {
    let engine: GestureEngine
    private var nextID = 1
    private(set) var errors: [String] = []

    init(_ engine: GestureEngine) { self.engine = engine }

    func send(_ action: TouchInput.Action, _ id: Int, _ p: Point, _ ms: Double) {
        do { try engine.handle(TouchInput(action, id: id, at: p, time: ms / 1000)) } catch { errors.append("\(error)") }
    }

    func batch(_ action: TouchInput.Action, _ touches: [(Int, Point)], _ ms: Double) {
        do {
            try engine.handle(batch: touches.map { TouchInput(action, id: $0.0, at: $0.1, time: ms / 1000) })
        } catch { errors.append("\(error)") }
    }

    func newID() -> Int { defer { nextID += 1 }; return nextID }

    /// Lets time pass to `ms`, firing due timers.
    func wait(until ms: Double) { engine.advance(to: ms / 1000) }

    @discardableResult
    func tap(_ p: Point, at ms: Double, hold: Double = 50) -> Double {
        let id = newID()
        send(.down, id, p, ms)
        send(.up, id, p, ms + hold)
        return ms + hold
    }

    @discardableResult
    func doubleTap(_ p: Point, at ms: Double) -> Double {
        tap(p, at: ms)
        return tap(p, at: ms + 150)
    }

    @discardableResult
    func longPress(_ p: Point, at ms: Double, hold: Double = 700) -> Double {
        tap(p, at: ms, hold: hold)
    }

    /// A straight drag in `steps` moves, 16 ms apart, then a lift where it ended.
    @discardableResult
    func drag(from a: Point, to b: Point, at ms: Double, steps: Int = 10, id: Int? = nil, lift: Bool = true) -> Double {
        let id = id ?? newID()
        send(.down, id, a, ms)
        var t = ms
        for i in 1...steps {
            t = ms + Double(i) * 16
            let f = Double(i) / Double(steps)
            send(.move, id, Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), t)
        }
        if lift { send(.up, id, b, t + 16); t += 16 }
        return t
    }

    /// A quick flick of 100 pt in 40 ms.
    @discardableResult
    func swipe(_ direction: SwipeDirection, from p: Point, at ms: Double) -> Double {
        let v: Vector
        switch direction {
        case .left: v = Vector(dx: -100, dy: 0)
        case .up: v = Vector(dx: 0, dy: -100)
        case .down: v = Vector(dx: 0, dy: 100)
        default: v = Vector(dx: 100, dy: 0)
        }
        let id = newID()
        send(.down, id, p, ms)
        for i in 1...4 { send(.move, id, p + v * (Double(i) / 4), ms + Double(i) * 10) }
        send(.up, id, p + v, ms + 50)
        return ms + 50
    }

    /// Two fingers about `center`, `spread` apart at first, moving to `spread * scale` apart and
    /// turning by `angle` radians, in `steps` moves 16 ms apart.
    @discardableResult
    func twoFingers(center c: Point, spread: Double = 100, scale: Double = 1, angle: Double = 0,
                    at ms: Double, steps: Int = 8, lift: Bool = true) -> Double {
        let a = newID(), b = newID()
        func pair(_ f: Double) -> [(Int, Point)] {
            let half = Vector(angle: angle * f, length: spread * (1 + (scale - 1) * f) / 2)
            return [(a, c - half), (b, c + half)]
        }
        batch(.down, pair(0), ms)
        var t = ms
        for i in 1...steps {
            t = ms + Double(i) * 16
            batch(.move, pair(Double(i) / Double(steps)), t)
        }
        if lift { batch(.up, pair(1), t + 16); t += 16 }
        return t
    }

    /// Two fingers about `center` through `poses` — each their distance apart (points) and the
    /// angle of the line between them (radians) — one pose every 16 ms, the first at touch-down.
    @discardableResult
    func twoFingerPath(center c: Point, _ poses: [(spread: Double, angle: Double)], at ms: Double, lift: Bool = true) -> Double {
        let a = newID(), b = newID()
        func pair(_ pose: (spread: Double, angle: Double)) -> [(Int, Point)] {
            let half = Vector(angle: pose.angle, length: pose.spread / 2)
            return [(a, c - half), (b, c + half)]
        }
        batch(.down, pair(poses[0]), ms)
        var t = ms
        for pose in poses.dropFirst() {
            t += 16
            batch(.move, pair(pose), t)
        }
        if lift { batch(.up, pair(poses.last!), t + 16); t += 16 }
        return t
    }

    /// One finger through `points`, 12 ms apart, lifting at the last.
    @discardableResult
    func draw(_ points: [Point], at ms: Double) -> Double {
        let id = newID()
        send(.down, id, points[0], ms)
        var t = ms
        for p in points.dropFirst() {
            t += 12
            send(.move, id, p, t)
        }
        send(.up, id, points.last!, t + 12)
        return t + 12
    }

    /// A circle about `c` of radius `r`, begun at `start` radians and drawn clockwise (on screen).
    static func circle(_ c: Point, radius r: Double = 110, start: Double = 0.7) -> [Point] {
        (0...36).map { c + Vector(angle: start + 2 * .pi * Double($0) / 36, length: r) }
    }

    /// A check mark with its corner at `c`.
    static func check(_ c: Point) -> [Point] {
        (0...8).map { c + Vector(dx: -45 + 45 * Double($0) / 8, dy: -50 + 50 * Double($0) / 8) }
            + (1...16).map { c + Vector(dx: 100 * Double($0) / 16, dy: -140 * Double($0) / 16) }
    }
}
