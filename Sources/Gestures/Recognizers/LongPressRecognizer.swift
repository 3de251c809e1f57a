/// A continuous press-and-hold, as UIKit's `UILongPressGestureRecognizer`.
///
/// Begins once ``numberOfTouchesRequired`` fingers have rested for ``minimumPressDuration``
/// (0.5 s) without drifting more than ``allowableMovement`` (10 pt), after
/// ``numberOfTapsRequired`` quick taps (0 by default). Once begun, movement is reported as
/// `changed`, and the press ends when a finger lifts.
open class LongPressRecognizer: GestureRecognizer {
    /// How long the fingers must rest, in seconds. Default 0.5 s (UIKit).
    @exclusivity(unchecked) public var minimumPressDuration: Double
    /// How far the fingers may drift before the press begins, in points. Default 10 pt (UIKit).
    @exclusivity(unchecked) public var allowableMovement: Double
    /// How many fingers press. Default 1.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        didSet { view?.visitIsCurrent = false }  // its precedence changed
    }
    /// How many quick taps come before the press. Default 0 (UIKit).
    @exclusivity(unchecked) public var numberOfTapsRequired = 0 {
        didSet { view?.visitIsCurrent = false }  // its precedence changed
    }

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var pressStart = 0.0

    private enum Timer: Int { case press = 0, nextTap = 1 }

    /// Creates a long-press recognizer; `settings` supplies the default duration and movement.
    public override init(settings: GestureSettings = GestureSettings(), name: String? = nil) {
        minimumPressDuration = settings.minimumPressDuration
        allowableMovement = settings.allowableMovement
        super.init(settings: settings, name: name)
    }

    open override var precedence: Int { 30 + 4 * numberOfTapsRequired + numberOfTouchesRequired }

    open override func canTrack(_ touch: Touch) -> Bool { state == .possible && pendingState == nil }

    private var isTapPhase: Bool { tapsCompleted < numberOfTapsRequired }

    open override func touchBegan(_ touch: Touch) {
        if trackedTouches.count > numberOfTouchesRequired {
            transition(to: .failed, reason: .tooManyTouches(count: trackedTouches.count, required: numberOfTouchesRequired))
            return
        }
        if trackedTouches.count == 1 {
            cancelTimer(token: Timer.nextTap.rawValue)
            pressStart = touch.timestamp
        }
        if trackedTouches.count == numberOfTouchesRequired && !isTapPhase {
            scheduleTimer(after: minimumPressDuration, token: Timer.press.rawValue)
        }
    }

    open override func touchMoved(_ touch: Touch) {
        guard state == .possible else { return }
        let moved = touch.distanceFromStart
        if moved > allowableMovement {
            transition(to: .failed, reason: .moved(distance: moved, limit: allowableMovement))
        }
    }

    open override func touchEnded(_ touch: Touch) {
        if state.isActive || pendingState != nil {
            transition(to: .ended)
            return
        }
        if isTapPhase {
            guard trackedTouches.isEmpty else { return }
            tapsCompleted += 1
            scheduleTimer(after: settings.multiTapInterval, token: Timer.nextTap.rawValue)
        } else {
            transition(to: .failed, reason: .liftedTooSoon(duration: touch.timestamp - pressStart, required: minimumPressDuration))
        }
    }

    open override func touchesDidChange() {
        if state.isActive { transitionToChanged() }
    }

    open override func timerFired(_ token: Int) {
        switch Timer(rawValue: token) {
        case .press:
            transition(to: .began)
        case .nextTap:
            transition(to: .failed, reason: .tapTimeout(tap: tapsCompleted + 1, interval: settings.multiTapInterval))
        case nil:
            break
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
    }
}
