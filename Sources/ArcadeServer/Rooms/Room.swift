import Arcade
import ArcadeProtocol
import Foundation
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
/// Members hear the room through their feeds (``LiveFeed``): the room posts its messages there
/// and rings; each member's connection sends them at its next tick. The room's state has one
/// owner, this object, behind its lock.
final class Room: Sendable {
    /// The most players a room holds; the fewest a round starts with.
    static let capacity = 8, quorum = 2
    /// The colours players take, in the order they join (a leaver's colour is free again).
    static let colours = ["#ff6b6b", "#4dabf7", "#3ccf8e", "#ffd43b", "#9775fa", "#ffa94d", "#f783ac", "#22b8cf"]
    /// How long a player who lost their connection keeps their seat, in seconds. 30.
    static let seatHold = 30.0

    struct Member {
        var id: Int
        var name: String
        var colour: String
        var feed: LiveFeed
        /// What the player shows to take their seat back after a lost connection: 96 random bits.
        var token: String
        /// Since when the player's connection has been gone, in seconds of the room's clock.
        var awaySince: Double?
        /// In the round under way (joined before it began).
        var playing = false
        var score = 0
        /// When the member's game ended (its game clock, seconds), in the round under way.
        var outAt: Double?
        /// The screen the player said they have, in points: a board played together takes the host's.
        var width = 800.0, height = 600.0
        /// A seat taken on from another instance: the digest of its token, which its player
        /// shows to sit again (their token is then theirs here too).
        var digest: String?
    }

    enum Phase: String { case lobby, playing }

    /// An Anagrams race: puzzles dealt so far, each player's wins, and who spelled the puzzle
    /// under way (and when, by their game's clock).
    struct Race {
        var puzzle = 0
        var spelled: [(id: Int, at: Double)] = []
        var deciding = false
        var over = false
    }

    /// Puzzles an Anagrams race player must take to win it: 2 (best of three).
    static let raceTo = 2
    /// The most puzzles a race deals (a puzzle nobody spells in time takes none): 5.
    static let racePuzzles = 5
    /// How long a puzzle's first spelling waits for an earlier one still on its way, in seconds
    /// (a page sends its steps a few times a second): 0.5.
    static let raceGrace = 0.5
    /// The pause between a race's puzzles, in seconds: 3.
    static let raceBreak = 3.0

    private struct State {
        var members: [Member] = []
        var host: Int?
        var nextID = 1
        var phase = Phase.lobby
        var round = 0
        var seed: UInt64 = 0
        var winners: [Int] = []
        var lastActivity: Double
        var roundStartedAt = 0.0
        /// The board played together in the round under way, or the last one (shown until the next).
        var board: TeamBoard?
        /// The Anagrams race under way or just decided.
        var race: Race?
        /// A room taken on from another instance while a board was played: the board to rebuild
        /// from the steps a player's page hands over.
        var restore: BoardRestore?
    }

    /// The room's code: 6 letters and digits (no 0, O, 1, I or L), random.
    let code: String
    /// What is played, and with which options.
    let game: GameKind
    let options: GameOptions
    /// Whether everyone plays one board (Pentominoes, Pieces) rather than a game each.
    var playsTogether: Bool { game.roomPlay == .together }
    private let state: NIOLockedValueBox<State>
    private let clock: any SessionClock
    /// Where a board's results go (nil: an arcade without a leaderboard).
    private let saver: ResultSaver?

    /// How long a board's step may wait to go out with others (``ArcadeLimits/roomBroadcastInterval``).
    private let broadcastInterval: Double

    /// Seals the room's state and its board's steps (under the key the instances share).
    private let tickets: SessionTickets

    init(code: String, game: GameKind, options: GameOptions, clock: any SessionClock, saver: ResultSaver? = nil, broadcastInterval: Double = 0.004,
         tickets: SessionTickets = SessionTickets()) {
        self.code = code
        self.broadcastInterval = broadcastInterval
        self.game = game
        self.options = options
        self.clock = clock
        self.saver = saver
        self.tickets = tickets
        state = NIOLockedValueBox(State(lastActivity: clock.now))
    }

