import Gestures

/// The fingers keys move: the touches of each gesture a key stands for, on pointer ids of
/// their own (``KeyPlan/pointerIDs``, taken in turn), a frame (16 ms) between moves.
public struct KeyFingers: Sendable, Hashable {
    /// The time between two moves of a gesture, in seconds: a 60 Hz frame's, about.
    public static let frame = 0.016

    private var next = 0

    /// Fingers whose first pointer is the first of ``KeyPlan/pointerIDs``.
    public init() {}

    /// A pointer id not used by the last 999 taken.
    public mutating func pointer() -> Int {
        defer { next = (next + 1) % KeyPlan.pointerIDs.count }
        return KeyPlan.pointerIDs.lowerBound + next
    }

    /// A tap at `point`, lifted after `hold` seconds (default 0.05).
    public mutating func tap(at point: Point, hold: Double = 0.05) -> [KeyTouch] {
        let id = pointer()
        return [KeyTouch(.down, id, point, after: 0), KeyTouch(.up, id, point, after: hold)]
    }

    /// A flick from `point` toward `direction` (a unit vector) over `distance` points (default
    /// 120) in three frames: about 2,500 points a second, a swipe to every recognizer.
    public mutating func swipe(from point: Point, toward direction: Vector, distance: Double = 120) -> [KeyTouch] {
        stroke((0...3).map { point + direction * (distance * Double($0) / 3) }, interval: Self.frame)
    }

    /// Two fingers `spread` points apart (default 100) across `center`, going to `spread ×
    /// scale` apart in four frames, then lifted.
    public mutating func pinch(about center: Point, scale: Double, spread: Double = 100) -> [KeyTouch] {
        twoFingers(about: center, frames: 4) { k in (spread * (1 + (scale - 1) * k) / 2, 0) }
    }

    /// Two fingers `spread` points apart (default 120) across `center`, turned by `angle`
    /// radians (clockwise positive) in four frames, then lifted.
    public mutating func rotate(about center: Point, by angle: Double, spread: Double = 120) -> [KeyTouch] {
        twoFingers(about: center, frames: 4) { k in (spread / 2, angle * k) }
    }

    /// One finger down at the first of `points`, through the others `interval` seconds apart
    /// (default 0.01), lifted at the last.
    public mutating func stroke(_ points: [Point], interval: Double = 0.01) -> [KeyTouch] {
        guard let first = points.first, let last = points.last else { return [] }
        let id = pointer()
        var touches = [KeyTouch(.down, id, first, after: 0)]
        for (i, p) in points.enumerated().dropFirst() { touches.append(KeyTouch(.move, id, p, after: Double(i) * interval)) }
        touches.append(KeyTouch(.up, id, last, after: Double(points.count - 1) * interval + interval))
        return touches
    }

    /// One finger from `start` to `end` in `frames` frames (default 6), lifted there: a drag,
    /// its first move past any pan's slop.
    public mutating func drag(from start: Point, to end: Point, frames: Int = 6) -> [KeyTouch] {
        let n = max(frames, 1)
        return stroke((0...n).map { start + (end - start) * (Double($0) / Double(n)) }, interval: Self.frame)
    }

    // Two fingers about `center`: at progress k (0…1) each is `offset(k).radius` from it at
    // angle `offset(k).angle`, opposite each other.
    private mutating func twoFingers(about center: Point, frames: Int, _ offset: (Double) -> (radius: Double, angle: Double)) -> [KeyTouch] {
        let a = pointer(), b = pointer()
        func at(_ k: Double) -> (Point, Point) {
            let (r, angle) = offset(k)
            let v = Vector(angle: angle, length: r)
            return (center - v, center + v)
        }
        let (a0, b0) = at(0)
        var touches = [KeyTouch(.down, a, a0, after: 0), KeyTouch(.down, b, b0, after: 0)]
        for f in 1...frames {
            let (pa, pb) = at(Double(f) / Double(frames))
            touches += [KeyTouch(.move, a, pa, after: Double(f) * Self.frame), KeyTouch(.move, b, pb, after: Double(f) * Self.frame)]
        }
        let (ea, eb) = at(1)
        let end = Double(frames + 1) * Self.frame
        return touches + [KeyTouch(.up, a, ea, after: end), KeyTouch(.up, b, eb, after: end)]
    }
}
