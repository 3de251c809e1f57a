/// A continuous drag with one or more fingers, as UIKit's `UIPanGestureRecognizer`.
///
/// The pan begins once the centroid of its touches has moved more than
/// ``GestureSettings/panSlop`` (10 pt) from where they went down. Its ``translation(in:)`` is
/// measured from the touch-down point, as UIKit's is, so the first `began` already includes
/// the slop. It follows the centroid of its touches; a finger landing or lifting shifts the
/// centroid but never makes the translation jump. Touches beyond ``maximumNumberOfTouches`` are
/// ignored — left for other recognizers — rather than a reason to cancel.
///
/// Ends when its touches lift (or fall below ``minimumNumberOfTouches``); a touch cancelled by
/// the system cancels it.
open class PanRecognizer: GestureRecognizer {
    /// The fewest touches that can pan. Default 1.
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// The most touches the pan follows; later ones are ignored. Default `Int.max` (UIKit's
    /// unlimited).
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max {
        didSet { tracksWhenIdle = maximumNumberOfTouches > 0 }
    }

    @exclusivity(unchecked) var accumulated = Vector.zero
    @exclusivity(unchecked) var translationOffset = Vector.zero
    @exclusivity(unchecked) var velocityTracker = VelocityTracker()
    @exclusivity(unchecked) var velocityFrozenAt: Double?
    @exclusivity(unchecked) var lastSample: Vector?
    /// Set when a touch of this pan reported a position in the current step.
    @exclusivity(unchecked) var reportedThisStep = false

    open override var precedence: Int { 20 }

    /// The distance the centroid must travel before the pan begins, in points.
    open var beginDistance: Double { settings.panSlop }

    /// The pan's translation since its touches went down, in a view's coordinates (`nil`: the
    /// root view), in points. Only the view's rotation and scale matter, not its position.
    public func translation(in view: View?) -> Vector {
        let t = accumulated + translationOffset
        guard let view else { return t }
        return view.convertVector(fromRoot: t)
    }

    /// Sets the translation, in a view's coordinates, so that later values count from it —
    /// the usual way to move a view by increments. The velocity is the fingers' and does not
    /// change: UIKit's documentation says setting the translation resets the velocity, but on a
    /// device it does not, and the drag-and-fling pattern of Apple's samples (reset the
    /// translation on every change, read the velocity at the end to fling) relies on that.
    public func setTranslation(_ translation: Vector, in view: View?) {
        let inRoot = view?.convertVector(toRoot: translation) ?? translation
        translationOffset = inRoot - accumulated
    }

    /// How fast the centroid moves, in points per second in a view's coordinates (`nil`: root),
    /// from a least-squares fit of the last 0.1 s. Zero when the fingers had stopped.
    public func velocity(in view: View?) -> Vector {
        let v = velocityTracker.measureVelocity(
            at: velocityFrozenAt ?? now, window: settings.velocityWindow, stopGap: settings.velocityStopGap)
        let inRoot = Vector(dx: v.x, dy: v.y)
        guard let view else { return inRoot }
        return view.convertVector(fromRoot: inRoot)
    }

    open override func canTrack(_ touch: Touch) -> Bool {
        trackedTouches.count < maximumNumberOfTouches
    }

    open override func touchBegan(_ touch: Touch) {
        if trackedTouches.count == 1 && lastSample == nil {
            lastSample = .zero
            velocityTracker.add(time: touch.timestamp, x: 0, y: 0)
        }
    }

    open override func touchMoved(_ touch: Touch) {
        accumulated = accumulated + (touch.location - touch.previousLocation) / Double(trackedTouches.count)
        reportedThisStep = true
    }

    open override func touchEnded(_ touch: Touch) {
        // The lifted finger's last step moved the centroid of the set it belonged to.
        accumulated = accumulated + (touch.location - touch.previousLocation) / Double(trackedTouches.count + 1)
    }

    open override func touchesDidChange() {
        sample(at: now)
        reportedThisStep = false
        let enough = trackedTouches.count >= minimumNumberOfTouches && !trackedTouches.isEmpty
        if state.isActive || pendingState != nil {
            if enough {
                transitionToChanged()
            } else {
                velocityFrozenAt = now
                transition(to: .ended)
            }
        } else if state == .possible {
            if trackedTouches.isEmpty {
                transition(to: .failed, reason: .liftedBeforeMoving(distance: accumulated.length, required: beginDistance))
            } else if enough && accumulated.length > beginDistance {
                if let refusal = reasonNotToBegin() {
                    transition(to: .failed, reason: refusal)
                } else {
                    transition(to: .began)
                }
            }
        }
    }

    /// Subclass hook, asked once the slop is passed: nil lets the pan begin, a reason makes it
    /// fail instead (an edge pan moving along its edge). Default nil.
    open func reasonNotToBegin() -> GestureReason? { nil }

    /// Adds a velocity sample for every move report, a repeated position included (the finger
    /// was there then), and for a lift that moved. A lift where the finger already was adds
    /// nothing: it is the end of the gesture, not motion, and its later time would only drag a
    /// fling's estimate down. A resting finger gets zero through the tracker's stop rule.
    /// The fingers' own motion is sampled, not the translation a client may have set.
    @inline(__always)
    func sample(at time: Double) {
        let t = accumulated
        guard reportedThisStep || t != lastSample else { return }
        lastSample = t
        velocityTracker.add(time: time, x: t.dx, y: t.dy)
    }

    open override func reset() {
        super.reset()
        accumulated = .zero
        translationOffset = .zero
        velocityTracker.reset()
        velocityFrozenAt = nil
        lastSample = nil
        reportedThisStep = false
    }
}
