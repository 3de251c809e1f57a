/// A 2-D affine transform, stored as UIKit's `CGAffineTransform` is: the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// applied to row vectors, so a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// `concatenating(_:)` follows UIKit: `t1.concatenating(t2)` applies `t1` first, then `t2`.
/// Angles are in radians; on a y-down screen a positive rotation turns clockwise.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The six coefficients: `a`, `b`, `c`, `d` the linear part, `tx`, `ty` the translation (points).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty) points.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (clockwise on a y-down screen).
    public init(rotationAngle angle: Double) {
        let cs = cosine(angle), sn = sine(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation (radians) applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero means the transform cannot be inverted.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `nil` when the transform squashes the plane to a line or a point.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point through the transform.
    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a vector through the linear part only (translation does not move a displacement).
    @inlinable public func apply(to v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }

    /// The rotation part in radians, for transforms built from rotations and uniform scales.
    public var rotationAngle: Double { atan2Radians(b, a) }

    /// The horizontal scale factor, for transforms built from rotations and scales.
    public var scaleX: Double { hypotenuse(a, b) }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
