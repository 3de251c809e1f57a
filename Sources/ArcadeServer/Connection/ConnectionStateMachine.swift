import Arcade
import ArcadeProtocol
import JSONKit

/// One WebSocket connection as a value: what it is — opening, a game played alone, the Gesture
/// Lab, watching, seated in a room, ended — with what each holds in its case (the game's session
/// and clock, the Lab and the lines it printed, the feed watched, the seat and its round). Every
/// message that comes is admitted or refused in words by its ``role``; each change of state
/// returns the route the page's frequent messages now take (``Route``); time passing closes an
/// opening that sent no hello, or a connection gone silent (``expiry(at:)``), and ``nextWake(pageSilence:)``
/// says when the connection next has something to do unasked. Nothing here knows a socket:
/// ``ArcadeConnection`` carries out what it returns; its rules are tested with the times a
/// scenario gives (ConnectionStateMachineTests).
///
/// Its members are never inlined: the connection's async functions would hold each inlined
/// copy of a state (a few hundred bytes) in their task frames, which a connection's task keeps at
/// its deepest for its life (handle's frame grew from 8 to 30 KB when they were).
struct ConnectionStateMachine {
    /// What the connection is, and what that holds.
    enum State {
        /// No hello yet (nor room or spectate message): closed at `deadline` (seconds since the
        /// connection opened) unless one comes.
        case opening(deadline: Double)
        /// A game played alone (or a challenge of a leaderboard record).
        case alone(Game)
        /// The Gesture Lab.
        case lab(Lab)
        /// Watching a game in progress.
        case watching(Watch)
        /// A room's player, in a round of their own or between rounds.
        case seated(Seated)
        /// The connection has ended.
        case closed
    }

    /// A game of the player's own on this connection: alone, or a room's round.
    struct Game {
        let session: GameSession
        /// Whether the server draws it (sends scenes): false for a page playing it itself.
        let scenes: Bool
        /// A challenge: the leaderboard result whose board the session plays.
        var challenge: Challenge?
        /// Whether the page's own clock places its input: true once a locally playing page sends
        /// `steps` (or carries its session on here after a move). The server then takes each
        /// step at the time the page's session took it, and lets the game's clock run on its own
        /// only when the page has been silent for a while.
        var pageClock = false
        /// The game-clock time of the last step taken, in seconds.
        var lastStepAt = 0.0
    }

    /// The leaderboard result a challenge plays again, and its board.
    struct Challenge {
        let id: Int
        let board: ChallengeBoard
    }

    /// The Lab, the setup it was last given, and what it printed since the page was last told.
    struct Lab {
        let session: LabSession
        var configuration: LabConfiguration
        var pendingLines: [String] = []
        /// The stroke pad read a stroke since the page was last sent the pad.
        var pendingReading = false
    }

    /// A spectator's game: its id, the feed its messages come by, and whether through the relay
    /// from another instance.
    struct Watch {
        let id: String
        let feed: LiveFeed
        let relayed: Bool
    }

    /// A room's player: the seat, and the game of the round on now, if any.
    struct Seated {
        let seat: RoomSeat
        var round: Game?
    }

    /// Where the messages a page sends many times a second go, read on the socket's event loop.
    enum Route {
        /// To the room the seat plays one board in.
        case seat(RoomSeat)
        /// To the connection's inbox: a page playing its game alone.
        case page
    }

    private(set) var state: State
    /// When the last message came, in seconds since the connection opened.
    private(set) var lastMessage = 0.0
    /// A drain asked the connection to end: it saves what the player earned, tells the page to move.
    private(set) var draining = false
    /// Seconds a connection may stay open without a hello.
    let helloTimeout: Double
    /// Seconds a session may go without a message.
    let idleTimeout: Double

    /// A connection opened at 0 s.
    init(helloTimeout: Double, idleTimeout: Double) {
        self.helloTimeout = helloTimeout
        self.idleTimeout = idleTimeout
        state = .opening(deadline: helloTimeout)
    }

    /// What the connection is, with none of its data: what its messages are admitted by.
    @inline(never)
    var role: ConnectionRole {
        switch state {
        case .opening: return .opening
        case .alone(let game): return .solo(scenes: game.scenes)
        case .lab: return .lab
        case .watching: return .spectator
        case .seated(let seated):
            return .seat(together: seated.seat.together, round: seated.round != nil, scenes: seated.round?.scenes ?? true)
        case .closed: return .closed
        }
    }

    /// The game of the player's own, alone or a round's.
    @inline(never)
    var game: Game? {
        switch state {
        case .alone(let game): return game
        case .seated(let seated): return seated.round
        default: return nil
        }
    }

    /// The game's challenge, if it plays one.
    @inline(never)
    var challenge: Challenge? { game?.challenge }
    /// Whether the page's own clock places the game's input, and the time of its last step.
    @inline(never)
    var pageClock: (on: Bool, lastStepAt: Double) { (game?.pageClock ?? false, game?.lastStepAt ?? 0) }
    /// The Lab's session, its setup, and what it printed and read since the page was last told.
    @inline(never)
    var labSession: LabSession? { lab?.session }
    @inline(never)
    var labConfiguration: LabConfiguration { lab?.configuration ?? LabConfiguration() }

    @inline(never)
    var session: GameSession? {
        switch state {
        case .alone(let game): return game.session
        case .seated(let seated): return seated.round?.session
        default: return nil
        }
    }
    @inline(never)
    var lab: Lab? { if case .lab(let lab) = state { lab } else { nil } }
    @inline(never)
    var watch: Watch? { if case .watching(let watch) = state { watch } else { nil } }
    @inline(never)
    var seat: RoomSeat? { if case .seated(let seated) = state { seated.seat } else { nil } }
    /// Whether the server draws this connection's game (it sends scenes).
    @inline(never)
    var sendsScenes: Bool { role.sendsScenes }