    /// The room `snapshot` describes, taken on from another instance: its players' seats held
    /// for them (``seatHold``) until they sit again with their tokens, its host and round; a
    /// board played together is rebuilt once a player's page hands its steps over
    /// (``restoreBoard(by:count:link:)``).
    convenience init(restoring snapshot: RoomSnapshot, clock: any SessionClock, saver: ResultSaver?, broadcastInterval: Double, tickets: SessionTickets) {
        self.init(code: snapshot.code, game: snapshot.game, options: snapshot.options, clock: clock, saver: saver, broadcastInterval: broadcastInterval,
                  tickets: tickets)
        let now = clock.now
        state.withLockedValue { s in
            s.members = snapshot.seats.map {
                Member(id: $0.id, name: $0.name, colour: $0.colour, feed: LiveFeed(alarm: Alarm(), limit: 0), token: LiveGames.newID(), awaySince: now,
                       score: $0.score, digest: $0.digest)
            }
            s.host = snapshot.host
            s.nextID = snapshot.nextID
            s.round = snapshot.round
            s.restore = snapshot.board.map(BoardRestore.init(board:))
        }
        for seat in snapshot.seats { holdSeat(seat.id, token: nil) }
    }

    /// The room's state sealed for its pages (see ``RoomSnapshot``).
    private func snapshot(_ s: State) -> RoomSnapshot {
        let board = s.board.flatMap { b in
            s.phase == .playing ? RoomSnapshot.Board(seed: b.seed, width: b.size.width, height: b.size.height, team: b.team) : nil
        }
        let seats = s.members.map {
            RoomSnapshot.Seat(id: $0.id, name: $0.name, colour: $0.colour, score: $0.score, digest: $0.digest ?? SessionTickets.digest($0.token))
        }
        return RoomSnapshot(code: code, game: game, options: options, round: s.round, host: s.host, nextID: s.nextID, seats: seats,
                            board: board ?? s.restore?.board)
    }

    /// Player `id`, whose messages go to `feed`, came back with `count` steps of the board the
    /// room was playing when the instance that held it went away (and the chain's last `link`):
    /// true when their page is to be asked for them now (send them with `restore` messages).
    /// One page is asked at a time (``BoardRestore``): the first back, again on a newer
    /// connection, and another back once the one asked has been silent for
    /// ``BoardRestore/wait`` or gone. A player back with no steps while none are offered gives
    /// the board up: the room waits in its lobby.
    func restoreBoard(by id: Int, feed: LiveFeed, count: Int?, link: String?) -> Bool {
        let now = clock.now
        let ask = state.withLockedValue { s -> LiveFeed? in
            guard var restore = s.restore else { return nil }
            guard let count, count > 0, let link, !link.isEmpty else {
                if !restore.isPending { s.restore = nil }
                return nil
            }
            let ask = restore.offer(.init(id: id, feed: feed, count: count, link: link), now: now)
            s.restore = restore
            return ask
        }
        guard let ask else { return false }
        watchRestore()
        if ask === feed { return true }
        ask.post(Self.restoreRequest)
        return false
    }

    /// Asks the next page for the board's steps when the one asked goes quiet, at its deadline.
    private func watchRestore() {
        guard let deadline = state.withLockedValue({ $0.restore?.deadline }) else { return }
        Task { [self] in
            await clock.sleep(until: deadline)
            reviewRestore()
        }
    }

