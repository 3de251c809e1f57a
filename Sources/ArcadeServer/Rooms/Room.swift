import Arcade
import ArcadeProtocol
import GestureReplay
import NIOCore
import Synchronization

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
/// What the room knows and decides is a ``RoomStateMachine``; the room is an actor that holds
/// it with what carries out its actions (``RoomAction``): the members' feeds (``LiveFeed``: each
/// member's connection sends what is posted at its next tick), the timers its one loop fires
/// (``run()``, on the injected clock), the board played together (``TeamBoard``, the room's
/// alone) and the steps of one being taken on from another instance (``BoardRestore``).
///
/// The room runs on a ``RoomExecutor``: a board's input is taken on the event loop that read it
/// when the room is idle (``post(_:)``), with no task woken, and queued for whoever runs the
/// room when not; its own jobs run on its home event loop.
actor Room {
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

        /// Keeps the machine's timers for the loop; true when `actions` set one.
        mutating func schedule(_ actions: [RoomAction]) -> Bool {
            var any = false
            for case .wake(let timer, let at) in actions {
                timers.append((at, timer))
                any = true
            }
            return any
        }
    }

    /// What reaches the room from those that may not wait for it: a board's input read on a
    /// socket's event loop (a refusal goes to the sender's feed), a member's round as it goes
    /// (their score and when it ended; how their Anagrams puzzle ended), and the room's end.
    enum Letter: Sendable {
        case input(from: Int, seq: Int, events: [ClientInput], feed: LiveFeed)
        case report(Report)
        case close(why: String)
    }

    /// What a member's connection tells the room of their round (``RoomStateMachine/report(_:score:outAt:now:)``,
    /// ``RoomStateMachine/reportPuzzle(_:won:at:now:)``).
    enum Report: Sendable, Equatable {
        /// Member `id`'s game now: its score, and when it ended if it has (versus Tap It).
        case score(Int, score: Int, outAt: Double?)
        /// Member `id`'s Anagrams puzzle ended at `at` seconds of their game's clock: spelled
        /// (`won`) or out of time.
        case puzzle(Int, won: Bool, at: Double)
    }

    /// The room's code: 6 letters and digits (no 0, O, 1, I or L), random.
    nonisolated let code: String
    /// What is played, and with which options.
    nonisolated let game: GameKind
    nonisolated let options: GameOptions
    /// Whether everyone plays one board (Pentominoes, Pieces) rather than a game each.
    nonisolated var playsTogether: Bool { game.roomPlay == .together }
    var state: State
    let clock: any SessionClock
    /// Where a board's results go (nil: an arcade without a leaderboard).
    let saver: ResultSaver?
    /// How long a board's step may wait to go out with others (``ArcadeLimits/roomBroadcastInterval``).
    let broadcastInterval: Double
    /// Seals the room's state and its board's steps (under the key the instances share).
    let tickets: SessionTickets
    /// The games in progress on this instance (nil: the room's boards are not listed).
    let live: LiveGames?
    /// Wakes the room's loop: a timer set sooner, a spectator come, a result to save, the room closed.
    let alarm = Alarm()
    /// A flush of the board's steps asked for: the feeds to ring, and when (room clock).
    struct Flush: Sendable {
        let at: Double
        let feeds: [LiveFeed]
    }

    /// Flushes asked for, which the loop's flusher serves (``flushSteps()``).
    let flushes = Mailbox(ListRules<Flush>())
    /// Whether a flush is asked for and not yet rung: steps posted meanwhile go with it.
    let flushPending = Atomic<Bool>(false)
    /// Where the room's work runs.
    nonisolated let executor: RoomExecutor
    /// When anything last happened here (room clock, a `Double`'s bits): read by ``Rooms``'s
    /// sweep without entering the room; nothing is ordered by it.
    private let activity: Atomic<UInt64>

    /// The room's jobs run on its executor.
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    init(code: String, game: GameKind, options: GameOptions, on eventLoop: any EventLoop, clock: any SessionClock, saver: ResultSaver? = nil,
         broadcastInterval: Double = 0.004, tickets: SessionTickets = SessionTickets(), live: LiveGames? = nil, machine: RoomStateMachine? = nil,
         restoring board: RoomSnapshot.Board? = nil) {
        executor = RoomExecutor(home: eventLoop)
        self.live = live
        self.code = code
        self.broadcastInterval = broadcastInterval
        self.game = game
        self.options = options
        self.clock = clock
        self.saver = saver
        self.tickets = tickets
        var state = State(machine: machine ?? RoomStateMachine(now: clock.now))
        state.restore = board.map(BoardRestore.init(board:))
        _ = state.schedule(state.machine.seatHolds)
        activity = Atomic(state.machine.lastActivity.bitPattern)
        self.state = state
    }

    /// The room `snapshot` describes, taken on from another instance: its players' seats held
    /// for them (``RoomStateMachine/seatHold``) until they sit again with their tokens, its host
    /// and round; a board played together is rebuilt once a player's page hands its steps over
    /// (``restoreBoard(by:feed:count:link:)``).
    init(restoring snapshot: RoomSnapshot, on eventLoop: any EventLoop, clock: any SessionClock, saver: ResultSaver?, broadcastInterval: Double,
         tickets: SessionTickets, live: LiveGames? = nil) {
        self.init(code: snapshot.code, game: snapshot.game, options: snapshot.options, on: eventLoop, clock: clock, saver: saver, broadcastInterval: broadcastInterval,
                  tickets: tickets, live: live, machine: RoomStateMachine(restoring: snapshot, now: clock.now, newToken: LiveGames.newID),
                  restoring: snapshot.board)
    }

    /// Hands the room `letter` without waiting: taken now on this thread when the room is idle,
    /// else after what it was asked before (``RoomExecutor/perform(_:)``). Not from inside the
    /// room.
    nonisolated func post(_ letter: Letter) {
        executor.perform { self.assumeIsolated { $0.receive(letter) } }
    }

    /// Takes `letter`, inside the room.
    func receive(_ letter: Letter) {
        switch letter {
        case .input(let id, let seq, let events, let feed):
            do throws(ArcadeError) { try input(from: id, seq: seq, events: events) } catch {
                feed.post(ServerMessage.error(message: error.message, fatal: false).jsonText)
            }
        case .report(.score(let id, let score, let outAt)):
            apply { $0.report(id, score: score, outAt: outAt, now: $1) }
        case .report(.puzzle(let id, let won, let at)):
            apply { $0.reportPuzzle(id, won: won, at: at, now: $1) }
        case .close(let why):
            state.closed = true
            flushes.finish()
            alarm.ring()
            unlistBoard(why: why)
        }
    }

    /// Runs `input` on the room's state and carries out what the machine asks, in the order it
    /// decided (timers set, a board sent, fingers on a board let go, a round started again).
    @discardableResult
    func apply<T>(_ input: (inout State, Double) throws(ArcadeError) -> (T, [RoomAction])) throws(ArcadeError) -> T {
        let (value, actions) = try input(&state, clock.now)
        perform(actions)
        activity.store(state.machine.lastActivity.bitPattern, ordering: .relaxed)
        if state.schedule(actions) { alarm.ring() }
        for case .sendBoard(let id, let playing) in actions {
            guard let board = state.board, let feed = state.feed(of: id) else { continue }
            if let history = board.history {
                feed.post(boardMessage(board, round: state.machine.round, you: id, playing: playing, history: history))
            } else {
                feed.post(ServerMessage.error(message: "this board has been played too long to be joined mid-round: you play from the next one",
                                              fatal: false).typeFirstJSONText)
            }
        }
        for case .release(let id, let number) in actions {
            if state.boardNumber == number, let board = state.board { deliver(board.release(id), from: id, on: board) }
        }
        if actions.contains(.startAgain), let host = state.machine.host {
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

    /// The messages the machine asks for, posted to the members' feeds.
    private func perform(_ actions: [RoomAction]) {
        for action in actions {
            switch action {
            case .tellState:
                let carry = state.machine.snapshot(code: code, game: game, options: options, restoring: state.restore?.board, digest: SessionTickets.digest)
                    .carry(tickets)
                for member in state.machine.present {
                    state.feeds[member.connection]?.post(state.machine.stateMessage(code: code, game: game, you: member.id, carry: carry, live: state.live).jsonText)
                }
            case .tellOver:
                let text = state.machine.overMessage.jsonText
                for member in state.machine.present { state.feeds[member.connection]?.post(text) }
            case .beginRound(let ids):
                for id in ids { state.feed(of: id)?.post(.roundStart) }
            case .sendBoard, .release, .wake, .startAgain: break
            }
        }
    }

    /// A round's seed: 53 random bits (the page's numbers hold them exactly).
    static func newSeed() -> UInt64 { UInt64.random(in: 0..<(1 << 53)) }

    /// Seconds since anything happened in the room.
    nonisolated var idleFor: Double { clock.now - Double(bitPattern: activity.load(ordering: .relaxed)) }
}
