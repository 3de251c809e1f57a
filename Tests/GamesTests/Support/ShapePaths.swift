import Gestures
import GesturesTesting

/// The drawn shapes the games' tests trace with a finger.
enum ShapePaths {
    /// A circle about `c` of radius `r`, begun at `start` radians and drawn clockwise (on screen).
    static func circle(_ c: Point, radius r: Double = 110, start: Double = 0.7) -> [Point] {
        VirtualFingers.circle(around: c, radius: r, start: start)
    }

    /// A check mark with its corner at `c`.
    static func check(_ c: Point) -> [Point] {
        (0...8).map { c + Vector(dx: -45 + 45 * Double($0) / 8, dy: -50 + 50 * Double($0) / 8) }
            + (1...16).map { c + Vector(dx: 100 * Double($0) / 16, dy: -140 * Double($0) / 16) }
    }
}
