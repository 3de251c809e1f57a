import Arcade

/// What a room knows and decides — its seats, its host, its rounds and their standings — as a
/// value: each input (a player joining, going, coming back, a score, a timer falling due) changes
/// it and returns the ``RoomAction``s that follow (tell everyone the room's state, begin a round
/// for these players, wake me at this time). Time and seeds come in with the inputs; nothing here
/// reads a clock, draws a random number, or knows a socket, so every rule is tested by driving
/// it with a manual clock (RoomStateMachineTests). ``Room`` holds one behind its lock and carries
/// the actions out.
///
/// A seat belongs to a connection (a number its ``Room`` gives each), and to its newest: a player
/// who takes their seat back on another connection keeps it when the old one ends.
struct RoomStateMachine: Equatable {
    /// The most players a room holds; the fewest a round starts with.
    static let capacity = 8, quorum = 2
    /// The colours players take, in the order they join (a leaver's colour is free again).
    static let colours = ["#ff6b6b", "#4dabf7", "#3ccf8e", "#ffd43b", "#9775fa", "#ffa94d", "#f783ac", "#22b8cf"]
    /// How long a player who lost their connection keeps their seat, in seconds. 30.
    static let seatHold = 30.0

    struct Member: Equatable {
        var id: Int
        var name: String
        var colour: String
        /// The connection the seat is held by (its newest).
        var connection: Int
        /// What the player shows to take their seat back after a lost connection.
        var token: String
        /// Since when the player's connection has been gone, in seconds of the room's clock.
        var awaySince: Double?
        /// In the round under way (joined before it began).
        var playing = false
        var score = 0
        /// When the member's game ended (its game clock, seconds), in the round under way
        /// (infinity: a racer who left without spelling it).
        var outAt: Double?
        /// The screen the player said they have, in points: a board played together takes the host's.
        var width = 800.0, height = 600.0
        /// A seat taken on from another instance: the digest of its token, which its player
        /// shows to sit again (their token is then theirs here too).
        var digest: String?

        var isHere: Bool { awaySince == nil }
    }

    enum Phase: String { case lobby, playing }

    /// A round of the room's game under way, as its members' pages are told to play it.
    enum Play: Equatable {
        /// Versus Tap It: a game each on the round's seed, the last one standing wins.
        case versus
        /// An Anagrams race, best of three.
        case race
        /// One board for everyone (a ``TeamBoard`` the room holds, by its number).
        case board(Int)
    }

    var members: [Member] = []
    var host: Int?
    var nextID = 1
    var phase = Phase.lobby
    var round = 0
    var seed: UInt64 = 0
    var winners: [Int] = []
    /// When anything last happened, in seconds of the room's clock.
    var lastActivity: Double
    var roundStartedAt = 0.0
    /// The board played together in the round under way, or the last one (shown until the next).
    var board: BoardPlan?
    /// The Anagrams race under way or just decided.
    var race: RaceStanding?
    /// Who asked to play again since the last round ended: once everyone here has (at least
    /// ``quorum``), the room starts again as the host's Start would.
    var rematch: Set<Int> = []

    /// A board played together: the room's number for it, and what it was built from.
    struct BoardPlan: Equatable {
        var number: Int
        var seed: UInt64
        var width: Double, height: Double
        var team: [TeamMember]
    }

    /// An empty room whose clock reads `now`.
    init(now: Double) { lastActivity = now }

    /// The room `snapshot` describes, taken on from another instance, its clock reading `now`:
    /// each seat held for its player from now (they sit again showing the token whose digest the
    /// seat carries; `newToken` makes each seat's token here), its host, next id and round as
    /// they were. ``seatHolds`` are the timers that free the seats.
    init(restoring snapshot: RoomSnapshot, now: Double, newToken: () -> String) {
        self.init(now: now)
        members = snapshot.seats.map {
            Member(id: $0.id, name: $0.name, colour: $0.colour, connection: 0, token: newToken(), awaySince: now, score: $0.score, digest: $0.digest)
        }
        host = snapshot.host
        nextID = snapshot.nextID
        round = snapshot.round
    }

