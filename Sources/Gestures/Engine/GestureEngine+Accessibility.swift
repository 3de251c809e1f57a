// What assistive technology asks of a view, performed as a platform layer performs it: the
// view's own override first, then — for activation — a tap where it asks, through hit-testing
// and the recognizers' arbitration like any finger's.
extension GestureEngine {
    /// The pointer id of the tap ``accessibilityActivate(_:at:)`` makes when the view declines
    /// (the next free one above it when that one is down): far from any device's ids.
    public static let accessibilityTouchID = 2_100_000_000

    /// Activates `view` at `time` (seconds) as a screen reader's double tap does: calls
    /// ``View/accessibilityActivate()``, and when it declines, taps once at the view's
    /// ``View/accessibilityActivationPoint`` — a touch down and up at `time`, which the view's
    /// recognizers (and any others that point reaches) see as a finger's tap. Returns whether
    /// anything was done: false, with no touch, for a view that is hidden, not in this engine's
    /// tree, or ``AccessibilityTraits/notEnabled``.
    @discardableResult
    public func accessibilityActivate(_ view: View, at time: Double) throws(GestureInputError) -> Bool {
        guard isShown(view) else { return false }
        if view.accessibilityActivate() { return true }
        let point = view.accessibilityActivationPoint
        guard point.x.isFinite, point.y.isFinite else { throw .notFinite("the activation point") }
        let down = Set(activeTouches.map(\.id))
        var id = Self.accessibilityTouchID
        while down.contains(id) { id += 1 }
        try handle(TouchInput(.down, id: id, at: point, time: time))
        try handle(TouchInput(.up, id: id, at: point, time: time))
        return true
    }

    /// Steps an adjustable `view` up (``View/accessibilityIncrement()``), as a screen reader's
    /// swipe up does; whether the view is shown and enabled to take it.
    @discardableResult
    public func accessibilityIncrement(_ view: View) -> Bool {
        guard isShown(view) else { return false }
        view.accessibilityIncrement()
        return true
    }

    /// Steps an adjustable `view` down (``View/accessibilityDecrement()``), as a screen reader's
    /// swipe down does; whether the view is shown and enabled to take it.
    @discardableResult
    public func accessibilityDecrement(_ view: View) -> Bool {
        guard isShown(view) else { return false }
        view.accessibilityDecrement()
        return true
    }

    /// Performs `view`'s custom action called `name` (``View/accessibilityCustomActions``);
    /// returns what its handler says, or false when the view is not shown and enabled or has no
    /// action of that name.
    @discardableResult
    public func accessibilityPerform(_ name: String, on view: View) -> Bool {
        guard isShown(view), let action = view.accessibilityCustomActions.first(where: { $0.name == name }) else { return false }
        return action.handler()
    }

    // Whether `view` is in this engine's tree with it and its ancestors shown, and enabled.
    private func isShown(_ view: View) -> Bool {
        guard !view.accessibilityTraits.contains(.notEnabled) else { return false }
        var node: View? = view
        while let v = node {
            if v.isHidden { return false }
            if v === rootView { return true }
            node = v.superview
        }
        return false
    }
}
