import Gestures

/// A value an animation can blend: `a.interpolated(to: b, by: 0)` is `a`, by 1 is `b`.
public protocol Interpolatable: Equatable, Sendable {
    func interpolated(to other: Self, by fraction: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, by fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

extension Point: Interpolatable {
    public func interpolated(to other: Point, by fraction: Double) -> Point {
        Point(x: x.interpolated(to: other.x, by: fraction), y: y.interpolated(to: other.y, by: fraction))
    }
}
