/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`
/// (the back-swipe of a navigation stack).
///
/// The finger must go down within ``GestureSettings/screenEdgeWidth`` (20 pt) of one of
/// ``edges`` of the root view, and its movement past the slop must point mostly away from that
/// edge; otherwise the recognizer fails. Only the first finger counts; later ones are ignored.
/// Translation and velocity are those of ``PanRecognizer``.
open class ScreenEdgePanRecognizer: PanRecognizer {
    /// The edges the pan may start from. Default none, as UIKit: set at least one.
    @exclusivity(unchecked) public var edges: RectEdge = []

    @exclusivity(unchecked) private var startEdge: RectEdge = []

    open override var precedence: Int { 22 }

    open override func canTrack(_ touch: Touch) -> Bool { trackedTouches.isEmpty && state == .possible }

    open override func touchBegan(_ touch: Touch) {
        super.touchBegan(touch)
        let screen = engine?.rootView.bounds ?? .zero
        let p = touch.location
        let distances: [(RectEdge, Double)] = [
            (.left, p.x - screen.minX), (.right, screen.maxX - p.x),
            (.top, p.y - screen.minY), (.bottom, screen.maxY - p.y),
        ]
        var nearest: (RectEdge, Double)?
        for (edge, d) in distances where edges.contains(edge) {
            if nearest == nil || d < nearest!.1 { nearest = (edge, d) }
        }
        guard let (edge, d) = nearest, d <= settings.screenEdgeWidth else {
            transition(to: .failed, reason: .notAtEdge(distance: nearest?.1 ?? .infinity, width: settings.screenEdgeWidth))
            return
        }
        startEdge = edge
    }

    open override func reasonNotToBegin() -> GestureReason? {
        let t = accumulated
        let inward: Double
        let along: Double
        switch startEdge {
        case .left: inward = t.dx; along = t.dy
        case .right: inward = -t.dx; along = t.dy
        case .top: inward = t.dy; along = t.dx
        default: inward = -t.dy; along = t.dx
        }
        guard inward > 0, inward >= abs(along) else {
            return .wrongDirection(SwipeDirection.nearest(to: t).direction)
        }
        return nil
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
