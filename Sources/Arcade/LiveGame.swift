import Games
import Gestures

/// One of the games built in an engine, seen the way a session needs it: its scene, and the
/// results and announcements it produces as it is played.
public final class LiveGame {
    /// Which game.
    public let kind: GameKind
    /// The options it was built with (validated).
    public let options: GameOptions
    /// The engine it runs in.
    public let engine: GestureEngine
    /// Results in the order they came.
    public private(set) var results: [GameResult] = []
    /// Called with each result as it comes.
    public var onResult: ((GameResult) -> Void)?
    /// Called with each of the game's own events (a good move, a tile matched, a piece placed),
    /// described in words, with the game's time in seconds.
    public var onEvent: ((Double, String) -> Void)?

    private let drawScene: (Double) -> Scene
    private let sceneChange: (Double) -> Double?
    /// Keeps the game object alive; the closures above hold it unowned.
    private let model: AnyObject

    /// Builds `kind` with `options` in `engine`, its randomness from `seed`.
    public init(kind: GameKind, options: GameOptions, seed: UInt64, engine: GestureEngine) throws(ArcadeError) {
        let options = try options.validated(for: kind)
        self.kind = kind
        self.options = options
        self.engine = engine
        var report: (GameResult) -> Void = { _ in }
        var describe: (Any) -> Void = { _ in }
        switch kind {
        case .tapIt:
            let game = TapItGame(engine: engine, seed: seed)
            game.onEvent = { event in
                describe(event)
                if case .gameOver(_, let score) = event {
                    report(GameResult(game: .tapIt, category: "", value: Double(score), unit: "moves", higherIsBetter: true, time: engine.now))
                }
            }
            model = game
            drawScene = { [unowned game] in game.scene(at: $0) }
            sceneChange = { [unowned game] in game.nextSceneChange(after: $0) }
        case .anagrams:
            let level = AnagramsLevel.all.first { $0.name == options.level } ?? .easy
            let game = AnagramsGame(engine: engine, level: level, seed: seed)
            game.onEvent = { event in
                describe(event)
                if case .newBest(let level, let score) = event {
                    report(GameResult(game: .anagrams, category: level, value: Double(score), unit: "points", higherIsBetter: true, time: engine.now))
                }
            }
            model = game
            drawScene = { [unowned game] in game.scene(at: $0) }
            sceneChange = { [unowned game] in game.nextSceneChange(after: $0) }
        case .pentominoes:
            let board = PentominoBoardKind(rawValue: options.board ?? "") ?? .sixByTen
            let game = PentominoesGame(engine: engine, kind: board)
            game.onEvent = { event in
                describe(event)
                // A board finished with hints is not ranked with boards finished alone.
                if case .solved(let elapsed, hints: 0) = event {
                    report(GameResult(game: .pentominoes, category: board.rawValue, value: elapsed, unit: "seconds", higherIsBetter: false, time: engine.now))
                }
            }
            model = game
            drawScene = { [unowned game] in game.scene(at: $0) }
            // Only animations move it, and they describe themselves.
            sceneChange = { _ in nil }
        case .pieces:
            let game = PiecesGame(engine: engine)
            game.onEvent = { describe($0) }
            model = game
            drawScene = { [unowned game] in game.scene(at: $0) }
            sceneChange = { _ in nil }
        }
        describe = { [unowned self] event in onEvent?(engine.now, String(describing: event)) }
        report = { [unowned self] result in
            results.append(result)
            onResult?(result)
        }
    }

    /// The game's picture at `time` seconds of its clock.
    public func scene(at time: Double) -> Scene { drawScene(time) }

    /// The next time after `time` (seconds of the game's clock) at which the scene changes
    /// with no input — a countdown's tenth, a stopwatch's second — or nil when it stays as it
    /// is until the next input or timer (animations describe themselves and do not count).
    public func nextSceneChange(after time: Double) -> Double? { sceneChange(time) }
}
