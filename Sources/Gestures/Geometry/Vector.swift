/// A displacement in two dimensions, in points (or points per second for a velocity).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component; positive values point down the screen.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of `length` pointing at `angle` radians from the positive x axis (clockwise on
    /// a y-down screen).
    public init(angle: Double, length: Double) {
        self.init(dx: cosine(angle) * length, dy: sine(angle) * length)
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length of the vector.
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The direction of the vector in radians, measured from the positive x axis;
    /// on a y-down screen a positive angle turns clockwise. In (−π, π].
    public var angle: Double { atan2Radians(dy, dx) }

    @inlinable public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    @inlinable public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    @inlinable public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    @inlinable public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs)
    }

    @inlinable public static prefix func - (v: Vector) -> Vector {
        Vector(dx: -v.dx, dy: -v.dy)
    }

    public var description: String { "[\(dx), \(dy)]" }
}
