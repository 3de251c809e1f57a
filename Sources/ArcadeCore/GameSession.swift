import GestureReplay
import Games
import Gestures

/// One player's session with one game, as the arcade runs it: the engine and the game, the
/// page's input mapped onto the game's clock (``PageInput``), and the record of the round under
/// way. The game's clock starts at 0 when the session starts; between inputs the server calls
/// ``advance(to:)``, so long presses, countdowns and the stopwatch fire on time when the player
/// does nothing.
///
/// A session plays in rounds (see ``LiveGame``): when the player begins one (Tap It's New Game,
/// another Anagrams level), the session builds the round's game afresh in a new engine starting
/// at that moment, seeded for the round, and starts a new record. A result's record therefore
/// holds that round's inputs only, from its start to the result, and never more than
/// ``maximumRecordBytes``; a round that outgrows it keeps playing but its results are not kept
/// (``isRecordFull``).
public final class GameSession {
    /// The smallest and largest screen side a session accepts, in points.
    public static let sideRange = 200.0...4096.0
    /// The most bytes a round's record may hold. 4 MiB: about 55,000 inputs, four minutes of
    /// two fingers dragging without a pause at 120 Hz.
    public static let maximumRecordBytes = 4 << 20

    /// The game being played (the round under way).
    public private(set) var game: LiveGame
    /// The engine it runs in.
    public var engine: GestureEngine { game.engine }
    /// The seed the session's randomness comes from (each round's: ``LiveGame/roundSeed(_:round:)``).
    public let seed: UInt64
    /// Rounds begun since the session started (0: still the session's first game).
    public private(set) var round = 0
    /// When the round under way began, in seconds of the game's clock.
    public private(set) var roundStart = 0.0
    /// Called with each result the game gives and the record that replays to it, made as the
    /// result comes (nil when the round outgrew ``maximumRecordBytes``).
    public var onResult: ((GameResult, GameRecord?) -> Void)?
    /// Played together on one board: its players (a record lists them), nil for one player's
    /// game. Their fingers are sorted out by ``ownership``.
    public let team: [TeamMember]?
    /// Who holds what, in a game played together.
    public private(set) var ownership = PointerOwnership()
    /// The fingers refused by the last ``receive(_:arrivedAt:)`` because another player held
    /// what they landed on.
    public private(set) var held: [PointerOwnership.Held] = []

    private let size: Size
    private var options: GameOptions
    private var carry: LiveGame.Carry?
    private var recorder: TraceRecorder
    private let input: PageInput
    /// The options of a round the player began during the step under way.
    private var roundRequested: GameOptions?

    /// Starts `kind` with `options` on a screen of `width` × `height` points (clamped to
    /// ``sideRange``), its randomness from `seed`, going on from `carry` (the player's best so
    /// far, say; default nothing). A `round` above 0 (default 0) starts there, begun at once —
    /// the same game as that round of another session with this seed: a challenge's board
    /// (``ChallengeBoard``). A `team` (default none) plays the game together on one board, its
    /// pointer ids carrying their player (``PointerOwnership``). `oneRound` (default false) makes
    /// it a room's round: no control of the game's deals another (``LiveGame/oneRound``).
    public init(kind: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double, carry: LiveGame.Carry? = nil,
                round: Int = 0, team: [TeamMember]? = nil, oneRound: Bool = false) throws(ArcadeError) {
        guard width.isFinite, height.isFinite else { throw ArcadeError("the screen size is not a finite number") }
        guard round >= 0 else { throw ArcadeError("a round is 0 or more") }
        size = Size(width: min(max(width, Self.sideRange.lowerBound), Self.sideRange.upperBound).rounded(),
                    height: min(max(height, Self.sideRange.lowerBound), Self.sideRange.upperBound).rounded())
        let engine = GestureEngine(viewport: size, start: 0)
        game = try LiveGame(kind: kind, options: options, seed: LiveGame.roundSeed(seed, round: round), engine: engine, carry: carry,
                            together: team != nil, oneRound: oneRound)
        self.team = team
        self.options = game.options
        self.carry = carry
        self.seed = seed
        self.round = round
        input = PageInput(engine: engine)
        recorder = TraceRecorder(byteLimit: Self.maximumRecordBytes)
        recorder.attach(to: engine)
        // As a record of that round replays it: begun before it is hooked up.
        if round > 0 { game.beginRound() }
        hook(game)
    }

    /// Lets the game's clock run to `serverTime` less ``PageInput/inputLatency``, firing due timers.
    public func advance(to serverTime: Double) {
        input.advance(to: serverTime)
        beginRequestedRound()
    }

