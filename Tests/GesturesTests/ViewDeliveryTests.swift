import Gestures
import GesturesTesting
import Testing

@Suite struct ViewDeliveryTests {
    private func setup(_ configure: (PanRecognizer) -> Void) -> (GestureScenario, () -> [String]) {
        let s = GestureScenario()
        let v = s.addView(Rect(x: 0, y: 0, width: 400, height: 400), name: "canvas")
        var seen: [String] = []
        v.touchHandler = { t in seen.append("\(Int((t.timestamp * 1000).rounded())) \(t.phase.rawValue)") }
        configure(s.add(PanRecognizer(), named: "pan", to: v))
        return (s, { seen })
    }

    @Test("by default the view sees a touch until a recognizer takes it, then a cancellation")
    func cancelsTouchesInView() {
        let (s, seen) = setup { _ in }
        s.down(1, 100, 100, at: 0)
        s.move(1, 105, 100, at: 10)
        s.move(1, 130, 100, at: 20)
        s.move(1, 140, 100, at: 30)
        s.up(1, 140, 100, at: 40)
        #expect(seen() == ["0 began", "10 moved", "20 cancelled"])
    }

    @Test("with cancelsTouchesInView off the view sees everything")
    func noCancel() {
        let (s, seen) = setup { $0.cancelsTouchesInView = false }
        s.down(1, 100, 100, at: 0)
        s.move(1, 130, 100, at: 20)
        s.up(1, 130, 100, at: 40)
        #expect(seen() == ["0 began", "20 moved", "40 ended"])
    }

    @Test("delaysTouchesBegan holds touches until the recognizer fails, then replays them")
    func delaysBegan() {
        let (s, seen) = setup { $0.delaysTouchesBegan = true }
        s.down(1, 100, 100, at: 0)
        s.move(1, 104, 100, at: 10)
        #expect(seen() == [])
        s.up(1, 104, 100, at: 20)
        #expect(seen() == ["0 began", "10 moved", "20 ended"])

        let (s2, seen2) = setup { $0.delaysTouchesBegan = true }
        s2.down(1, 100, 100, at: 0)
        s2.move(1, 140, 100, at: 10)
        s2.up(1, 140, 100, at: 20)
        #expect(seen2() == [])
    }

    @Test("delaysTouchesEnded holds the lift while a double tap may still come")
    func delaysEnded() {
        let s = GestureScenario()
        let v = s.addView(Rect(x: 0, y: 0, width: 400, height: 400), name: "canvas")
        var seen: [String] = []
        v.touchHandler = { t in seen.append("\(Int((t.timestamp * 1000).rounded())) \(t.id) \(t.phase.rawValue)") }
        s.add(TapRecognizer(), named: "dbl", to: v).numberOfTapsRequired = 2
        s.tap(Point(x: 100, y: 100), at: 0)
        #expect(seen == ["0 1 began"])
        s.finish()
        #expect(seen == ["0 1 began", "50 1 ended"])
        s.tap(Point(x: 100, y: 100), at: 1000)
        s.tap(Point(x: 100, y: 100), at: 1100)
        #expect(s.lines == ["350 dbl failed", "1150 dbl recognized"])
        #expect(seen == ["0 1 began", "50 1 ended", "1000 2 began", "1100 3 began", "1150 2 cancelled", "1150 3 cancelled"])
    }
}
