/// A discrete tap — one or more fingers down and up without moving, once or several times in
/// quick succession — as UIKit's `UITapGestureRecognizer`.
///
/// Fails when a finger moves more than ``GestureSettings/tapSlop`` (10 pt), when more fingers
/// land than ``numberOfTouchesRequired``, when the gap from one tap's lift to the next tap's
/// touch-down reaches ``GestureSettings/multiTapInterval`` (0.3 s), when a following tap lands
/// more than ``GestureSettings/multiTapDistance`` (45 pt) from the first, or when a finger stays
/// down longer than ``maximumTapDuration`` (no limit by default). It is recognised at the lift
/// that completes the last tap, at the centroid of that tap's touches.
open class TapRecognizer: GestureRecognizer {
    /// How many taps make the gesture. Default 1.
    @exclusivity(unchecked) public var numberOfTapsRequired = 1 {
        didSet { view?.visitIsCurrent = false }  // its precedence changed
    }
    /// How many fingers each tap needs, down together. Default 1.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        didSet { view?.visitIsCurrent = false }  // its precedence changed
    }
    /// The longest a tap may be held, in seconds; nil (the default) means no limit.
    @exclusivity(unchecked) public var maximumTapDuration: Double?

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var touchesInTap = 0
    @exclusivity(unchecked) private var tapInProgress = false
    @exclusivity(unchecked) private var firstTapLocation = Point.zero
    @exclusivity(unchecked) private var lastLiftTime = 0.0
    @exclusivity(unchecked) private var recognizedTouches = 0

    private enum Timer: Int { case nextTap = 0, holdLimit = 1 }

    /// Creates a tap recognizer; `settings` supplies the slop, interval, distance and the default
    /// ``maximumTapDuration``.
    public override init(settings: GestureSettings = GestureSettings(), name: String? = nil) {
        super.init(settings: settings, name: name)
        maximumTapDuration = settings.maximumTapDuration
    }

    open override var isDiscrete: Bool { true }
    open override var precedence: Int { 40 + 4 * numberOfTapsRequired + numberOfTouchesRequired }
    open override var numberOfTouches: Int { state == .recognized ? recognizedTouches : trackedTouches.count }

    open override func touchBegan(_ touch: Touch) {
        if trackedTouches.count > numberOfTouchesRequired {
            transition(to: .failed, reason: .tooManyTouches(count: trackedTouches.count, required: numberOfTouchesRequired))
            return
        }
        if !tapInProgress {
            tapInProgress = true
            touchesInTap = 0
            if tapsCompleted > 0 {
                cancelTimer(token: Timer.nextTap.rawValue)
                let gap = touch.timestamp - lastLiftTime
                let distance = touch.location.distance(to: firstTapLocation)
                if gap >= settings.multiTapInterval {
                    transition(to: .failed, reason: .tapTooLate(tap: tapsCompleted + 1, gap: gap, interval: settings.multiTapInterval))
                    return
                }
                if distance > settings.multiTapDistance {
                    transition(to: .failed, reason: .tapTooFar(tap: tapsCompleted + 1, distance: distance, limit: settings.multiTapDistance))
                    return
                }
            } else {
                firstTapLocation = touch.location
            }
            if let limit = maximumTapDuration { scheduleTimer(after: limit, token: Timer.holdLimit.rawValue) }
        }
        touchesInTap = max(touchesInTap, trackedTouches.count)
    }

    open override func touchMoved(_ touch: Touch) {
        checkSlop(touch)
    }

    open override func touchEnded(_ touch: Touch) {
        guard checkSlop(touch), trackedTouches.isEmpty else { return }
        tapInProgress = false
        cancelTimer(token: Timer.holdLimit.rawValue)
        guard touchesInTap == numberOfTouchesRequired else {
            transition(to: .failed, reason: .tooFewTouches(count: touchesInTap, required: numberOfTouchesRequired))
            return
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            recognizedTouches = touchesInTap
            transition(to: .recognized)
        } else {
            lastLiftTime = touch.timestamp
            scheduleTimer(after: settings.multiTapInterval, token: Timer.nextTap.rawValue)
        }
    }

    open override func timerFired(_ token: Int) {
        switch Timer(rawValue: token) {
        case .nextTap:
            transition(to: .failed, reason: .tapTimeout(tap: tapsCompleted + 1, interval: settings.multiTapInterval))
        case .holdLimit:
            transition(to: .failed, reason: .heldTooLong(duration: maximumTapDuration ?? 0, limit: maximumTapDuration ?? 0))
        case nil:
            break
        }
    }

    @discardableResult
    private func checkSlop(_ touch: Touch) -> Bool {
        let moved = touch.distanceFromStart
        guard moved <= settings.tapSlop else {
            transition(to: .failed, reason: .moved(distance: moved, limit: settings.tapSlop))
            return false
        }
        return true
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInTap = 0
        tapInProgress = false
    }
}
