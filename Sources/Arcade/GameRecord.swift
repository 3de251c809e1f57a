import GestureReplay
import Gestures

/// Everything needed to play a session again and get the same result: the game, its options
/// and seed, the screen size, and every input the engine accepted, as a replay trace
/// (docs/replay.md). The arcade keeps one with every result on its leaderboard;
/// `fingerplay replay --game` checks it.
public struct GameRecord: Sendable, Hashable, Codable {
    /// The record format's version. 1.
    public var format = 1
    /// Which game.
    public var game: GameKind
    /// Its options.
    public var options: GameOptions
    /// The seed the server chose.
    public var seed: UInt64
    /// The engine's viewport width, in points.
    public var width: Double
    /// The engine's viewport height, in points.
    public var height: Double
    /// The engine's inputs, one TRACE.jsonl line each, times in milliseconds of the game's clock.
    public var trace: String
    /// Which result of the session this record is for (0: the first).
    public var resultIndex: Int
    /// The result the server's game gave.
    public var result: GameResult

    /// A record; see the properties.
    public init(game: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double, trace: String, resultIndex: Int, result: GameResult) {
        self.game = game
        self.options = options
        self.seed = seed
        self.width = width
        self.height = height
        self.trace = trace
        self.resultIndex = resultIndex
        self.result = result
    }

    /// Plays the record through a fresh game and returns every result it gives up to the
    /// recorded result's time, calling `onEvent` with each of the game's events (time in
    /// seconds, description). Bad records throw an error naming the fault.
    public func replay(onEvent: ((Double, String) -> Void)? = nil) throws(ArcadeError) -> [GameResult] {
        guard format == 1 else { throw ArcadeError("record format \(format) is not supported (1)") }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { throw ArcadeError("the record's screen size is not positive") }
        guard result.time.isFinite else { throw ArcadeError("the record's result time is not a finite number") }
        let parsed: ReplayTrace
        do { parsed = try ReplayTrace(text: trace, file: "trace") } catch { throw ArcadeError("the record's \(error)") }
        let engine = GestureEngine(viewport: Size(width: width, height: height), start: 0)
        let live = try LiveGame(kind: game, options: options, seed: seed, engine: engine)
        live.onEvent = onEvent
        do { try Replay.feed(parsed, to: engine, file: "trace") } catch { throw ArcadeError("the record's \(error)") }
        engine.advance(to: result.time)
        return live.results
    }

    /// Whether replaying gives the recorded result at its index.
    public func verify() throws(ArcadeError) -> Bool {
        let results = try replay()
        return results.indices.contains(resultIndex) && results[resultIndex] == result
    }
}
