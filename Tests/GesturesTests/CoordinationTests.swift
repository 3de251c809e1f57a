import Gestures
import GesturesTesting
import Testing

@Suite struct CoordinationTests {
    /// A pan and a swipe on the root view, the pan either waiting for the swipe to fail or
    /// recognised together with it.
    private func panAndSwipe(panWaits: Bool) -> (GestureScenario, PanRecognizer) {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        let swipe = s.add(SwipeRecognizer(), named: "swipe")
        if panWaits { pan.require(toFail: swipe) } else { pan.recognizeSimultaneously(with: swipe) }
        return (s, pan)
    }

    /// A fast stroke of 100 pt in 40 ms, lifted at 50 ms.
    private func flick(_ s: GestureScenario) {
        s.down(1, 100, 100, at: 0)
        s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 40, steps: 4)
        s.up(1, 200, 100, at: 50)
    }

    @Test("tap vs pan: a still touch taps, a moving one pans and fails the tap")
    func tapVersusPan() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.add(PanRecognizer(), named: "pan")
        s.tap(Point(x: 100, y: 100), at: 0)
        s.down(2, 100, 100, at: 500)
        s.move(2, 140, 100, at: 520)
        s.up(2, 140, 100, at: 540)
        #expect(s.lines == ["50 tap recognized", "50 pan failed", "520 tap failed", "520 pan began", "540 pan ended"])
        #expect(s.reasons == ["pan: tap took the touches first", "tap: moved 40 pt, slop 10 pt"])
    }

    @Test("pan vs swipe: with require(toFail:) a fast stroke swipes and a slow one pans late")
    func panRequiresSwipeToFail() {
        let (s, _) = panAndSwipe(panWaits: true)
        flick(s)
        #expect(s.lines == ["20 swipe recognized", "20 pan failed"])
        #expect(s.reasons == ["pan: required failure of swipe: it recognized"])

        let (slow, pan2) = panAndSwipe(panWaits: true)
        var beganAt: Vector?
        pan2.addAction { _ in if pan2.state == .began { beganAt = pan2.translation(in: nil) } }
        slow.down(1, 100, 100, at: 0)
        slow.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 500, steps: 25)
        slow.up(1, 200, 100, at: 520)
        #expect(Array(slow.lines.prefix(3)) == ["167 swipe failed", "167 pan began", "180 pan changed"])
        #expect(slow.lines.last == "520 pan ended")
        #expect(beganAt == Vector(dx: 32, dy: 0))
    }

    @Test("pan and swipe allowed together both report")
    func panWithSwipe() {
        let (s, _) = panAndSwipe(panWaits: false)
        flick(s)
        #expect(s.lines == ["10 pan began", "20 swipe recognized", "20 pan changed", "30 pan changed", "40 pan changed", "50 pan ended"])
    }

    @Test("a pairing ended with stopRecognizingSimultaneously excludes again, from either side")
    func simultaneityEnded() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        let swipe = s.add(SwipeRecognizer(), named: "swipe")
        pan.recognizeSimultaneously(with: swipe)
        swipe.stopRecognizingSimultaneously(with: pan)
        flick(s)
        #expect(s.lines == ["10 pan began", "10 swipe failed", "20 pan changed", "30 pan changed", "40 pan changed", "50 pan ended"])
        #expect(s.reasons == ["swipe: pan took the touches first"])
    }

    @Test("recognizers of equal precedence on one view take touches in the order they were added, whatever their names")
    func equalsInOrderAdded() {
        for (first, second) in [("Z", "a"), ("a", "Z"), ("ab", "a"), ("\u{E9}", "e\u{301}")] {
            let s = GestureScenario()
            s.add(PanRecognizer(), named: first)
            s.add(PanRecognizer(), named: second)
            s.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10)], at: 0)
            #expect(s.reasons == ["\(second): \(first) took the touches first"])
        }
    }

    @Test("rotate while dragging: a second-finger tap is recognised while a one-finger pan goes on")
    func secondFingerTapWhilePanning() {
        let s = GestureScenario()
        let piece = s.addView(Rect(x: 50, y: 50, width: 200, height: 200), name: "piece")
        let pan = s.add(PanRecognizer(), named: "pan", to: piece)
        pan.maximumNumberOfTouches = 1
        s.add(TapRecognizer(), named: "turn", to: piece)
        s.down(1, 100, 100, at: 0)
        s.move(1, 130, 100, at: 20)
        s.tap(Point(x: 200, y: 200), at: 100, hold: 60)
        s.move(1, 140, 100, at: 200)
        s.up(1, 140, 100, at: 220)
        #expect(s.lines == ["20 turn failed", "20 pan began", "160 turn recognized", "200 pan changed", "220 pan ended"])
    }

    @Test("long press cancelled by movement hands over to a pan")
    func pressThenPan() {
        let s = GestureScenario()
        s.add(LongPressRecognizer(), named: "press")
        s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 130, at: 200)
        s.finish()
        #expect(s.lines == ["200 press failed", "200 pan began"])
    }

    @Test("a touch cancelled mid-gesture cancels the pan and fails the tap")
    func systemCancel() {
        let s = GestureScenario()
        s.add(TapRecognizer(), named: "tap")
        s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.cancel(1, 100, 100, at: 30)
        #expect(s.lines == ["30 tap failed", "30 pan failed"])
        #expect(s.reasons == ["tap: touch cancelled", "pan: touch cancelled"])
    }

    @Test("the delegate can refuse to begin, hide touches and allow simultaneity")
    func delegate() {
        final class Policy: GestureRecognizerDelegate {
            var allowBegin = true
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowBegin }
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { touch.location.x < 300 }
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        let s = GestureScenario()
        let policy = Policy()
        let tap = s.add(TapRecognizer(), named: "tap")
        s.add(TapRecognizer(), named: "tap2")
        tap.delegate = policy
        s.tap(Point(x: 100, y: 100), at: 0)
        #expect(s.lines == ["50 tap recognized", "50 tap2 recognized"])
        s.tap(Point(x: 350, y: 100), at: 1000)
        #expect(s.lines.suffix(1) == ["1050 tap2 recognized"])
        policy.allowBegin = false
        s.tap(Point(x: 100, y: 100), at: 2000)
        #expect(s.lines.suffix(2) == ["2050 tap failed", "2050 tap2 recognized"])
        #expect(s.reasons == ["tap: delegate declined to begin"])
    }

    @Test("delegate failure requirements work in both directions")
    func delegateRequirements() {
        final class Wait: GestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
                other.name == "tap"
            }
        }
        let s = GestureScenario()
        let wait = Wait()
        s.add(TapRecognizer(), named: "tap")
        let dbl = s.add(TapRecognizer(), named: "dbl")
        dbl.numberOfTapsRequired = 2
        dbl.delegate = wait
        s.tap(Point(x: 100, y: 100), at: 0)
        s.finish()
        #expect(s.lines == ["350 dbl failed", "350 tap recognized"])
    }

    @Test("disabling a recognizer mid-gesture cancels it; a disabled one never blocks")
    func disabling() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.move(1, 140, 100, at: 20)
        pan.isEnabled = false
        s.move(1, 160, 100, at: 40)
        #expect(s.lines == ["20 pan began", "20 pan cancelled"])
        #expect(s.reasons == ["pan: disabled"])

        let t = GestureScenario()
        let tap = t.add(TapRecognizer(), named: "tap")
        let dbl = t.add(TapRecognizer(), named: "dbl")
        dbl.numberOfTapsRequired = 2
        tap.require(toFail: dbl)
        dbl.isEnabled = false
        t.tap(Point(x: 100, y: 100), at: 0)
        #expect(t.lines == ["50 tap recognized"])
    }

    @Test("removing a recognizer mid-gesture cancels it")
    func removing() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        s.down(1, 100, 100, at: 0)
        s.move(1, 140, 100, at: 20)
        s.root.removeGestureRecognizer(pan)
        s.up(1, 160, 100, at: 40)
        #expect(s.lines == ["20 pan began", "20 pan cancelled"])
        #expect(s.reasons == ["pan: removed from its view"])
    }

    @Test("a recognizer taken off its view by a delegate while a touch lands still follows that touch, then goes")
    func removedWhileLanding() {
        final class Remover: GestureRecognizerDelegate {
            weak var card: View?
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                if let card, let first = card.gestureRecognizers.first { card.removeGestureRecognizer(first) }
                return true
            }
        }
        let s = GestureScenario()
        let card = s.addView(Rect(x: 0, y: 0, width: 200, height: 200), name: "card")
        weak var inner: TapRecognizer?
        do {
            let tap = TapRecognizer()
            inner = tap
            s.add(tap, named: "inner", to: card)
        }
        let remover = Remover()
        remover.card = card
        s.add(TapRecognizer(), named: "outer").delegate = remover
        // The inner tap was listed for the touch before the outer one's delegate removed it:
        // the engine holds it, so it follows the touch it already had, as the view's own list
        // would have before the removal.
        s.down(1, 50, 50, at: 0)
        #expect(card.gestureRecognizers.isEmpty)
        #expect(inner != nil)
        s.up(1, 50, 50, at: 50)
        #expect(s.lines == ["50 inner recognized", "50 outer failed"])
        s.tap(Point(x: 50, y: 50), at: 1000)
        #expect(s.lines.suffix(1) == ["1050 outer recognized"])
    }

    @Test("a view that goes away mid-gesture leaves its pan to finish the gesture, then the pan goes too")
    func viewFreedMidGesture() {
        let s = GestureScenario()
        weak var pan: PanRecognizer?
        weak var container: View?
        do {
            let box = s.addView(Rect(x: 0, y: 0, width: 300, height: 300), name: "box")
            _ = s.addView(Rect(x: 50, y: 50, width: 100, height: 100), name: "child", in: box)
            pan = s.add(PanRecognizer(), named: "pan", to: box)
            container = box
        }
        s.down(1, 100, 100, at: 0)
        // The touch holds the child it landed on, not its ancestors: the box is freed here.
        container?.removeFromSuperview()
        #expect(container == nil)
        #expect(pan != nil)
        s.move(1, 130, 100, at: 20)
        s.move(1, 160, 100, at: 40)
        s.up(1, 160, 100, at: 60)
        #expect(s.lines == ["20 pan began", "40 pan changed", "60 pan ended"])
        #expect(pan == nil)
    }

    @Test("a recognizer an action takes off its view mid-step is failed, held until the step ends, then goes")
    func removedByAnAction() {
        let s = GestureScenario()
        let card = s.addView(Rect(x: 0, y: 0, width: 200, height: 200), name: "card")
        weak var pinch: PinchRecognizer?
        do {
            pinch = s.add(PinchRecognizer(), named: "pinch", to: card)
        }
        let pan = s.add(PanRecognizer(), named: "pan", to: card)
        pan.addAction { [unowned card] r in
            if r.state == .began, let p = pinch { card.removeGestureRecognizer(p) }
        }
        s.down(1, 50, 50, at: 0)
        s.move(1, 80, 50, at: 20)
        #expect(pinch == nil)
        s.up(1, 80, 50, at: 40)
        #expect(s.lines == ["20 pan began", "20 pinch failed", "40 pan ended"])
    }

    @Test("a delegate given after a touch that takes a later recognizer off the view as a touch lands: that one is not listed, and goes")
    func delegateGivenLaterRemovesAnother() {
        final class Remover: GestureRecognizerDelegate {
            weak var card: View?
            weak var victim: GestureRecognizer?
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                if let card, let victim { card.removeGestureRecognizer(victim) }
                return true
            }
        }
        let s = GestureScenario()
        let card = s.addView(Rect(x: 0, y: 0, width: 200, height: 200), name: "card")
        let press = s.add(LongPressRecognizer(), named: "press", to: card)
        weak var pan: PanRecognizer?
        do {
            pan = s.add(PanRecognizer(), named: "pan", to: card)
        }
        // The view works out how to list its recognizers while neither has a delegate.
        s.tap(Point(x: 50, y: 50), at: 0)
        let remover = Remover()
        remover.card = card
        remover.victim = pan
        press.delegate = remover
        // The press is listed first (higher precedence); its delegate removes the pan.
        s.down(2, 50, 50, at: 1000)
        #expect(pan == nil)
        s.move(2, 90, 50, at: 1020)
        s.up(2, 90, 50, at: 1040)
        #expect(s.lines == ["50 press failed", "50 pan failed", "1020 press failed"])
    }

    /// Taps "a" and "b" on the root view, simultaneous, after one tap has made the view work out
    /// its listing (both recognised, a first).
    private func twoTapsAfterOneTap() -> (GestureScenario, TapRecognizer, TapRecognizer) {
        let s = GestureScenario()
        let a = s.add(TapRecognizer(), named: "a")
        let b = s.add(TapRecognizer(), named: "b")
        a.recognizeSimultaneously(with: b)
        s.tap(Point(x: 100, y: 100), at: 0)
        #expect(s.lines == ["50 a recognized", "50 b recognized"])
        return (s, a, b)
    }

    @Test("a tap made a double tap after touches have landed is ordered by its new precedence")
    func precedenceChangedAfterTouches() {
        let (s, _, b) = twoTapsAfterOneTap()
        // Now b (a double tap) ranks above a, and reports first when both recognise at once.
        b.numberOfTapsRequired = 2
        s.tap(Point(x: 100, y: 100), at: 1000)
        s.tap(Point(x: 100, y: 100), at: 1100)
        #expect(s.lines.suffix(3) == ["1050 a recognized", "1150 b recognized", "1150 a recognized"])
    }

    @Test("renaming a recognizer after touches have landed leaves its place among equals")
    func renamedAfterTouches() {
        let (s, a, _) = twoTapsAfterOneTap()
        // Names take no part in the order (fingerplay.js's engine has none): a stays first.
        a.name = "c"
        s.tap(Point(x: 100, y: 100), at: 1000)
        #expect(s.lines.suffix(2) == ["1050 c recognized", "1050 b recognized"])
    }

    @Test("recognizers on the hit view and its ancestors all see the touch; the deeper view wins a tie")
    func ancestors() {
        let s = GestureScenario()
        let card = s.addView(Rect(x: 0, y: 0, width: 200, height: 200), name: "card")
        s.add(TapRecognizer(), named: "outer")
        s.add(TapRecognizer(), named: "inner", to: card)
        s.tap(Point(x: 50, y: 50), at: 0)
        s.tap(Point(x: 300, y: 300), at: 1000)
        #expect(s.lines == ["50 inner recognized", "50 outer failed", "1050 outer recognized"])
    }

    @Test("simultaneousWith everything")
    func simultaneousWithAll() {
        let s = GestureScenario()
        let tap = s.add(TapRecognizer(), named: "tap")
        tap.recognizesSimultaneouslyWithAll = true
        s.add(LongPressRecognizer(), named: "press")
        s.tap(Point(x: 100, y: 100), at: 0, hold: 600)
        #expect(s.lines == ["500 press began", "600 tap recognized", "600 press ended"])
    }
}
