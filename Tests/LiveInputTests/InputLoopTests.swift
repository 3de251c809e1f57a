import Gestures
import GesturesTesting
import LiveInput
import Testing

/// The live input loop: device stamps onto the engine's clock, timers, frames, lost input.
@Suite struct InputLoopTests {
    /// An engine with a pan on its root, the timeline of its transitions, and a loop on it.
    private func setUp(_ configure: (inout InputLoop.Configuration) -> Void = { _ in }) -> (InputLoop, GestureTimeline, GestureEngine) {
        let engine = GestureEngine(viewport: Size(width: 400, height: 400))
        let pan = PanRecognizer(name: "pan")
        engine.rootView.addGestureRecognizer(pan)
        let press = LongPressRecognizer(name: "press")
        engine.rootView.addGestureRecognizer(press)
        var configuration = InputLoop.Configuration()
        configure(&configuration)
        return (InputLoop(engine: engine, configuration: configuration), GestureTimeline(recording: engine), engine)
    }

    private func event(_ action: TouchInput.Action, _ pointer: Int, _ x: Double, _ y: Double, at stamp: Double) -> PointerEvent {
        PointerEvent(action, pointer: pointer, at: Point(x: x, y: y), timestamp: stamp)
    }

    @Test("device stamps keep their intervals on the host's clock: the velocity is the finger's")
    func deviceClock() {
        let (loop, timeline, engine) = setUp()
        var velocity = Vector(dx: 0, dy: 0)
        let pan = engine.rootView.gestureRecognizers[0] as! PanRecognizer
        pan.addAction { pan in if pan.state == .ended { velocity = pan.velocity(in: nil) } }
        // The device's clock reads 5,000 s when the host's reads 10 s; the events come 5 ms late.
        var stamp = 5000.0
        loop.receive([event(.down, 1, 100, 100, at: stamp)], arrivedAt: 10.005)
        for i in 1...10 {
            stamp += 0.016
            loop.receive([event(.move, 1, 100 + 20 * Double(i), 100, at: stamp)], arrivedAt: 10.005 + 0.016 * Double(i))
        }
        loop.receive([event(.up, 1, 300, 100, at: stamp)], arrivedAt: 10.18)
        #expect(abs(velocity.dx - 1250) < 1e-6)     // 20 pt every 16 ms
        #expect(timeline.lines.prefix(2) == ["10021 press failed", "10021 pan began"])
        #expect(timeline.lines.last == "10165 pan ended")
    }

    @Test("an event stamped before the last advance is placed at the engine's time, never refused")
    func trailingClock() {
        let (loop, timeline, engine) = setUp()
        loop.receive([event(.down, 1, 100, 100, at: 1.0)], arrivedAt: 1.0)
        loop.advance(to: 1.3)                       // the engine runs to 1.25
        #expect(engine.now == 1.25)
        // Stamped 1.247 s: 3 ms before the engine's time.
        let refused = loop.receive([event(.move, 1, 140, 100, at: 1.247)], arrivedAt: 1.3)
        #expect(refused == [])
        #expect(timeline.lines == ["1250 press failed", "1250 pan began"])
    }

    @Test("timers run when the host asks at nextDeadline: a long press begins 0.5 s after its touch")
    func timers() {
        let (loop, timeline, _) = setUp()
        loop.receive([event(.down, 1, 100, 100, at: 2.0)], arrivedAt: 2.0)
        #expect(loop.nextDeadline == 2.55)          // the engine's 2.5 s, 0.05 s behind
        loop.advance(to: 2.54)
        #expect(timeline.lines == [])
        loop.advance(to: loop.nextDeadline!)
        #expect(timeline.lines == ["2500 press began", "2500 pan failed"])
    }

