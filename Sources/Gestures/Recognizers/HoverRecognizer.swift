/// A mouse or pen pointer moving over a view with no button pressed, as UIKit's
/// `UIHoverGestureRecognizer`: `began` when it enters the view, `changed` as it moves over it,
/// `ended` when it leaves, `cancelled` when the pointer goes away.
///
/// Hover takes no part in the competition between touch gestures: it never blocks, delays or
/// excludes a tap or a pan, and they never stop it.
open class HoverRecognizer: GestureRecognizer {
    /// The pointer kinds that hover. Default mouse and pen; fingers cannot hover.
    public final var allowedKinds: Set<PointerKind> {
        get { PointerKind.set(of: allowedMask) }
        set { allowedMask = PointerKind.mask(of: newValue) }
    }

    // `allowedKinds` as bits, read on every hover event instead of hashing into a set, and
    // the only storage.
    @exclusivity(unchecked) package var allowedMask: UInt8 = 0b110

    /// A hover recognizer with the given thresholds.
    public override init(settings: GestureSettings = GestureSettings(), name: String? = nil) {
        super.init(settings: settings, name: name)
        isHover = true
        tracksWhenIdle = false
    }

    @exclusivity(unchecked) private var pointerLocation = Point.zero

    open override var precedence: Int { 0 }
    open override var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// Hover sees no touches.
    open override func canTrack(_ touch: Touch) -> Bool { false }

    /// The pointer's location in a view's coordinates (`nil`: the root view), in points.
    open override func location(in view: View?) -> Point {
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: nil)
    }

    func accepts(_ kind: PointerKind) -> Bool { allowedMask & kind.bit != 0 }

    func pointerMoved(to location: Point, time: Double, engine: GestureEngine) {
        self.engine = engine
        pointerLocation = location
    }

    func pointerEntered(engine: GestureEngine) { engine.publish(self, .began, reason: nil) }

    func pointerChanged(engine: GestureEngine) { engine.publish(self, .changed, reason: nil) }

    func pointerExited(engine: GestureEngine) {
        engine.publish(self, .ended, reason: nil)
        endHover(engine: engine)
    }

    func pointerCancelled(engine: GestureEngine) {
        engine.publish(self, .cancelled, reason: nil)
        endHover(engine: engine)
    }

    /// The hover is over: as a touch recognizer's reset does, it drops the timers it set (the
    /// engine's queue does not hold the recognizer, so none may outlive the hover).
    private func endHover(engine: GestureEngine) {
        engine.cancelTimers(of: self, token: nil)
        state = .possible
        self.engine = nil
    }
}
