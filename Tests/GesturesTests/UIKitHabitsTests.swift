import Gestures
import GesturesTesting
import Testing

/// Code written as UIKit developers write it works as it does on a device.
@Suite struct UIKitHabitsTests {
    @Test("a handler that checks state == .ended runs for a tap, as UIKit's .recognized is .ended")
    func recognizedIsEnded() {
        let s = GestureScenario()
        let tap = s.add(TapRecognizer(), named: "tap")
        var handled: [String] = []
        tap.addAction { tap in
            if tap.state == .ended { handled.append("ended at \(tap.location(in: nil).x)") }
        }
        s.tap(Point(x: 30, y: 40), at: 0)
        #expect(handled == ["ended at 30.0"])
        #expect(GestureState.recognized == .ended)
        // Text still tells a recognition from a continuous gesture's end.
        #expect(s.lines == ["50 tap recognized"])
        #expect(s.timeline.entries.map(\.state) == [.ended])
    }

    @Test("an action gets the recognizer as its own type, with no cast, and can be removed")
    func typedRemovableActions() {
        let s = GestureScenario()
        let pan = s.add(PanRecognizer(), named: "pan")
        var moves: [Double] = [], all = 0
        let first = pan.addAction { pan in moves.append(pan.translation(in: nil).dx) }
        pan.addAction { _ in all += 1 }
        s.drag(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), at: 0, steps: 3)
        #expect(moves == [20, 40, 60, 60])
        #expect(pan.removeAction(first))
        #expect(!pan.removeAction(first))
        s.drag(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), at: 500, steps: 3)
        #expect(moves == [20, 40, 60, 60])
        #expect(all == 8)
        // Another recognizer's identifier removes nothing here.
        let other = TapRecognizer()
        #expect(!pan.removeAction(other.addAction { _ in }))
        pan.removeAllActions()
        s.drag(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), at: 1000, steps: 3)
        #expect(all == 8)
    }

    @Test("an action that reads its recognizer from the argument leaves no cycle: the recognizer goes with its view")
    func noCycle() {
        weak var gone: TapRecognizer?
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let tap = TapRecognizer()
            tap.addAction { tap in _ = tap.location(in: nil) }
            view.addGestureRecognizer(tap)
            gone = tap
        }
        #expect(gone == nil)
    }

    /// A button whose touch area reaches 20 pt beyond its bounds, and a container that keeps
    /// its children's touches for itself.
    final class WideButton: View {
        override func hitTest(_ point: Point, minimumAlpha: Double) -> View? {
            guard !isHidden, isUserInteractionEnabled else { return nil }
            return bounds.insetBy(dx: -20, dy: -20).contains(point) ? self : nil
        }
    }

    final class Swallowing: View {
        override func hitTest(_ point: Point, minimumAlpha: Double) -> View? {
            super.hitTest(point, minimumAlpha: minimumAlpha) == nil ? nil : self
        }
    }

    @Test("an overridden hitTest decides which view a touch lands on, anywhere in the tree")
    func overriddenHitTest() {
        let s = GestureScenario()
        let button = WideButton(frame: Rect(x: 100, y: 100, width: 44, height: 44), name: "button")
        s.root.addSubview(button)
        s.add(TapRecognizer(), named: "button tap", to: button)
        s.tap(Point(x: 90, y: 90), at: 0)          // 10 pt outside its frame
        s.tap(Point(x: 70, y: 70), at: 500)        // 30 pt outside: the root's
        #expect(s.lines == ["50 button tap recognized"])

        let box = Swallowing(frame: Rect(x: 200, y: 200, width: 100, height: 100), name: "box")
        s.root.addSubview(box)
        let child = s.addView(Rect(x: 10, y: 10, width: 30, height: 30), name: "child", in: box)
        s.add(TapRecognizer(), named: "child tap", to: child)
        s.add(TapRecognizer(), named: "box tap", to: box)
        s.tap(Point(x: 220, y: 220), at: 1000)     // on the child, kept by the box
        #expect(s.lines.last == "1050 box tap recognized")
        #expect(s.root.hitTest(Point(x: 220, y: 220)) === box)
    }
}
