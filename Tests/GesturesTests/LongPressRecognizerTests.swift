import Gestures
import GesturesTesting
import Testing

@Suite struct LongPressRecognizerTests {
    @Test("a press held still for 0.5 s begins at the deadline, reports moves and ends on lift")
    func press() {
        let s = GestureScenario()
        s.add(LongPressRecognizer(), named: "press")
        s.down(1, 100, 100, at: 0)
        s.move(1, 104, 100, at: 300)
        s.move(1, 160, 100, at: 700)
        s.up(1, 160, 100, at: 800)
        #expect(s.lines == ["500 press began", "700 press changed", "800 press ended"])
    }

    @Test("moving past the allowable movement before the deadline fails the press")
    func movement() {
        let s = GestureScenario()
        s.add(LongPressRecognizer(), named: "press")
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 125, at: 200)
        s.finish()
        #expect(s.lines == ["200 press failed"])
        #expect(s.reasons == ["press: moved 25 pt, slop 10 pt"])
    }

    @Test("lifting early fails the press, and a tap wins")
    func liftEarly() {
        let s = GestureScenario()
        s.add(LongPressRecognizer(), named: "press")
        s.add(TapRecognizer(), named: "tap")
        s.tap(Point(x: 100, y: 100), at: 0, hold: 200)
        s.finish()
        #expect(s.lines == ["200 tap recognized", "200 press failed"])
        #expect(s.reasons == ["press: tap took the touches first"])
    }

    @Test("a long press beats a tap that has no time limit once it begins")
    func pressBeatsTap() {
        let s = GestureScenario()
        s.add(LongPressRecognizer(), named: "press")
        s.add(TapRecognizer(), named: "tap")
        s.tap(Point(x: 100, y: 100), at: 0, hold: 600)
        #expect(s.lines == ["500 press began", "500 tap failed", "600 press ended"])
    }

    @Test("a tap then a press: numberOfTapsRequired 1")
    func tapThenPress() {
        let s = GestureScenario()
        let press = s.add(LongPressRecognizer(), named: "press")
        press.numberOfTapsRequired = 1
        s.tap(Point(x: 100, y: 100), at: 0)
        s.down(2, 100, 100, at: 150)
        s.up(2, 100, 100, at: 900)
        #expect(s.lines == ["650 press began", "900 press ended"])
    }

    @Test("two fingers: the deadline counts from the second finger")
    func twoFingers() {
        let s = GestureScenario()
        let press = s.add(LongPressRecognizer(), named: "press")
        press.numberOfTouchesRequired = 2
        s.down(1, 100, 100, at: 0)
        s.down(2, 150, 100, at: 100)
        s.finish()
        #expect(s.lines == ["600 press began"])
    }
}
