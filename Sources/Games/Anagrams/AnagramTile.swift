import Gestures

/// A letter tile: dragged by the player onto a target.
public final class AnagramTile {
    /// The letter, lowercased.
    public let letter: Character
    /// The tile's view.
    public let view: View
    /// Whether it sits on its target and can no longer move.
    public internal(set) var isLocked = false
    /// Its turn, in radians.
    public internal(set) var rotation: Double
    /// Where it was dealt, in the tray below the targets: a tile dropped on the wrong target
    /// goes back there, in sight and free to pick up again.
    public let home: Point

    var shownCenter: Animated<Point>
    var shownRotation: Animated<Double>
    let pan = PanRecognizer()

    init(letter: Character, frame: Rect, rotation: Double) {
        self.letter = letter
        self.rotation = rotation
        view = View(frame: frame, name: "tile-\(letter)")
        home = frame.center
        view.transform = AffineTransform(rotationAngle: rotation)
        shownCenter = Animated(frame.center)
        shownRotation = Animated(rotation)
    }

    /// How the tile looks at `time` seconds: its centre and turn.
    public func presentation(at time: Double) -> (center: Point, rotation: Double) {
        (shownCenter.value(at: time), shownRotation.value(at: time))
    }

    func move(to center: Point, rotation: Double, at time: Double, duration: Double, curve: Curve) {
        view.center = center
        self.rotation = rotation
        view.transform = AffineTransform(rotationAngle: rotation)
        shownCenter.animate(to: center, at: time, duration: duration, curve: curve)
        shownRotation.animate(to: rotation, at: time, duration: duration, curve: curve)
    }
}

/// A place for one letter of the answer.
public final class AnagramTarget {
    /// The letter expected, lowercased.
    public let letter: Character
    /// The target's view; hidden once matched.
    public let view: View
    /// Whether a tile sits on it.
    public internal(set) var isMatched = false

    init(letter: Character, frame: Rect) {
        self.letter = letter
        view = View(frame: frame, name: "target-\(letter)")
    }
}
