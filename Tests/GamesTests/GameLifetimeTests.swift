import Games
import Gestures
import GesturesTesting
import Testing

/// A server plays many games one after another: a game that is let go of must be freed with
/// its engine and views, whatever was played.
@Suite struct GameLifetimeTests {
    private struct Gone {
        weak var game: AnyObject?
        weak var engine: GestureEngine?
    }

    /// Builds a game with `make`, plays a tap and a drag in the middle of the screen, lets
    /// everything go and returns weak references to what was built.
    private func playAndDrop(_ make: (GestureEngine) -> AnyObject) -> Gone {
        let screen = Size(width: 800, height: 600)
        let engine = GestureEngine(viewport: screen)
        let game = make(engine)
        let finger = VirtualFingers(engine: engine)
        let middle = Point(x: 400, y: 300)
        let t = finger.tap(middle, at: 0)
        _ = finger.drag(from: middle, to: Point(x: 500, y: 350), at: t + 100)
        finger.wait(until: 60_000)
        return Gone(game: game, engine: engine)
    }

    @Test("each game is freed, with its engine, once let go of")
    func gamesAreFreed() {
        let gone = [
            playAndDrop { TapItGame(engine: $0, seed: 1) },
            playAndDrop { AnagramsGame(engine: $0, seed: 1) },
            playAndDrop { PentominoesGame(engine: $0) },
            playAndDrop { PiecesGame(engine: $0) },
        ]
        #expect(gone.map { $0.game == nil } == [true, true, true, true])
        #expect(gone.map { $0.engine == nil } == [true, true, true, true])
    }
}