    @Test("a timer runs when the host wakes at nextDeadline, though the deadline and the window do not sum back exactly")
    func timerAtRoundedDeadline() {
        let (loop, timeline, _) = setUp()
        // 1.951 s + 0.05 s is 2.001 s, and 2.001 s less 0.05 s falls short of 1.951 s by a hair.
        loop.receive([event(.down, 1, 100, 100, at: 1.451)], arrivedAt: 1.451)
        #expect(loop.nextDeadline == 1.951 + 0.05)
        loop.advance(to: loop.nextDeadline!)
        #expect(timeline.lines == ["1951 press began", "1951 pan failed"])
        #expect(loop.nextDeadline == nil)
        // A page's clock in milliseconds, coarsened, reads a little short of the deadline as its
        // timer fires: within a microsecond, the timer is due.
        let (page, pageTimeline, _) = setUp()
        page.receive([event(.down, 1, 100, 100, at: 7.484)], arrivedAt: 7.484)
        page.advance(to: page.nextDeadline! - 0.000_002)
        #expect(pageTimeline.lines == [])           // 2 µs short: not yet
        page.advance(to: (page.nextDeadline! * 1000 - 0.000_9) / 1000)
        #expect(pageTimeline.lines == ["7984 press began", "7984 pan failed"])
        // A trace's rounding down to the microsecond: a page's 17 ms window, its press at
        // 1.103 s, due at 1.603 s and woken at 1,619.9999999999998 ms — 1.602999 s, rounded.
        let (trailing, trailingTimeline, _) = setUp { $0.trailing = 0.017 }
        trailing.receive([event(.down, 1, 100, 100, at: 1.103)], arrivedAt: 1.103)
        #expect(trailing.nextDeadline! * 1000 == 1619.9999999999998)
        trailing.frame(at: trailing.nextDeadline! * 1000 / 1000)
        #expect(trailingTimeline.lines == ["1603 press began", "1603 pan failed"])
    }

    @Test("the events of one frame and one instant reach the engine as one batch")
    func frames() {
        let (loop, _, engine) = setUp()
        var batches: [Int] = []
        engine.onInput = { batches.append($0.count) }
        loop.enqueue(event(.down, 1, 100, 100, at: 0.010))
        loop.enqueue(event(.down, 2, 200, 100, at: 0.010))
        loop.enqueue(event(.move, 1, 101, 100, at: 0.012))
        #expect(batches == [])
        #expect(loop.frame(at: 0.016) == [])
        #expect(batches == [2, 1])
        #expect(loop.pointersDown == [1, 2])
    }

    @Test("an overflow of the queue cancels every pointer down; their later events are ignored until they land again")
    func overflow() {
        let (loop, timeline, engine) = setUp { $0.queueCapacity = 4 }
        loop.enqueue(event(.down, 1, 100, 100, at: 0))
        loop.frame(at: 0)
        loop.enqueue(event(.move, 1, 150, 100, at: 0.016))
        loop.frame(at: 0.016)
        for i in 1...5 { loop.enqueue(event(.move, 1, 150 + Double(i), 100, at: 0.016 + 0.001 * Double(i))) }
        #expect(loop.droppedEvents == 5)
        loop.frame(at: 0.032)
        #expect(engine.touchCount == 0)
        #expect(loop.interruptions == 1)
        loop.enqueue(event(.move, 1, 190, 100, at: 0.04))
        loop.frame(at: 0.048)
        #expect(timeline.lines == ["16 press failed", "16 pan began", "16 pan cancelled"])
        #expect(timeline.reasons.last == "pan: touch cancelled")
    }

    @Test("a gap between frames longer than maximumGap cancels the pointers down, where the last frame left them")
    func gap() {
        let (loop, timeline, _) = setUp()
        loop.enqueue(event(.down, 1, 100, 100, at: 0))
        loop.enqueue(event(.move, 1, 150, 100, at: 0.01))
        loop.frame(at: 0.016)
        loop.frame(at: 0.5)                         // 484 ms later: within the gap
        #expect(loop.pointersDown == [1])
        loop.frame(at: 1.2)                         // 700 ms: the app was not running
        #expect(loop.pointersDown == [])
        // The move, stamped 10 ms, arrived 16 ms: the offset learnt puts it at 16 ms.
        #expect(timeline.lines == ["16 press failed", "16 pan began", "450 pan cancelled"])
    }

