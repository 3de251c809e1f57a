import Gestures
import Testing

/// Seeded storms of random touches against every kind of recognizer: the engine must never
/// refuse valid input, must leave nothing pending, and must give the same log twice.
@Suite struct RandomTraceTests {
    private func storm(seed: UInt64) -> (log: [String], scenario: Scenario) {
        let s = Scenario(width: 600, height: 600)
        let card = s.view(Rect(x: 100, y: 100, width: 300, height: 300), name: "card")
        let tap = s.add(TapRecognizer(), "tap", to: card)
        let dbl = s.add(TapRecognizer(), "dbl", to: card)
        dbl.numberOfTapsRequired = 2
        tap.require(toFail: dbl)
        s.add(LongPressRecognizer(), "press", to: card)
        let pan = s.add(PanRecognizer(), "pan")
        let swipe = s.add(SwipeRecognizer(), "swipe")
        swipe.direction = .all
        pan.require(toFail: swipe)
        let pinch = s.add(PinchRecognizer(), "pinch", to: card)
        pinch.recognizeSimultaneously(with: s.add(RotationRecognizer(), "rotation", to: card))
        s.add(ScreenEdgePanRecognizer(), "edge").edges = .all
        s.add(ShakeRecognizer(), "shake")
        s.add(HoverRecognizer(), "hover", to: card)
        TouchStorm(seed: seed).play(on: s)
        return (s.log, s)
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
