import Gestures
import Strokes

/// The shapes Tap It asks players to draw, as built-in templates: a circle begun at any of
/// eight places, either way round, and check marks of three proportions — and straight lines
/// every 20°, named ``line``, so that a swipe is taken for no shape rather than for the nearest
/// one. Drawn here from their
/// geometry, so they depend on no recorded data; the matcher makes size and position irrelevant
/// and allows 20° of slant.
public enum TapItStrokes {
    /// The name of the straight-line templates, which stand for "no shape".
    public static let line = "line"

    /// A fresh template set of circles, checks and lines.
    public static func templates() -> StrokeTemplateSet {
        let set = StrokeTemplateSet()
        for k in 0..<18 {
            let direction = Vector(angle: Double(k) * .pi / 9, length: 100)
            set.add(name: line, points: (0...10).map { Point(x: 0, y: 0) + direction * (Double($0) / 10) })
        }
        for start in 0..<8 {
            for direction in [1.0, -1.0] {
                let a0 = Double(start) * .pi / 4
                set.add(name: "circle", points: (0...32).map { i in
                    let a = a0 + direction * 2 * .pi * Double(i) / 32
                    return Point(x: 0, y: 0) + Vector(angle: a, length: 100)
                })
            }
        }
        // A short stroke down to the right, then a long one up to the right.
        for (down, up) in [(Vector(dx: 40, dy: 40), Vector(dx: 80, dy: -120)), (Vector(dx: 30, dy: 50), Vector(dx: 90, dy: -110)),
                           (Vector(dx: 50, dy: 30), Vector(dx: 110, dy: -90))] {
            let corner = Point(x: 0, y: 0) + down
            set.add(name: "check", points: (0...10).map { Point(x: 0, y: 0) + down * (Double($0) / 10) }
                + (1...20).map { corner + up * (Double($0) / 20) })
        }
        return set
    }
}
