/// The directions a swipe may go, as UIKit's `UISwipeGestureRecognizer.Direction`; combine them
/// to accept several.
public struct SwipeDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Towards larger x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards smaller x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Towards smaller y (up the screen).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Towards larger y (down the screen).
    public static let down = SwipeDirection(rawValue: 1 << 3)
    /// Every direction.
    public static let all: SwipeDirection = [.right, .left, .up, .down]

    /// The single direction nearest a displacement, with its angle off that axis in radians.
    static func nearest(to v: Vector) -> (direction: SwipeDirection, offAxis: Double) {
        let axis = nearestAxis(to: v)
        return (axis.direction, atan2Radians(axis.across, axis.along))
    }

    /// The single direction nearest a displacement, with the displacement's length along that
    /// axis and across it (both non-negative, `across` ≤ `along`), in points.
    @inline(__always)
    static func nearestAxis(to v: Vector) -> (direction: SwipeDirection, along: Double, across: Double) {
        let ax = abs(v.dx), ay = abs(v.dy)
        if ax >= ay {
            return (v.dx >= 0 ? .right : .left, ax, ay)
        }
        return (v.dy >= 0 ? .down : .up, ay, ax)
    }

    /// Whether a displacement `along` and `across` its nearest axis is surely no more than
    /// `limit` radians off it, decided without an arctangent: the angle is atan(across / along),
    /// which is below across / along, so a ratio clear of the limit by far more than any
    /// rounding settles it. False when the ratio is too close to call (or is not a number):
    /// then only the angle itself can say.
    @inline(__always)
    static func isSurelyWithin(_ limit: Double, along: Double, across: Double) -> Bool {
        across / along <= limit * (1 - 1e-9)
    }

    /// The names of the directions, comma-separated: "right", "left,up".
    public var description: String {
        var names: [String] = []
        if contains(.right) { names.append("right") }
        if contains(.left) { names.append("left") }
        if contains(.up) { names.append("up") }
        if contains(.down) { names.append("down") }
        return names.joined(separator: ",")
    }
}
