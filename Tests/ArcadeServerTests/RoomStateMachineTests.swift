import Arcade
@testable import ArcadeServer
import Testing

/// A room's rules as a value: inputs at given times, the actions that follow, exactly — no
/// sockets, no clock but the times the scenarios give.
@Suite struct RoomStateMachineTests {
    /// A room at 0 s with players called `names` seated on connections 1, 2, … (tokens "t1", …).
    static func room(_ names: String...) throws -> RoomStateMachine {
        var room = RoomStateMachine(now: 0)
        for (i, name) in names.enumerated() { _ = try join(&room, name, connection: i + 1) }
        return room
    }

    static func join(_ room: inout RoomStateMachine, _ name: String, connection: Int, token: String? = nil, at now: Double = 0) throws
        -> (id: Int, actions: [RoomAction]) {
        try room.join(name: name, connection: connection, token: token, newToken: "t\(connection)", width: 800, height: 600, now: now, digest: { "d:" + $0 })
    }

    @Test("the first to join hosts; colours in turn; a 9th is refused in words; a token takes its seat back")
    func seats() throws {
        var room = try Self.room("Ada", "Bo")
        #expect(room.host == 1 && room.members.map(\.colour) == ["#ff6b6b", "#4dabf7"])
        for n in 3...8 { _ = try Self.join(&room, "P\(n)", connection: n) }
        #expect(throws: ArcadeError("the room is full: 8 players play in it already")) { try Self.join(&room, "Nine", connection: 9) }
        #expect(room.away(2, connection: 2, now: 5) == [.tellState, .wake(.seatHold(id: 2, token: "t2"), at: 35)])
        let back = try Self.join(&room, "Bo again", connection: 20, token: "t2", at: 10)
        #expect(back.id == 2 && back.actions == [.tellState] && room.member(2)?.colour == "#4dabf7" && room.member(2)?.isHere == true)
    }

    @Test("a seat taken back on a new connection stays the player's when the old connection ends")
    func newestConnection() throws {
        var room = try Self.room("Ada", "Bo")
        _ = try Self.join(&room, "Bo", connection: 7, token: "t2", at: 3)
        #expect(room.away(2, connection: 2, now: 4) == [])
        #expect(room.member(2)?.isHere == true && room.member(2)?.connection == 7)
    }

    @Test("a seat is held 30 s: freed after, not before, and the host passes to a player still here")
    func seatHold() throws {
        var room = try Self.room("Ada", "Bo", "Cy")
        #expect(room.away(1, connection: 1, now: 10) == [.tellState, .wake(.seatHold(id: 1, token: "t1"), at: 40)])
        #expect(room.host == 2)
        #expect(room.seatHoldEnded(1, token: "t1", now: 39.9) == [])
        #expect(room.seatHoldEnded(1, token: "t1", now: 40) == [.tellState])
        #expect(room.members.map(\.id) == [2, 3] && room.host == 2)
    }

    @Test("versus: only the host starts, with two here; the last standing wins")
    func versus() throws {
        var room = try Self.room("Ada")
        #expect(throws: ArcadeError("a room plays with 2 players or more: share its link or code")) { try room.startVersus(by: 1, seed: 9, now: 1) }
        _ = try Self.join(&room, "Bo", connection: 2)
        _ = try Self.join(&room, "Cy", connection: 3)
        #expect(throws: ArcadeError("only the host starts the game")) { try room.startVersus(by: 2, seed: 9, now: 1) }
        #expect(try room.startVersus(by: 1, seed: 9, now: 1) == [.beginRound([1, 2, 3]), .tellState])
        #expect(throws: ArcadeError("a round is under way")) { try room.startVersus(by: 1, seed: 9, now: 2) }
        #expect(room.round == 1 && room.seed == 9 && room.phase == .playing)
        #expect(room.report(2, score: 4, outAt: 12, now: 13) == [.tellState])
        #expect(room.report(2, score: 4, outAt: 12, now: 13) == [])
        // Cy's connection goes at 21 s of the room's clock: out at 20 s of the round.
        #expect(room.away(3, connection: 3, now: 21) == [.tellState, .wake(.seatHold(id: 3, token: "t3"), at: 51)])
        #expect(room.report(1, score: 7, outAt: 25, now: 26) == [.tellState, .tellOver, .tellState])
        #expect(room.winners == [1] && room.phase == .lobby && room.members.allSatisfy { !$0.playing })
    }