    /// When, in seconds of the server's clock, the session next changes with no input — a game
    /// timer or a scene that changes with time (a countdown) — so a server need only wake then;
    /// nil when nothing will change until the next input.
    public var nextWake: Double? {
        nextWake(drawing: true)
    }

    /// ``nextWake``, leaving out the scene's changes when nobody is drawing it here (a page
    /// that plays the game itself): then only the game's timers wake the session.
    public func nextWake(drawing: Bool) -> Double? {
        let scene = drawing ? game.nextSceneChange(after: engine.now).map { $0 + PageInput.inputLatency } : nil
        guard let timer = input.nextDeadline else { return scene }
        return min(timer, scene ?? timer)
    }

    /// Hands the page's inputs, which arrived at `serverTime` seconds, to the engine in order.
    /// Returns a message for each input refused; the others are handled.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        defer { beginRequestedRound() }
        guard team != nil else { return input.receive(inputs, arrivedAt: serverTime) }
        // Played together: the fingers on what another player holds go no further.
        input.advance(to: serverTime)
        let (admitted, held) = ownership.admit(inputs, game: game)
        self.held = held
        return admitted.isEmpty ? [] : input.receive(admitted, arrivedAt: serverTime)
    }

    /// Cancels every finger `player` has down, now: they left the board. Returns the cancels
    /// as inputs (stamped `t`, milliseconds of the page clock the steps use), which
    /// ``receive(_:arrivedAt:)`` has already handled.
    public func release(player: Int, t: Double, arrivedAt serverTime: Double) -> [ClientInput] {
        let cancels = ownership.release(player: player, t: t)
        if !cancels.isEmpty { input.receive(cancels, arrivedAt: serverTime) }
        beginRequestedRound()
        return cancels
    }

    /// Whether the current scene has a button `id`: ``press(_:)`` would take it.
    public func hasButton(_ id: String) -> Bool {
        game.scene(at: engine.now).nodes.contains { $0.id == id && $0.role == .button }
    }

    /// Presses the button `id` of the current scene — what a keyboard does to a focused
    /// button: a tap at its centre, now, recorded like any other input.
    public func press(_ id: String) throws(ArcadeError) {
        guard let node = game.scene(at: engine.now).nodes.first(where: { $0.id == id && $0.role == .button }) else {
            throw ArcadeError("there is no button \"\(id)\" on the screen")
        }
        defer { beginRequestedRound() }
        try input.tap(at: node.center)
    }

    /// The game's picture now.
    public func scene() -> Scene { game.scene(at: engine.now) }

    /// Whether the round under way outgrew ``maximumRecordBytes``: its results cannot be
    /// replayed, so ``record(forResult:)`` gives none.
    public var isRecordFull: Bool { recorder.isFull }

    /// The record that replays to result `index` of the round under way (nil when there is no
    /// such result, or the round's record is full).
    public func record(forResult index: Int) -> GameRecord? {
        guard game.results.indices.contains(index), !recorder.isFull else { return nil }
        var record = GameRecord(game: game.kind, options: options, seed: seed, width: size.width, height: size.height,
                                trace: recorder.text, resultIndex: index, result: game.results[index])
        record.format = 2
        record.round = round
        record.start = roundStart
        record.carry = carry
        record.team = team
        return record
    }

    /// The inputs of the round under way, as a replay trace.
    public var trace: String { recorder.text }

    private func hook(_ game: LiveGame) {
        // The session owns the game, whose events come only from its engine's actions and
        // timers, stripped as the game goes (GameTeardown): none outlives the session.
        game.onResult = { [unowned(unsafe) self] result in onResult?(result, record(forResult: self.game.results.count - 1)) }
        game.onRoundStart = { [unowned(unsafe) self] options in roundRequested = options }
    }

    /// Builds the round the player began during the last step: its game afresh, in an engine
    /// starting now, with a record of its own.
    private func beginRequestedRound() {
        guard let requested = roundRequested else { return }
        roundRequested = nil
        let now = engine.now
        let kept = game.carry()
        let engine = GestureEngine(viewport: size, start: now)
        guard let next = try? LiveGame(kind: game.kind, options: requested, seed: LiveGame.roundSeed(seed, round: round + 1), engine: engine, carry: kept,
                                       together: team != nil, oneRound: game.oneRound) else { return }
        ownership = PointerOwnership()
        round += 1
        roundStart = now
        carry = kept
        options = next.options
        game = next
        input.switchEngine(to: engine)
        recorder = TraceRecorder(byteLimit: Self.maximumRecordBytes)
        recorder.attach(to: engine)
        // Begun before it is hooked up: its own start is not a round requested.
        next.beginRound()
        hook(next)
    }
}
