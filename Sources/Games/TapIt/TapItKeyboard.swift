import Gestures

/// Tap It by keys, on the play area: Enter or Space taps (twice quickly: a double tap; held:
/// a long press, as long as a finger's), + and − pinch, R rotates, an arrow swipes that way,
/// O draws a circle and V a check — each the touches of that gesture in the middle of the pad,
/// so the game judges them as a finger's.
public final class TapItKeyboard: GameKeyboard {
    /// How far + and − pinch: ×1.25 and ×0.8 a press.
    public static let pinchIn = 0.8, pinchOut = 1.25
    /// How far R turns: 30° a press (Shift+R the other way).
    public static let turn = Double.pi / 6

    unowned(unsafe) let game: TapItGame
    private var fingers = KeyFingers()
    // The finger Enter or Space holds down until the key comes up.
    private var held: Int?

    /// Keys for `game`.
    public init(game: TapItGame) { self.game = game }

    public var keys: [KeyHelp] {
        [KeyHelp("Enter or Space", shortcuts: "Enter Space", "tap (twice quickly: a double tap; held: a long press)"),
         KeyHelp("+ or −", shortcuts: "+ -", "pinch"),
         KeyHelp("R", shortcuts: "R Shift+R", "rotate (Shift+R the other way)"),
         KeyHelp("Arrow keys", shortcuts: "ArrowLeft ArrowRight ArrowUp ArrowDown", "swipe that way"),
         KeyHelp("O", shortcuts: "O", "draw a circle"),
         KeyHelp("V", shortcuts: "V", "draw a check")]
    }

    // The middle of the play area, where every key's gesture is made.
    private var middle: Point { Point(x: game.pad.bounds.midX, y: game.pad.bounds.midY) }

    public func plan(for key: GameKey) -> KeyPlan? {
        // The page's buttons (Start, New Game) take their own keys.
        guard key.node == nil else { return nil }
        if key.isPress {
            switch key.phase {
            case .down:
                guard held == nil else { return KeyPlan() }
                let id = fingers.pointer()
                held = id
                return KeyPlan([KeyTouch(.down, id, middle, after: 0)])
            case .up:
                guard let id = held else { return KeyPlan() }
                held = nil
                return KeyPlan([KeyTouch(.up, id, middle, after: 0)])
            }
        }
        guard key.phase == .down else { return nil }
        if let arrow = key.arrow { return KeyPlan(fingers.swipe(from: middle, toward: arrow)) }
        switch key.key {
        case "+", "=": return KeyPlan(fingers.pinch(about: middle, scale: Self.pinchOut))
        case "-", "_", "−": return KeyPlan(fingers.pinch(about: middle, scale: Self.pinchIn))
        default: break
        }
        switch key.letter {
        case "r": return KeyPlan(fingers.rotate(about: middle, by: key.shift ? -Self.turn : Self.turn))
        case "o":
            // Once round from the right, clockwise (y grows downwards), 33 points a 10 ms apart.
            return KeyPlan(fingers.stroke((0...32).map { middle + Vector(angle: 2 * .pi * Double($0) / 32, length: 80) }))
        case "v":
            // A short stroke down to the right, then a long one up to the right.
            let start = middle + Vector(dx: -60, dy: 0), corner = start + Vector(dx: 40, dy: 40)
            let points = (0...10).map { start + Vector(dx: 40, dy: 40) * (Double($0) / 10) }
                + (1...20).map { corner + Vector(dx: 80, dy: -120) * (Double($0) / 20) }
            return KeyPlan(fingers.stroke(points))
        default: return nil
        }
    }
}