    /// A timer for every seat held for a player who is gone: it frees the seat ``seatHold``
    /// after they went (unless they sat again).
    var seatHolds: [RoomAction] {
        members.compactMap { m in m.awaySince.map { .wake(.seatHold(id: m.id, token: nil), at: $0 + Self.seatHold) } }
    }

    /// The member with `id`, if seated.
    func member(_ id: Int) -> Member? { members.first { $0.id == id } }

    /// The first member still here, if any.
    var firstPresent: Int? { members.first(where: \.isHere)?.id }

    /// The members here now.
    var present: [Member] { members.filter(\.isHere) }

    /// Seats a player called `name` on `connection` with a fresh `token`; the first is the host.
    /// With the token of a seat held for them (or the digest a seat taken on from another
    /// instance carries) they take it back: the same id, colour and standing. Throws "the room
    /// is full" past ``capacity``.
    mutating func join(name: String, connection: Int, token: String?, newToken: String, width: Double, height: Double, now: Double,
                       digest: (String) -> String) throws(ArcadeError) -> (id: Int, actions: [RoomAction]) {
        let id: Int
        if let token, let i = members.firstIndex(where: { $0.token == token || ($0.digest != nil && $0.digest == digest(token)) }) {
            members[i].token = token
            members[i].digest = nil
            members[i].connection = connection
            members[i].name = name
            members[i].awaySince = nil
            (members[i].width, members[i].height) = (width, height)
            id = members[i].id
        } else {
            guard members.count < Self.capacity else { throw ArcadeError("the room is full: \(Self.capacity) players play in it already") }
            let taken = Set(members.map(\.colour))
            id = nextID
            nextID += 1
            members.append(Member(id: id, name: name, colour: Self.colours.first { !taken.contains($0) } ?? Self.colours[0], connection: connection,
                                  token: newToken, width: width, height: height))
        }
        if host == nil { host = id }
        lastActivity = now
        var actions: [RoomAction] = [.tellState]
        // The board under way, so far: a player back at their seat plays on; one new watches.
        if board != nil { actions.append(.sendBoard(to: id, playing: member(id)?.playing ?? false)) }
        return (id, actions)
    }

    /// Member `id`'s connection `connection` is gone: their seat is held for ``seatHold`` (their
    /// game in a round ends now) and the host passes to a player still here. Nothing, when the
    /// seat has a newer connection.
    mutating func away(_ id: Int, connection: Int, now: Double) -> [RoomAction] {
        guard let i = members.firstIndex(where: { $0.id == id }), members[i].connection == connection, members[i].isHere else { return [] }
        members[i].awaySince = now
        if members[i].playing && members[i].outAt == nil && board == nil { members[i].outAt = race != nil ? .infinity : now - roundStartedAt }
        if host == id { host = firstPresent }
        lastActivity = now
        var actions: [RoomAction] = [.tellState]
        // Gone during the scoreboard: their place in the rematch is given up, and the others may be all in now.
        rematch.remove(id)
        if !rematch.isEmpty && rematchReady { actions.append(.startAgain) }
        if race != nil {
            // A racer who goes has not spelled it: once everyone is done the puzzle is decided.
            if phase == .playing && members.filter(\.playing).allSatisfy({ $0.outAt != nil }) { actions += decidePuzzle(now: now) }
        } else if phase == .playing && settle() {
            actions += [.tellOver, .tellState]
        }
        actions.append(.wake(.seatHold(id: id, token: members[i].token), at: now + Self.seatHold))
        if phase == .playing, let board { actions.append(.release(id, board: board.number)) }
        return actions
    }

    /// A seat's hold is over (``RoomTimer/seatHold(id:token:)``): freed if its player is still
    /// away with the token they left with (`nil`: a seat taken on from another instance, held
    /// until its player sits again).
    mutating func seatHoldEnded(_ id: Int, token: String?, now: Double) -> [RoomAction] {
        guard let i = members.firstIndex(where: { $0.id == id && ($0.token == token || (token == nil && $0.digest != nil)) }),
              let since = members[i].awaySince, now - since >= Self.seatHold else { return [] }
        members.remove(at: i)
        if host == id || host == nil { host = firstPresent ?? members.first?.id }
        return [.tellState]
    }

