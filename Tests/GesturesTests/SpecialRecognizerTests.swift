import Gestures
import GesturesTesting
import Testing

@Suite struct SpecialRecognizerTests {
    @Test("an edge pan starts only near its edge and moving away from it")
    func screenEdge() {
        let s = GestureScenario()
        let edge = s.add(ScreenEdgePanRecognizer(), named: "edge")
        edge.edges = .left
        s.down(1, 5, 200, at: 0)
        s.move(1, 40, 205, at: 20)
        s.up(1, 80, 205, at: 40)
        #expect(s.lines == ["20 edge began", "40 edge ended"])
        #expect(edge.translation(in: nil) == .zero)

        s.down(2, 100, 200, at: 1000)
        #expect(s.lines.last == "1000 edge failed")
        s.up(2, 100, 200, at: 1010)
        s.down(3, 5, 200, at: 2000)
        s.move(3, 8, 240, at: 2020)
        #expect(s.lines.last == "2020 edge failed")
        #expect(s.reasons == ["edge: began 100 pt from the edge, strip 20 pt", "edge: moved down, not an allowed direction"])
    }

    @Test("hover reports enter, moves and exit for a mouse, and ignores fingers")
    func hover() {
        let s = GestureScenario()
        let button = s.addView(Rect(x: 100, y: 100, width: 100, height: 50), name: "button")
        let hover = s.add(HoverRecognizer(), named: "hover", to: button)
        s.hover(7, 50, 50, at: 0)
        s.hover(7, 120, 120, at: 10)
        #expect(hover.location(in: button) == Point(x: 20, y: 20))
        s.hover(7, 130, 120, at: 20)
        s.hover(7, 300, 120, at: 30)
        s.hover(8, 150, 120, at: 40, kind: .touch)
        s.hover(9, 150, 120, at: 50, kind: .pen)
        s.cancel(9, 150, 120, at: 60)
        #expect(s.lines == ["10 hover began", "20 hover changed", "30 hover ended", "50 hover began", "60 hover cancelled"])
    }

    @Test("a hover recognizer disabled, enabled, added or removed under the pointer is noticed on its next move")
    func hoverNoticesChanges() {
        let s = GestureScenario()
        let button = s.addView(Rect(x: 100, y: 100, width: 100, height: 50), name: "button")
        let outer = s.add(HoverRecognizer(), named: "outer")
        let inner = s.add(HoverRecognizer(), named: "inner", to: button)
        s.hover(7, 120, 120, at: 0)
        s.hover(7, 121, 120, at: 10)
        inner.isEnabled = false
        s.hover(7, 122, 120, at: 20)
        inner.isEnabled = true
        s.hover(7, 123, 120, at: 30)
        let late = s.add(HoverRecognizer(), named: "late", to: button)
        s.hover(7, 124, 120, at: 40)
        button.removeGestureRecognizer(late)
        s.hover(7, 125, 120, at: 50)
        #expect(outer.state == .changed)
        #expect(s.lines == [
            "0 inner began", "0 outer began", "10 inner changed", "10 outer changed",
            "20 inner ended", "20 outer changed", "30 inner began", "30 outer changed",
            "40 inner changed", "40 late began", "40 outer changed", "50 late ended", "50 inner changed", "50 outer changed",
        ])
    }

    /// Hover that sets a half-second dwell timer when the pointer enters.
    private final class DwellHover: HoverRecognizer {
        var fired: [Double] = []
        func entered() { scheduleTimer(after: 0.5) }
        override func timerFired(_ token: Int) { fired.append(now) }
    }

    @Test("a hover recognizer's timers go when the pointer leaves, as a reset drops a touch recognizer's")
    func hoverTimersEndWithTheHover() {
        let s = GestureScenario()
        let dwell = s.add(DwellHover(), named: "dwell")
        dwell.addAction { r in if r.state == .began { (r as? DwellHover)?.entered() } }
        s.hover(7, 50, 50, at: 0)
        s.hover(7, 60, 50, at: 200)
        s.hover(7, 500, 50, at: 300)
        s.wait(until: 1000)
        #expect(dwell.fired == [])
        s.hover(7, 50, 50, at: 1000)
        s.wait(until: 2000)
        #expect(dwell.fired == [1.5])
        #expect(s.lines == ["0 dwell began", "200 dwell changed", "300 dwell ended", "1000 dwell began"])
    }

    @Test("three horizontal reversals make a shake; jitter does not count")
    func shake() {
        let s = GestureScenario()
        let shake = s.add(ShakeRecognizer(), named: "shake")
        s.down(1, 200, 200, at: 0)
        let xs: [Double] = [240, 236, 241, 200, 160, 165, 162, 210, 250, 205]
        for (i, x) in xs.enumerated() { s.move(1, x, 200, at: Double(i + 1) * 20) }
        #expect(s.lines == ["200 shake recognized"])
        #expect(shake.reversals == 0)

        let weak = GestureScenario()
        weak.add(ShakeRecognizer(), named: "shake")
        weak.down(1, 200, 200, at: 0)
        for (i, x) in [240.0, 200, 240, 235].enumerated() { weak.move(1, x, 200, at: Double(i + 1) * 20) }
        weak.up(1, 235, 200, at: 100)
        #expect(weak.lines == ["100 shake failed"])
        #expect(weak.reasons == ["shake: 2 reversals, needs 3"])
    }

    @Test("recognizesOnLift: the shake waits for the finger to lift; too few reversals still fail")
    func shakeOnLift() {
        for (xs, expected) in [([240.0, 200, 240, 200, 240, 230], "160 shake recognized"), ([240.0, 200, 240, 235], "160 shake failed")] {
            let s = GestureScenario()
            s.add(ShakeRecognizer(), named: "shake").recognizesOnLift = true
            s.down(1, 200, 200, at: 0)
            for (i, x) in xs.enumerated() { s.move(1, x, 200, at: Double(i + 1) * 20) }
            #expect(s.lines == [])
            s.up(1, xs.last!, 200, at: 160)
            #expect(s.lines == [expected])
        }
    }

    @Test("every refused input is noted with its reason, in order, and changes nothing")
    func errorsAreReported() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.move(9, 0, 0, at: 0)
        s.down(1, 10, 10, at: 100)
        s.down(1, 10, 10, at: 110)
        s.up(1, 10, 10, at: 50)
        s.up(1, .nan, 10, at: 120)
        #expect(s.errors == [
            "touch 9 is not down", "touch 1 is already down",
            "time goes backwards: 50 ms after 100 ms", "x is not a finite number",
        ])
        #expect(s.lines == [])
    }
}
