/// A continuous two-finger rotation, as UIKit's `UIRotationGestureRecognizer`.
///
/// ``rotation`` is in radians, measured from the fingers' angle when the second finger went
/// down, clockwise positive on a y-down screen (UIKit's sign). It accumulates turn by turn, so it
/// passes ±π (and any number of whole turns) without a jump. The rotation begins once the angle
/// exceeds ``GestureSettings/rotationSlop`` (5°), and the first value reported includes it.
open class RotationRecognizer: TwoFingerRecognizer {
    /// The rotation since the fingers went down, in radians, clockwise positive. Settable, as in
    /// UIKit, to count from a new value. Setting it leaves ``velocity`` alone: UIKit's
    /// documentation says it resets the velocity, but on a device it does not, and the
    /// turn-and-spin pattern (`rotation = 0` on every change, the velocity read at the end)
    /// relies on that. Default 0.
    public var rotation: Double {
        get { accumulated }
        set { accumulated = newValue }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: Double { valueVelocity }

    /// The fingers' own turn since they went down, which no client sets: what the velocity
    /// follows.
    @exclusivity(unchecked) private var fingersTurned = 0.0
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
        let turn = wrappedAngle(measure - lastAngle)
        accumulated += turn
        fingersTurned += turn
        lastAngle = measure
    }

    open override var hasPassedThreshold: Bool {
        abs(accumulated - rotationAtPairStart) > settings.rotationSlop
    }

    open override var trackedValue: Double { fingersTurned }

    open override func reset() {
        super.reset()
        accumulated = 0
        fingersTurned = 0
        lastAngle = 0
        rotationAtPairStart = 0
    }
}