    /// Member `id` is now called `name`.
    mutating func rename(_ id: Int, to name: String) -> [RoomAction] {
        guard let i = members.firstIndex(where: { $0.id == id }) else { return [] }
        members[i].name = name
        return [.tellState]
    }

    /// Checks that member `id` may start a round: the host, in the lobby, with ``quorum`` here.
    func checkStart(by id: Int) throws(ArcadeError) {
        guard host == id else { throw ArcadeError("only the host starts the game") }
        guard present.count >= Self.quorum else { throw ArcadeError("a room plays with \(Self.quorum) players or more: share its link or code") }
    }

    /// Starts a round of versus Tap It when member `id` is the host and ``quorum`` players are
    /// here: `seed` for everyone, each told to begin.
    mutating func startVersus(by id: Int, seed: UInt64, now: Double) throws(ArcadeError) -> [RoomAction] {
        guard host == id else { throw ArcadeError("only the host starts the game") }
        guard phase == .lobby else { throw ArcadeError("a round is under way") }
        try checkStart(by: id)
        beginRound(seed: seed, now: now)
        for i in members.indices where members[i].isHere { members[i].score = 0 }
        return [.beginRound(present.map(\.id)), .tellState]
    }

    /// Member `id` asks to play again once a round is over; when everyone here has (and at
    /// least ``quorum`` are), the room starts again (``RoomAction/startAgain``). A player who is
    /// not here is ignored.
    mutating func askRematch(_ id: Int, now: Double) throws(ArcadeError) -> [RoomAction] {
        guard let member = member(id), member.isHere else { return [] }
        guard phase == .lobby, round > 0, race.map(\.over) ?? true else {
            throw ArcadeError(round == 0 ? "no round has been played yet: the host starts the first" : "a rematch comes once the round is over")
        }
        rematch.insert(id)
        lastActivity = now
        return [.tellState] + (rematchReady ? [.startAgain] : [])
    }

    /// Whether everyone here has asked for a rematch, and enough are here to play.
    var rematchReady: Bool {
        let here = present.map(\.id)
        return phase == .lobby && here.count >= Self.quorum && here.allSatisfy(rematch.contains)
    }

    /// A new round on `seed` for everyone here.
    mutating func beginRound(seed: UInt64, now: Double) {
        rematch = []
        round += 1
        self.seed = seed
        phase = .playing
        winners = []
        roundStartedAt = now
        lastActivity = now
        for i in members.indices {
            members[i].playing = members[i].isHere
            members[i].outAt = nil
        }
    }

    /// Member `id`'s game now: its score, and when it ended if it has.
    mutating func report(_ id: Int, score: Int, outAt: Double?, now: Double) -> [RoomAction] {
        guard phase == .playing, let i = members.firstIndex(where: { $0.id == id }), members[i].playing else { return [] }
        guard members[i].score != score || members[i].outAt != outAt else { return [] }
        members[i].score = score
        members[i].outAt = outAt
        lastActivity = now
        return settle() ? [.tellState, .tellOver, .tellState] : [.tellState]
    }

    /// Ends the round when every player in it is out: the last one standing wins (the latest to
    /// go out; several on a tie). True when it ended.
    mutating func settle() -> Bool {
        let players = members.filter(\.playing)
        guard !players.isEmpty, players.allSatisfy({ $0.outAt != nil }) else {
            if players.isEmpty { phase = .lobby }
            return false
        }
        let last = players.compactMap(\.outAt).max()!
        winners = players.filter { $0.outAt == last }.map(\.id)
        endRound()
        return true
    }

    /// Back to the lobby: nobody plays until the next round.
    mutating func endRound() {
        phase = .lobby
        for i in members.indices { members[i].playing = false }
    }
}
