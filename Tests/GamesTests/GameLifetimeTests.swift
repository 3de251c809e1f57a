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

    @Test("a game let go of while its engine lives on leaves nothing that can call it: touches and timers run on safely")
    func engineOutlivesGame() {
        for make in [
            { (e: GestureEngine) -> AnyObject in let g = TapItGame(engine: e, seed: 1); g.newGame(); return g },
            { AnagramsGame(engine: $0, seed: 1) },
            { PentominoesGame(engine: $0) },
            { PiecesGame(engine: $0) },
        ] as [(GestureEngine) -> AnyObject] {
            let engine = GestureEngine(viewport: Size(width: 800, height: 600))
            weak var gone: AnyObject?
            do {
                let game = make(engine)
                gone = game
                let finger = VirtualFingers(engine: engine)
                finger.down(1, 400, 300, at: 0)      // a gesture under way as the game goes
                finger.move(1, 430, 310, at: 16)
            }
            #expect(gone == nil)
            // Everything the game set up is inert: the touch goes on, timers come due, new
            // touches land on its views — none reaches the freed game.
            let finger = VirtualFingers(engine: engine)
            finger.move(1, 480, 320, at: 32)
            finger.up(1, 480, 320, at: 48)
            finger.tap(Point(x: 400, y: 300), at: 100)
            finger.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 300), at: 300)
            finger.wait(until: 120_000)
            #expect(finger.errors == [])
        }
    }
}
