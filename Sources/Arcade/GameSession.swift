import GestureReplay
import Games
import Gestures

/// One player's session with one game, as the arcade runs it: the engine and the game, the
/// page's input mapped onto the game's clock (``PageInput``), and the record of every input.
/// The game's clock starts at 0 when the session starts; between inputs the server calls
/// ``advance(to:)``, so long presses, countdowns and the stopwatch fire on time when the player
/// does nothing.
public final class GameSession {
    /// The smallest and largest screen side a session accepts, in points.
    public static let sideRange = 200.0...4096.0

    /// The game being played.
    public let game: LiveGame
    /// The engine it runs in.
    public var engine: GestureEngine { game.engine }
    /// The seed the game's randomness came from.
    public let seed: UInt64
    /// Called with each result the game gives.
    public var onResult: ((GameResult) -> Void)? {
        get { game.onResult }
        set { game.onResult = newValue }
    }

    private let recorder = TraceRecorder()
    private let input: PageInput

    /// Starts `kind` with `options` on a screen of `width` × `height` points (clamped to
    /// ``sideRange``), its randomness from `seed`.
    public init(kind: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double) throws(ArcadeError) {
        guard width.isFinite, height.isFinite else { throw ArcadeError("the screen size is not a finite number") }
        let size = Size(width: min(max(width, Self.sideRange.lowerBound), Self.sideRange.upperBound).rounded(),
                        height: min(max(height, Self.sideRange.lowerBound), Self.sideRange.upperBound).rounded())
        let engine = GestureEngine(viewport: size, start: 0)
        game = try LiveGame(kind: kind, options: options, seed: seed, engine: engine)
        self.seed = seed
        input = PageInput(engine: engine)
        recorder.attach(to: engine)
    }

    /// Lets the game's clock run to `serverTime` less ``PageInput/inputLatency``, firing due timers.
    public func advance(to serverTime: Double) { input.advance(to: serverTime) }

    /// When, in seconds of the server's clock, the session next changes with no input — a game
    /// timer or a scene that changes with time (a countdown) — so a server need only wake then;
    /// nil when nothing will change until the next input.
    public var nextWake: Double? {
        let scene = game.nextSceneChange(after: engine.now).map { $0 + PageInput.inputLatency }
        guard let timer = input.nextDeadline else { return scene }
        return min(timer, scene ?? timer)
    }

    /// Hands the page's inputs, which arrived at `serverTime` seconds, to the engine in order.
    /// Returns a message for each input refused; the others are handled.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        input.receive(inputs, arrivedAt: serverTime)
    }

    /// Presses the button `id` of the current scene — what a keyboard does to a focused
    /// button: a tap at its centre, now, recorded like any other input.
    public func press(_ id: String) throws(ArcadeError) {
        guard let node = game.scene(at: engine.now).nodes.first(where: { $0.id == id && $0.role == .button }) else {
            throw ArcadeError("there is no button \"\(id)\" on the screen")
        }
        try input.tap(at: node.center)
    }

    /// The game's picture now.
    public func scene() -> Scene { game.scene(at: engine.now) }

    /// The record that replays to result `index` of this session.
    public func record(forResult index: Int) -> GameRecord? {
        guard game.results.indices.contains(index) else { return nil }
        let size = engine.rootView.bounds.size
        return GameRecord(game: game.kind, options: game.options, seed: seed, width: size.width, height: size.height,
                          trace: recorder.text, resultIndex: index, result: game.results[index])
    }

    /// The inputs so far, as a replay trace.
    public var trace: String { recorder.text }
}
