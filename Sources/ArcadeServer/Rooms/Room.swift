import Arcade
import ArcadeProtocol
import GestureReplay
import NIOConcurrencyHelpers

/// Players who play together: 2 to 8, each with a name and a colour, one of them the host who
/// starts each round. In versus Tap It every player gets the same commands (one seed for the
/// round) in a game of their own, held by their own connection's session; the room keeps the
/// standings and says who is out and who is last standing. In Pentominoes and Pieces the room
/// holds one board for everyone (``TeamBoard``): the players' input in one order, the steps sent
/// to every page, the board solved together and its result the team's. Anagrams is a race, best
/// of three: every player gets the same phrase in a game of their own, and the first to spell it
/// (by their game's clock) takes the puzzle; the first to take two wins. A player who joins
/// during a round watches until the next.
///
/// What the room knows and decides is a ``RoomStateMachine``, held here behind a lock; this
/// object carries out what it asks (``RoomAction``): it posts messages to the members' feeds
/// (``LiveFeed``: each member's connection sends them at its next tick), keeps its timers for
/// the room's one loop (``run()``, on the injected clock), and holds the board played together
/// and the steps of one being taken on from another instance (``BoardRestore``).
final class Room: Sendable {
    struct State {
        var machine: RoomStateMachine
        /// Each connection's feed, by the number the machine knows it by.
        var feeds: [Int: LiveFeed] = [:]
        var nextConnection = 1
        /// The board played together in the round under way, or the last one.
        var board: TeamBoard?
        var boardNumber = 0
        /// A room taken on from another instance while a board was played: the board to rebuild
        /// from the steps a player's page hands over.
        var restore: BoardRestore?
        /// The board under way as a game in progress, which spectators watch (``Room/listBoard(_:)``).
        var watched: WatchedGame?
        /// Each player's round as a game in progress, by seat: what a player who is out watches.
        var live: [Int: String] = [:]
        /// The timers the machine asked for, which the room's loop fires (``Room/run()``).
        var timers: [(at: Double, timer: RoomTimer)] = []
        /// Team results the loop is to save.
        var unsaved: [TeamResult] = []
        /// Set when the room closes: its loop ends.
        var closed = false

        /// The feeds of the players here, in the machine's order (no copy of its members).
        var presentFeeds: [LiveFeed] {
            var out: [LiveFeed] = []
            out.reserveCapacity(machine.members.count)
            for member in machine.members where member.isHere {
                if let feed = feeds[member.connection] { out.append(feed) }
            }
            return out
        }

        /// The feed of member `id`'s newest connection.
        func feed(of id: Int) -> LiveFeed? { machine.member(id).flatMap { feeds[$0.connection] } }

        /// The connection number `feed` was given, if it still holds a seat.
        func connection(of feed: LiveFeed) -> Int? { feeds.first { $0.value === feed }?.key }
    }

    /// The room's code: 6 letters and digits (no 0, O, 1, I or L), random.
    let code: String
    /// What is played, and with which options.
    let game: GameKind
    let options: GameOptions
    /// Whether everyone plays one board (Pentominoes, Pieces) rather than a game each.
    var playsTogether: Bool { game.roomPlay == .together }
    let state: NIOLockedValueBox<State>
    let clock: any SessionClock
    /// Where a board's results go (nil: an arcade without a leaderboard).
    let saver: ResultSaver?
    /// How long a board's step may wait to go out with others (``ArcadeLimits/roomBroadcastInterval``).
    let broadcastInterval: Double
    /// Seals the room's state and its board's steps (under the key the instances share).
    let tickets: SessionTickets
    /// The games in progress on this instance (nil: the room's boards are not listed).
    let live: LiveGames?
    /// Wakes the room's loop: a timer set, a step posted on its board, a result to save, the room closed.
    let alarm = Alarm()

    init(code: String, game: GameKind, options: GameOptions, clock: any SessionClock, saver: ResultSaver? = nil, broadcastInterval: Double = 0.004,
         tickets: SessionTickets = SessionTickets(), live: LiveGames? = nil, machine: RoomStateMachine? = nil) {
        self.live = live
        self.code = code
        self.broadcastInterval = broadcastInterval
        self.game = game
        self.options = options
        self.clock = clock
        self.saver = saver
        self.tickets = tickets
        state = NIOLockedValueBox(State(machine: machine ?? RoomStateMachine(now: clock.now)))
    }

