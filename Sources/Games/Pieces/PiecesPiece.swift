import Gestures

/// One coloured square of the Pieces sandbox: its view, where it started, and how it looks
/// while it animates home.
public final class PiecesPiece {
    /// The colour's name ("red", "green", "blue").
    public let color: String
    /// The square's view; its geometry is always the final (model) value.
    public let view: View
    /// Where the square started, in the background's coordinates (points).
    public let homeCenter: Point

    /// The scale factor applied by pinches; 1 at home.
    public internal(set) var scale = 1.0
    /// The rotation applied by rotations, in radians clockwise; 0 at home.
    public internal(set) var rotation = 0.0

    var shownCenter: Animated<Point>
    var shownScale = Animated(1.0)
    var shownRotation = Animated(0.0)

    init(color: String, frame: Rect) {
        self.color = color
        view = View(frame: frame, name: color)
        homeCenter = frame.center
        shownCenter = Animated(frame.center)
    }

    /// How the square looks at `time` seconds: the centre of its bounds in the background's
    /// coordinates, its scale and its rotation (radians).
    public func presentation(at time: Double) -> (center: Point, scale: Double, rotation: Double) {
        (shownCenter.value(at: time), shownScale.value(at: time), shownRotation.value(at: time))
    }

    /// Where the middle of the square is now, in its superview's coordinates.
    var middle: Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: view.superview)
    }

    func applyTransform() {
        view.transform = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(rotationAngle: rotation))
        shownCenter.set(middle)
        shownScale.set(scale)
        shownRotation.set(rotation)
    }
}
