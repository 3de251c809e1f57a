import Games
import Gestures

/// One of the games built in an engine, seen the way a session needs it: its scene, and the
/// results and announcements it produces as it is played.
///
/// A session plays in rounds, each a game of its own that a record replays from its start:
/// Tap It's New Game, a change of Anagrams' level and Pentominoes' Next board begin a round
/// (Pieces is one round). The game reports the beginning through ``onRoundStart``; the session
/// then builds the round's game afresh, seeded with ``roundSeed(_:round:)`` and carrying what
/// the player keeps from earlier rounds (``Carry``), so a round's record needs no earlier input.
public final class LiveGame {
    /// What a new round keeps from the rounds before it: Tap It's best score, Anagrams' best
    /// scores by level and points on the counter.
    public struct Carry: Sendable, Hashable {
        /// Tap It's best score so far.
        public var bestScore: Int?
        /// Anagrams' best score on each level so far, by level name.
        public var bestScores: [String: Int]?
        /// Anagrams' points on the counter.
        public var score: Int?

        /// A carry; see the properties.
        public init(bestScore: Int? = nil, bestScores: [String: Int]? = nil, score: Int? = nil) {
            self.bestScore = bestScore
            self.bestScores = bestScores
            self.score = score
        }
    }

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
    /// Called, after ``onEvent``, with each event that is one of the player's moves — what a
    /// result counts or a watcher jumps to: Tap It's good moves, Anagrams' tiles matched or
    /// missed, Pentominoes' pieces placed on the board or taken back. Pieces has none.
    public var onMove: ((Double, String) -> Void)?
    /// Called, inside the engine's step, when the player begins a new round, with the options
    /// it is played with (Anagrams' new level).
    public var onRoundStart: ((GameOptions) -> Void)?

    /// How keys play it: each key, with the node focused, as the touches of a finger.
    public let keyboard: GameKeyboard

    private let drawScene: (Double) -> Scene
    private let tellProgress: () -> String
    private let countPoints: () -> Int
    private let sceneChange: (Double) -> Double?
    private let keep: () -> Carry
    private let begin: () -> Void
    private let aim: (Point) -> String?
    /// Keeps the game object alive (the closures above hold it too); its events reach this
    /// object through closures that do not keep it.
    private let model: AnyObject