    /// The page asked for the board's steps has been silent for ``BoardRestore/wait``: the
    /// next player back who offered them is asked (checked at the deadline; steps that came
    /// meanwhile move it on).
    func reviewRestore() {
        let now = clock.now
        let (ask, later) = state.withLockedValue { s -> (LiveFeed?, Bool) in
            guard var restore = s.restore else { return (nil, false) }
            let ask = restore.review(now: now)
            s.restore = restore
            return (ask, ask == nil && (restore.deadline ?? 0) > now)
        }
        ask?.post(Self.restoreRequest)
        if ask != nil || later { watchRestore() }
    }

    /// What asks a page for the board's steps.
    static let restoreRequest = ServerMessage.restore.jsonText

    /// Steps of the board being taken on, from player `id`'s page, in order. Once all have come
    /// the board is played again from them and the round goes on for everyone here; true then.
    func takeSteps(from id: Int, feed: LiveFeed, texts: [String]) throws(ArcadeError) -> Bool {
        let now = clock.now
        let complete = state.withLockedValue { s -> Result<(RoomSnapshot.Board, [String], String)?, ArcadeError> in
            guard var restore = s.restore else { return .failure(ArcadeError("this room asked for no steps")) }
            do throws(ArcadeError) {
                let all = try restore.take(texts, from: id, feed: feed, now: now)
                s.restore = restore
                guard let all else { return .success(nil) }
                s.restore = nil
                return .success((restore.board, all.texts, all.link))
            } catch {
                s.restore = restore.isGivenUp ? nil : restore
                return .failure(error)
            }
        }
        guard let (plan, texts, link) = try complete.get() else { return false }
        let board = try TeamBoard.restored(room: code, kind: game, options: options, seed: plan.seed, width: plan.width, height: plan.height, team: plan.team,
                                           texts: texts, link: link, clock: clock, broadcastInterval: broadcastInterval, tickets: tickets)
        let team = Set(plan.team.map(\.id))
        let present = state.withLockedValue { s -> [Member] in
            s.board = board
            s.phase = .playing
            s.seed = plan.seed
            s.roundStartedAt = board.startedAt
            for i in s.members.indices { s.members[i].playing = team.contains(s.members[i].id) }
            s.lastActivity = clock.now
            return s.members.filter { $0.awaySince == nil }
        }
        board.withPostedHistory { history in
            guard let history else { return }
            for member in present { member.feed.post(boardMessage(board, you: member.id, playing: team.contains(member.id), history: history)) }
        }
        broadcastState()
        Task { [self] in await runTimers(of: board) }
        return true
    }

    /// Seats a player called `name`, whose messages go to `feed`; the first is the host. With the
    /// `token` of a seat held for them (a lost connection, within ``seatHold``), they take it back:
    /// the same id, colour and standing. Throws "the room is full" past ``capacity``.
    func join(name: String, feed: LiveFeed, token: String? = nil, width: Double = 800, height: Double = 600) throws(ArcadeError) -> Int {
        let seated = state.withLockedValue { s -> Result<Int, ArcadeError> in
            if let token, let i = s.members.firstIndex(where: { $0.token == token || ($0.digest != nil && $0.digest == SessionTickets.digest(token)) }) {
                s.members[i].token = token
                s.members[i].digest = nil
                s.members[i].feed = feed
                s.members[i].name = name
                s.members[i].awaySince = nil
                (s.members[i].width, s.members[i].height) = (width, height)
                if s.host == nil { s.host = s.members[i].id }
                s.lastActivity = clock.now
                return .success(s.members[i].id)
            }
            guard s.members.count < Self.capacity else { return .failure(ArcadeError("the room is full: \(Self.capacity) players play in it already")) }
            let taken = Set(s.members.map(\.colour))
            let colour = Self.colours.first { !taken.contains($0) } ?? Self.colours[0]
            let id = s.nextID
            s.nextID += 1
            s.members.append(Member(id: id, name: name, colour: colour, feed: feed, token: LiveGames.newID(), width: width, height: height))
            if s.host == nil { s.host = id }
            s.lastActivity = clock.now
            return .success(id)
        }
        let id = try seated.get()
        broadcastState()
        // The board under way, so far: a player back at their seat plays on; one new watches.
        if let (board, playing) = state.withLockedValue({ s in s.board.map { ($0, s.members.first { $0.id == id }?.playing ?? false) } }) {
            board.withPostedHistory { history in
                if let history {
                    feed.post(boardMessage(board, you: id, playing: playing, history: history))
                } else {
                    feed.post(ServerMessage.errorTypeFirst(message: "this board has been played too long to be joined mid-round: you play from the next one", fatal: false).jsonText)
                }
            }
        }
        return id
    }

