@testable import Gestures
import GesturesTesting
import Testing

/// Failure requirements over several recognizers at once: a recognizer that requires another to
/// fail fails as soon as that one begins or recognises, whatever else happens in the same step
/// and in whatever order the recognizers were added.
@Suite struct FailureRequirementTests {
    /// The six orders in which three recognizers can be added.
    static let orders: [[Int]] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]

    /// Single, double and triple tap on the root view, added in `order`; the single tap waits
    /// on the double and the triple, the double on the triple when `doubleWaits`.
    private func taps(order: [Int], doubleWaits: Bool = true) -> GestureScenario {
        let s = GestureScenario()
        let made = [TapRecognizer(), TapRecognizer(), TapRecognizer()]
        made[1].numberOfTapsRequired = 2
        made[2].numberOfTapsRequired = 3
        made[0].require(toFail: made[2])
        made[0].require(toFail: made[1])
        if doubleWaits { made[1].require(toFail: made[2]) }
        let names = ["tap", "double", "triple"]
        for i in order { s.add(made[i], named: names[i]) }
        return s
    }

    /// `count` taps of 40 ms, 100 ms apart, at (50, 50).
    private func tapTimes(_ s: GestureScenario, _ count: Int) {
        for k in 0..<count { s.tap(Point(x: 50, y: 50), at: Double(k) * 100, hold: 40) }
        s.finish()
    }

    @Test("one tap: the single tap, once the double and triple time out", arguments: orders)
    func oneTap(order: [Int]) {
        let s = taps(order: order)
        tapTimes(s, 1)
        #expect(s.lines == ["340 triple failed", "340 double failed", "340 tap recognized"])
    }

    @Test("two taps: the double, once the triple times out; the single fails", arguments: orders)
    func twoTaps(order: [Int]) {
        let s = taps(order: order)
        tapTimes(s, 2)
        #expect(s.lines == ["440 triple failed", "440 double recognized", "440 tap failed"])
        #expect(s.reasons == ["triple: no tap 3 within 300 ms", "tap: required failure of double: it recognized"])
    }

    @Test("three taps: the triple; the double and the single fail at once", arguments: orders)
    func threeTaps(order: [Int]) {
        let s = taps(order: order)
        tapTimes(s, 3)
        #expect(s.lines == ["240 triple recognized", "240 double failed", "240 tap failed"])
        #expect(s.reasons == ["double: required failure of triple: it recognized", "tap: required failure of triple: it recognized"])
    }

    @Test("four taps: the triple, then the fourth tap starts a new single tap", arguments: orders)
    func fourTaps(order: [Int]) {
        let s = taps(order: order)
        tapTimes(s, 4)
        #expect(s.lines == ["240 triple recognized", "240 double failed", "240 tap failed", "640 triple failed", "640 double failed", "640 tap recognized"])
    }

    @Test("the double not waiting on the triple: two taps recognise the double and fail the single at once", arguments: orders)
    func doubleNotWaiting(order: [Int]) {
        let s = taps(order: order, doubleWaits: false)
        tapTimes(s, 2)
        #expect(s.lines == ["140 double recognized", "140 triple failed", "140 tap failed"])
        #expect(s.reasons == ["triple: double took the touches first", "tap: required failure of double: it recognized"])
    }

    @Test("a waiter with requirements on two views fails when one of them recognises as the other fails")
    func requirementsOnTwoViews() {
        let s = GestureScenario()
        let left = s.addView(Rect(x: 0, y: 0, width: 200, height: 400), name: "left")
        let right = s.addView(Rect(x: 200, y: 0, width: 200, height: 400), name: "right")
        let both = s.add(PanRecognizer(), named: "both")
        both.minimumNumberOfTouches = 2
        let swipeLeft = s.add(SwipeRecognizer(), named: "swipeL", to: left)
        swipeLeft.direction = .right
        let swipeRight = s.add(SwipeRecognizer(), named: "swipeR", to: right)
        swipeRight.direction = .left
        both.require(toFail: swipeLeft)
        both.require(toFail: swipeRight)
        s.batch(.down, at: 0, [(1, 100, 200), (2, 300, 200)])
        for k in 1...4 {
            let dx = Double(k) * 20
            s.batch(.move, at: Double(k) * 10, [(1, 100 + dx, 200), (2, 300 + dx, 200)])
        }
        s.batch(.up, at: 50, [(1, 180, 200), (2, 380, 200)])
        s.finish()
        #expect(s.lines == ["10 swipeR failed", "30 swipeL recognized", "30 both failed"])
        #expect(s.reasons == ["swipeR: moved right, not an allowed direction", "both: required failure of swipeL: it recognized"])
    }

    @Test("simultaneous recognition does not lift a failure requirement")
    func requirementWithSimultaneous() {
        let s = GestureScenario()
        let tap = s.add(TapRecognizer(), named: "tap")
        let dbl = s.add(TapRecognizer(), named: "dbl")
        dbl.numberOfTapsRequired = 2
        let pan = s.add(PanRecognizer(), named: "pan")
        tap.require(toFail: dbl)
        tap.recognizeSimultaneously(with: dbl)
        pan.recognizeSimultaneously(with: dbl)
        pan.require(toFail: tap)
        s.tap(Point(x: 50, y: 50), at: 0, hold: 40)
        s.tap(Point(x: 52, y: 50), at: 100, hold: 40)
        s.finish()
        #expect(s.lines == ["40 pan failed", "140 dbl recognized", "140 tap failed", "140 pan failed"])
        #expect(s.reasons == ["pan: lifted after moving 0 pt, needs 10 pt", "tap: required failure of dbl: it recognized", "pan: lifted after moving 0 pt, needs 10 pt"])
    }

    @Test("a long press waiting on a pan and a swipe fails when the swipe wins, whichever lists first")
    func pressWaitingOnPanAndSwipe() {
        for panFirst in [true, false] {
            let s = GestureScenario()
            let press = LongPressRecognizer()
            press.minimumPressDuration = 0.1
            press.allowableMovement = 500  // it recognised at 100 ms and now waits, whatever the finger does
            let pan = PanRecognizer()
            let swipe = SwipeRecognizer()
            if panFirst { s.add(pan, named: "pan"); s.add(swipe, named: "swipe"); s.add(press, named: "press") }
            else { s.add(press, named: "press"); s.add(swipe, named: "swipe"); s.add(pan, named: "pan") }
            press.require(toFail: pan)
            press.require(toFail: swipe)
            pan.require(toFail: swipe)
            s.down(1, 100, 100, at: 0)
            s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 110, duration: 40, steps: 4)
            s.up(1, 200, 100, at: 160)
            s.finish()
            #expect(s.lines == ["130 swipe recognized", "130 press failed", "130 pan failed"])
            #expect(s.reasons == ["press: required failure of swipe: it recognized", "pan: required failure of swipe: it recognized"])
        }
    }

    @Test("a long press held still waits on the pan, and the lift ends both")
    func pressHeldStill() {
        let s = GestureScenario()
        let press = s.add(LongPressRecognizer(), named: "press")
        let pan = s.add(PanRecognizer(), named: "pan")
        press.require(toFail: pan)
        s.down(1, 100, 100, at: 0)
        s.up(1, 100, 100, at: 700)
        s.finish()
        #expect(s.lines == ["700 pan failed", "700 press began", "700 press ended"])
    }

    @Test("a recognizer freed takes its relations with it: none is left to pass to one made later at its address")
    func relationsGoWithTheRecognizer() {
        let s = GestureScenario()
        let tap = s.add(TapRecognizer(), named: "tap")
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        do {
            let double = TapRecognizer()
            tap.require(toFail: double)
            pinch.recognizeSimultaneously(with: double)
            #expect(tap.failureRequirements == [ObjectIdentifier(double)])
            #expect(pinch.simultaneousPartners == [ObjectIdentifier(double)])
        }
        // Relations name recognizers by address; whether the allocator hands this one's address
        // to the next recognizer made is its own affair (glibc's often does, a sanitizer's
        // quarantine never), so the lists themselves are read rather than waiting for an heir.
        #expect(tap.failureRequirements.isEmpty)
        #expect(pinch.simultaneousPartners.isEmpty)
        let heir = s.add(TapRecognizer(), named: "heir")
        heir.numberOfTapsRequired = 2
        s.tap(Point(x: 100, y: 100), at: 0)
        s.finish()
        #expect(s.lines == ["50 tap recognized", "50 heir failed", "50 pinch failed"])
    }
}