    // MARK: What happens to it

    /// A message of `kind` carrying `events` pointer events came at `now`: nil when it is to be
    /// handled, else why not.
    @inline(never)
    mutating func admit(_ kind: ClientMessageKind, events: Int = 0, at now: Double) -> ConnectionRole.Refusal? {
        lastMessage = now
        return role.admit(kind, events: events)
    }

    /// A message that could not be read came at `now`.
    @inline(never)
    mutating func refuseUnreadable(_ error: ClientMessage.ParseError, at now: Double) -> ConnectionRole.Refusal {
        lastMessage = now
        return role.refuseUnreadable(error)
    }

    /// A binary message came at `now`.
    @inline(never)
    mutating func refuseBinary(at now: Double) -> ConnectionRole.Refusal {
        lastMessage = now
        return role.refuseBinary()
    }

    /// A hello began a game played alone.
    @inline(never)
    mutating func begin(_ game: Game) -> Route? {
        state = .alone(game)
        return game.scenes ? nil : .page
    }

    /// A hello of game "lab" opened the Lab.
    @inline(never)
    mutating func begin(_ lab: Lab) -> Route? {
        state = .lab(lab)
        return nil
    }

    /// A spectate message: the connection watches a game.
    @inline(never)
    mutating func watch(_ watch: Watch) -> Route? {
        state = .watching(watch)
        return nil
    }

    /// A room message sat the connection in a room.
    @inline(never)
    mutating func sit(_ seat: RoomSeat) -> Route? {
        state = .seated(Seated(seat: seat))
        return seat.together ? .seat(seat) : nil
    }

    /// The room began a round: the player's own game of it, its clock at 0 s.
    @inline(never)
    mutating func beginRound(_ game: Game) -> Route? {
        guard case .seated(var seated) = state else { return nil }
        seated.round = game
        state = .seated(seated)
        lastMessage = 0
        return seated.seat.together ? .seat(seated.seat) : nil
    }

    /// The connection ends: nothing more is routed or handled.
    @inline(never)
    mutating func close() -> Route? {
        state = .closed
        return nil
    }

    /// A drain asks the connection to end at its next tick.
    @inline(never)
    mutating func drain() { draining = true }

    /// The connection's clock was set again (a session carried on from another instance goes on
    /// from its time): the last message came at `lastMessage`.
    @inline(never)
    mutating func rebase(lastMessage: Double) { self.lastMessage = lastMessage }

    /// Changes the game of the player's own in place (its page's clock, its last step).
    @inline(never)
    mutating func updateGame(_ change: (inout Game) -> Void) {
        switch state {
        case .alone(var game):
            state = .closed
            change(&game)
            state = .alone(game)
        case .seated(var seated):
            guard var game = seated.round else { return }
            state = .closed
            change(&game)
            seated.round = game
            state = .seated(seated)
        default:
            return
        }
    }

    /// The Lab, the lines it printed and whether its pad read a stroke since the last time
    /// asked (both then forgotten); nil outside the Lab.
    @inline(never)
    mutating func takeLabNews() -> (session: LabSession, lines: [String], reading: Bool)? {
        guard case .lab(var lab) = state else { return nil }
        let news = (lab.session, lab.pendingLines, lab.pendingReading)
        lab.pendingLines = []
        lab.pendingReading = false
        state = .lab(lab)
        return news
    }

    /// Changes the Lab's bookkeeping in place (its setup, what it printed since last told).
    @inline(never)
    mutating func updateLab(_ change: (inout Lab) -> Void) {
        guard case .lab(var lab) = state else { return }
        state = .closed
        change(&lab)
        state = .lab(lab)
    }

    // MARK: Time

    /// When time alone next closes the connection, in seconds since it opened: its hello's
    /// deadline, or its idleness's (never for a role that does not expire).
    @inline(never)
    var deadline: Double {
        guard role.expires else { return .infinity }
        let idle = lastMessage + idleTimeout
        if case .opening(let hello) = state { return min(idle, hello) }
        return idle
    }

    /// Why the connection closes at `now`, if it does: no hello in time, or idle too long.
    @inline(never)
    func expiry(at now: Double) -> ConnectionRole.Refusal? {
        guard role.expires else { return nil }
        if case .opening(let hello) = state {
            return now < hello ? nil : .init(message: "no hello within \(JSONOutput.number(helloTimeout)) s", fatal: true)
        }
        return now < lastMessage + idleTimeout ? nil : .init(message: "closed after \(JSONOutput.number(idleTimeout)) s without a message", fatal: true)
    }

    /// The next time, in seconds since the connection opened, it has something to do unasked: a
    /// game timer, a scene that changes with time, the hello or idle timeout. A page placing its
    /// own input has its game's timers fired by its steps: here only once it has been silent for
    /// `pageSilence` seconds.
    @inline(never)
    func nextWake(pageSilence: Double) -> Double {
        // A spectator, or a seat between rounds, has no deadline: woken by its feed.
        var wake = deadline
        guard wake.isFinite else { return wake }
        // A millisecond late, so the game's clock (rounded down to the microsecond) has surely
        // passed the deadline when it runs.
        if let game, game.pageClock {
            if let due = game.session.nextWake(drawing: false) { wake = min(wake, max(due, lastMessage) + pageSilence + 0.001) }
        } else if let due = game?.session.nextWake(drawing: game?.scenes ?? true) ?? lab?.session.nextWake {
            wake = min(wake, due + 0.001)
        }
        return wake
    }
}