    /// Member `id`'s connection, whose messages went to `feed`, is gone: their seat is held for
    /// ``seatHold`` (their game in a round ends now), the host passes to a player still here, and
    /// after the hold the seat is free — unless they came back with their token. A seat belongs
    /// to its newest connection: when the player has taken it back on another (their feed is
    /// another), the old one's end changes nothing.
    func away(_ id: Int, feed: LiveFeed) {
        var token: String?
        var over = false, raceDone = false
        var askNext: LiveFeed?
        let left = state.withLockedValue { s -> Bool in
            guard let i = s.members.firstIndex(where: { $0.id == id }), s.members[i].feed === feed else { return false }
            let now = clock.now
            askNext = s.restore?.away(id, feed: feed, now: now)
            s.members[i].awaySince = now
            if s.members[i].playing && s.members[i].outAt == nil && s.board == nil { s.members[i].outAt = s.race != nil ? .infinity : now - s.roundStartedAt }
            if s.host == id { s.host = Self.firstPresent(s.members) }
            s.lastActivity = now
            token = s.members[i].token
            if s.race != nil {
                // A racer who goes has not spelled it: once everyone is done the puzzle is decided.
                raceDone = s.phase == .playing && s.members.filter(\.playing).allSatisfy { $0.outAt != nil }
            } else {
                over = s.phase == .playing && Self.settle(&s)
            }
            return true
        }
        guard left else { return }
        if let askNext {
            askNext.post(Self.restoreRequest)
            watchRestore()
        }
        broadcastState()
        if over { broadcastOver() }
        if raceDone { decidePuzzle() }
        if let token { holdSeat(id, token: token) }
        // On a board played together, what they held is let go.
        if let board = state.withLockedValue({ $0.phase == .playing ? $0.board : nil }) { deliver(board.release(id), from: id, on: board) }
    }

    /// Frees member `id`'s seat after ``seatHold``, unless they are back by then.
    private func holdSeat(_ id: Int, token: String?) {
        Task { [self] in
            await clock.sleep(until: clock.now + Self.seatHold)
            expire(id, token: token)
        }
    }

    /// The first member still here, if any.
    private static func firstPresent(_ members: [Member]) -> Int? {
        for m in members where m.awaySince == nil { return m.id }
        return nil
    }

    /// Frees member `id`'s seat if they are still away with the seat they left.
    private func expire(_ id: Int, token: String?) {
        let removed = state.withLockedValue { s -> Bool in
            // A seat taken on from another instance (no token known here) is held until its player sits again.
            guard let i = s.members.firstIndex(where: { $0.id == id && ($0.token == token || (token == nil && $0.digest != nil)) }), let since = s.members[i].awaySince,
                  clock.now - since >= Self.seatHold else { return false }
            s.members.remove(at: i)
            if s.host == id || s.host == nil { s.host = Self.firstPresent(s.members) ?? s.members.first?.id }
            return true
        }
        if removed { broadcastState() }
    }

    /// A member's name changed.
    func rename(_ id: Int, to name: String) {
        state.withLockedValue { s in
            if let i = s.members.firstIndex(where: { $0.id == id }) { s.members[i].name = name }
        }
        broadcastState()
    }

