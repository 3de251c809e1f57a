import Gestures

/// A tiny tester: a view tree, recognizers, a timed trace in milliseconds, and the log of
/// every transition as "t name state" lines, so a scenario reads as a timeline.
final class Scenario {
    let engine: GestureEngine
    private(set) var log: [String] = []
    private(set) var transitions: [GestureTransition] = []

    /// `keepsTransitions: false` keeps only the log, which holds no recognizer: a scenario can
    /// then watch one go away.
    init(width: Double = 400, height: Double = 400, keepsTransitions: Bool = true) {
        engine = GestureEngine(viewport: Size(width: width, height: height))
        engine.onTransition = { [unowned self] t in
            if keepsTransitions { transitions.append(t) }
            let ms = Int((t.time * 1000).rounded())
            log.append("\(ms) \(t.recognizer.name ?? "?") \(t.state.rawValue)")
        }
    }

    var root: View { engine.rootView }

    /// Attaches `recognizer` named `name` to `view` (default: the root view).
    @discardableResult
    func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, to view: View? = nil) -> R {
        recognizer.name = name
        (view ?? root).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Adds a subview with `frame` under `parent` (default: the root view).
    @discardableResult
    func view(_ frame: Rect, name: String, in parent: View? = nil) -> View {
        let v = View(frame: frame, name: name)
        (parent ?? root).addSubview(v)
        return v
    }

    func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double, kind: PointerKind = .touch) {
        send(.down, id, x, y, ms, kind)
    }

    func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double, kind: PointerKind = .touch) {
        send(.move, id, x, y, ms, kind)
    }

    func up(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(.up, id, x, y, ms, .touch) }

    func cancel(_ id: Int, _ x: Double, _ y: Double, at ms: Double) { send(.cancel, id, x, y, ms, .touch) }

    func hover(_ id: Int, _ x: Double, _ y: Double, at ms: Double, kind: PointerKind = .mouse) {
        send(.hover, id, x, y, ms, kind)
    }

    /// A tap: down and up in place, `duration` ms apart.
    func tap(_ id: Int, _ x: Double, _ y: Double, at ms: Double, duration: Double = 50) {
        down(id, x, y, at: ms)
        up(id, x, y, at: ms + duration)
    }

    /// Moves touch `id` in a straight line in `steps` equal moves spread over `duration` ms,
    /// starting after `start` ms; the touch must already be down.
    func drag(_ id: Int, from a: Point, to b: Point, start ms: Double, duration: Double, steps: Int) {
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(id, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, at: ms + duration * f)
        }
    }

    /// Several touches changing at one instant.
    func batch(_ action: TouchInput.Action, at ms: Double, _ touches: [(Int, Double, Double)]) {
        let inputs = touches.map { TouchInput(action, id: $0.0, at: Point(x: $0.1, y: $0.2), time: ms / 1000) }
        do { try engine.handle(batch: inputs) } catch { log.append("error \(error)") }
    }

    /// Fires every pending timer.
    func finish() { engine.runUntilIdle() }

    /// Lets time pass to `ms`, firing due timers.
    func wait(until ms: Double) { engine.advance(to: ms / 1000) }

    /// The failure or cancellation reasons logged, as "name: reason".
    var reasons: [String] {
        transitions.compactMap { t in t.reason.map { "\(t.recognizer.name ?? "?"): \($0)" } }
    }

    private func send(_ action: TouchInput.Action, _ id: Int, _ x: Double, _ y: Double, _ ms: Double, _ kind: PointerKind) {
        do {
            try engine.handle(TouchInput(action, id: id, at: Point(x: x, y: y), time: ms / 1000, kind: kind))
        } catch {
            log.append("error \(error)")
        }
    }
}
