import Gestures

/// A gesture test in a few lines: an engine with a view tree of its own, virtual fingers on
/// it (everything of ``VirtualFingers``: taps, drags, pinches, swipes, batches, the clock in
/// milliseconds) and the timeline of every transition.
///
/// ```swift
/// import Testing
/// import Gestures
/// import GesturesTesting
///
/// @Test func doubleTapOnACard() {
///     let scenario = GestureScenario()
///     let card = scenario.addView(Rect(x: 0, y: 0, width: 100, height: 140), name: "card 1")
///     scenario.add(TapRecognizer(), named: "double tap", to: card).numberOfTapsRequired = 2
///     scenario.doubleTap(Point(x: 50, y: 70))
///     scenario.expectLines(["200 double tap recognized"])
/// }
/// ```
public final class GestureScenario: VirtualFingers {
    /// Every transition so far.
    public let timeline: GestureTimeline

    /// A scenario on a `width` × `height` point surface (default 400 × 400) with `settings`
    /// (default UIKit's thresholds), its clock at 0.
    public init(width: Double = 400, height: Double = 400, settings: GestureSettings = GestureSettings()) {
        let engine = GestureEngine(viewport: Size(width: width, height: height), settings: settings)
        timeline = GestureTimeline(recording: engine)
        super.init(engine: engine)
    }

    /// The root of the view tree; it fills the surface.
    public var root: View { engine.rootView }

    /// The transitions as lines, `"<ms> <recognizer> <state>"` (see ``GestureTimeline/lines``).
    public var lines: [String] { timeline.lines }

    /// The failures and cancellations with their reasons, as `"<recognizer>: <reason>"`.
    public var reasons: [String] { timeline.reasons }

    /// Names `recognizer` `name` and attaches it to `view` (default: the root view). Returns
    /// the recognizer, so a test can keep it to read its values.
    @discardableResult
    public func add<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, named name: String, to view: View? = nil) -> Recognizer {
        recognizer.name = name
        (view ?? root).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Adds a view named `name` with `frame` (in `parent`'s coordinates) under `parent`
    /// (default: the root view), and returns it.
    @discardableResult
    public func addView(_ frame: Rect, name: String, in parent: View? = nil) -> View {
        let view = View(frame: frame, name: name)
        (parent ?? root).addSubview(view)
        return view
    }
}
