/// A continuous two-finger rotation, as UIKit's `UIRotationGestureRecognizer`.
///
/// ``rotation`` is in radians, measured from the fingers' angle when the second finger went
/// down, clockwise positive on a y-down screen (UIKit's sign). It accumulates turn by turn, so it
/// passes ±π (and any number of whole turns) without a jump. The rotation begins once the angle
/// exceeds ``GestureSettings/rotationSlop`` (5°), and the first value reported includes it.
open class RotationRecognizer: TwoFingerRecognizer {
    /// The rotation since the fingers went down, in radians, clockwise positive. Settable, as in
    /// UIKit, to count from a new value (which also resets the velocity). Default 0.
    public var rotation: Double {
        get { accumulated }
        set {
            accumulated = newValue
            velocityTracker.reset()
        }
    }

    /// How fast the rotation changes, in radians per second.
    public var velocity: Double { valueVelocity }

    @exclusivity(unchecked) private var accumulated = 0.0
    @exclusivity(unchecked) private var lastAngle = 0.0
    @exclusivity(unchecked) private var rotationAtPairStart = 0.0

    open override var precedence: Int { 24 }

    open override func measure(_ a: Point, _ b: Point) -> Double { (b - a).angle }

    open override func startPair(measure: Double) {
        lastAngle = measure
        rotationAtPairStart = accumulated
    }

    open override func updatePair(measure: Double) {
        accumulated += wrappedAngle(measure - lastAngle)
        lastAngle = measure
    }

    open override var hasPassedThreshold: Bool {
        abs(accumulated - rotationAtPairStart) > settings.rotationSlop
    }

    open override var trackedValue: Double { accumulated }

    open override func reset() {
        super.reset()
        accumulated = 0
        lastAngle = 0
        rotationAtPairStart = 0
    }
}