    /// Starts a round, when member `id` is the host and at least ``quorum`` players are seated:
    /// a new seed for everyone; each member's feed is told to begin.
    func start(by id: Int) throws(ArcadeError) {
        if playsTogether { return try startBoard(by: id) }
        if game == .anagrams { return try startRace(by: id) }
        let started = state.withLockedValue { s -> Result<[LiveFeed], ArcadeError> in
            guard s.host == id else { return .failure(ArcadeError("only the host starts the game")) }
            let present = s.members.filter { $0.awaySince == nil }
            guard s.phase == .lobby else { return .failure(ArcadeError("a round is under way")) }
            guard present.count >= Self.quorum else { return .failure(ArcadeError("a room plays with \(Self.quorum) players or more: share its link or code")) }
            s.round += 1
            s.seed = UInt64.random(in: 0..<(1 << 53))
            s.phase = .playing
            s.winners = []
            s.roundStartedAt = clock.now
            for i in s.members.indices where s.members[i].awaySince == nil {
                s.members[i].playing = true
                s.members[i].score = 0
                s.members[i].outAt = nil
            }
            s.lastActivity = clock.now
            return .success(present.map(\.feed))
        }
        for feed in try started.get() { feed.post(.roundStart) }
        broadcastState()
    }

    /// Starts an Anagrams race: every wins count at 0, and its first puzzle.
    private func startRace(by id: Int) throws(ArcadeError) {
        let started = state.withLockedValue { s -> Result<[LiveFeed], ArcadeError> in
            guard s.host == id else { return .failure(ArcadeError("only the host starts the game")) }
            guard s.phase == .lobby, s.race.map({ $0.over }) ?? true else { return .failure(ArcadeError("a race is under way")) }
            guard s.members.filter({ $0.awaySince == nil }).count >= Self.quorum else {
                return .failure(ArcadeError("a room plays with \(Self.quorum) players or more: share its link or code"))
            }
            s.race = Race()
            for i in s.members.indices { s.members[i].score = 0 }
            return .success(Self.beginPuzzle(&s, now: clock.now))
        }
        for feed in try started.get() { feed.post(.roundStart) }
        broadcastState()
    }

    /// Deals the race's next puzzle to everyone here: a new seed, the same phrase for all.
    private static func beginPuzzle(_ s: inout State, now: Double) -> [LiveFeed] {
        s.round += 1
        s.seed = UInt64.random(in: 0..<(1 << 53))
        s.phase = .playing
        s.winners = []
        s.roundStartedAt = now
        s.race?.puzzle += 1
        s.race?.spelled = []
        s.race?.deciding = false
        s.lastActivity = now
        for i in s.members.indices {
            s.members[i].playing = s.members[i].awaySince == nil
            s.members[i].outAt = nil
        }
        return s.members.filter { $0.awaySince == nil }.map(\.feed)
    }

    /// Member `id`'s Anagrams puzzle ended at `at` seconds of their game's clock: spelled (`won`)
    /// or out of time. The first spelling waits ``raceGrace`` for an earlier one on its way; once
    /// everyone is done, or then, the earliest spelling takes the puzzle.
    func reportPuzzle(_ id: Int, won: Bool, at: Double) {
        enum Next { case nothing, wait, decide }
        let next = state.withLockedValue { s -> Next in
            guard s.phase == .playing, s.race != nil, let i = s.members.firstIndex(where: { $0.id == id }), s.members[i].playing,
                  s.members[i].outAt == nil else { return .nothing }
            s.members[i].outAt = at
            s.lastActivity = clock.now
            if won { s.race?.spelled.append((id, at)) }
            if s.members.filter(\.playing).allSatisfy({ $0.outAt != nil }) { return .decide }
            guard won, s.race?.deciding == false else { return .nothing }
            s.race?.deciding = true
            return .wait
        }
        broadcastState()
        switch next {
        case .nothing: break
        case .decide: decidePuzzle()
        case .wait:
            Task { [self] in
                await clock.sleep(until: clock.now + Self.raceGrace)
                decidePuzzle()
            }
        }
    }

