/// A continuous two-finger pinch, as UIKit's `UIPinchGestureRecognizer`.
///
/// ``scale`` is the fingers' distance relative to their distance when the second finger went
/// down, so the first value reported (at `began`) already includes the start threshold: the
/// pinch begins once the distance has changed by more than ``GestureSettings/pinchSlop``
/// (10 pt). A third finger is ignored; a lifted finger freezes the scale until another lands.
open class PinchRecognizer: TwoFingerRecognizer {
    /// The scale factor since the fingers went down: 2 means twice as far apart. Settable, as in
    /// UIKit, to count from a new value (which also resets the velocity). Default 1.
    public var scale: Double {
        get { scaleAtPairStart * currentDistance / max(pairStartDistance, .leastNonzeroMagnitude) }
        set {
            scaleAtPairStart = newValue
            pairStartDistance = max(currentDistance, .leastNonzeroMagnitude)
            velocityTracker.reset()
        }
    }

    /// How fast the scale changes, in scale factor per second.
    public var velocity: Double { valueVelocity }

    @exclusivity(unchecked) private var scaleAtPairStart = 1.0
    @exclusivity(unchecked) private var pairStartDistance = 1.0
    @exclusivity(unchecked) private var currentDistance = 1.0
    @exclusivity(unchecked) private var firstDistance: Double?

    open override var precedence: Int { 26 }

    open override func measure(_ a: Point, _ b: Point) -> Double { a.distance(to: b) }

    open override func startPair(measure: Double) {
        if firstDistance != nil { scaleAtPairStart = scale } else { firstDistance = measure }
        pairStartDistance = measure
        currentDistance = measure
    }

    open override func updatePair(measure: Double) {
        currentDistance = measure
    }

    open override var hasPassedThreshold: Bool {
        abs(currentDistance - pairStartDistance) > settings.pinchSlop
    }

    open override var trackedValue: Double { scale }

    open override func reset() {
        super.reset()
        scaleAtPairStart = 1
        pairStartDistance = 1
        currentDistance = 1
        firstDistance = nil
    }
}
