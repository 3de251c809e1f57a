import Gestures
import GesturesTesting
import Testing

@Suite struct EngineTests {
    @Test("docs/engine.md's example: a tap waits for the double-tap window, then reports in the card's coordinates")
    func readmeExample() throws {
        let engine = GestureEngine(viewport: Size(width: 400, height: 300))
        let card = View(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        engine.rootView.addSubview(card)
        let tap = TapRecognizer()
        let doubleTap = TapRecognizer()
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        var heard: [String] = []
        tap.addAction { _ in heard.append("tap at \(tap.location(in: card)) t=\(engine.now)") }
        doubleTap.addAction { _ in heard.append("double tap") }
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(doubleTap)
        try engine.handle(TouchInput(.down, id: 1, at: Point(x: 120, y: 100), time: 0.00))
        try engine.handle(TouchInput(.up, id: 1, at: Point(x: 120, y: 100), time: 0.06))
        #expect(heard == [])
        engine.advance(to: 0.5)
        #expect(heard == ["tap at (70.0, 50.0) t=0.36"])
        #expect(engine.now == 0.5)
    }

    @Test("a recognizer's touches stay in the order they went down when a middle finger lifts")
    func touchesKeepTheirOrder() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.down(2, 200, 100, at: 10)
        s.down(3, 300, 100, at: 20)
        #expect(pan.touches.map(\.id) == [1, 2, 3])
        #expect(pan.touchCount == 3)
        s.up(2, 200, 100, at: 30)
        #expect(pan.touches.map(\.id) == [1, 3])
        #expect(pan.location(ofTouch: 1, in: nil) == Point(x: 300, y: 100))
        s.move(3, 330, 120, at: 40)
        #expect(pan.touches.map(\.location) == [Point(x: 100, y: 100), Point(x: 330, y: 120)])
        s.up(1, 100, 100, at: 50)
        s.up(3, 330, 120, at: 60)
        #expect(pan.touches.isEmpty)
        #expect(pan.touchCount == 0)
    }

    @Test("a recognizer outliving its engine mid-gesture tracks no touches")
    func recognizerOutlivesEngine() throws {
        let pan = PanRecognizer()
        do {
            let engine = GestureEngine(viewport: Size(width: 400, height: 300))
            engine.rootView.addGestureRecognizer(pan)
            try engine.handle(TouchInput(.down, id: 1, at: Point(x: 100, y: 100), time: 0))
            try engine.handle(TouchInput(.move, id: 1, at: Point(x: 140, y: 100), time: 0.02))
            #expect(pan.state == .began)
            #expect(pan.touchCount == 1)
        }
        #expect(pan.touchCount == 0)
        #expect(pan.touches.isEmpty)
    }

    @Test("touches count quick taps in the same place, as UIKit's tapCount")
    func tapCount() {
        let s = GestureScenario()
        var counts: [Int] = []
        let v = s.addView(Rect(x: 0, y: 0, width: 400, height: 400), name: "v")
        v.touchHandler = { t in if t.phase == .began { counts.append(t.tapCount) } }
        s.tap(Point(x: 100, y: 100), at: 0)
        s.tap(Point(x: 105, y: 100), at: 200)
        s.tap(Point(x: 100, y: 104), at: 400)
        s.tap(Point(x: 100, y: 100), at: 1000)
        s.tap(Point(x: 300, y: 300), at: 1100)
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test("host callbacks fire in deadline order with recognizer timers, and can be cancelled")
    func callbacks() throws {
        let engine = GestureEngine(viewport: Size(width: 100, height: 100))
        var fired: [String] = []
        engine.schedule(after: 0.3) { fired.append("b@\(engine.now)") }
        engine.schedule(after: 0.1) { fired.append("a@\(engine.now)") }
        let c = engine.schedule(after: 0.2) { fired.append("c") }
        engine.cancel(c)
        #expect(engine.nextDeadline == 0.1)
        try engine.handle(TouchInput(.down, id: 1, at: Point(x: 5, y: 5), time: 0.25))
        #expect(fired == ["a@0.1"])
        engine.runUntilIdle()
        #expect(fired == ["a@0.1", "b@0.3"])
        #expect(!engine.hasPendingTimers)
    }

    @Test("a manual clock only moves forward")
    func manualClock() {
        let clock = ManualClock(start: 2)
        clock.advance(by: 0.5)
        clock.advance(by: -1)
        clock.advance(to: 1)
        #expect(clock.now == 2.5)
        clock.advance(to: 3)
        #expect(clock.now == 3)
    }

    @Test("a batch with the same touch twice is refused whole")
    func badBatch() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.batch(.down, at: 0, [(1, 10, 10), (1, 20, 20)])
        #expect(s.errors == ["touch 1 appears twice at the same instant"])
        #expect(s.lines == [])
        #expect(s.engine.touchCount == 0)
    }

