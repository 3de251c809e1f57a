import Gestures

/// The pieces' own recognizers (pick up, flip) take no new finger while a piece is carried:
/// a second finger resting on the carried piece must not pick it up again, and turn taps that
/// land on a resting piece must not flip it. Played together, only the carried piece itself
/// refuses them: the others are free for other fingers to pick up.
final class PieceTouchPolicy: GestureRecognizerDelegate {
    unowned(unsafe) var game: PentominoesGame?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let game else { return true }
        return game.allowsSeveralCarried ? !game.isCarried(recognizer.view) : !game.isCarrying
    }
}
