import Gestures
import Testing

/// Seeded storms of random touches against every kind of recognizer: the engine must never
/// refuse valid input, must leave nothing pending, and must give the same log twice.
@Suite struct RandomTraceTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

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
        var rng = Generator(state: seed)
        var down: [Int: Point] = [:]
        var nextID = 1
        var t = 0.0
        for _ in 0..<1500 {
            t += Double(Int.random(in: 0...40, using: &rng))
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 15 && down.count < 4 {
                let p = Point(x: Double.random(in: 0..<600, using: &rng), y: Double.random(in: 0..<600, using: &rng))
                down[nextID] = p
                s.down(nextID, p.x, p.y, at: t)
                nextID += 1
            } else if roll < 30, let id = down.keys.sorted().first {
                let p = down.removeValue(forKey: id)!
                if roll < 28 { s.up(id, p.x, p.y, at: t) } else { s.cancel(id, p.x, p.y, at: t) }
            } else if roll < 35 && down.isEmpty {
                s.hover(500, Double.random(in: 0..<600, using: &rng), Double.random(in: 0..<600, using: &rng), at: t)
            } else if !down.isEmpty {
                for id in down.keys.sorted() {
                    let p = down[id]! + Vector(dx: Double.random(in: -30...30, using: &rng), dy: Double.random(in: -30...30, using: &rng))
                    down[id] = p
                    s.move(id, p.x, p.y, at: t)
                }
            }
        }
        for id in down.keys.sorted() { s.up(id, down[id]!.x, down[id]!.y, at: t + 10) }
        s.finish()
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