    /// The room `snapshot` describes, taken on from another instance: its players' seats held
    /// for them (``RoomStateMachine/seatHold``) until they sit again with their tokens, its host
    /// and round; a board played together is rebuilt once a player's page hands its steps over
    /// (``restoreBoard(by:feed:count:link:)``).
    convenience init(restoring snapshot: RoomSnapshot, clock: any SessionClock, saver: ResultSaver?, broadcastInterval: Double, tickets: SessionTickets,
                     live: LiveGames? = nil) {
        self.init(code: snapshot.code, game: snapshot.game, options: snapshot.options, clock: clock, saver: saver, broadcastInterval: broadcastInterval,
                  tickets: tickets, live: live, machine: RoomStateMachine(restoring: snapshot, now: clock.now, newToken: LiveGames.newID))
        state.withLockedValue { s in
            s.restore = snapshot.board.map(BoardRestore.init(board:))
            _ = schedule(s.machine.seatHolds, in: &s)
        }
    }

    /// Runs `input` on the room's state under the lock and carries out there what the machine
    /// asks (so two threads' messages reach every page in the order the machine decided them);
    /// timers are set, and fingers on a board let go, after.
    @discardableResult
    func apply<T>(_ input: (inout State, Double) throws(ArcadeError) -> (T, [RoomAction])) throws(ArcadeError) -> T {
        let now = clock.now
        typealias BoardSending = (board: TeamBoard, feed: LiveFeed, round: Int, you: Int, playing: Bool)
        let done = state.withLockedValue { s -> Result<(T, [RoomAction], [BoardSending], Bool), ArcadeError> in
            do throws(ArcadeError) {
                let (value, actions) = try input(&s, now)
                perform(actions, in: s)
                let timed = schedule(actions, in: &s)
                // A board is sent after the lock (its steps' lock is taken before the room's when
                // they are posted), with exactly the steps posted before it.
                let boards = actions.compactMap { action -> BoardSending? in
                    guard case .sendBoard(let id, let playing) = action, let board = s.board, let feed = s.feed(of: id) else { return nil }
                    return (board, feed, s.machine.round, id, playing)
                }
                return .success((value, actions, boards, timed))
            } catch {
                return .failure(error)
            }
        }
        let (value, actions, boards, timed) = try done.get()
        for b in boards {
            b.board.withPostedHistory { history in
                if let history {
                    b.feed.post(boardMessage(b.board, round: b.round, you: b.you, playing: b.playing, history: history))
                } else {
                    b.feed.post(ServerMessage.error(message: "this board has been played too long to be joined mid-round: you play from the next one",
                                                             fatal: false).typeFirstJSONText)
                }
            }
        }
        if timed { alarm.ring() }
        for case .release(let id, let number) in actions {
            if let board = state.withLockedValue({ $0.boardNumber == number ? $0.board : nil }) { deliver(board.release(id), from: id, on: board) }
        }
        if actions.contains(.startAgain), let host = state.withLockedValue({ $0.machine.host }) {
            // As the host's Start: a refusal (too few here by now) leaves the room as it is.
            try? start(by: host)
        }
        return value
    }

    /// Runs `input` on the machine alone; see ``apply(_:)-generic``.
    func apply(_ input: (inout RoomStateMachine, Double) -> [RoomAction]) {
        // Cannot throw: the input does not.
        _ = try? apply { (s: inout State, now: Double) throws(ArcadeError) -> ((), [RoomAction]) in ((), input(&s.machine, now)) }
    }

    /// The messages the machine asks for, posted under the room's lock.
    private func perform(_ actions: [RoomAction], in s: State) {
        for action in actions {
            switch action {
            case .tellState:
                let carry = s.machine.snapshot(code: code, game: game, options: options, restoring: s.restore?.board, digest: SessionTickets.digest).carry(tickets)
                for member in s.machine.present {
                    s.feeds[member.connection]?.post(s.machine.stateMessage(code: code, game: game, you: member.id, carry: carry, live: s.live).jsonText)
                }
            case .tellOver:
                let text = s.machine.overMessage.jsonText
                for member in s.machine.present { s.feeds[member.connection]?.post(text) }
            case .beginRound(let ids):
                for id in ids { s.feed(of: id)?.post(.roundStart) }
            case .sendBoard, .release, .wake, .startAgain: break
            }
        }
    }

    /// A round's seed: 53 random bits (the page's numbers hold them exactly).
    static func newSeed() -> UInt64 { UInt64.random(in: 0..<(1 << 53)) }

