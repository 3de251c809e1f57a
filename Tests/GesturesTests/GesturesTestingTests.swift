import Gestures
import GesturesTesting
import Testing

/// The testing library itself: each virtual gesture is the gesture UIKit's recognizers take,
/// and the expectations fail when they should.
@Suite struct GesturesTestingTests {
    @Test("a double tap on card 1 recognises, in four lines")
    func doubleTapOnACard() {
        let s = GestureScenario()
        let card = s.addView(Rect(x: 0, y: 0, width: 100, height: 140), name: "card 1")
        s.add(TapRecognizer(), named: "double tap", to: card).numberOfTapsRequired = 2
        s.doubleTap(Point(x: 50, y: 70))
        s.expectLines(["200 double tap recognized"])
        #expect(s.now == 200)
    }

    @Test("gestures without a time follow one another on the virtual clock")
    func clockRunsOn() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.add(LongPressRecognizer(), named: "press")
        s.tap(Point(x: 10, y: 10))                 // 0 … 50
        s.wait(for: 400)                           // 450
        s.longPress(Point(x: 10, y: 10))           // 450 … 1150, begins at 950
        s.finish()
        s.expectLines(["50 tap recognized", "50 press failed", "950 press began", "950 tap failed", "1150 press ended"])
        #expect(s.reasons == ["press: tap took the touches first", "tap: press took the touches first"])
        s.expectNoErrors()
    }

    @Test("pinch and rotate reach the scale and angle asked for")
    func pinchAndRotate() {
        let s = GestureScenario()
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        let rotation = s.add(RotationRecognizer(), named: "rotation")
        var scale = 0.0, angle = 0.0
        pinch.addAction { pinch in if pinch.state == .changed { scale = pinch.scale } }
        rotation.addAction { rotation in if rotation.state == .changed { angle = rotation.rotation } }
        s.pinch(around: Point(x: 200, y: 200), scale: 2)
        #expect(abs(scale - 2) < 1e-9)
        s.rotate(around: Point(x: 200, y: 200), by: 0.5, at: 1000)
        #expect(abs(angle - 0.5) < 1e-9)
        s.timeline.expectRecognized("pinch", at: 144)
        s.timeline.expectRecognized("rotation", at: 1144)
    }

    @Test("an n-finger swipe and an n-finger tap are what n-finger recognizers take")
    func multiFinger() {
        let s = GestureScenario()
        let swipe = s.add(SwipeRecognizer(), named: "two-finger swipe up")
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        let tap = s.add(TapRecognizer(), named: "three-finger tap")
        tap.numberOfTouchesRequired = 3
        s.swipe(.up, from: Point(x: 200, y: 300), fingers: 2)
        s.tap(fingers: 3, around: Point(x: 200, y: 200), at: 500)
        s.timeline.expectRecognized("two-finger swipe up")
        s.timeline.expectRecognized("three-finger tap", at: 550)
        #expect(s.timeline.lines(of: "two-finger swipe up") == ["20 two-finger swipe up recognized", "500 two-finger swipe up failed"])
    }

    @Test("a drag along a path moves through every point at the interval given")
    func dragAlongAPath() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        var seen: [Point] = []
        pan.addAction { pan in seen.append(pan.location(in: nil)) }
        let end = s.drag(along: [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 40)], at: 100, interval: 20)
        #expect(end == 160)
        #expect(seen == [Point(x: 30, y: 0), Point(x: 30, y: 40), Point(x: 30, y: 40)])
        s.expectLines(["120 pan began", "140 pan changed", "160 pan ended"])
    }

    @Test("a wrong expectation is reported as an issue, with the timeline")
    func expectationsFail() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.tap(Point(x: 10, y: 10))
        withKnownIssue { s.expectLines(["60 tap recognized"]) }
        withKnownIssue { s.timeline.expectRecognized("tap", at: 40) }
        withKnownIssue { s.timeline.expectNotRecognized("tap") }
        withKnownIssue { s.timeline.expectFailed("tap") }
        s.up(7, 0, 0)
        withKnownIssue { s.expectNoErrors() }
        #expect(s.errors == ["touch 7 is not down"])
    }
}

/// The examples of the documentation's articles, run as written.
@Suite struct DocumentationExampleTests {
    @Test("Writing a recognizer: three reversals make a shake")
    func threeReversalsMakeAShake() {
        let s = GestureScenario()
        s.add(ShakeRecognizer(), named: "shake")
        s.drag(along: [Point(x: 200, y: 200), Point(x: 240, y: 200), Point(x: 160, y: 200),
                       Point(x: 240, y: 200), Point(x: 160, y: 200)], interval: 30)
        s.expectLines(["120 shake recognized"])
    }

    @Test("Getting started: the tutorial's drag-and-fling pattern moves the card and flings at the finger's speed")
    func dragAndFling() {
        let s = GestureScenario(width: 800, height: 600)
        let card = s.addView(Rect(x: 100, y: 100, width: 200, height: 120), name: "card")
        var fling = Vector(dx: 0, dy: 0)
        s.add(PanRecognizer(), named: "pan", to: card).addAction { pan in
            let superview = card.superview
            card.center = card.center + pan.translation(in: superview)
            pan.setTranslation(.zero, in: superview)
            if pan.state == .ended { fling = pan.velocity(in: superview) }
        }
        s.drag(from: Point(x: 150, y: 150), to: Point(x: 350, y: 150), steps: 10, interval: 8, lift: false)
        s.up(1, 350, 150, at: s.now + 4)
        #expect(card.center == Point(x: 400, y: 160))
        #expect(abs(fling.dx - 2500) < 1e-6 && fling.dy == 0)
    }
}
