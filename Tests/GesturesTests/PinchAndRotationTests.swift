#if canImport(Glibc)
import Glibc
#endif
import Gestures
import GesturesTesting
import Testing

@Suite struct PinchAndRotationTests {
    @Test("pinch scale is relative to the distance at touch-down, threshold included")
    func pinchScale() {
        let s = GestureScenario()
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        var scales: [Double] = []
        pinch.addAction { _ in scales.append(pinch.scale) }
        s.batch(.down, at: 0, [(1, 150, 200), (2, 250, 200)])
        s.batch(.move, at: 16, [(1, 146, 200), (2, 254, 200)])
        s.batch(.move, at: 32, [(1, 140, 200), (2, 260, 200)])
        s.batch(.move, at: 48, [(1, 100, 200), (2, 300, 200)])
        s.batch(.up, at: 64, [(1, 100, 200), (2, 300, 200)])
        #expect(s.lines == ["32 pinch began", "48 pinch changed", "64 pinch ended"])
        #expect(scales == [1.2, 2, 2])
    }

    @Test("a third finger is ignored and a lifted finger freezes the scale without a jump")
    func pinchStaysSane() {
        let s = GestureScenario()
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        s.batch(.down, at: 0, [(1, 100, 200), (2, 200, 200)])
        s.batch(.move, at: 20, [(1, 50, 200), (2, 250, 200)])
        #expect(pinch.scale == 2)
        s.down(3, 300, 300, at: 30)
        s.move(3, 390, 390, at: 40)
        #expect(pinch.scale == 2)
        s.up(2, 250, 200, at: 50)
        #expect(pinch.scale == 2)
        s.down(4, 150, 200, at: 60)
        #expect(pinch.scale == 2)
        s.move(4, 250, 200, at: 70)
        #expect(pinch.scale == 4)
        #expect(pinch.numberOfTouches == 2)
    }

    @Test("rotation is clockwise positive and accumulates past pi without a jump")
    func rotationAccumulates() {
        let s = GestureScenario()
        let rotation = s.add(RotationRecognizer(), named: "rot")
        var values: [Double] = []
        rotation.addAction { _ in values.append(rotation.rotation) }
        let c = Point(x: 200, y: 200)
        s.batch(.down, at: 0, [(1, 120, 200), (2, 280, 200)])
        // Turn the pair by 45° a step for 5 steps: 225° in all, past π.
        for step in 1...5 {
            let a = Double(step) * Double.pi / 4
            let p = c + Vector(angle: a, length: 80), q = c - Vector(angle: a, length: 80)
            s.batch(.move, at: Double(step) * 16, [(1, q.x, q.y), (2, p.x, p.y)])
        }
        #expect(s.lines == ["16 rot began", "32 rot changed", "48 rot changed", "64 rot changed", "80 rot changed"])
        let expected = (1...5).map { Double($0) * Double.pi / 4 }
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test("pinch and rotation run together when allowed, and exclude each other otherwise")
    func pinchWithRotation() {
        func run(simultaneous: Bool) -> [String] {
            let s = GestureScenario()
            let pinch = s.add(PinchRecognizer(), named: "pinch")
            let rotation = s.add(RotationRecognizer(), named: "rot")
            if simultaneous { pinch.recognizeSimultaneously(with: rotation) }
            s.batch(.down, at: 0, [(1, 150, 200), (2, 250, 200)])
            s.batch(.move, at: 16, [(1, 140, 220), (2, 260, 180)])
            s.batch(.move, at: 32, [(1, 120, 240), (2, 280, 160)])
            s.batch(.up, at: 48, [(1, 120, 240), (2, 280, 160)])
            return s.lines
        }
        #expect(run(simultaneous: true) == [
            "16 pinch began", "16 rot began", "32 pinch changed", "32 rot changed", "48 pinch ended", "48 rot ended",
        ])
        #expect(run(simultaneous: false) == ["16 pinch began", "16 rot failed", "32 pinch changed", "48 pinch ended"])
    }

    @Test("velocity of a steady pinch is its rate of scale per second")
    func pinchVelocity() {
        let s = GestureScenario()
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        s.batch(.down, at: 0, [(1, 100, 200), (2, 200, 200)])
        for i in 1...6 {
            let h = 50 + 5 * Double(i)
            s.batch(.move, at: Double(i) * 10, [(1, 150 - h, 200), (2, 150 + h, 200)])
        }
        #expect(abs(pinch.velocity - 10) < 1e-6)
    }

    @Test("the pinch-and-coast pattern coasts: scale set back to 1 on every change, the velocity is still the fingers' rate")
    func pinchVelocityAfterReset() {
        let s = GestureScenario()
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        var product = 1.0
        pinch.addAction { p in
            product *= pinch.scale
            pinch.scale = 1
        }
        s.batch(.down, at: 0, [(1, 100, 200), (2, 200, 200)])
        for i in 1...6 {
            let h = 50 + 5 * Double(i)
            s.batch(.move, at: Double(i) * 10, [(1, 150 - h, 200), (2, 150 + h, 200)])
        }
        // The scale the client saw multiplies to the fingers' 1.6; the velocity is 10 a second
        // of the fingers' scale, 6.25 a second in the terms of the scale just set (1 of 1.6).
        #expect(abs(product - 1.6) < 1e-12)
        #expect(abs(pinch.velocity - 10 / 1.6) < 1e-6)
    }

    @Test("the turn-and-spin pattern spins: rotation set back to 0 on every change, the velocity is the fingers' turning rate")
    func rotationVelocityAfterReset() {
        func turn(resetting: Bool) -> Double {
            let s = GestureScenario()
            let rotation = s.add(RotationRecognizer(), named: "rotation")
            rotation.addAction { _ in if resetting { rotation.rotation = 0 } }
            s.batch(.down, at: 0, [(1, 100, 200), (2, 200, 200)])
            for i in 1...6 {
                let a = 0.05 * Double(i)
                s.batch(.move, at: Double(i) * 10, [(1, 150 - 50 * cos(a), 200 - 50 * sin(a)), (2, 150 + 50 * cos(a), 200 + 50 * sin(a))])
            }
            return rotation.velocity
        }
        #expect(abs(turn(resetting: false) - 5) < 1e-6)
        #expect(turn(resetting: true) == turn(resetting: false))
    }
}

@Suite struct TwoFingerFocusTests {
    @Test("the pinch's location does not jump to the remaining finger when one lifts")
    func focusStays() {
        let s = GestureScenario()
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        s.batch(.down, at: 0, [(1, 100, 200), (2, 200, 200)])
        #expect(pinch.location(in: nil) == Point(x: 150, y: 200))
        s.batch(.move, at: 16, [(1, 80, 200), (2, 220, 200)])
        #expect(pinch.location(in: nil) == Point(x: 150, y: 200))
        s.up(2, 220, 200, at: 32)
        #expect(pinch.location(in: nil) == Point(x: 150, y: 200))
        s.move(1, 90, 210, at: 48)
        #expect(pinch.location(in: nil) == Point(x: 160, y: 210))
        s.down(3, 300, 210, at: 64)
        #expect(pinch.location(in: nil) == Point(x: 160, y: 210))
        #expect(pinch.scale == 1.4)
    }
}
