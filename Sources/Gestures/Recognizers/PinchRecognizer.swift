/// A continuous two-finger pinch, as UIKit's `UIPinchGestureRecognizer`.
///
/// ``scale`` is the fingers' distance relative to their distance when the second finger went
/// down, so the first value reported (at `began`) already includes the start threshold: the
/// pinch begins once the distance has changed by more than ``GestureSettings/pinchSlop``
/// (10 pt). A third finger is ignored; a lifted finger freezes the scale until another lands.
open class PinchRecognizer: TwoFingerRecognizer {
    /// The scale factor since the fingers went down: 2 means twice as far apart. Settable, as in
    /// UIKit, to count from a new value. Setting it leaves ``velocity`` alone: UIKit's
    /// documentation says it resets the velocity, but on a device it does not, and the
    /// pinch-and-coast pattern (`scale = 1` on every change, the velocity read at the end)
    /// relies on that. Default 1.
    public var scale: Double {
        get { scaleAtPairStart * currentDistance / max(pairStartDistance, .leastNonzeroMagnitude) }
        set {
            scaleAtPairStart = newValue
            pairStartDistance = max(currentDistance, .leastNonzeroMagnitude)
        }
    }

    /// How fast the scale changes, in scale factor per second: the fingers' own rate, in the
    /// terms of ``scale`` as the client last set it.
    public var velocity: Double { valueVelocity * (scale / max(fingersScale, .leastNonzeroMagnitude)) }

    /// The fingers' own scale since they went down, which no client sets: what the velocity
    /// follows.
    private var fingersScale: Double { fingersScaleAtPairStart * currentDistance / max(fingersPairStartDistance, .leastNonzeroMagnitude) }
    @exclusivity(unchecked) private var fingersScaleAtPairStart = 1.0
    @exclusivity(unchecked) private var fingersPairStartDistance = 1.0

    @exclusivity(unchecked) private var scaleAtPairStart = 1.0
    @exclusivity(unchecked) private var pairStartDistance = 1.0
    @exclusivity(unchecked) private var currentDistance = 1.0
    @exclusivity(unchecked) private var firstDistance: Double?

    open override var precedence: Int { 26 }

    open override func measure(_ a: Point, _ b: Point) -> Double { a.distance(to: b) }

    open override func startPair(measure: Double) {
        if firstDistance != nil {
            scaleAtPairStart = scale
            fingersScaleAtPairStart = fingersScale
        } else {
            firstDistance = measure
        }
        pairStartDistance = measure
        fingersPairStartDistance = measure
        currentDistance = measure
    }

    open override func updatePair(measure: Double) {
        currentDistance = measure
    }

    open override var hasPassedThreshold: Bool {
        abs(currentDistance - pairStartDistance) > settings.pinchSlop
    }

    open override var trackedValue: Double { fingersScale }

    open override func reset() {
        super.reset()
        scaleAtPairStart = 1
        pairStartDistance = 1
        fingersScaleAtPairStart = 1
        fingersPairStartDistance = 1
        currentDistance = 1
        firstDistance = nil
    }
}