    /// Gives the puzzle under way to its earliest spelling (none when nobody spelled it), says
    /// so, and deals the next after ``raceBreak`` unless the race is decided.
    private func decidePuzzle() {
        let decided = state.withLockedValue { s -> Bool? in
            guard s.phase == .playing, var race = s.race else { return nil }
            let first = race.spelled.enumerated().min { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }?.element.id
            s.winners = first.map { [$0] } ?? []
            var leader = 0
            for i in s.members.indices {
                if s.members[i].id == first { s.members[i].score += 1 }
                leader = max(leader, s.members[i].score)
                s.members[i].playing = false
            }
            race.over = leader >= Self.raceTo || race.puzzle >= Self.racePuzzles
            s.race = race
            s.phase = .lobby
            return race.over
        }
        guard let over = decided else { return }
        broadcastOver()
        guard !over else { return }
        Task { [self] in
            await clock.sleep(until: clock.now + Self.raceBreak)
            let feeds = state.withLockedValue { s -> [LiveFeed] in
                guard s.phase == .lobby, let race = s.race, !race.over else { return [] }
                guard s.members.filter({ $0.awaySince == nil }).count >= Self.quorum else {
                    // Not enough players left to race: it ends where it stands.
                    s.race?.over = true
                    return []
                }
                return Self.beginPuzzle(&s, now: clock.now)
            }
            for feed in feeds { feed.post(.roundStart) }
            broadcastState()
        }
    }

    /// Starts a round on one board for everyone here, the host's screen its size (a board new
    /// to everyone: the host may start another while one is under way). Each player's page is
    /// sent the board (`board`), and then every step.
    private func startBoard(by id: Int) throws(ArcadeError) {
        let started = state.withLockedValue { s -> Result<(TeamBoard, [Member]), ArcadeError> in
            guard s.host == id else { return .failure(ArcadeError("only the host starts the game")) }
            let present = s.members.filter { $0.awaySince == nil }
            guard present.count >= Self.quorum else { return .failure(ArcadeError("a room plays with \(Self.quorum) players or more: share its link or code")) }
            let host = present.first { $0.id == id }!
            let seed = UInt64.random(in: 0..<(1 << 53))
            let team = present.map { TeamMember(id: $0.id, name: $0.name, colour: $0.colour) }
            let board: TeamBoard
            do throws(ArcadeError) {
                board = try TeamBoard(room: code, kind: game, options: options, seed: seed, width: host.width, height: host.height, team: team, clock: clock,
                                      broadcastInterval: broadcastInterval, tickets: tickets)
            } catch {
                return .failure(error)
            }
            s.round += 1
            s.seed = seed
            s.phase = .playing
            s.winners = []
            s.roundStartedAt = clock.now
            s.board = board
            for i in s.members.indices {
                s.members[i].playing = s.members[i].awaySince == nil
                s.members[i].score = 0
                s.members[i].outAt = nil
            }
            s.lastActivity = clock.now
            return .success((board, present))
        }
        let (board, present) = try started.get()
        for member in present { member.feed.post(boardMessage(board, you: member.id, playing: true, history: ([], ""))) }
        broadcastState()
        board.alarm.ring()
        Task { [self] in await runTimers(of: board) }
    }

    /// The `board` message: the board's session header, who the page's player is, whether they
    /// play in it (or watch, having come in during the round), the board's clock, the steps so far.
    private func boardMessage(_ board: TeamBoard, you: Int, playing: Bool, history: (steps: [String], link: String)) -> String {
        ServerMessage.board(.init(round: state.withLockedValue { $0.round }, you: you, playing: playing, time: board.now, header: board.header,
                                  steps: history.steps, chain: history.link)).jsonText
    }

