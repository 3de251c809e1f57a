import Arcade
import ArcadeProtocol

/// What a member's connection asks of the room.
extension Room {
    /// Seats a player called `name`, whose messages go to `feed`; the first is the host. With the
    /// `token` of a seat held for them (a lost connection, within ``RoomStateMachine/seatHold``),
    /// they take it back: the same id, colour and standing. Throws "the room is full" past
    /// ``RoomStateMachine/capacity``.
    func join(name: String, feed: LiveFeed, token: String? = nil, width: Double = 800, height: Double = 600) throws(ArcadeError) -> Int {
        let connection = state.nextConnection
        state.nextConnection += 1
        state.feeds[connection] = feed
        do throws(ArcadeError) {
            return try apply { (s: inout State, now: Double) throws(ArcadeError) in
                try s.machine.join(name: name, connection: connection, token: token, newToken: LiveGames.newID(), width: width, height: height, now: now,
                                   digest: SessionTickets.digest)
            }
        } catch {
            state.feeds[connection] = nil
            throw error
        }
    }

    /// Member `id`'s connection, whose messages went to `feed`, is gone: their seat is held
    /// (their game in a round ends now), the host passes to a player still here, and after the
    /// hold the seat is free — unless they came back with their token. A seat belongs to its
    /// newest connection: when the player has taken it back on another, the old one's end
    /// changes nothing.
    func away(_ id: Int, feed: LiveFeed) {
        guard let connection = state.connection(of: feed) else { return }
        state.feeds[connection] = nil
        guard state.machine.member(id)?.connection == connection else { return }
        if let ask = state.restore?.away(id, feed: feed, now: clock.now) {
            ask.post(Self.restoreRequest)
            watchRestore()
        }
        apply { $0.away(id, connection: connection, now: $1) }
        // Nobody left at the board: nothing more to watch.
        if state.machine.present.isEmpty { unlistBoard(why: "the game is over: the players left") }
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
        guard state.live[id] != live else { return }
        // Cannot throw: the input does not.
        _ = try? apply { (s: inout State, _: Double) throws(ArcadeError) -> ((), [RoomAction]) in
            s.live[id] = live
            return ((), [.tellState])
        }
    }

    /// Member `id` asks to play again (see ``RoomStateMachine/askRematch(_:now:)``).
    func rematch(by id: Int) throws(ArcadeError) {
        try apply { (s: inout State, now: Double) throws(ArcadeError) in ((), try s.machine.askRematch(id, now: now)) }
    }

    /// The round under way: its number and seed (a member's session is built from them).
    var roundSeed: (round: Int, seed: UInt64) { (state.machine.round, state.machine.seed) }

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

    /// Closes the room: its loop ends, and its board leaves the games in progress (on the room's
    /// event loop, after what it was asked before).
    nonisolated func close(why: String) {
        post(.close(why: why))
    }
}
