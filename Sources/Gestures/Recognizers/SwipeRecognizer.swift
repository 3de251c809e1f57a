/// A discrete, quick stroke in one of the allowed directions, as UIKit's
/// `UISwipeGestureRecognizer`.
///
/// Recognised during the stroke, as soon as the centroid of ``numberOfTouchesRequired`` fingers
/// has travelled ``minimumDistance`` (50 pt) within ``maximumAngle`` (20°) of an allowed
/// direction at an average speed of at least ``minimumSpeed`` (300 pt/s) and within
/// ``maximumDuration`` (0.5 s). It fails as soon as it can no longer succeed, so that a pan
/// waiting for it is not kept waiting:
/// - a finger too many lands, or a finger lifts short of the distance;
/// - past the slop (10 pt) the stroke is more than ``maximumAngle`` off every axis, or along an
///   axis it does not allow;
/// - the distance was not covered within `minimumDistance ÷ minimumSpeed` seconds (0.167 s) or
///   ``maximumDuration``, whichever is shorter — the speed test is made on the stroke's first
///   ``minimumDistance`` points.
/// A tap never moves, so it is never a swipe.
open class SwipeRecognizer: GestureRecognizer {
    /// The directions accepted. Default `.right` only, as UIKit.
    @exclusivity(unchecked) public var direction: SwipeDirection = .right
    /// How many fingers swipe together. Default 1.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        didSet { view?.visitIsCurrent = false }  // its precedence changed
    }
    /// The shortest stroke, in points. Default 50 pt.
    @exclusivity(unchecked) public var minimumDistance: Double
    /// The slowest average speed, in points per second. Default 300 pt/s.
    @exclusivity(unchecked) public var minimumSpeed: Double
    /// The largest angle off the direction's axis, in radians. Default 20° (π/9).
    @exclusivity(unchecked) public var maximumAngle: Double
    /// The longest stroke, in seconds from the first touch-down. Default 0.5 s.
    @exclusivity(unchecked) public var maximumDuration: Double

    /// The direction of the recognised swipe; nil until one is recognised.
    @exclusivity(unchecked) public private(set) var recognizedDirection: SwipeDirection?

    @exclusivity(unchecked) private var startTime = 0.0
    @exclusivity(unchecked) private var startCentroid = Point.zero
    @exclusivity(unchecked) private var allDown = false

    /// Creates a swipe recognizer; `settings` supplies the distance, speed, angle and duration.
    public override init(settings: GestureSettings = GestureSettings(), name: String? = nil) {
        minimumDistance = settings.swipeMinimumDistance
        minimumSpeed = settings.swipeMinimumSpeed
        maximumAngle = settings.swipeMaximumAngle
        maximumDuration = settings.swipeMaximumDuration
        super.init(settings: settings, name: name)
    }

    open override var isDiscrete: Bool { true }
    open override var precedence: Int { 36 + numberOfTouchesRequired }
    open override var numberOfTouches: Int { state == .recognized ? numberOfTouchesRequired : trackedTouches.count }

    /// The time the stroke has to cover ``minimumDistance``, in seconds.
    public var timeLimit: Double {
        minimumSpeed > 0 ? min(maximumDuration, minimumDistance / minimumSpeed) : maximumDuration
    }

    open override func touchBegan(_ touch: Touch) {
        if trackedTouches.count > numberOfTouchesRequired || allDown {
            transition(to: .failed, reason: .tooManyTouches(count: trackedTouches.count, required: numberOfTouchesRequired))
            return
        }
        if trackedTouches.count == 1 {
            startTime = touch.timestamp
            scheduleTimer(after: timeLimit)
        }
        if trackedTouches.count == numberOfTouchesRequired {
            allDown = true
            var x = 0.0, y = 0.0
            for t in trackedTouches { x += t.startLocation.x; y += t.startLocation.y }
            startCentroid = Point(x: x / Double(trackedTouches.count), y: y / Double(trackedTouches.count))
        }
    }

    open override func touchesDidChange() {
        guard allDown else {
            if trackedTouches.isEmpty {
                transition(to: .failed, reason: .tooFewTouches(count: 0, required: numberOfTouchesRequired))
            }
            return
        }
        let stroke = centroid - startCentroid
        let distance = stroke.length
        let elapsed = now - startTime
        if distance > settings.tapSlop {
            let (nearest, along, across) = SwipeDirection.nearestAxis(to: stroke)
            // Most strokes are plainly on their axis: the arctangent is worked out only for one
            // that may be off it (the decision is the same either way, to the last bit).
            if !SwipeDirection.isSurelyWithin(maximumAngle, along: along, across: across) {
                let offAxis = atan2Radians(across, along)
                if offAxis > maximumAngle {
                    transition(to: .failed, reason: .offAxis(angle: offAxis, limit: maximumAngle))
                    return
                }
            }
            if !direction.contains(nearest) {
                transition(to: .failed, reason: .wrongDirection(nearest))
                return
            }
            if distance >= minimumDistance && elapsed <= timeLimit && (elapsed <= 0 || distance / elapsed >= minimumSpeed) {
                recognizedDirection = nearest
                transition(to: .recognized)
                return
            }
        }
        if trackedTouches.count < numberOfTouchesRequired {
            transition(to: .failed, reason: .liftedBeforeMoving(distance: distance, required: minimumDistance))
        }
    }

    open override func timerFired(_ token: Int) {
        let distance = (centroid - startCentroid).length
        transition(to: .failed, reason: .tooSlow(distance: allDown ? distance : 0, required: minimumDistance, within: timeLimit))
    }

    open override func reset() {
        super.reset()
        allDown = false
        recognizedDirection = nil
    }
}