    /// Seats a player called `name`, whose messages go to `feed`; the first is the host. With the
    /// `token` of a seat held for them (a lost connection, within ``RoomStateMachine/seatHold``),
    /// they take it back: the same id, colour and standing. Throws "the room is full" past
    /// ``RoomStateMachine/capacity``.
    func join(name: String, feed: LiveFeed, token: String? = nil, width: Double = 800, height: Double = 600) throws(ArcadeError) -> Int {
        let connection = state.withLockedValue { s in
            defer { s.nextConnection += 1 }
            s.feeds[s.nextConnection] = feed
            return s.nextConnection
        }
        do throws(ArcadeError) {
            return try apply { (s: inout State, now: Double) throws(ArcadeError) in
                try s.machine.join(name: name, connection: connection, token: token, newToken: LiveGames.newID(), width: width, height: height, now: now,
                                   digest: SessionTickets.digest)
            }
        } catch {
            state.withLockedValue { _ = $0.feeds.removeValue(forKey: connection) }
            throw error
        }
    }

    /// Member `id`'s connection, whose messages went to `feed`, is gone: their seat is held
    /// (their game in a round ends now), the host passes to a player still here, and after the
    /// hold the seat is free — unless they came back with their token. A seat belongs to its
    /// newest connection: when the player has taken it back on another, the old one's end
    /// changes nothing.
    func away(_ id: Int, feed: LiveFeed) {
        let now = clock.now
        let found = state.withLockedValue { s -> (connection: Int, ask: LiveFeed?)? in
            guard let connection = s.connection(of: feed) else { return nil }
            s.feeds[connection] = nil
            guard s.machine.member(id)?.connection == connection else { return nil }
            return (connection, s.restore?.away(id, feed: feed, now: now))
        }
        guard let (connection, ask) = found else { return }
        if let ask {
            ask.post(Self.restoreRequest)
            watchRestore()
        }
        apply { $0.away(id, connection: connection, now: $1) }
        // Nobody left at the board: nothing more to watch.
        if state.withLockedValue({ $0.machine.present.isEmpty }) { unlistBoard(why: "the game is over: the players left") }
    }

    /// A member's name changed.
    func rename(_ id: Int, to name: String) {
        apply { m, _ in m.rename(id, to: name) }
    }

    /// Starts a round, when member `id` is the host and at least ``RoomStateMachine/quorum``
    /// players are here: a new seed for everyone; each member's connection is told to begin.
    func start(by id: Int) throws(ArcadeError) {
        if playsTogether { return try startBoard(by: id) }
        let seed = Self.newSeed()
        if game == .anagrams {
            try apply { (s: inout State, now: Double) throws(ArcadeError) in ((), try s.machine.startRace(by: id, seed: seed, now: now)) }
        } else {
            try apply { (s: inout State, now: Double) throws(ArcadeError) in ((), try s.machine.startVersus(by: id, seed: seed, now: now)) }
        }
    }

    /// Member `id`'s round is listed among games in progress as `live` (nil: it is not — private,
    /// or over): everyone is told, so a player who is out can watch it.
    func setLive(_ id: Int, _ live: String?) {
        // Cannot throw: the input does not.
        _ = try? apply { (s: inout State, _: Double) throws(ArcadeError) -> ((), [RoomAction]) in
            guard s.live[id] != live else { return ((), []) }
            s.live[id] = live
            return ((), [.tellState])
        }
    }

    /// Member `id` asks to play again (see ``RoomStateMachine/askRematch(_:now:)``).
    func rematch(by id: Int) throws(ArcadeError) {
        try apply { (s: inout State, now: Double) throws(ArcadeError) in ((), try s.machine.askRematch(id, now: now)) }
    }

    /// Member `id`'s Anagrams puzzle ended at `at` seconds of their game's clock: spelled (`won`)
    /// or out of time (see ``RoomStateMachine/reportPuzzle(_:won:at:now:)``).
    func reportPuzzle(_ id: Int, won: Bool, at: Double) {
        apply { $0.reportPuzzle(id, won: won, at: at, now: $1) }
    }

    /// Member `id`'s game now: its score, and when it ended if it has. Everyone hears the
    /// standings when they change, and who won once every player is out.
    func report(_ id: Int, score: Int, outAt: Double?) {
        apply { $0.report(id, score: score, outAt: outAt, now: $1) }
    }

    /// The round under way: its number and seed (a member's session is built from them).
    var roundSeed: (round: Int, seed: UInt64) {
        state.withLockedValue { ($0.machine.round, $0.machine.seed) }
    }

    /// Seconds since anything happened in the room.
    var idleFor: Double { clock.now - state.withLockedValue { $0.machine.lastActivity } }

    /// Posts every member the room as it is now, each with who they are (`you`).
    func broadcastState() {
        apply { _, _ in [.tellState] }
    }
}
