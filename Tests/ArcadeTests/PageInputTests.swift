import Arcade
import Gestures
import Testing

@Suite struct PageInputTests {
    @Test("a new two-finger wheel gesture stamped before the last one's release is placed after it, and the fingers keep working")
    func wheelGesturesInQuickSuccession() throws {
        let engine = GestureEngine(viewport: Size(width: 800, height: 600))
        let view = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        engine.rootView.addSubview(view)
        let pinch = PinchRecognizer(name: "pinch")
        view.addGestureRecognizer(pinch)
        var began = 0
        pinch.addAction { if $0.state == .began { began += 1 } }
        let input = PageInput(engine: engine)
        func fingers(_ type: String, _ t: Double, spread: Double) -> [ClientInput] {
            [ClientInput(t: t, type: type, id: 900001, x: 400 - spread / 2, y: 300), ClientInput(t: t, type: type, id: 900002, x: 400 + spread / 2, y: 300)]
        }
        // The first pinch, released by the page's timer 200 ms after its last wheel event.
        #expect(input.receive(fingers("down", 1000, spread: 40) + fingers("move", 1016, spread: 80) + fingers("move", 1033, spread: 120), arrivedAt: 2) == [])
        // The release carries performance.now() (1250); the next wheel event, dispatched after
        // the timer, carries its own earlier time stamp (1240).
        let problems = input.receive(fingers("up", 1250, spread: 120) + fingers("down", 1240, spread: 40) + fingers("move", 1256, spread: 80), arrivedAt: 2.3)
        #expect(problems == [])
        #expect(input.receive(fingers("move", 1273, spread: 140) + fingers("up", 1500, spread: 140), arrivedAt: 2.6) == [])
        #expect(began == 2)
        #expect(engine.touchCount == 0)
    }
}