    @Test("a pointer landing again without having lifted cancels everything down first: its lift was lost")
    func landsTwice() {
        let (loop, timeline, engine) = setUp()
        loop.receive([event(.down, 1, 100, 100, at: 0), event(.move, 1, 150, 100, at: 0.02)], arrivedAt: 0.02)
        loop.receive([event(.down, 1, 300, 300, at: 0.1)], arrivedAt: 0.1)
        #expect(loop.interruptions == 1)
        #expect(engine.activeTouches.map(\.location) == [Point(x: 300, y: 300)])
        #expect(timeline.lines == ["20 press failed", "20 pan began", "20 pan cancelled"])
    }

    @Test("interrupt() cancels the pointers down now; values that are not numbers are refused by place")
    func interruptAndRefusals() {
        let (loop, _, engine) = setUp { $0.maximumPointers = 2 }
        let refused = loop.receive([
            event(.down, 1, 10, 10, at: 0), event(.down, 2, .nan, 10, at: 0),
            event(.down, 3, 30, 10, at: 0), event(.down, 4, 40, 10, at: 0),
        ], arrivedAt: 0)
        #expect(refused.map(\.index) == [1, 3])
        #expect(refused.map(\.reason) == ["pointer 2: not a finite number", "more than 2 pointers: pointer 4 ignored"])
        #expect(loop.interrupt() == 2)
        #expect(engine.touchCount == 0)
        #expect(loop.interrupt() == 0)
    }

    @Test("an event framed alone goes as enqueue then frame(at:) take it: the same transitions, refusals, interruptions and timers")
    func framedAlone() {
        let trace: [(PointerEvent, Double)] = [
            (event(.down, 1, 100, 100, at: 5.000), 5.004),
            (event(.move, 7, 120, 100, at: 5.010), 5.014),      // not down: passed over
            (event(.move, 1, .nan, 100, at: 5.016), 5.020),     // refused
            (event(.move, 1, 130, 100, at: 5.016), 5.020),
            (event(.down, 1, 140, 100, at: 5.040), 5.044),      // landed again: its lift was lost
            (event(.move, 1, 180, 120, at: 5.056), 5.060),
            (event(.up, 1, 180, 120, at: 5.072), 5.076),
            (event(.down, 2, 50, 50, at: 5.200), 5.204),        // held: the long press's timer
        ]
        // No gap rule: the held pointer's long press waits out its half second.
        let (alone, aloneLines, _) = setUp { $0.maximumGap = nil }
        let (queued, queuedLines, _) = setUp { $0.maximumGap = nil }
        var aloneRefused: [String] = [], queuedRefused: [String] = []
        for (e, arrival) in trace {
            if let refused = alone.frame(e, at: arrival) { aloneRefused.append(refused.reason) }
            queued.enqueue(e)
            queuedRefused += queued.frame(at: arrival).map(\.reason)
        }
        alone.advance(to: 5.8)
        queued.advance(to: 5.8)
        #expect(aloneLines.lines == queuedLines.lines)
        #expect(aloneLines.lines == [
            "5020 press failed", "5020 pan began", "5020 pan cancelled", "5060 press failed", "5060 pan began", "5076 pan ended",
            "5704 press began", "5704 pan failed",
        ])
        #expect(aloneRefused == ["pointer 1: not a finite number"])
        #expect(aloneRefused == queuedRefused)
        #expect(alone.interruptions == 1 && queued.interruptions == 1)
        #expect(alone.pointersDown == [2] && queued.pointersDown == [2])
    }

    @Test("an event framed alone while others are held goes with them, in order, the general way")
    func framedAloneAfterHeld() {
        let (loop, timeline, engine) = setUp()
        loop.enqueue(event(.down, 1, 100, 100, at: 1.0))
        let refused = loop.frame(event(.move, 1, 160, 100, at: 1.02), at: 1.02)
        #expect(refused == nil)
        #expect(engine.activeTouches.map(\.location) == [Point(x: 160, y: 100)])
        #expect(timeline.lines == ["1020 press failed", "1020 pan began"])
    }
}

