import Gestures
import GesturesTesting
import Testing

@Suite struct TapRecognizerTests {
    /// A single tap that waits for a double tap to fail, on the root view.
    private func tapOrDoubleTap(doubleFirst: Bool = false) -> GestureScenario {
        let s = GestureScenario()
        let tap = TapRecognizer(), dbl = TapRecognizer()
        dbl.numberOfTapsRequired = 2
        tap.require(toFail: dbl)
        if doubleFirst { s.add(dbl, named: "dbl"); s.add(tap, named: "tap") } else { s.add(tap, named: "tap"); s.add(dbl, named: "dbl") }
        return s
    }

    @Test("a quick touch in place is recognised at the lift")
    func singleTap() {
        let s = GestureScenario()
        let tap = s.add(TapRecognizer(), named: "tap")
        s.tap(Point(x: 100, y: 100), at: 0, hold: 80)
        #expect(s.lines == ["80 tap recognized"])
        #expect(tap.location(in: nil) == Point(x: 100, y: 100))
        #expect(!s.engine.hasPendingTimers)
    }

    @Test("moving past the 10 pt slop fails the tap with the distance in the reason")
    func slop() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.down(1, 100, 100, at: 0)
        s.move(1, 109, 100, at: 20)
        s.move(1, 131, 100, at: 40)
        s.up(1, 131, 100, at: 60)
        #expect(s.lines == ["40 tap failed"])
        #expect(s.reasons == ["tap: moved 31 pt, slop 10 pt"])
    }

    @Test("a double tap needs the second touch-down within 300 ms of the first lift")
    func doubleTapWindow() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "dbl").numberOfTapsRequired = 2
        s.tap(Point(x: 100, y: 100), at: 0)
        s.tap(Point(x: 104, y: 102), at: 349)
        #expect(s.lines == ["399 dbl recognized"])

        let late = GestureScenario()
        late.add(TapRecognizer(), named: "dbl").numberOfTapsRequired = 2
        late.tap(Point(x: 100, y: 100), at: 0)
        late.tap(Point(x: 100, y: 100), at: 470)
        #expect(late.lines == ["350 dbl failed"])
        #expect(late.reasons == ["dbl: no tap 2 within 300 ms"])
    }

    @Test("a second tap 60 pt from the first does not make a double tap")
    func doubleTapDistance() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "dbl").numberOfTapsRequired = 2
        s.tap(Point(x: 100, y: 100), at: 0)
        s.tap(Point(x: 160, y: 100), at: 150)
        #expect(s.lines == ["150 dbl failed"])
        #expect(s.reasons == ["dbl: tap 2 60 pt from the first, limit 45 pt"])
    }

    @Test("tap with require(toFail:) waits for the double tap to fail, then fires")
    func tapRequiresDoubleTapToFail() {
        let s = tapOrDoubleTap()
        s.tap(Point(x: 100, y: 100), at: 0)
        s.finish()
        #expect(s.lines == ["350 dbl failed", "350 tap recognized"])

        let twice = tapOrDoubleTap()
        twice.tap(Point(x: 100, y: 100), at: 0)
        twice.tap(Point(x: 100, y: 100), at: 200)
        twice.finish()
        #expect(twice.lines == ["250 dbl recognized", "250 tap failed"])
        #expect(twice.reasons == ["tap: required failure of dbl: it recognized"])
    }

    @Test("the outcome does not depend on the order recognizers were added")
    func orderIndependence() {
        func run(doubleFirst: Bool) -> [String] {
            let s = tapOrDoubleTap(doubleFirst: doubleFirst)
            s.tap(Point(x: 100, y: 100), at: 0)
            s.tap(Point(x: 100, y: 100), at: 200)
            s.tap(Point(x: 300, y: 300), at: 1000)
            s.finish()
            return s.lines
        }
        #expect(run(doubleFirst: true) == run(doubleFirst: false))
        #expect(run(doubleFirst: true) == ["250 dbl recognized", "250 tap failed", "1350 dbl failed", "1350 tap recognized"])
    }

    @Test("a two-finger tap needs both fingers down together; a third fails it")
    func twoFingerTap() {
        let s = GestureScenario()
        let tap = s.add(TapRecognizer(), named: "two")
        tap.numberOfTouchesRequired = 2
        s.down(1, 100, 100, at: 0)
        s.down(2, 150, 100, at: 20)
        s.up(1, 100, 100, at: 80)
        s.up(2, 150, 100, at: 90)
        #expect(s.lines == ["90 two recognized"])
        #expect(tap.location(in: nil) == Point(x: 150, y: 100))

        let three = GestureScenario()
        three.add(TapRecognizer(), named: "two").numberOfTouchesRequired = 2
        three.down(1, 100, 100, at: 0)
        three.down(2, 150, 100, at: 10)
        three.down(3, 200, 100, at: 20)
        #expect(three.lines == ["20 two failed"])
        #expect(three.reasons == ["two: 3 touches, needs 2"])
    }

    @Test("an optional maximum tap duration fails a held tap at the deadline")
    func maximumDuration() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap").maximumTapDuration = 0.25
        s.down(1, 100, 100, at: 0)
        s.up(1, 100, 100, at: 400)
        #expect(s.lines == ["250 tap failed"])

        let unlimited = GestureScenario()
        unlimited.add(TapRecognizer(), named: "tap")
        unlimited.tap(Point(x: 100, y: 100), at: 0, hold: 2000)
        #expect(unlimited.lines == ["2000 tap recognized"])
    }
}
