import Gestures
import GesturesTesting
import Testing

/// Seeded storms of random touches against every kind of recognizer: the engine must never
/// refuse valid input, must leave nothing pending, and must give the same log twice.
@Suite struct RandomTraceTests {
    private func storm(seed: UInt64) -> (log: [String], scenario: GestureScenario) {
        let s = GestureScenario(width: 600, height: 600)
        let card = s.addView(Rect(x: 100, y: 100, width: 300, height: 300), name: "card")
        let tap = s.add(TapRecognizer(), named: "tap", to: card)
        let dbl = s.add(TapRecognizer(), named: "dbl", to: card)
        dbl.numberOfTapsRequired = 2
        tap.require(toFail: dbl)
        s.add(LongPressRecognizer(), named: "press", to: card)
        let pan = s.add(PanRecognizer(), named: "pan")
        let swipe = s.add(SwipeRecognizer(), named: "swipe")
        swipe.direction = .all
        pan.require(toFail: swipe)
        let pinch = s.add(PinchRecognizer(), named: "pinch", to: card)
        pinch.recognizeSimultaneously(with: s.add(RotationRecognizer(), named: "rotation", to: card))
        s.add(ScreenEdgePanRecognizer(), named: "edge").edges = .all
        s.add(ShakeRecognizer(), named: "shake")
        s.add(HoverRecognizer(), named: "hover", to: card)
        TouchStorm(seed: seed).play(on: s)
        return (s.lines, s)
    }

    @Test("random storms leave nothing pending and replay identically", arguments: [1, 2, 3, 4] as [UInt64])
    func storms(seed: UInt64) {
        let (log, s) = storm(seed: seed)
        #expect(!log.contains { $0.hasPrefix("error") })
        #expect(log.count > 100)
        #expect(!s.engine.hasPendingTimers)
        #expect(s.engine.touchCount == 0)
        #expect(storm(seed: seed).log == log)
    }
}
