import Gestures

/// The second-finger turn tap listens only while a piece is being carried, so it never
/// competes with the finger that picks a piece up; played together, only to fingers on the
/// table or on a carried piece.
final class TurnTapPolicy: GestureRecognizerDelegate {
    unowned(unsafe) var game: PentominoesGame?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let game, game.isCarrying else { return false }
        // Played together, a finger on a resting piece is that piece's (a flip, a pick-up), not
        // a turn of someone else's.
        if game.allowsSeveralCarried, let view = touch.view, game.pieces.contains(where: { $0.view === view }), !game.isCarried(view) { return false }
        game.aimTurn(at: touch.location(in: game.table))
        return true
    }
}
