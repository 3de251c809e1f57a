/// The shared machinery of pinch and rotation: a continuous gesture measured between exactly
/// two fingers.
///
/// It follows the first two fingers that land on its view and ignores any third, so a stray
/// finger cannot make the value jump. When one of the two lifts, the value holds; when a new
/// second finger lands, measuring resumes from the value reached, so it continues without a
/// jump. Its location — the fingers' centroid — likewise never jumps when a finger lifts or
/// lands: it carries on from where it was and moves with the fingers (a complaint users of
/// several gesture libraries raise). The gesture ends when the last finger lifts. Subclasses
/// turn two points into a value (``measure(_:_:)``) and say what a new pair starts from and
/// how its measure moves the value (``startPair(measure:)``, ``updatePair(measure:)``).
open class TwoFingerRecognizer: GestureRecognizer {
    @exclusivity(unchecked) private var pairIDs: (Int, Int)?
    @exclusivity(unchecked) private var touchesSeen = 0
    @exclusivity(unchecked) var velocityTracker = VelocityTracker()
    @exclusivity(unchecked) var velocityFrozenAt: Double?

    open override var precedence: Int { 25 }

    open override func canTrack(_ touch: Touch) -> Bool { trackedTouches.count < 2 }

    /// Subclass hook: the raw measure between two points (a distance, an angle).
    open func measure(_ a: Point, _ b: Point) -> Double { 0 }

    /// Subclass hook: a new pair landed; remember its first measure as the baseline.
    open func startPair(measure: Double) {}

    /// Subclass hook: the pair moved; update the gesture's value from the new measure.
    open func updatePair(measure: Double) {}

    /// Subclass hook: whether the value has moved far enough from its start to begin.
    open var hasPassedThreshold: Bool { false }

    /// Subclass hook: the gesture's value, for the velocity fit.
    open var trackedValue: Double { 0 }

    /// How fast the value changes, in its units per second (fit over the last 0.1 s).
    var valueVelocity: Double {
        velocityTracker.measureVelocity(
            at: velocityFrozenAt ?? now, window: settings.velocityWindow, stopGap: settings.velocityStopGap, alongY: false
        ).x
    }

    @exclusivity(unchecked) private var focalOffset = Vector.zero
    @exclusivity(unchecked) private var lastFocus: Point?
    @exclusivity(unchecked) private var membershipChanged = false

    /// The gesture's focus in a view's coordinates (`nil`: root view), in points: the centroid of
    /// the fingers, kept continuous when one lifts or lands.
    open override func location(in view: View?) -> Point {
        let p = trackedTouches.isEmpty ? (lastFocus ?? centroid) : centroid + focalOffset
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    open override func touchBegan(_ touch: Touch) {
        touchesSeen += 1
        membershipChanged = true
    }

    open override func touchEnded(_ touch: Touch) {
        membershipChanged = true
    }

    open override func touchCancelled(_ touch: Touch) {
        membershipChanged = true
        super.touchCancelled(touch)
    }

    open override func touchesDidChange() {
        // Before the gesture begins the focus is simply the centroid; once it is under way a
        // finger lifting or landing shifts the centroid, and the offset absorbs the shift.
        let underWay = state.isActive || pendingState != nil
        if !underWay {
            focalOffset = .zero
        } else if membershipChanged, let last = lastFocus, !trackedTouches.isEmpty {
            focalOffset = last - centroid
        }
        membershipChanged = false
        if !trackedTouches.isEmpty { lastFocus = centroid + focalOffset }
        if trackedTouches.count == 2 {
            let ids = (trackedTouches.id(at: 0), trackedTouches.id(at: 1))
            let m = measure(trackedTouches.location(at: 0), trackedTouches.location(at: 1))
            if let pair = pairIDs, pair == ids {
                updatePair(measure: m)
            } else {
                pairIDs = ids
                startPair(measure: m)
            }
            velocityTracker.add(time: now, x: trackedValue)
        } else {
            pairIDs = nil
        }
        if state.isActive || pendingState != nil {
            if trackedTouches.isEmpty {
                velocityFrozenAt = now
                transition(to: .ended)
            } else {
                transitionToChanged()
            }
        } else if state == .possible {
            if trackedTouches.isEmpty {
                transition(to: .failed, reason: .tooFewTouches(count: min(touchesSeen, 1), required: 2))
            } else if trackedTouches.count == 2 && hasPassedThreshold {
                transition(to: .began)
            }
        }
    }

    open override func reset() {
        super.reset()
        pairIDs = nil
        touchesSeen = 0
        velocityTracker.reset()
        velocityFrozenAt = nil
        focalOffset = .zero
        lastFocus = nil
        membershipChanged = false
    }
}
