import Gestures
import GesturesTesting
import Testing

@Suite struct SwipeRecognizerTests {
    private func swipe(_ direction: SwipeDirection = .right) -> (GestureScenario, SwipeRecognizer) {
        let s = GestureScenario()
        let swipe = s.add(SwipeRecognizer(), named: "swipe")
        swipe.direction = direction
        return (s, swipe)
    }

    @Test("a fast stroke is recognised during the stroke with its direction")
    func fastRight() {
        let (s, swipe) = swipe()
        var direction: SwipeDirection?
        swipe.addAction { _ in direction = swipe.recognizedDirection }
        s.down(1, 100, 200, at: 0)
        s.slide(1, from: Point(x: 100, y: 200), to: Point(x: 200, y: 200), at: 0, duration: 80, steps: 8)
        s.up(1, 200, 200, at: 90)
        #expect(s.lines == ["40 swipe recognized"])
        #expect(direction == .right)
    }

    @Test("every direction can be allowed at once")
    func allDirections() {
        for (dx, dy, expected) in [(80.0, 0.0, SwipeDirection.right), (-80, 0, .left), (0, -80, .up), (0, 80, .down)] {
            let (s, swipe) = swipe(.all)
            var got: SwipeDirection?
            swipe.addAction { _ in got = swipe.recognizedDirection }
            s.down(1, 200, 200, at: 0)
            s.slide(1, from: Point(x: 200, y: 200), to: Point(x: 200 + dx, y: 200 + dy), at: 0, duration: 40, steps: 4)
            #expect(got == expected)
        }
    }

    @Test("a 40-degree diagonal is not a horizontal swipe")
    func diagonal() {
        let (s, _) = swipe([.left, .right])
        let stroke = Vector(angle: 40 * Double.pi / 180, length: 100)
        let dx = stroke.dx, dy = stroke.dy
        s.down(1, 100, 100, at: 0)
        s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 100 + dx, y: 100 + dy), at: 0, duration: 50, steps: 5)
        #expect(s.lines == ["10 swipe failed"])
        #expect(s.reasons == ["swipe: 40° off axis, limit 20°"])
    }

    @Test("a slow drag fails as soon as it can no longer be a swipe")
    func tooSlow() {
        let (s, _) = swipe()
        s.down(1, 100, 100, at: 0)
        s.slide(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, duration: 400, steps: 25)
        #expect(s.lines == ["167 swipe failed"])
        #expect(s.reasons == ["swipe: too slow: 40 pt in 167 ms, needs 50 pt"])
    }

    @Test("a tap is never a swipe")
    func tapIsNotSwipe() {
        let (s, _) = swipe(.all)
        s.tap(Point(x: 100, y: 100), at: 0, hold: 30)
        #expect(s.lines == ["30 swipe failed"])
    }

    @Test("a two-finger pinch does not trigger a one-finger swipe")
    func pinchIsNotSwipe() {
        let (s, _) = swipe(.all)
        let pinch = s.add(PinchRecognizer(), named: "pinch")
        s.batch(.down, at: 0, [(1, 150, 200), (2, 250, 200)])
        s.batch(.move, at: 10, [(1, 120, 200), (2, 280, 200)])
        s.batch(.move, at: 20, [(1, 80, 200), (2, 320, 200)])
        s.batch(.up, at: 30, [(1, 80, 200), (2, 320, 200)])
        #expect(s.lines == ["0 swipe failed", "10 pinch began", "20 pinch changed", "30 pinch ended"])
        #expect(pinch.scale == 1)
    }

    @Test("a two-finger swipe needs both fingers")
    func twoFingerSwipe() {
        let (s, swipe) = swipe(.up)
        swipe.numberOfTouchesRequired = 2
        var touches = 0
        swipe.addAction { _ in touches = swipe.numberOfTouches }
        s.batch(.down, at: 0, [(1, 100, 300), (2, 150, 300)])
        s.batch(.move, at: 20, [(1, 100, 260), (2, 150, 260)])
        s.batch(.move, at: 40, [(1, 100, 220), (2, 150, 220)])
        #expect(s.lines == ["40 swipe recognized"])
        #expect(touches == 2)
    }

    @Test("a stroke along an axis the swipe does not allow fails")
    func wrongDirection() {
        let (s, _) = swipe(.right)
        s.down(1, 200, 100, at: 0)
        s.move(1, 180, 100, at: 10)
        #expect(s.lines == ["10 swipe failed"])
        #expect(s.reasons == ["swipe: moved left, not an allowed direction"])
    }
    /// A stroke 25 pt right and 9 pt down, then twice that: exactly atan2(9, 25) off the axis.
    private func strokeAtTheLimit(limit: Double) -> GestureScenario {
        let (s, swipe) = swipe(.right)
        swipe.maximumAngle = limit
        s.down(1, 100, 100, at: 0)
        s.move(1, 125, 109, at: 10)
        s.move(1, 150, 118, at: 20)
        s.up(1, 150, 118, at: 30)
        return s
    }

    @Test("a stroke exactly at the angle limit is on axis, one a hair beyond it is not")
    func angleLimitEdge() {
        // The tangent 9/25 is above the angle: the quick ratio check cannot settle either
        // case, and the arctangent decides as before.
        let exact = Vector(dx: 25, dy: 9).angle
        #expect(strokeAtTheLimit(limit: exact).lines == ["20 swipe recognized"])
        let under = strokeAtTheLimit(limit: exact.nextDown)
        #expect(under.lines == ["10 swipe failed"])
        #expect(under.reasons == ["swipe: 19.8° off axis, limit 19.8°"])
        // Well inside the limit, the ratio alone settles it.
        #expect(strokeAtTheLimit(limit: 0.4).lines == ["20 swipe recognized"])
    }
}