    /// The seed of round `round` of a session seeded `seed` (round 0 is the session's own):
    /// a SplitMix64 step, kept under 2⁵³ so JSON carries it exactly.
    public static func roundSeed(_ seed: UInt64, round: Int) -> UInt64 {
        guard round > 0 else { return seed }
        var z = seed &+ UInt64(round) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) & ((1 << 53) - 1)
    }

    /// Builds `kind` with `options` in `engine`, its randomness from `seed`, going on from
    /// `carry` (default: nothing kept). `together` (default false) plays one board with several
    /// players' fingers: Pentominoes then lets each carry a piece of their own
    /// (``PentominoesGame/allowsSeveralCarried``). `oneRound` (default false): see ``oneRound``.
    public init(kind: GameKind, options: GameOptions, seed: UInt64, engine: GestureEngine, carry: Carry? = nil, together: Bool = false,
                oneRound: Bool = false) throws(ArcadeError) {
        self.oneRound = oneRound
        let options = try options.validated(for: kind)
        self.kind = kind
        self.together = together
        self.options = options
        self.engine = engine
        var report: (GameResult) -> Void = { _ in }
        var describe: (String, Bool) -> Void = { _, _ in }
        var roundStarts: (GameOptions) -> Void = { _ in }
        var puzzleEnds: (Bool) -> Void = { _ in }
        switch kind {
        case .tapIt:
            let mode = options.mode ?? GameOptions.tapItModes[0]
            let game = TapItGame(engine: engine, seed: seed, rules: mode == "classic" ? .classic : TapItRules(), bestScore: carry?.bestScore ?? 0,
                                 offersNewGame: !oneRound)
            game.onEvent = { event in
                if case .goodMove = event { describe(event.description, true) } else { describe(event.description, false) }
                if case .newGame = event { roundStarts(options) }
                if case .gameOver(_, let score) = event {
                    report(GameResult(game: .tapIt, category: mode, value: Double(score), unit: "moves", higherIsBetter: true, time: engine.now))
                }
            }
            model = game
            tellProgress = { "score \(game.score)" }
            countPoints = { game.score }
            drawScene = { game.scene(at: $0) }
            sceneChange = { game.nextSceneChange(after: $0) }
            keep = { Carry(bestScore: game.bestScore) }
            keyboard = TapItKeyboard(game: game)
            begin = { game.newGame() }
            aim = { _ in nil }
        case .anagrams:
            let level = AnagramsLevel.all.first { $0.name == options.level } ?? .easy
            // One round (a race's phrase): its level fixed, no other dealt from here.
            let game = AnagramsGame(engine: engine, level: level, seed: seed, levels: oneRound ? [] : AnagramsLevel.all,
                                    bestScores: carry?.bestScores ?? [:], score: carry?.score ?? 0, offersNext: !oneRound)
            var hintedPuzzle = false
            game.onEvent = { event in
                switch event {
                case .matched, .missed: describe(event.description, true)
                default: describe(event.description, false)
                }
                if case .levelChosen(let name) = event { roundStarts(GameOptions(level: name)) }
                // A race's puzzle is taken by spelling it: one finished with hints is not.
                if case .hinted = event { hintedPuzzle = true }
                if case .dealt = event { hintedPuzzle = false }
                if case .won = event { puzzleEnds(!hintedPuzzle) }
                if case .lost = event { puzzleEnds(false) }
                if case .newBest(let level, let score) = event {
                    report(GameResult(game: .anagrams, category: level, value: Double(score), unit: "points", higherIsBetter: true, time: engine.now))
                }
            }
            model = game
            tellProgress = { "\(game.score) points" }
            countPoints = { game.score }
            drawScene = { game.scene(at: $0) }
            sceneChange = { game.nextSceneChange(after: $0) }
            keep = { Carry(bestScores: game.bestScores, score: game.score) }
            keyboard = AnagramsKeyboard(game: game)
            begin = {}
            aim = { _ in nil }
        case .pentominoes:
            let board = PentominoBoardKind(rawValue: options.board ?? "") ?? .sixByTen
            let game = PentominoesGame(engine: engine, kind: board)
            game.allowsSeveralCarried = together
            game.onEvent = { event in
                switch event {
                case .placed, .returned: describe(event.description, true)
                default: describe(event.description, false)
                }
                if case .nextBoard(let next) = event { roundStarts(GameOptions(board: next.rawValue)) }
                // A board finished with hints is not ranked with boards finished alone.
                // A board solved together is ranked on a table of its own ("sixByTen together").
                if case .solved(let elapsed, hints: 0) = event {
                    report(GameResult(game: .pentominoes, category: together ? "\(board.rawValue) together" : board.rawValue, value: elapsed, unit: "seconds", higherIsBetter: false, time: engine.now))
                }
            }
            model = game
            tellProgress = { "\(game.board.placements.count) of 12 pieces placed" }
            countPoints = { game.board.placements.count }
            drawScene = { game.scene(at: $0) }
            // Only animations move it, and they describe themselves.
            sceneChange = { _ in nil }
            keep = { Carry() }
            keyboard = PentominoesKeyboard(game: game)
            begin = {}
            aim = { point in
                // A piece under the finger; on the table, the carried piece a turn tap there turns.
                var view = engine.rootView.hitTest(point)
                while let v = view, v !== game.table {
                    if let piece = game.pieces.first(where: { $0.view === v }) { return "piece-\(piece.letter.rawValue)" }
                    view = v.superview
                }
                guard view === game.table else { return nil }
                return game.carriedPiece(nearest: game.table.convert(point, from: engine.rootView)).map { "piece-\($0.letter.rawValue)" }
            }
        case .pieces:
            let game = PiecesGame(engine: engine)
            game.onEvent = { describe($0.description, false) }
            model = game
            tellProgress = { "" }
            countPoints = { 0 }
            drawScene = { game.scene(at: $0) }
            sceneChange = { _ in nil }
            keep = { Carry() }
            keyboard = PiecesKeyboard(game: game)
            begin = {}
            aim = { point in
                var view = engine.rootView.hitTest(point)
                while let v = view {
                    if let piece = game.pieces.first(where: { $0.view === v }) { return piece.color }
                    view = v.superview
                }
                return nil
            }
        }
        // The game's events come from its engine's actions and timers, which the game strips
        // as it goes (GameTeardown), and this object owns the game: no event outlives it.
        describe = { [unowned(unsafe) self] text, isMove in
            onEvent?(engine.now, text)
            if isMove { onMove?(engine.now, text) }
        }
        report = { [unowned(unsafe) self] result in
            results.append(result)
            onResult?(result)
        }
        roundStarts = { [unowned(unsafe) self] options in onRoundStart?(options) }
        puzzleEnds = { [unowned(unsafe) self] won in
            if firstPuzzleEnd == nil { firstPuzzleEnd = (won, engine.now) }
        }
    }

    /// How far the player has got, in a few words, for a list of games in progress: "score 7",
    /// "40 points", "5 of 12 pieces placed"; "" for Pieces, which keeps no count.
    public var progress: String { tellProgress() }

    /// The figure behind ``progress``: Tap It's score, Anagrams' points, Pentominoes' pieces
    /// placed; 0 for Pieces. What a room's standings compare.
    public var points: Int { countPoints() }

    /// Anagrams: how the first puzzle dealt ended — spelled (`won`; not when hints helped) or
    /// out of time — and when,
    /// in seconds of the game's clock; nil while it goes on, and for the other games. What an
    /// Anagrams race compares.
    public private(set) var firstPuzzleEnd: (won: Bool, time: Double)?

    /// Whether the game is one round whose options nobody changes — a room's round, which the
    /// room begins and ends: Tap It offers no New Game, Anagrams no level buttons and no Next.
    public let oneRound: Bool

    /// Whether several players' fingers play this one game (see ``init(kind:options:seed:engine:carry:together:)``).
    public let together: Bool

    /// What a finger landing at `point` (root view points) now would act on — the scene node of
    /// the piece it would hold or turn — or nil for nothing that one player can hold: what a
    /// board played together gives to one player at a time (``PointerOwnership``).
    public func touchTarget(at point: Point) -> String? { aim(point) }

    /// The game's picture at `time` seconds of its clock.
    public func scene(at time: Double) -> Scene { drawScene(time) }

    /// The next time after `time` (seconds of the game's clock) at which the scene changes
    /// with no input — a countdown's tenth, a stopwatch's second — or nil when it stays as it
    /// is until the next input or timer (animations describe themselves and do not count).
    public func nextSceneChange(after time: Double) -> Double? { sceneChange(time) }

    /// What a round beginning now keeps from this one.
    public func carry() -> Carry { keep() }

    /// Starts play in a game built for a new round, as the button that began the round did
    /// (Tap It's New Game: the first command comes now); nothing for a game whose round began
    /// when it was built (Anagrams deals at once).
    public func beginRound() { begin() }
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable and reads records with GameRecord(json:).
#if !hasFeature(Embedded)
extension LiveGame.Carry: Codable {}
#endif
