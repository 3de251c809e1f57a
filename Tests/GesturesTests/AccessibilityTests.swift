import Gestures
import GesturesTesting
import Testing

/// A slider a platform layer reads as adjustable: its value in words, stepped by assistive
/// technology as by a finger's pan.
private final class Slider: View {
    var percent = 40
    override func accessibilityIncrement() { percent = min(100, percent + 10); accessibilityValue = "\(percent) %" }
    override func accessibilityDecrement() { percent = max(0, percent - 10); accessibilityValue = "\(percent) %" }
}

/// A button that does its own activation, as a UIKit control may.
private final class OwnButton: View {
    var presses = 0
    override func accessibilityActivate() -> Bool { presses += 1; return true }
}

/// What assistive technology asks of views: their words and traits read, activation as a tap at
/// the activation point through the recognizers' arbitration, steps and custom actions.
@Suite struct AccessibilityTests {
    /// A card at (100, 100) whose single tap waits for its double tap to fail, as UIKit's pairs do.
    static func cardWithTapAndDoubleTap() -> (GestureScenario, View, TapRecognizer) {
        let s = GestureScenario()
        let card = s.addView(Rect(x: 100, y: 100, width: 100, height: 140), name: "card")
        let tap = s.add(TapRecognizer(), named: "tap", to: card)
        let double = s.add(TapRecognizer(), named: "double tap", to: card)
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        return (s, card, tap)
    }

    @Test("a view describes itself; nothing is set until asked")
    func describes() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        let board = View(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        root.addSubview(board)
        let card = View(frame: Rect(x: 10, y: 20, width: 100, height: 60))
        #expect(card.isAccessibilityElement == false && card.accessibilityLabel == nil && card.accessibilityTraits == [])
        board.addSubview(card)
        // The centre in the coordinates of the top of the tree: the board's corner is at (100, 100).
        #expect(card.accessibilityActivationPoint == Point(x: 160, y: 150))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Tile A"
        card.accessibilityValue = "on target 3"
        card.accessibilityHint = "Moves the tile"
        card.accessibilityTraits = [.button, .selected]
        #expect(card.isAccessibilityElement && card.accessibilityLabel == "Tile A" && card.accessibilityValue == "on target 3")
        #expect(card.accessibilityHint == "Moves the tile" && card.accessibilityTraits == [.button, .selected])
        card.accessibilityActivationPoint = Point(x: 15, y: 25)
        #expect(card.accessibilityActivationPoint == Point(x: 15, y: 25))
    }

    @Test("activating a card with a tap and a double tap: the single tap, after the double tap fails")
    func activationTaps() {
        let (s, card, tap) = Self.cardWithTapAndDoubleTap()
        var at: Point?
        tap.addAction { at = $0.location(in: card) }
        #expect(s.activate(card, at: 100))
        s.finish()
        s.expectLines(["400 double tap failed", "400 tap recognized"])
        #expect(at == Point(x: 50, y: 70))
        s.expectNoErrors()
    }

    @Test("activated twice within the interval, the double tap")
    func activationTwice() {
        let (s, card, _) = Self.cardWithTapAndDoubleTap()
        s.activate(card, at: 0)
        s.activate(card, at: 200)
        s.finish()
        s.expectLines(["200 double tap recognized", "200 tap failed"])
    }

    @Test("a view that activates itself takes no touch; a hidden or disabled one does nothing")
    func ownActivation() {
        let s = GestureScenario()
        let button = OwnButton(frame: Rect(x: 0, y: 0, width: 80, height: 40), name: "button")
        s.root.addSubview(button)
        s.add(TapRecognizer(), named: "tap", to: button)
        #expect(s.activate(button, at: 0))
        #expect(button.presses == 1)
        button.isHidden = true
        #expect(s.activate(button, at: 100) == false)
        button.isHidden = false
        button.accessibilityTraits = [.notEnabled]
        #expect(s.activate(button, at: 200) == false)
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(s.activate(loose, at: 300) == false)
        s.finish()
        s.expectLines([])
        #expect(button.presses == 1)
    }

    @Test("the activation point decides what is tapped: a view over the target takes it")
    func activationPoint() {
        let s = GestureScenario()
        let card = s.addView(Rect(x: 0, y: 0, width: 200, height: 200), name: "card")
        let badge = s.addView(Rect(x: 150, y: 0, width: 50, height: 50), name: "badge")
        s.add(TapRecognizer(), named: "card tap", to: card)
        s.add(TapRecognizer(), named: "badge tap", to: badge)
        s.activate(card, at: 0)
        card.accessibilityActivationPoint = Point(x: 175, y: 25)
        s.activate(card, at: 1000)
        s.expectLines(["0 card tap recognized", "1000 badge tap recognized"])
    }

    @Test("an adjustable slider steps up and down; custom actions run by name")
    func stepsAndActions() {
        let s = GestureScenario()
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 40), name: "slider")
        slider.accessibilityTraits = .adjustable
        s.root.addSubview(slider)
        #expect(s.increment(slider, at: 0) && s.increment(slider) && s.decrement(slider))
        #expect(slider.percent == 50 && slider.accessibilityValue == "50 %")
        var turns = 0
        slider.accessibilityCustomActions = [AccessibilityCustomAction(name: "Turn") { turns += 1; return true },
                                             AccessibilityCustomAction(name: "Flip") { false }]
        #expect(s.perform("Turn", on: slider) && s.perform("Turn", on: slider))
        #expect(s.perform("Flip", on: slider) == false && s.perform("Shake", on: slider) == false)
        #expect(turns == 2 && slider.accessibilityCustomActions.map(\.name) == ["Turn", "Flip"])
    }
}
