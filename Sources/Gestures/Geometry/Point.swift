/// A location in a two-dimensional coordinate space, in points.
///
/// Screen coordinates grow rightwards in `x` and downwards in `y`, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points; larger values are lower on the screen.
    public var y: Double

    /// Creates a point from its coordinates, in points.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point, in points.
    @inlinable public func distance(to other: Point) -> Double {
        (other - self).length
    }

    /// The displacement from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The point displaced by a vector.
    @inlinable public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point displaced by the opposite of a vector.
    @inlinable public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    public var description: String { "(\(x), \(y))" }
}
