import Arcade
import ArcadeProtocol
import Foundation
import GestureReplay
import Games
import JSONKit
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
    /// What the session's messages, events, refusals and its being open count into.
    let metrics: ArcadeMetrics
    /// The time the session runs on (the server's continuous clock; a test's own).
    nonisolated let clock: any SessionClock
    /// When the session's clock read 0, in seconds of ``clock``.
    var started: Double
    let tickets: SessionTickets
    /// What the connection is and what that holds — its game, Lab, watch or seat — and which
    /// messages it may send (see ``ConnectionStateMachine``).
    var machine: ConnectionStateMachine
    /// The game of the player's own, alone or a room's round.
    var session: GameSession? { machine.session }
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
    /// A room player's connection: its seat.
    var seat: RoomSeat? { machine.seat }
    var lab: LabSession? { machine.labSession }
    var player = "Player"
    /// Whether the player keeps their games off the list of games in progress.
    var isPrivate = false
    var lastScene: Scene?
    /// Whether the page draws the server's scenes: false for a page playing the game itself
    /// (`"local": true` in its hello), which is sent none.
    var sendsScenes: Bool { machine.sendsScenes }
    /// Results the game gave during the last step, with their records, to save.
    var unsaved: [(result: GameResult, record: GameRecord?)] = []
    var saved: [GameResult] = []
    /// When the page's last message came, in seconds of ``serverTime``.
    var lastMessage: Double { machine.lastMessage }
    /// When the clock last asked to be woken (nil: no time, only a ring).
    var plannedWake: Double?
    /// What this player's room last heard of their round (nil at its start).
    var toldRoom: Room.Report?
    /// Results queued while the store was down and saved since, with their ids: the page is
    /// told at the next tick. Posted from the result saver, which waits on no session.
    nonisolated let savedLater = Mailbox(ListRules<SavedLater>())
    /// A result saved after it was queued, as its id.
    struct SavedLater: Sendable {
        let id: Int
        let result: GameResult
    }
    /// Set by a drain: the session saves what its player earned, tells the page to move, ends.
    var moving: Bool { machine.draining }
    /// The sessions-open gauge this session counts in, once it has begun.
    var sessionMeter: Meter?
    /// What waits to be written to the page: ``WebSocketSession`` posts what the connection
    /// answers into it, and a room's feed posts into it directly.
    nonisolated let outbox: Outbox
    /// Where the socket's event loop sends the messages a page sends many times a second
    /// (``FrequentMessageHandler``): a board-played-together seat's input straight to the room, a
    /// page playing alone's steps to ``inbox``. Opened with such a seat or session, closed at the
    /// end. Nil with no socket.
    nonisolated let messageRoute: FrequentMessageRoute?
    /// A page playing its game alone: its `steps` and `sync`, read on the event loop
    /// (``FrequentMessageRoute/open(page:)``), wait here for the session's inbox loop.
    nonisolated let inbox = PageInbox()

    /// Whether the connection's messages are best written in batches on its socket's event loop:
    /// a room's player's (a step for every player's move, many a frame), and a page playing its
    /// game itself (its `synced` answers come back sooner: 1,500 such pages' p99 4 ms against
    /// 5–8 on the library's writer; docs/benchmarks.md). A page the server draws for keeps the
    /// library's writer, whose pace the flood tests' order of answers rests on.
    var writesOnEventLoop: Bool { machine.role.isSeat || machine.role == .solo(scenes: false) }

    /// The name the page's session cookie signed in as when the socket opened (nil: a guest).
    let signedIn: String?

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
         clock: any SessionClock = ContinuousSessionClock(), live: LiveGames? = nil, rooms: Rooms? = nil, address: String = "",
         metrics: ArcadeMetrics = ArcadeMetrics(), messageRoute: FrequentMessageRoute? = nil, signedIn: String? = nil) {
        self.store = store
        self.signedIn = signedIn
        self.metrics = metrics
        self.messageRoute = messageRoute
        self.address = address
        self.live = live
        self.rooms = rooms
        self.tickets = tickets
        self.saver = saver
        self.logger = logger
        self.limits = limits
        self.clock = clock
        started = clock.now
        machine = ConnectionStateMachine(helloTimeout: limits.helloTimeout, idleTimeout: limits.idleTimeout)
        outbox = Outbox(limit: limits.maximumUnsentBytes, largest: Self.largestMessage)
    }

    /// Seconds since the connection opened: the server's clock for this session.
    var serverTime: Double { clock.now - started }

    /// When the session next has something to do with no message — a game timer, a scene
    /// that changes with time, the hello or idle timeout — in seconds of ``clock``; remembered,
    /// so a message that brings something sooner rings ``alarm``.
    @inline(never)
    func planWake() -> Double {
        let wake = nextWake()
        plannedWake = wake
        return started + wake
    }

    /// The next time, in seconds of ``serverTime``, the session has something to do unasked.
    @inline(never)
    func nextWake() -> Double { machine.nextWake(pageSilence: Self.pageSilence) }

    /// Sends the page's frequent messages where the machine's new state says, admitted by its role.
    @inline(never)
    func route(_ route: ConnectionStateMachine.Route?) {
        let target: FrequentMessageRoute.Target? = switch route {
        case .seat(let seat): .input(to: seat, metrics: metrics)
        case .page: .steps(to: inbox)
        case nil: nil
        }
        messageRoute?.set(target, role: machine.role)
    }

    /// Rings the alarm if the session now has something to do before the clock planned.
    @inline(never)
    func ringIfSooner() {
        if let planned = plannedWake, nextWake() < planned { alarm.ring() }
    }

    /// A binary message: the protocol is JSON text.
    func handleBinary() -> (messages: [Outbox.Message], close: Bool) {
        refuse(machine.refuseBinary(at: serverTime))
    }

    /// The answer to a refused message: its error, and the close a fatal one brings.
    @inline(never)
    func refuse(_ refusal: ConnectionRole.Refusal) -> (messages: [Outbox.Message], close: Bool) {
        ([error(refusal.message, fatal: refusal.fatal)], refusal.fatal)
    }

    /// Handles one text message; returns the messages to send and whether to close. The
    /// connection's state machine admits it first (``ConnectionStateMachine/admit(_:events:at:)``);
    /// what it admits goes to its role's code.
    func handle(_ text: String) async -> (messages: [Outbox.Message], close: Bool) {
        let message: ClientMessage
        do {
            message = try ClientMessage.parse(text)
        } catch {
            metrics.messages.increment()
            defer { ringIfSooner() }
            return refuse(machine.refuseUnreadable(error, at: serverTime))
        }
        return await handle(message)
    }

    /// Handles messages read on the event loop (``inbox``), in order, each as a message the
    /// library read is handled; stops after one that closes.
    func handle(_ messages: [ClientMessage]) async -> (messages: [Outbox.Message], close: Bool) {
        var out: [Outbox.Message] = []
        for message in messages {
            let (replies, close) = await handle(message)
            out += replies
            if close { return (out, true) }
        }
        return (out, false)
    }

    /// Handles one message read.
    func handle(_ message: ClientMessage) async -> (messages: [Outbox.Message], close: Bool) {
        metrics.messages.increment()
        defer { ringIfSooner() }
        if let refusal = machine.admit(message.kind, events: message.eventCount, at: serverTime) { return refuse(refusal) }
        var out: [Outbox.Message] = []
        switch message {
        case .spectate(let request):
            return await spectate(request)
        case .room(let request):
            return await joinRoom(request)
        case .restore(let texts):
            guard let seat else { return ([], false) }
            do throws(ArcadeError) {
                if try await seat.room.takeSteps(from: seat.id, feed: seat.feed, texts: texts) { logger.info("room board taken on", metadata: ["room": "\(seat.room.code)", "steps": "\(texts.count)"]) }
            } catch {
                return ([self.error(error.message, fatal: false)], false)
            }
            return ([], false)
        case .start:
            guard let seat else { return ([], false) }
            do throws(ArcadeError) { try await seat.room.start(by: seat.id) } catch { out.append(self.error(error.message, fatal: false)) }
        case .rematch:
            guard let seat else { return ([], false) }
            do throws(ArcadeError) { try await seat.room.rematch(by: seat.id) } catch { out.append(self.error(error.message, fatal: false)) }
        case .privacy(let isPrivate):
            self.isPrivate = isPrivate
            if let watched { live?.setPrivate(watched, isPrivate) }
        case .hello(let hello):
            do {
                out.append(hello.game == "lab" ? try startLab(hello) : try await start(hello))
            } catch {
                return ([self.error(error.message, fatal: true)], true)
            }
        case .input(let input):
            metrics.events.increment(by: input.events.count)
            if let seat, session == nil {
                // A board played together: the room puts this input in its one order.
                do throws(ArcadeError) { try await seat.room.input(from: seat.id, seq: input.seq ?? 0, events: input.events) } catch {
                    return ([self.error(error.message, fatal: false)], false)
                }
                return ([], false)
            }
            let restarts = lab?.freshStarts
            let problems = session?.receive(input.events, arrivedAt: serverTime) ?? lab?.receive(input.events, arrivedAt: serverTime) ?? []
            if !problems.isEmpty { metrics.refusedInputs.increment(by: problems.count) }
            out += problems.prefix(3).map { error($0, fatal: false) }
            if let lab, lab.freshStarts != restarts {
                machine.updateLab { $0.pendingLines = [] }
                out.append(send(.lab(labState(lab))))
            }
        case .steps(let steps):
            guard let session else { return ([], false) }
            out += take(steps, into: session)
        case .sync:
            break
        case .press(let button):
            if let seat, session == nil {
                do throws(ArcadeError) { try await seat.room.press(from: seat.id, button: button) } catch {
                    return ([self.error(error.message, fatal: false)], false)
                }
                return ([], false)
            }
            do { try session?.press(button) } catch { out.append(self.error(error.message, fatal: false)) }
        case .name(let name):
            do throws(ArcadeError) { player = try await playerName(name) } catch { return ([self.error(error.message, fatal: false)], false) }
            progressToldAt = -.infinity
            if let seat { await seat.room.rename(seat.id, to: player) }
        case .configure, .download, .mode, .addTemplate, .removeTemplate, .loadTemplates:
            guard let lab else { return ([], false) }
            out += await handleLab(message, lab)
        }
        out += await update()
        // After the update: what it answers is that everything sent before has been handled.
        if case .sync(let label) = message {
            out.append(send(.synced(label: label, time: session?.engine.now ?? lab?.now ?? 0)))
        }
        return (out, false)
    }

    /// Lets the game's clock run on and returns what changed; closes a session that sent no
    /// hello in time or has been idle too long.
    func tick() async -> (messages: [Outbox.Message], close: Bool) {
        let now = serverTime
        if let watching = machine.watch {
            // A spectator: what its game posted since, and whether to go on.
            let (texts, overflowed, ended) = watching.feed.take()
            if overflowed {
                return ([error("this page fell too far behind the game to go on watching it: reload to watch again", fatal: true)], true)
            }
            if moving { return (texts.map { Outbox.Message(text: $0) } + [send(.move(reason: ServerMessage.movingReason))], true) }
            return (texts.map { Outbox.Message(text: $0) }, ended)
        }
        if let seat {
            // A room's player: the room posts into the outbox itself; a round begun is made here.
            guard await startRounds(seat) else {
                return ([error("this page fell too far behind the room to go on: reload to come back", fatal: true)], true)
            }
            // Draining: a seated player between rounds (or on a board, which the room holds) is
            // told to move as any session is.
            if session == nil { return moving ? ([send(.move(reason: ServerMessage.movingReason))], true) : ([], false) }
        }
        if moving { return (await update() + [send(.move(reason: ServerMessage.movingReason))], true) }
        if let later = savedLater.take({ $0.take() }).taken {
            var messages: [Outbox.Message] = []
            for saved in later {
                let place = await placeOf(saved.id)
                messages.append(send(.saved(.init(id: saved.id, player: player, summary: saved.result.summary, place: place?.place,
                                                  personalBest: place?.isPersonalBest))))
            }
            return (messages + (await update()), false)
        }
        if let refusal = machine.expiry(at: now) { return (refuse(refusal).messages, true) }
        guard session != nil || lab != nil else { return ([], false) }
        return (await update(), false)
    }

    /// A drain asks the session to end: at its next tick it saves what the player earned,
    /// tells the page to move (`move`) and closes.
    func move() {
        machine.drain()
        alarm.ring()
    }

    /// Logs the end of the session.
    func end() async {
        let (seat, watching, kind, wasLab) = (machine.seat, machine.watch, session?.game.kind, lab != nil)
        route(machine.close())
        inbox.close()
        if let watching {
            if watching.relayed { live?.relay?.leave(watching.id, feed: watching.feed) } else { live?.leave(watching.id, feed: watching.feed) }
            logger.info("spectator end", metadata: ["live": "\(watching.id)"])
        }
        if let seat {
            if watched != nil { await seat.room.setLive(seat.id, nil) }
            await seat.room.away(seat.id, feed: seat.feed)
        }
        if let watched {
            live?.close(watched, why: moving ? "the game is moving to another server" : "the game is over: the player left")
            self.watched = nil
            kept = StepLog()
        }
        sessionMeter?.decrement()
        sessionMeter = nil
        if wasLab {
            logger.info("session end", metadata: ["game": "lab", "duration": "\(JSONOutput.number(serverTime, decimals: 1)) s", "result": "none"])
        }
        guard let kind else { return }
        let results = saved.map { "\(JSONOutput.number($0.value)) \($0.unit)\($0.category.isEmpty ? "" : " (\($0.category))")" }
        logger.info("session end", metadata: [
            "game": "\(kind.rawValue)", "duration": "\(JSONOutput.number(serverTime, decimals: 1)) s",
            "result": "\(results.isEmpty ? "none" : results.joined(separator: ", "))",
        ])
    }

    /// Throws unless the page speaks this server's protocol version.
    static func checkVersion(_ version: Int?) throws(ArcadeError) {
        guard version == WireProtocol.version else {
            let theirs = version.map(String.init) ?? "none"
            throw ArcadeError("this page speaks protocol version \(theirs) and the server version \(WireProtocol.version): reload the page")
        }
    }

    @inline(never)
    func error(_ message: String, fatal: Bool) -> Outbox.Message {
        send(.error(message: message, fatal: fatal))
    }

    /// `message`, ready for the outbox.
    @inline(never)
    func send(_ message: ServerMessage) -> Outbox.Message {
        Outbox.Message(message)
    }
}