    /// Counts the moves it hears: a subclass of built-in classes that ignore moves.
    private final class MoveCountingSwipe: SwipeRecognizer {
        var moves: [Point] = []
        override func touchMoved(_ touch: Touch) { moves.append(touch.location) }
    }

    private final class MoveCountingPinch: PinchRecognizer {
        var moves = 0
        override func touchMoved(_ touch: Touch) { moves += 1 }
    }

    @Test("a subclass of a built-in recognizer that ignores moves hears every move")
    func subclassHearsMoves() {
        let s = GestureScenario()
        let swipe = s.add(MoveCountingSwipe(), named: "swipe")
        let pinch = s.add(MoveCountingPinch(), named: "pinch")
        s.down(1, 100, 100, at: 0)
        s.move(1, 104, 100, at: 10)
        s.move(1, 108, 101, at: 20)
        s.down(2, 200, 100, at: 30)
        s.move(2, 230, 100, at: 40)
        #expect(swipe.moves == [Point(x: 104, y: 100), Point(x: 108, y: 101)])
        #expect(pinch.moves == 3)
    }

    @Test("geometry: transforms compose, invert and map rectangles")
    func geometry() {
        let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(rotationAngle: Double.pi / 2))
        let p = t.apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 11) < 1e-12)
        let back = t.inverted()!.apply(to: p)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform(scaleX: 2, y: 3)) == Rect(x: 0, y: 0, width: 20, height: 60))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 0, y: 0)))
        #expect(!Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 10, y: 5)))
        #expect(AffineTransform.identity.scaledBy(x: 2, y: 2).rotated(by: 0).scaleX == 2)
    }
}

@Suite struct EngineLimitTests {
    @Test("a 65th finger is refused with a clear error and the 64 others carry on")
    func sixtyFiveFingers() {
        let s = GestureScenario(width: 2000, height: 2000)
        let pan = s.add(PanRecognizer(), named: "pan")
        s.batch(.down, at: 0, (0..<64).map { ($0, Double($0) * 20, 100) })
        s.down(99, 500, 500, at: 10)
        #expect(s.errors == ["more than 64 touches down at once"])
        s.batch(.move, at: 20, (0..<64).map { ($0, Double($0) * 20 + 30, 100) })
        #expect(s.lines.last == "20 pan began")
        #expect(pan.numberOfTouches == 64)
    }

    @Test("the engine lists the touches down and cancels them all, as the system does: a pan under way is cancelled, a tap waiting fails")
    func cancelAllTouches() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        let left = s.addView(Rect(x: 0, y: 0, width: 100, height: 100), name: "left")
        _ = s.add(TapRecognizer(), named: "tap", to: left)
        s.down(1, 200, 200, at: 0)
        s.move(1, 240, 200, at: 20)
        s.down(2, 50, 50, at: 30)
        #expect(s.engine.activeTouches.map(\.id) == [1, 2])
        #expect(s.engine.activeTouches.map(\.location) == [Point(x: 240, y: 200), Point(x: 50, y: 50)])
        #expect(s.engine.cancelAllTouches() == 2)
        #expect(s.engine.touchCount == 0 && s.engine.activeTouches.isEmpty)
        #expect(pan.state == .possible)
        #expect(s.lines.contains("30 pan cancelled") && s.lines.contains { $0.hasPrefix("30 tap failed") })
        #expect(s.engine.cancelAllTouches() == 0)
    }

    @Test("allowedTouchTypes: a pen-only tap hears only a pen, a finger-only pan lets a mouse drag by; the other recognizers still get them")
    func allowedTouchTypes() {
        let s = GestureScenario()
        let penTap = s.add(TapRecognizer(), named: "penTap")
        penTap.allowedTouchTypes = [.pen]
        let fingerPan = s.add(PanRecognizer(), named: "fingerPan")
        fingerPan.allowedTouchTypes = [.touch]
        let anyPan = s.add(PanRecognizer(), named: "anyPan")
        anyPan.recognizeSimultaneously(with: fingerPan)
        s.down(1, 100, 100, at: 0, kind: .touch)
        s.up(1, 100, 100, at: 50)
        s.down(2, 100, 100, at: 500, kind: .pen)
        s.up(2, 100, 100, at: 550)
        #expect(s.lines.filter { $0.contains("penTap") } == ["550 penTap recognized"])
        s.down(3, 100, 100, at: 1000, kind: .mouse)
        s.move(3, 150, 100, at: 1020, kind: .mouse)
        #expect(s.lines.filter { $0.hasPrefix("1020") } == ["1020 anyPan began"])
        #expect(fingerPan.touchCount == 0 && anyPan.touchCount == 1)
    }
}