    /// Player `id`'s input message `seq` on the board played together: one step for everyone.
    /// Refused (for them alone) when they are not playing in this round.
    func input(from id: Int, seq: Int, events: [ClientInput]) throws(ArcadeError) {
        let board = try playingBoard(id)
        deliver(board.input(from: id, seq: seq, events: events), from: id, on: board)
    }

    /// Player `id` pressed a button of the board played together.
    func press(from id: Int, button: String) throws(ArcadeError) {
        let board = try playingBoard(id)
        deliver(board.press(from: id, id: button), from: id, on: board)
    }

    private func playingBoard(_ id: Int) throws(ArcadeError) -> TeamBoard {
        let found = state.withLockedValue { s -> Result<TeamBoard, ArcadeError> in
            guard let board = s.board, s.phase == .playing else { return .failure(ArcadeError("no round is under way: the host starts the next")) }
            guard s.members.first(where: { $0.id == id })?.playing == true else {
                return .failure(ArcadeError("you came in during this round: you watch it, and play from the next"))
            }
            s.lastActivity = clock.now
            return .success(board)
        }
        return try found.get()
    }

    /// Sends what a step gave: the step to every page here, the refusals to its player, and a
    /// result to everyone — saved as the team's, which ends the round.
    /// The feeds of the players here now.
    private func presentFeeds() -> [LiveFeed] {
        state.withLockedValue { s in s.members.compactMap { $0.awaySince == nil ? $0.feed : nil } }
    }

    private func deliver(_ outcome: TeamBoard.Outcome, from id: Int, on board: TeamBoard) {
        if let step = outcome.step {
            // Rung together, within a few milliseconds, by the board's loop (at once with no interval).
            // The step's place and the chain's link after it ride along: the page keeps them.
            let batched = broadcastInterval > 0
            board.publish(outcome, item: .step(step, count: outcome.count, link: outcome.link), to: { presentFeeds() }, ring: !batched)
            if batched, board.stepsPosted() { board.alarm.ring() }
        }
        guard !outcome.problems.isEmpty || !outcome.results.isEmpty else { return }
        let sender = state.withLockedValue { s in s.members.first { $0.id == id && $0.awaySince == nil }?.feed }
        for problem in outcome.problems.prefix(3) { sender?.post(ServerMessage.errorTypeFirst(message: problem, fatal: false).jsonText) }
        for (result, record) in outcome.results { finish(board, result: result, record: record) }
    }

    /// The board gave a result: the round is over, won by the whole team; saved on the leaderboard
    /// under the team's names ("together" tables: the result's category says so).
    private func finish(_ board: TeamBoard, result: GameResult, record: GameRecord?) {
        let names = TeamMember.names(board.team)
        let ended = state.withLockedValue { s -> Bool in
            guard s.board === board, s.phase == .playing else { return false }
            s.phase = .lobby
            s.winners = board.team.map(\.id)
            for i in s.members.indices { s.members[i].playing = false }
            return true
        }
        guard ended else { return }
        broadcastOver()
        Task { [self] in
            var id: Int?
            var why: String?
            if let record, let saver, result.game.keepsScores {
                switch await saver.save(record, player: names, whenSaved: { _ in }) {
                case .saved(let saved): id = saved
                case .queued: why = "the leaderboard is not answering: the team's result is kept and will be saved when it is back"
                case .refused: why = "the team's result could not be saved: the leaderboard is not answering"
                }
            } else if record == nil {
                why = "this board went on too long to keep its record: its result is not saved"
            }
            // The message a player's own result comes in, with the team's names.
            let text = ServerMessage.result(.init(id: id, player: names, result: result)).jsonText
            for member in state.withLockedValue({ $0.members.filter { $0.awaySince == nil } }) {
                member.feed.post(text)
                if let why { member.feed.post(ServerMessage.errorTypeFirst(message: why, fatal: false).jsonText) }
            }
        }
    }

