import Arcade
import ArcadeProtocol
import Foundation
import GestureReplay
import Games
import Logging
import Metrics
import Strokes

/// One WebSocket's game session on the server: it reads the page's messages, runs the
/// session's engine and game, saves results with their records, and says what to send back.
/// An actor, so the message loop and the clock that advances the game between messages never
/// touch the engine at once; ``WebSocketSession`` runs the loops, and neither waits on the page
/// reading what is sent.
actor ArcadeConnection {
    let store: (any ScoreStore)?
    let saver: ResultSaver?
    let logger: Logger
    let limits: ArcadeLimits
    /// The time the session runs on (the server's continuous clock; a test's own).
    nonisolated let clock: any SessionClock
    /// When the session's clock read 0, in seconds of ``clock``.
    var started: Double
    let tickets: SessionTickets
    /// Whether the page's own clock places its input: true once a locally playing page sends
    /// `steps` (or carries its session on here after a move). The server then takes each step
    /// at the time the page's session took it, and lets the game's clock run on its own only
    /// when the page has been silent for ``pageSilence``.
    var pageClock = false
    /// The game-clock time of the last step taken, in seconds.
    var lastStepAt = 0.0
    var session: GameSession?
    /// A challenge: the leaderboard result whose board the session plays, and the board.
    var challenge: (id: Int, board: ChallengeBoard)?
    /// The games in progress on this instance, which spectators watch.
    let live: LiveGames?
    /// This session's game among them.
    var watched: WatchedGame?
    /// Its id.
    var liveID: String? { watched?.id }
    /// The steps the session has taken, packed (no text until a spectator needs them), for the
    /// opening of a spectator who comes later; their bytes as a spectator is sent them, near
    /// enough (past ``LiveGames/historyLimit`` none are kept: no one may join any more).
    var kept = StepLog()
    var keptBytes = 0
    /// The latest `scene` message of a game the server draws, for a spectator's opening.
    var lastSceneText: String?
    /// How many spectators the page was last told watch it.
    var watchersTold = 0
    /// When the list last heard how far the player has got, in seconds of ``serverTime``.
    var progressToldAt = -Double.infinity
    /// This instance's rooms.
    let rooms: Rooms?
    /// The client's address (behind a trusted proxy, the one it forwards): what its rooms count against.
    let address: String
    /// A room player's connection: its room, its seat, its feed, and the screen and play it
    /// said it has (its rounds' sessions are built to them).
    var seat: (room: Room, id: Int, feed: LiveFeed, width: Double, height: Double, local: Bool)?
    /// A spectator's connection: the game it watches and its feed.
    var watching: (id: String, feed: LiveFeed, relayed: Bool)?
    var lab: LabSession?
    var labConfiguration = LabConfiguration()
    var pendingLines: [String] = []
    var pendingReading = false
    var player = "Player"
    var lastScene: Scene?
    /// Whether the page draws the server's scenes: false for a page playing the game itself
    /// (`"local": true` in its hello), which is sent none.
    var sendsScenes = true
    /// Results the game gave during the last step, with their records, to save.
    var unsaved: [(result: GameResult, record: GameRecord?)] = []
    var saved: [GameResult] = []
    /// When the page's last message came, in seconds of ``serverTime``.
    var lastMessage = 0.0
    /// When the clock last asked to be woken (nil: no time, only a ring).
    var plannedWake: Double?
    /// Messages that came with no message from the page (a queued result saved): sent at the
    /// next tick.
    var laterMessages: [Outbox.Message] = []
    /// Set by a drain: the session saves what its player earned, tells the page to move, ends.
    var moving = false
    /// The sessions-open gauge this session counts in, once it has begun.
    var sessionMeter: Meter?
    /// Rung when a message brings the next thing to do sooner than the clock planned.
    nonisolated let alarm = Alarm()

    /// The largest message the arcade sends: a board's steps so far (or a game's, to a
    /// spectator), with room for its header and the steps that join it while it waits.
    static let largestMessage = max(TeamBoard.maximumHistoryBytes, LiveGames.historyLimit) + (1 << 20)

    /// Seconds a page placing its own input may send nothing (its steps or a heartbeat, which
    /// it sends each second) before the server runs the game's clock itself — a player gone
    /// mid-game still gets the result the game's timers give. 3 s.
    static let pageSilence = 3.0
    /// How far ahead of the server's clock a page's step may be, in seconds: the two clocks run
    /// at slightly different rates. 1 s.
    static let pageClockLead = 1.0

    init(store: (any ScoreStore)?, saver: ResultSaver?, tickets: SessionTickets, logger: Logger, limits: ArcadeLimits = ArcadeLimits(),
         clock: any SessionClock = ContinuousSessionClock(), live: LiveGames? = nil, rooms: Rooms? = nil, address: String = "") {
        self.store = store
        self.address = address
        self.live = live
        self.rooms = rooms
        self.tickets = tickets
        self.saver = saver
        self.logger = logger
        self.limits = limits
        self.clock = clock
        started = clock.now
    }

    /// Seconds since the connection opened: the server's clock for this session.
    var serverTime: Double { clock.now - started }

    /// When the session next has something to do with no message — a game timer, a scene
    /// that changes with time, the hello or idle timeout — in seconds of ``clock``; remembered,
    /// so a message that brings something sooner rings ``alarm``.
    func planWake() -> Double {
        let wake = nextWake()
        plannedWake = wake
        return started + wake
    }

    /// The next time, in seconds of ``serverTime``, the session has something to do unasked.
    func nextWake() -> Double {
        // A spectator sends nothing: it watches as long as the game goes on, woken by its feed.
        if watching != nil || (seat != nil && session == nil) { return .infinity }
        var wake = lastMessage + limits.idleTimeout
        if session == nil && lab == nil { wake = min(wake, limits.helloTimeout) }
        // A millisecond late, so the game's clock (rounded down to the microsecond) has
        // surely passed the deadline when it runs.
        if pageClock {
            // Timers fire from the page's steps; here only once the page has gone quiet.
            if let due = session?.nextWake(drawing: false) { wake = min(wake, max(due, lastMessage) + Self.pageSilence + 0.001) }
        } else if let due = session?.nextWake(drawing: sendsScenes) ?? lab?.nextWake {
            wake = min(wake, due + 0.001)
        }
        return wake
    }

    /// Rings the alarm if the session now has something to do before the clock planned.
    func ringIfSooner() {
        if let planned = plannedWake, nextWake() < planned { alarm.ring() }
    }

    /// A binary message: the protocol is JSON text.
    func handleBinary() -> (messages: [Outbox.Message], close: Bool) {
        lastMessage = serverTime
        let open = session != nil || lab != nil
        return ([error(open ? "messages are JSON text" : "send hello first (as JSON text)", fatal: !open)], !open)
    }

    /// Handles one text message; returns the messages to send and whether to close.
    func handle(_ text: String) async -> (messages: [Outbox.Message], close: Bool) {
        lastMessage = serverTime
        ArcadeMetrics.shared.messages.increment()
        defer { ringIfSooner() }
        let message: ClientMessage
        do {
            message = try ClientMessage.parse(text)
        } catch {
            // Nothing begun yet, the connection is not one the arcade can talk to: closed.
            let begun = session != nil || lab != nil || seat != nil || watching != nil
            let fatal = error.isUnknownKind ? !(session != nil || lab != nil || watching != nil) : !begun
            return ([self.error(error.isUnknownKind ? error.message : "malformed message: \(error.message)", fatal: fatal)], fatal)
        }
        if watching != nil {
            // A spectator's socket carries no input, and nothing it sends ends its watch: the
            // game is the player's alone (a `sync` too: a spectator has no session of its own).
            return ([error("a spectator only watches: it sends no \(message.kind.rawValue)", fatal: false)], false)
        }
        var out: [Outbox.Message] = []
        switch message {
        case .spectate(let request):
            return await spectate(request)
        case .room(let request):
            return joinRoom(request)
        case .restore(let texts):
            guard let seat else { return ([error("only a room's player hands a board over", fatal: false)], false) }
            do throws(ArcadeError) {
                if try seat.room.takeSteps(from: seat.id, feed: seat.feed, texts: texts) { logger.info("room board taken on", metadata: ["room": "\(seat.room.code)", "steps": "\(texts.count)"]) }
            } catch {
                return ([self.error(error.message, fatal: false)], false)
            }
            return ([], false)
        case .start:
            guard let seat else { return ([error("only a room's host starts a game", fatal: false)], false) }
            do throws(ArcadeError) { try seat.room.start(by: seat.id) } catch { out.append(self.error(error.message, fatal: false)) }
        case .privacy(let isPrivate):
            guard session != nil else { return ([error("send hello first", fatal: true)], true) }
            if let watched { live?.setPrivate(watched, isPrivate) }
        case .hello(let hello):
            guard session == nil && lab == nil else { return ([error("the session has already begun", fatal: false)], false) }
            do {
                out.append(hello.game == "lab" ? try startLab(hello) : try await start(hello))
            } catch {
                return ([self.error(error.message, fatal: true)], true)
            }
        case .input(let input):
            guard session != nil || lab != nil || seat != nil else { return ([error("send hello first", fatal: true)], true) }
            let events = input.events
            guard events.count <= WireProtocol.maximumEventsPerMessage else {
                return ([error("an input message may carry at most \(WireProtocol.maximumEventsPerMessage) events; \(events.count) dropped", fatal: false)], false)
            }
            if let seat, session == nil {
                // A board played together: the room puts this input in its one order.
                guard seat.room.playsTogether else { return ([error("the round has not begun: the host starts it", fatal: false)], false) }
                ArcadeMetrics.shared.events.increment(by: events.count)
                do throws(ArcadeError) { try seat.room.input(from: seat.id, seq: input.seq ?? 0, events: events) } catch {
                    return ([self.error(error.message, fatal: false)], false)
                }
                return ([], false)
            }
            let restarts = lab?.freshStarts
            let problems = session?.receive(events, arrivedAt: serverTime) ?? lab?.receive(events, arrivedAt: serverTime) ?? []
            ArcadeMetrics.shared.events.increment(by: events.count)
            if !problems.isEmpty { ArcadeMetrics.shared.refusedInputs.increment(by: problems.count) }
            out += problems.prefix(3).map { error($0, fatal: false) }
            if let lab, lab.freshStarts != restarts {
                pendingLines = []
                out.append(send(.lab(labState(lab))))
            }
        case .steps(let steps):
            guard let session else { return ([error(lab == nil ? "send hello first" : "the Lab takes input, not steps", fatal: lab == nil)], lab == nil) }
            guard !sendsScenes else {
                return ([error("steps are for a page playing the game itself (a hello with \"local\": true); send input", fatal: false)], false)
            }
            guard steps.eventCount <= WireProtocol.maximumEventsPerMessage else {
                return ([error("a steps message may carry at most \(WireProtocol.maximumEventsPerMessage) events; \(steps.eventCount) dropped", fatal: false)], false)
            }
            out += take(steps, into: session)
        case .sync:
            guard session != nil || lab != nil else { return ([error("send hello first", fatal: true)], true) }
        case .press(let button):
            if let seat, session == nil, seat.room.playsTogether {
                do throws(ArcadeError) { try seat.room.press(from: seat.id, button: button) } catch {
                    return ([self.error(error.message, fatal: false)], false)
                }
                return ([], false)
            }
            guard let session else { return ([error(lab == nil ? "send hello first" : "the Lab has no buttons", fatal: lab == nil)], lab == nil) }
            do { try session.press(button) } catch { out.append(self.error(error.message, fatal: false)) }
        case .name(let name):
            guard session != nil || lab != nil || seat != nil else { return ([error("send hello first", fatal: true)], true) }
            player = PlayerName.cleaned(name)
            progressToldAt = -.infinity
            if let seat { seat.room.rename(seat.id, to: player) }
        case .configure, .download, .mode, .addTemplate, .removeTemplate, .loadTemplates:
            guard let lab else { return ([error(Self.labOnly(message.kind), fatal: false)], false) }
            out += await handleLab(message, lab)
        }
        out += await update()
        // After the update: what it answers is that everything sent before has been handled.
        if case .sync(let label) = message {
            out.append(send(.synced(label: label, time: session?.engine.now ?? lab?.now ?? 0)))
        }
        return (out, false)
    }

    /// Takes a locally playing page's steps as its session took them, each at its time.
    func take(_ message: ClientMessage.Steps, into session: GameSession) -> [Outbox.Message] {
        pageClock = true
        let limit = serverTime + Self.pageClockLead
        var problems: [String] = []
        var taken: [PageStep] = []
        for step in message.steps {
            guard step.at <= limit else {
                problems.append("a step at \(JSONOutput.number(step.at, decimals: 3)) s is ahead of the session's clock (\(JSONOutput.number(serverTime, decimals: 3)) s): it and those after it are dropped")
                break
            }
            // Never back in time: a step behind the clock (after the server ran it on
            // through a silence) is taken now.
            let at = max(step.at, lastStepAt)
            session.advance(to: at)
            if !step.events.isEmpty { problems += session.receive(step.events, arrivedAt: at) }
            if let button = step.press {
                do { try session.press(button) } catch { problems.append(error.message) }
            }
            lastStepAt = at
            if watched != nil { taken.append(PageStep(at: at, events: step.events, press: step.press)) }
        }
        // Spectators play the steps as the session took them.
        follow(taken)
        ArcadeMetrics.shared.events.increment(by: message.eventCount)
        if !problems.isEmpty { ArcadeMetrics.shared.refusedInputs.increment(by: problems.count) }
        return problems.prefix(3).map { error($0, fatal: false) }
    }

    /// Lets the game's clock run on and returns what changed; closes a session that sent no
    /// hello in time or has been idle too long.
    func tick() async -> (messages: [Outbox.Message], close: Bool) {
        let now = serverTime
        if let watching {
            // A spectator: what its game posted since, and whether to go on.
            let (texts, overflowed, ended) = { ($0.texts, $0.overflowed, $0.ended) }(watching.feed.take())
            if overflowed {
                return ([error("this page fell too far behind the game to go on watching it: reload to watch again", fatal: true)], true)
            }
            if moving { return (texts.map { Outbox.Message(text: $0) } + [send(.move(reason: ServerMessage.movingReason))], true) }
            return (texts.map { Outbox.Message(text: $0) }, ended)
        }
        // A room's player: what the room posted, and a round begun when it says so.
        var roomMessages: [Outbox.Message] = []
        if let seat {
            let taken = seat.feed.take()
            if taken.overflowed {
                return ([error("this page fell too far behind the room to go on: reload to come back", fatal: true)], true)
            }
            var steps: [String] = []
            var link = (count: 0, chain: "")
            func flushSteps() {
                guard !steps.isEmpty else { return }
                roomMessages.append(.steps(steps.joined(separator: ","), count: link.count, chain: link.chain))
                steps = []
            }
            for item in taken.items {
                switch item {
                case .step(let text, let count, let chain):
                    // A board's steps go out together, in one message, in order, with the place
                    // of the last and the chain's link after it.
                    link = (count, chain)
                    steps.append(text)
                case .roundStart:
                    flushSteps()
                    do throws(ArcadeError) { roomMessages.append(try startRound(seat)) } catch { roomMessages.append(self.error(error.message, fatal: false)) }
                case .message(let text):
                    flushSteps()
                    roomMessages.append(Outbox.Message(text: text))
                }
            }
            flushSteps()
            // Draining: a seated player between rounds (or on a board, which the room holds) is
            // told to move as any session is.
            if session == nil { return moving ? (roomMessages + [send(.move(reason: ServerMessage.movingReason))], true) : (roomMessages, false) }
        }
        if moving {
            var out = roomMessages + (await update())
            out.append(send(.move(reason: ServerMessage.movingReason)))
            return (out, true)
        }
        if !laterMessages.isEmpty {
            defer { laterMessages = [] }
            return (roomMessages + laterMessages + (await update()), false)
        }
        guard session != nil || lab != nil else {
            guard now < limits.helloTimeout else {
                return ([error("no hello within \(JSONOutput.number(limits.helloTimeout)) s", fatal: true)], true)
            }
            return ([], false)
        }
        guard now < lastMessage + limits.idleTimeout else {
            return ([error("closed after \(JSONOutput.number(limits.idleTimeout)) s without a message", fatal: true)], true)
        }
        return (roomMessages + (await update()), false)
    }

    /// A room's round begins for this player: a session of the room's game on the round's
    /// seed, begun at once (everyone's first command comes at 0 s), its clock starting now.
    func startRound(_ seat: (room: Room, id: Int, feed: LiveFeed, width: Double, height: Double, local: Bool)) throws(ArcadeError) -> Outbox.Message {
        let (round, seed) = seat.room.roundSeed
        let session = try GameSession(kind: seat.room.game, options: seat.room.options, seed: seed, width: seat.width, height: seat.height, round: 1)
        session.onResult = { [unowned self] result, record in
            self.assumeIsolated { $0.unsaved.append((result, record)) }
        }
        self.session = session
        sendsScenes = !seat.local
        started = clock.now
        lastMessage = 0
        lastStepAt = 0
        pageClock = false
        lastScene = nil
        sessionMeter?.decrement()
        sessionMeter = ArcadeMetrics.shared.sessions(game: seat.room.game.rawValue, mode: sendsScenes ? "scenes" : "local")
        sessionMeter?.increment()
        let size = session.engine.rootView.bounds.size
        let claim = SessionTickets.Claim(game: seat.room.game, options: session.game.options, seed: seed, width: size.width, height: size.height, bestScore: nil)
        logger.info("room round", metadata: ["room": "\(seat.room.code)", "round": "\(round)"])
        return send(.welcome(.init(game: seat.room.game.rawValue, title: seat.room.game.title, options: session.game.options, seed: seed,
                                     width: size.width, height: size.height, bestScore: nil, round: 1, ticket: tickets.issue(claim, started: Date().timeIntervalSince1970))))
    }

    /// A drain asks the session to end: at its next tick it saves what the player earned,
    /// tells the page to move (`move`) and closes.
    func move() {
        moving = true
        alarm.ring()
    }

    /// A result queued while the store was down has been saved as `id`.
    func savedLater(id: Int, result: GameResult) {
        laterMessages.append(send(.saved(.init(id: id, player: player, summary: result.summary))))
        alarm.ring()
    }

    /// Logs the end of the session.
    func end() {
        if let watching {
            if watching.relayed { live?.relay?.leave(watching.id, feed: watching.feed) } else { live?.leave(watching.id, feed: watching.feed) }
            self.watching = nil
            logger.info("spectator end", metadata: ["live": "\(watching.id)"])
        }
        if let seat {
            seat.room.away(seat.id, feed: seat.feed)
            self.seat = nil
        }
        if let watched {
            live?.close(watched, why: moving ? "the game is moving to another server" : "the game is over: the player left")
            self.watched = nil
            kept = StepLog()
        }
        sessionMeter?.decrement()
        sessionMeter = nil
        if lab != nil {
            logger.info("session end", metadata: ["game": "lab", "duration": "\(JSONOutput.number(serverTime, decimals: 1)) s", "result": "none"])
        }
        guard let kind = session?.game.kind else { return }
        let results = saved.map { "\(JSONOutput.number($0.value)) \($0.unit)\($0.category.isEmpty ? "" : " (\($0.category))")" }
        logger.info("session end", metadata: [
            "game": "\(kind.rawValue)", "duration": "\(JSONOutput.number(serverTime, decimals: 1)) s",
            "result": "\(results.isEmpty ? "none" : results.joined(separator: ", "))",
        ])
    }

    func start(_ message: ClientMessage.Hello) async throws(ArcadeError) -> Outbox.Message {
        try Self.checkVersion(message.version)
        // A challenge plays the record's board: its game, options, seed, round and size.
        var board: (id: Int, board: ChallengeBoard)?
        if let id = message.challenge { board = (id, try await challengeBoard(id)) }
        guard let name = board?.board.game.rawValue ?? message.game, let kind = GameKind(rawValue: name) else {
            throw ArcadeError("unknown game \"\(message.game ?? "")\" (\(GameKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let options: GameOptions
        if let board { options = board.board.options } else { options = try (message.options ?? GameOptions()).validated(for: kind) }
        let playerName = PlayerName.cleaned(message.player)
        var seed = board?.board.seed ?? UInt64.random(in: 0..<(1 << 53))
        var carry = board?.board.carry
        var resumedFrom: Double?
        if let resume = message.resume {
            guard message.local == true else { throw ArcadeError("only a page playing the game itself can carry a session on (\"local\": true)") }
            if board == nil {
                seed = resume.seed
                carry = resume.bestScore.map { LiveGame.Carry(bestScore: $0) }
            }
        } else if board == nil, kind == .tapIt, let store, let best = try? await store.best(game: kind.rawValue, category: options.mode ?? "", player: playerName) {
            // Tap It shows the player's best on the leaderboard from the first game on.
            carry = LiveGame.Carry(bestScore: Int(best))
        }
        let session: GameSession
        if let board {
            session = try board.board.session()
        } else {
            session = try GameSession(kind: kind, options: options, seed: seed, width: message.width ?? 800, height: message.height ?? 600, carry: carry)
        }
        let size = session.engine.rootView.bounds.size
        // The game's id among games in progress: a game carried on keeps its own (its ticket vouches for it).
        let gameID = message.resume?.live ?? LiveGames.newID()
        let claim = SessionTickets.Claim(game: kind, options: session.game.options, seed: seed, width: size.width, height: size.height,
                                         bestScore: carry?.bestScore, challenge: board?.id, live: live == nil ? message.resume?.live : gameID)
        let now = Date().timeIntervalSince1970
        if let resume = message.resume {
            // A page carrying on a session another instance began: its ticket must vouch for
            // every part of it (checked against the session as built, its size clamped), and
            // the clock starts where that session's is now.
            guard let began = tickets.check(resume.ticket, for: claim, now: now) else {
                throw ArcadeError("the session cannot be carried on here: its ticket does not match (or is over a day old); a new game starts")
            }
            resumedFrom = began
        }
        session.onResult = { [unowned self] result, record in
            // Called inside the engine; saved once the step is over.
            self.assumeIsolated { $0.unsaved.append((result, record)) }
        }
        if let began = resumedFrom {
            // The server's clock for this session reads the time since the session began.
            started = clock.now - (now - began)
            lastMessage = serverTime
            pageClock = true
        }
        self.session = session
        challenge = board
        sendsScenes = message.local != true
        if let live {
            let opening = WatchedGame.Opening(game: kind, options: session.game.options, seed: seed, width: size.width, height: size.height,
                                            bestScore: carry?.bestScore, round: board?.board.round, carry: board?.board.carry, local: !sendsScenes)
            watched = live.open(id: gameID, opening, player: playerName, isPrivate: message.isPrivate ?? false, playerAlarm: alarm)
        }
        sessionMeter = ArcadeMetrics.shared.sessions(game: kind.rawValue, mode: sendsScenes ? "scenes" : "local")
        sessionMeter?.increment()
        player = playerName
        let ticket = tickets.issue(claim, started: resumedFrom ?? (now - serverTime))
        var metadata: Logger.Metadata = ["game": "\(kind.rawValue)", "seed": "\(seed)", "screen": "\(Int(size.width))x\(Int(size.height))"]
        if let board { metadata["challenge"] = "\(board.id)" }
        logger.info(resumedFrom == nil ? "session start" : "session carried on", metadata: metadata)
        return send(.welcome(.init(game: kind.rawValue, title: kind.title, options: session.game.options, seed: seed,
                                     width: size.width, height: size.height, bestScore: carry?.bestScore,
                                     challenge: board?.id, round: board.map { $0.board.round }, carry: board?.board.carry, live: liveID, ticket: ticket,
                                     resumed: resumedFrom == nil ? nil : true, time: resumedFrom == nil ? nil : serverTime)))
    }

    /// The board of leaderboard result `id`, for a challenge.
    func challengeBoard(_ id: Int) async throws(ArcadeError) -> ChallengeBoard {
        guard let store else { throw ArcadeError("this arcade keeps no leaderboard: there is no record to play again") }
        let text: String?
        do { text = try await store.record(id: id) } catch {
            throw ArcadeError("the leaderboard does not answer, so record \(id) cannot be played again now: try again in a minute")
        }
        guard let text else { throw ArcadeError("there is no record \(id) on the leaderboard to play again") }
        return try ChallengeBoard(try GameRecord(json: text))
    }

    static func checkVersion(_ version: Int?) throws(ArcadeError) {
        guard version == WireProtocol.version else {
            let theirs = version.map(String.init) ?? "none"
            throw ArcadeError("this page speaks protocol version \(theirs) and the server version \(WireProtocol.version): reload the page")
        }
    }

    func update() async -> [Outbox.Message] {
        if let lab {
            lab.advance(to: serverTime)
            var out = pendingLines.map { send(.transition(line: $0)) }
            pendingLines = []
            if pendingReading {
                pendingReading = false
                out.append(send(.strokePad(padState(lab, withSet: false))))
            }
            let scene = lab.scene()
            if scene != lastScene {
                lastScene = scene
                out.append(send(.scene(time: serverTime, scene: scene)))
            }
            return out
        }
        guard let session else { return [] }
        if !pageClock {
            session.advance(to: serverTime)
        } else if serverTime - lastMessage >= Self.pageSilence, serverTime - Self.pageSilence > lastStepAt {
            // The page has gone quiet: the game's timers run on without it.
            lastStepAt = serverTime - Self.pageSilence
            session.advance(to: lastStepAt)
        }
        var out: [Outbox.Message] = []
        // The picture first, then the results: the page places a result's notice clear of the
        // buttons the finished game shows.
        if sendsScenes {
            let scene = session.scene()
            if scene != lastScene {
                lastScene = scene
                let message = send(.scene(time: session.engine.now, scene: scene))
                let text = message.text
                out.append(message)
                // Spectators of a game the server draws see what its player sees.
                lastSceneText = text
                if let watched, watched.isWatched { watched.post(text) }
            }
        }
        if let seat {
            if seat.room.game == .anagrams {
                // A race: how this player's puzzle ended, and when. Another level chosen deals
                // another puzzle (a round of its own): the race's phrase is then given up.
                if session.round != 1 {
                    seat.room.reportPuzzle(seat.id, won: false, at: session.roundStart)
                } else if let end = session.game.firstPuzzleEnd {
                    seat.room.reportPuzzle(seat.id, won: end.won, at: end.time)
                }
            } else {
                // The room's standings: this player's score, and when their game ended.
                seat.room.report(seat.id, score: session.game.points, outAt: session.game.results.first?.time)
            }
        }
        if let watched {
            // Spectators come: their openings; the player hears who watches; the list hears how
            // far the game has got, once a second.
            serveSpectators(watched)
            let watchers = watched.watchers
            if watchers != watchersTold {
                watchersTold = watchers
                out.append(send(.watchers(count: watchers)))
            }
            if serverTime - progressToldAt >= 1 {
                progressToldAt = serverTime
                watched.update(player: player, progress: session.game.progress)
            }
        }
        // Each result, then what became of it: the page shows the last notice it is sent, so the
        // reason a result is not (yet) saved comes after the result itself.
        while !unsaved.isEmpty {
            let (result, record) = unsaved.removeFirst()
            saved.append(result)
            guard let record else {
                ArcadeMetrics.shared.refused(.unranked).increment()
                out.append(send(.result(.init(id: nil, player: player, result: result))))
                out.append(error("this game went on too long to keep its record (\(GameSession.maximumRecordBytes >> 20) MiB of input): its result is not saved", fatal: false))
                continue
            }
            var id: Int?
            var why: String?
            if seat != nil {
                // A room's rounds are played for the room: their results are its standings.
                ArcadeMetrics.shared.refused(.unranked).increment()
            } else if let challenge, !challenge.board.isBoard(of: record) {
                // A new round in a challenge session is a board of its own, but one the player
                // could know in advance (the record's seed): kept off every board.
                ArcadeMetrics.shared.refused(.unranked).increment()
                why = "a challenge keeps the results of its own board only: start a new game from the arcade to be on the leaderboard"
            } else if let saver, record.result.game.keepsScores {
                switch await saver.save(record, player: player, challenge: challenge?.id, whenSaved: { [weak self] id in
                    Task { await self?.savedLater(id: id, result: result) }
                }) {
                case .saved(let saved): id = saved
                case .queued: why = "the leaderboard is not answering: your result is kept and will be saved when it is back"
                case .refused: why = "the result could not be saved: the leaderboard is not answering"
                }
            } else if !record.result.game.keepsScores {
                ArcadeMetrics.shared.refused(.unranked).increment()
            }
            out.append(send(.result(.init(id: id, player: player, result: result))))
            if let why { out.append(error(why, fatal: false)) }
        }
        return out
    }

    func error(_ message: String, fatal: Bool) -> Outbox.Message {
        send(.error(message: message, fatal: fatal))
    }

    /// `message`, ready for the outbox.
    func send(_ message: ServerMessage) -> Outbox.Message {
        Outbox.Message(message)
    }
}
