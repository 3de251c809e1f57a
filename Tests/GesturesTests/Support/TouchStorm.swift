import Gestures
import GesturesTesting

/// A seeded storm of random touches: up to four fingers landing anywhere on a 600 × 600 pt
/// screen, wandering up to `jitter` (30) pt per step, lifting or being cancelled, a mouse hovering when no
/// finger is down; every finger lifts at the end and every timer fires.
struct TouchStorm {
    /// SplitMix64: small, seeded, the same sequence on every machine.
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

    var seed: UInt64
    var events = 1500
    /// The most a finger moves per step, in points; a few points lets taps through.
    var jitter = 30.0
    /// Whether half the fingers land within 10 pt of where the last one lifted, as the next
    /// finger of a double or triple tap does.
    var tapsAgain = false

    /// Plays the storm on `s`, calling `afterEach` after every input.
    func play(on s: GestureScenario, afterEach: () -> Void = {}) {
        var rng = Generator(state: seed)
        var down: [Int: Point] = [:]
        var nextID = 1
        var t = 0.0
        var lastLift: Point?
        for _ in 0..<events {
            t += Double(Int.random(in: 0...40, using: &rng))
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 15 && down.count < 4 {
                var p = Point(x: Double.random(in: 0..<600, using: &rng), y: Double.random(in: 0..<600, using: &rng))
                if tapsAgain, let last = lastLift, Bool.random(using: &rng) {
                    p = last + Vector(dx: Double.random(in: -10...10, using: &rng), dy: Double.random(in: -10...10, using: &rng))
                }
                down[nextID] = p
                s.down(nextID, p.x, p.y, at: t)
                nextID += 1
            } else if roll < 30, let id = down.keys.sorted().first {
                let p = down.removeValue(forKey: id)!
                lastLift = p
                if roll < 28 { s.up(id, p.x, p.y, at: t) } else { s.cancel(id, p.x, p.y, at: t) }
            } else if roll < 35 && down.isEmpty {
                s.hover(500, Double.random(in: 0..<600, using: &rng), Double.random(in: 0..<600, using: &rng), at: t)
            } else if !down.isEmpty {
                for id in down.keys.sorted() {
                    let p = down[id]! + Vector(dx: Double.random(in: -jitter...jitter, using: &rng), dy: Double.random(in: -jitter...jitter, using: &rng))
                    down[id] = p
                    s.move(id, p.x, p.y, at: t)
                }
            }
            afterEach()
        }
        for id in down.keys.sorted() {
            s.up(id, down[id]!.x, down[id]!.y, at: t + 10)
            afterEach()
        }
        s.finish()
    }
}
