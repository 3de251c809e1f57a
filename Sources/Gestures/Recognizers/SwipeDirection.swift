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
        let ax = abs(v.dx), ay = abs(v.dy)
        if ax >= ay {
            return (v.dx >= 0 ? .right : .left, atan2Radians(ay, ax))
        }
        return (v.dy >= 0 ? .down : .up, atan2Radians(ax, ay))
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
