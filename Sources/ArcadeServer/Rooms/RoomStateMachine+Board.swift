import Arcade
import ArcadeProtocol

extension RoomStateMachine {
    /// What a board for everyone here would be, started by member `id` (the host): its team and
    /// the host's screen. A board new to everyone: the host may start another while one is on.
    func planBoard(by id: Int) throws(ArcadeError) -> (team: [TeamMember], width: Double, height: Double) {
        try checkStart(by: id)
        let host = member(id)!
        return (present.map { TeamMember(id: $0.id, name: $0.name, colour: $0.colour) }, host.width, host.height)
    }

    /// A board (`plan`) begins for everyone here on its seed: each is sent it.
    mutating func boardStarted(_ plan: BoardPlan, now: Double) -> [RoomAction] {
        beginRound(seed: plan.seed, now: now)
        for i in members.indices { members[i].score = 0 }
        board = plan
        return present.map { .sendBoard(to: $0.id, playing: true) } + [.tellState]
    }

    /// A board taken on from another instance (`plan`, its steps played again here) goes on:
    /// its team plays, everyone here is sent it.
    mutating func boardTakenOn(_ plan: BoardPlan, startedAt: Double, now: Double) -> [RoomAction] {
        let team = Set(plan.team.map(\.id))
        board = plan
        phase = .playing
        seed = plan.seed
        roundStartedAt = startedAt
        for i in members.indices { members[i].playing = team.contains(members[i].id) }
        lastActivity = now
        return present.map { .sendBoard(to: $0.id, playing: team.contains($0.id)) } + [.tellState]
    }

    /// Checks that member `id` plays the board under way (their input and presses are its steps).
    mutating func checkPlaying(_ id: Int, now: Double) throws(ArcadeError) -> Int {
        guard let board, phase == .playing else { throw ArcadeError("no round is under way: the host starts the next") }
        guard member(id)?.playing == true else { throw ArcadeError("you came in during this round: you watch it, and play from the next") }
        lastActivity = now
        return board.number
    }

    /// Whether board `number` is the room's and its round goes on.
    func isPlaying(board number: Int) -> Bool { phase == .playing && board?.number == number }

    /// Board `number` gave its result: the round is over, won by the whole team. Nothing when
    /// it is no longer the room's round.
    mutating func boardFinished(_ number: Int) -> [RoomAction] {
        guard let board, isPlaying(board: number) else { return [] }
        winners = board.team.map(\.id)
        endRound()
        return [.tellOver, .tellState]
    }

    /// The room's state sealed for its pages (see ``RoomSnapshot``); `restoring`, the board a
    /// room taken on from another instance waits to rebuild.
    func snapshot(code: String, game: GameKind, options: GameOptions, restoring: RoomSnapshot.Board?, digest: (String) -> String) -> RoomSnapshot {
        let playing = board.flatMap { b in phase == .playing ? RoomSnapshot.Board(seed: b.seed, width: b.width, height: b.height, team: b.team) : nil }
        let seats = members.map { RoomSnapshot.Seat(id: $0.id, name: $0.name, colour: $0.colour, score: $0.score, digest: $0.digest ?? digest($0.token)) }
        return RoomSnapshot(code: code, game: game, options: options, round: round, host: host, nextID: nextID, seats: seats, board: playing ?? restoring)
    }

    /// The `room` message for member `you`: the room as it is now, with their seat's token.
    func stateMessage(code: String, game: GameKind, you: Int, carry: String, live: [Int: String] = [:]) -> ServerMessage {
        let players = members.map { m in
            ServerMessage.Player(id: m.id, name: m.name, colour: m.colour, playing: m.playing, score: m.score, out: m.outAt, away: !m.isHere,
                                 rematch: rematch.contains(m.id), live: m.playing ? live[m.id] : nil)
        }
        return .room(.init(code: code, game: game, you: you, host: host, phase: phase.rawValue, round: round, players: players,
                           race: race.map { ($0.puzzle, Self.raceTo, $0.over) }, seat: member(you)?.token, carry: carry))
    }

    /// The `over` message: the round's winners, by id and name.
    var overMessage: ServerMessage {
        .over(.init(round: round, winners: winners, names: members.filter { winners.contains($0.id) }.map(\.name),
                    race: race.map { ($0.puzzle, $0.over, raceLeaders) }))
    }
}