    /// The board's loop while it is the room's and its round goes on: sends the steps posted
    /// since the last flush (``TeamBoard/broadcastInterval``), and fires the board's timers on
    /// time — a step with no input when one falls due.
    private func runTimers(of board: TeamBoard) async {
        while state.withLockedValue({ $0.board === board && $0.phase == .playing }) {
            await board.alarm.wait(until: board.planWake(), on: clock)
            if board.flushDue() {
                for member in state.withLockedValue({ $0.members.filter { $0.awaySince == nil } }) { member.feed.ring() }
            }
            guard state.withLockedValue({ $0.board === board && $0.phase == .playing }) else {
                // The round is over: what is still posted goes out now.
                for member in state.withLockedValue({ $0.members }) { member.feed.ring() }
                return
            }
            if let outcome = board.pump() { deliver(outcome, from: 0, on: board) }
        }
    }

    /// The round under way: its number and seed (a member's session is built from them).
    var roundSeed: (round: Int, seed: UInt64) {
        state.withLockedValue { ($0.round, $0.seed) }
    }

    /// Member `id`'s game now: its score, and when it ended if it has. Everyone hears the
    /// standings when they change, and who won once every player is out.
    func report(_ id: Int, score: Int, outAt: Double?) {
        let (changed, over) = state.withLockedValue { s -> (Bool, Bool) in
            guard s.phase == .playing, let i = s.members.firstIndex(where: { $0.id == id }), s.members[i].playing else { return (false, false) }
            guard s.members[i].score != score || s.members[i].outAt != outAt else { return (false, false) }
            s.members[i].score = score
            s.members[i].outAt = outAt
            s.lastActivity = clock.now
            return (true, Self.settle(&s))
        }
        if changed { broadcastState() }
        if over { broadcastOver() }
    }

    /// Seconds since anything happened in the room.
    var idleFor: Double { clock.now - state.withLockedValue { $0.lastActivity } }


    /// Ends the round when every player in it is out: the last one standing wins (the latest to
    /// go out; several on a tie).
    private static func settle(_ s: inout State) -> Bool {
        let players = s.members.filter(\.playing)
        guard !players.isEmpty, players.allSatisfy({ $0.outAt != nil }) else {
            if players.isEmpty { s.phase = .lobby }
            return false
        }
        let last = players.compactMap(\.outAt).max()!
        s.winners = players.filter { $0.outAt == last }.map(\.id)
        s.phase = .lobby
        for i in s.members.indices { s.members[i].playing = false }
        return true
    }

    /// Posts every member the room as it is now, each with who they are (`you`).
    func broadcastState() {
        // Posted under the room's lock (a feed's post takes only the feed's): two threads'
        // broadcasts reach every page in the order their states were read, so a page never shows
        // a state older than one it was sent (a race's break read as the puzzle still on).
        state.withLockedValue { s in
            let carry = snapshot(s).carry(tickets)
            for member in s.members where member.awaySince == nil { member.feed.post(stateMessage(s, you: member.id, carry: carry)) }
        }
    }

    private func broadcastOver() {
        state.withLockedValue { s in
            let names = s.members.filter { s.winners.contains($0.id) }.map(\.name)
            let text = ServerMessage.over(.init(round: s.round, winners: s.winners, names: names, race: s.race.map { ($0.puzzle, $0.over) })).jsonText
            for member in s.members where member.awaySince == nil { member.feed.post(text) }
        }
        broadcastState()
    }

    private func stateMessage(_ s: State, you: Int, carry: String) -> String {
        let players = s.members.map { m in
            ServerMessage.Player(id: m.id, name: m.name, colour: m.colour, playing: m.playing, score: m.score, out: m.outAt, away: m.awaySince != nil)
        }
        return ServerMessage.room(.init(code: code, game: game, you: you, host: s.host, phase: s.phase.rawValue, round: s.round, players: players,
                                        race: s.race.map { ($0.puzzle, Self.raceTo, $0.over) }, seat: s.members.first { $0.id == you }?.token,
                                        carry: carry)).jsonText
    }
}