    @Test("a race: the first spelling waits 0.5 s for an earlier one; the earliest takes the puzzle; two take the race")
    func race() throws {
        var room = try Self.room("Ada", "Bo")
        #expect(try room.startRace(by: 1, seed: 5, now: 0) == [.beginRound([1, 2]), .tellState])
        #expect(room.reportPuzzle(2, won: true, at: 8.2, now: 9) == [.tellState, .wake(.raceGrace, at: 9.5)])
        #expect(room.reportPuzzle(1, won: true, at: 8.1, now: 9.2) == [.tellState, .tellOver, .tellState, .wake(.raceBreak, at: 12.2)])
        #expect(room.winners == [1] && room.member(1)?.score == 1 && room.race?.over == false)
        #expect(room.decidePuzzle(now: 9.5) == [])
        #expect(room.raceBreakEnded(seed: 6, now: 12.2) == [.beginRound([1, 2]), .tellState])
        #expect(room.race?.puzzle == 2 && room.seed == 6 && room.round == 2)
        #expect(room.reportPuzzle(1, won: true, at: 3, now: 4) == [.tellState, .wake(.raceGrace, at: 4.5)])
        #expect(room.decidePuzzle(now: 4.5) == [.tellOver, .tellState])
        #expect(room.race?.over == true && room.member(1)?.score == 2 && room.overMessage.jsonText == #"{"type":"over","round":2,"winners":[1],"names":["Ada"],"race":{"puzzle":2,"over":true,"leaders":[1]}}"#)
    }

    @Test("a race left with too few players ends where it stands, and everyone is told who won it")
    func raceEndsShort() throws {
        var room = try Self.room("Ada", "Bo")
        _ = try room.startRace(by: 1, seed: 5, now: 0)
        _ = room.reportPuzzle(2, won: true, at: 4, now: 5)
        _ = room.decidePuzzle(now: 5.5)
        _ = room.away(1, connection: 1, now: 6)
        #expect(room.raceBreakEnded(seed: 6, now: 8.5) == [.tellOver, .tellState])
        #expect(room.overMessage.jsonText == #"{"type":"over","round":1,"winners":[2],"names":["Bo"],"race":{"puzzle":1,"over":true,"leaders":[2]}}"#)
    }

    @Test("a rematch: anyone asks once the round is over; when everyone here has, the room starts again; one who leaves gives up their place")
    func rematch() throws {
        var room = try Self.room("Ada", "Bo", "Cy")
        #expect(throws: ArcadeError("no round has been played yet: the host starts the first")) { try room.askRematch(2, now: 1) }
        _ = try room.startVersus(by: 1, seed: 9, now: 1)
        #expect(throws: ArcadeError("a rematch comes once the round is over")) { try room.askRematch(2, now: 2) }
        for id in 1...3 { _ = room.report(id, score: id, outAt: Double(10 + id), now: 14) }
        #expect(room.phase == .lobby && room.winners == [3])
        #expect(try room.askRematch(2, now: 15) == [.tellState])
        #expect(room.stateMessage(code: "K7P2QX", game: .tapIt, you: 1, carry: "c").jsonText.contains(##""name":"Bo","colour":"#4dabf7","playing":false,"score":2,"out":12,"rematch":true}"##))
        #expect(try room.askRematch(1, now: 16) == [.tellState])
        // Cy goes during the scoreboard: the two left are all in.
        #expect(room.away(3, connection: 3, now: 17) == [.tellState, .startAgain, .wake(.seatHold(id: 3, token: "t3"), at: 47)])
        // What the room's Start then does; the asks are spent.
        #expect(try room.startVersus(by: 1, seed: 10, now: 17) == [.beginRound([1, 2]), .tellState])
        #expect(room.rematch.isEmpty)
        // A player who is not here asks: ignored.
        #expect(try room.askRematch(3, now: 18) == [])
    }

    @Test("one board: everyone here plays and is sent it; a newcomer watches; a player gone lets go; the result is the team's")
    func board() throws {
        var room = try Self.room("Ada", "Bo")
        let plan = try room.planBoard(by: 1)
        #expect(plan.team.map(\.name) == ["Ada", "Bo"] && plan.width == 800)
        let board = RoomStateMachine.BoardPlan(number: 1, seed: 3, width: 800, height: 600, team: plan.team)
        #expect(room.boardStarted(board, now: 2) == [.sendBoard(to: 1, playing: true), .sendBoard(to: 2, playing: true), .tellState])
        #expect(try Self.join(&room, "Cy", connection: 3, at: 4).actions == [.tellState, .sendBoard(to: 3, playing: false)])
        #expect(throws: ArcadeError("you came in during this round: you watch it, and play from the next")) { try room.checkPlaying(3, now: 5) }
        #expect(try room.checkPlaying(2, now: 5) == 1)
        #expect(room.away(2, connection: 2, now: 6) == [.tellState, .wake(.seatHold(id: 2, token: "t2"), at: 36), .release(2, board: 1)])
        #expect(room.boardFinished(1) == [.tellOver, .tellState])
        #expect(room.winners == [1, 2] && room.boardFinished(1) == [])
        #expect(throws: ArcadeError("no round is under way: the host starts the next")) { try room.checkPlaying(1, now: 7) }
    }
}
