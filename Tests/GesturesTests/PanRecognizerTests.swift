import Gestures
import GesturesTesting
import Testing

@Suite struct PanRecognizerTests {
    @Test("a pan allowed no touches takes none, before and after touches have landed")
    func noTouchesAllowed() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.move(1, 150, 100, at: 20)
        s.up(1, 150, 100, at: 40)
        #expect(s.lines == ["20 pan began", "40 pan ended"])
        pan.maximumNumberOfTouches = 0
        s.down(2, 100, 100, at: 1000)
        s.move(2, 150, 100, at: 1020)
        s.up(2, 150, 100, at: 1040)
        #expect(s.lines == ["20 pan began", "40 pan ended"])
        #expect(pan.touchCount == 0)
        pan.maximumNumberOfTouches = 1
        s.down(3, 100, 100, at: 2000)
        s.move(3, 150, 100, at: 2020)
        #expect(s.lines.suffix(1) == ["2020 pan began"])
    }

    @Test("a pan begins past the 10 pt slop with a translation that includes the slop")
    func beginsPastSlop() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        var translations: [Vector] = []
        pan.addAction { _ in translations.append(pan.translation(in: nil)) }
        s.down(1, 100, 100, at: 0)
        s.move(1, 106, 100, at: 16)
        s.move(1, 112, 100, at: 32)
        s.move(1, 118, 100, at: 48)
        s.up(1, 118, 100, at: 64)
        #expect(s.lines == ["32 pan began", "48 pan changed", "64 pan ended"])
        #expect(translations == [Vector(dx: 12, dy: 0), Vector(dx: 18, dy: 0), Vector(dx: 18, dy: 0)])
    }

    @Test("velocity comes from the recent samples, in points per second")
    func velocity() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        for i in 1...10 { s.move(1, 100 + 4 * Double(i), 100 - 2 * Double(i), at: 10 * Double(i)) }
        let v = pan.velocity(in: nil)
        #expect(abs(v.dx - 400) < 1e-6)
        #expect(abs(v.dy + 200) < 1e-6)
    }

    @Test("the drag-and-fling pattern flings: the translation reset on every change, the velocity at the end is the finger's")
    func flingAfterSetTranslation() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        var moved = Vector.zero
        var fling: Vector?
        pan.addAction { p in
            moved = moved + pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
            if p.state == .ended { fling = pan.velocity(in: nil) }
        }
        s.down(1, 100, 100, at: 0)
        for i in 1...10 { s.move(1, 100 + 25 * Double(i), 100, at: 10 * Double(i)) }
        s.up(1, 350, 100, at: 100)
        #expect(moved == Vector(dx: 250, dy: 0))
        #expect(abs((fling?.dx ?? 0) - 2500) < 1e-6 && fling?.dy == 0)
    }

    @Test("a finger that stopped before lifting has no velocity")
    func stoppedFinger() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        var endVelocity: Vector?
        pan.addAction { p in if p.state == .ended { endVelocity = pan.velocity(in: nil) } }
        s.down(1, 100, 100, at: 0)
        s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 100, steps: 10)
        s.up(1, 200, 100, at: 250)
        #expect(endVelocity == Vector.zero)

        let flick = GestureScenario()
        let pan2 = flick.add(PanRecognizer(), named: "pan")
        var flickVelocity: Vector?
        pan2.addAction { p in if p.state == .ended { flickVelocity = pan2.velocity(in: nil) } }
        flick.down(1, 100, 100, at: 0)
        flick.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 100, steps: 10)
        flick.up(1, 210, 100, at: 110)
        #expect(abs((flickVelocity?.dx ?? 0) - 1000) < 1e-6)
    }

    @Test("adding and lifting fingers shifts the centroid without a jump in translation")
    func centroidContinuity() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.move(1, 130, 100, at: 20)
        #expect(pan.translation(in: nil) == Vector(dx: 30, dy: 0))
        s.down(2, 300, 300, at: 40)
        #expect(pan.translation(in: nil) == Vector(dx: 30, dy: 0))
        #expect(pan.location(in: nil) == Point(x: 215, y: 200))
        s.batch(.move, at: 60, [(1, 140, 110), (2, 310, 310)])
        #expect(pan.translation(in: nil) == Vector(dx: 40, dy: 10))
        s.up(2, 310, 310, at: 80)
        #expect(pan.translation(in: nil) == Vector(dx: 40, dy: 10))
        s.move(1, 150, 110, at: 100)
        #expect(pan.translation(in: nil) == Vector(dx: 50, dy: 10))
        #expect(s.lines == ["20 pan began", "40 pan changed", "60 pan changed", "80 pan changed", "100 pan changed"])
    }

    @Test("setTranslation counts later movement from the new value, in the view's coordinates")
    func setTranslation() {
        let s = GestureScenario()
        let piece = s.addView(Rect(x: 100, y: 100, width: 100, height: 100), name: "piece")
        piece.transform = AffineTransform(scaleX: 2, y: 2)
        let pan = s.add(PanRecognizer(), named: "pan", to: piece)
        s.down(1, 150, 150, at: 0)
        s.move(1, 170, 150, at: 20)
        #expect(pan.translation(in: piece) == Vector(dx: 10, dy: 0))
        pan.setTranslation(.zero, in: piece)
        s.move(1, 180, 160, at: 40)
        #expect(pan.translation(in: nil) == Vector(dx: 10, dy: 10))
        #expect(pan.translation(in: piece) == Vector(dx: 5, dy: 5))
    }

    @Test("touches beyond maximumNumberOfTouches are ignored, not a reason to cancel")
    func maximumTouches() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        pan.maximumNumberOfTouches = 1
        s.down(1, 100, 100, at: 0)
        s.move(1, 130, 100, at: 20)
        s.down(2, 300, 300, at: 30)
        s.move(2, 350, 300, at: 40)
        s.move(1, 140, 100, at: 50)
        s.up(2, 350, 300, at: 60)
        s.up(1, 140, 100, at: 70)
        #expect(s.lines == ["20 pan began", "50 pan changed", "70 pan ended"])
        #expect(pan.numberOfTouches == 0)
    }

    @Test("minimumNumberOfTouches 2 waits for the second finger")
    func minimumTouches() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        pan.minimumNumberOfTouches = 2
        s.down(1, 100, 100, at: 0)
        s.move(1, 140, 100, at: 20)
        s.down(2, 200, 100, at: 40)
        s.batch(.move, at: 60, [(1, 150, 100), (2, 210, 100)])
        #expect(s.lines == ["40 pan began", "60 pan changed"])
        s.up(2, 210, 100, at: 80)
        #expect(s.lines.last == "80 pan ended")
    }

    @Test("a cancelled touch cancels the pan under way")
    func cancelledTouch() {
        let s = GestureScenario()
        s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.move(1, 140, 100, at: 20)
        s.cancel(1, 140, 100, at: 40)
        #expect(s.lines == ["20 pan began", "40 pan cancelled"])
        #expect(s.reasons == ["pan: touch cancelled"])
    }

    @Test("a finger that rests 60 ms before lifting has no velocity, reporting or not while it rests")
    func restBeforeLift() {
        for reportsWhileResting in [false, true] {
            let s = GestureScenario()
            let pan = s.add(PanRecognizer(), named: "pan")
            var atLift: Vector?
            pan.addAction { _ in if pan.state == .ended { atLift = pan.velocity(in: nil) } }
            s.down(1, 100, 100, at: 0)
            s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 80, steps: 8)
            #expect(pan.velocity(in: nil) == Vector(dx: 1250, dy: 0))
            if reportsWhileResting {
                for t in stride(from: 88.0, through: 136, by: 8) { s.move(1, 200, 100, at: t) }
            }
            s.up(1, 200, 100, at: 140)
            #expect(s.lines.last == "140 pan ended")
            #expect(atLift == Vector(dx: 0, dy: 0))
        }
    }

    @Test("a repeated position at the start is a sample: the fit keeps its anchor")
    func stillStartIsASample() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        var atLift = Vector.zero
        pan.addAction { _ in if pan.state == .ended { atLift = pan.velocity(in: nil) } }
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 100, at: 25)
        s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 160), at: 55, duration: 30, steps: 3)
        s.up(1, 100, 160, at: 95)
        // Samples at 0, 25, 65, 75 and 85 ms (y 0, 0, 20, 40, 60): the quadratic fit through all
        // five, as numpy.polyfit gives it. Without the sample at 25 ms the 65 ms gap would cut
        // the fit down to the last three, a straight 2,000 pt/s.
        #expect(atLift.dx == 0)
        #expect((atLift.dy * 1000).rounded() / 1000 == 1929.377)
    }
}
