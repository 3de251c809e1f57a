import Arcade
import ArcadeProtocol
@testable import ArcadeServer
import Testing

/// A connection as a value: what it holds in each state, which messages each may send, where its
/// page's frequent messages are routed, and when time alone closes it — driven with the times the
/// scenarios give, no socket.
@Suite struct ConnectionStateMachineTests {
    typealias Refusal = ConnectionRole.Refusal
    static let hello = Refusal(message: "send hello first", fatal: true)

    static func machine() -> ConnectionStateMachine { ConnectionStateMachine(helloTimeout: 10, idleTimeout: 600) }

    /// A game of `kind` (Tap It unless said) of seed 7 on an 800 × 600 screen, drawn by the server or not.
    static func game(_ kind: GameKind = .tapIt, scenes: Bool) throws -> ConnectionStateMachine.Game {
        .init(session: try GameSession(kind: kind, options: GameOptions(), seed: 7, width: 800, height: 600), scenes: scenes)
    }

    /// Ada's seat in a room of `game`.
    static func seat(_ game: GameKind) async throws -> RoomSeat {
        let room = Room(code: "K7P2QX", game: game, options: GameOptions(), on: BoardRestoreTests.loop, clock: ManualSessionClock(), broadcastInterval: 0,
                        tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
        let feed = BoardRestoreTests.feed()
        return RoomSeat(room: room, id: try await room.join(name: "Ada", feed: feed), feed: feed, width: 800, height: 600, local: true,
                        together: room.playsTogether)
    }

    @Test("an opening connection: a hello, a room or a spectate begins it; anything else before is fatal; no hello in 10 s closes it")
    func opening() {
        var m = Self.machine()
        #expect(m.role == .opening && m.session == nil)
        #expect(m.admit(.input, events: 1, at: 1) == Self.hello)
        #expect(m.admit(.sync, at: 2) == Self.hello)
        #expect(m.admit(.start, at: 2) == Refusal(message: "only a room's host starts a game", fatal: false))
        #expect(m.admit(.hello, at: 3) == nil && m.admit(.room, at: 3) == nil && m.admit(.spectate, at: 3) == nil)
        #expect(m.deadline == 10)
        #expect(m.expiry(at: 9.999) == nil)
        #expect(m.expiry(at: 10) == Refusal(message: "no hello within 10 s", fatal: true))
        #expect(m.refuseUnreadable(.init(message: "line 1: x", isUnknownKind: false), at: 4) == Refusal(message: "malformed message: line 1: x", fatal: true))
        #expect(m.refuseBinary(at: 4) == Refusal(message: "send hello first (as JSON text)", fatal: true))
    }

    @Test("a game alone holds its session: drawn by the server it routes nothing; played by the page its steps go to the inbox; at most 500 events; idle 600 s closes it")
    func solo() throws {
        var scenes = Self.machine()
        let drawn = try Self.game(scenes: true)
        #expect(scenes.begin(drawn) == nil)
        #expect(scenes.role == .solo(scenes: true) && scenes.session === drawn.session)
        #expect(scenes.admit(.input, events: 500, at: 1) == nil)
        #expect(scenes.admit(.input, events: 501, at: 2) == Refusal(message: "an input message may carry at most 500 events; 501 dropped", fatal: false))
        #expect(scenes.admit(.steps, events: 1, at: 3) == Refusal(message: "steps are for a page playing the game itself (a hello with \"local\": true); send input", fatal: false))
        #expect(scenes.admit(.hello, at: 4) == Refusal(message: "the session has already begun", fatal: false))
        #expect(scenes.admit(.configure, at: 5) == Refusal(message: "only the Gesture Lab can be configured", fatal: false))
        #expect(scenes.refuseUnreadable(.init(message: "unknown message type \"dance\"", isUnknownKind: true), at: 6) == Refusal(message: "unknown message type \"dance\"", fatal: false))
        #expect(scenes.deadline == 606 && scenes.expiry(at: 605.9) == nil)
        #expect(scenes.expiry(at: 606) == Refusal(message: "closed after 600 s without a message", fatal: true))
        var local = Self.machine()
        let route = local.begin(try Self.game(scenes: false))
        #expect(route.map { if case .page = $0 { true } else { false } } == true)
        #expect(local.admit(.steps, events: 3, at: 1) == nil)
        #expect(local.admit(.steps, events: 600, at: 1) == Refusal(message: "a steps message may carry at most 500 events; 600 dropped", fatal: false))
    }

    @Test("a game drawn by the server wakes for its scene's next change; a page placing its own input keeps its last step's time in the game")
    func wakes() throws {
        var drawn = Self.machine()
        _ = drawn.begin(try Self.game(.anagrams, scenes: true))
        // Anagrams' clock changes the picture each second before any input.
        let due = try #require(drawn.session?.nextWake(drawing: true))
        #expect(due < 600 && drawn.nextWake(pageSilence: 3) == due + 0.001)
        var local = Self.machine()
        _ = local.begin(try Self.game(scenes: false))
        // Nobody draws it here and no finger is down: only the idle deadline.
        #expect(local.nextWake(pageSilence: 3) == 600)
        local.updateGame {
            $0.pageClock = true
            $0.lastStepAt = 0.5
        }
        #expect(local.game?.pageClock == true && local.game?.lastStepAt == 0.5)
        _ = local.admit(.steps, events: 1, at: 2)
        #expect(local.nextWake(pageSilence: 3) == 602)
    }

    @Test("a spectator holds its feed; it sends nothing that counts, and nothing it sends ends its watch; no time closes it")
    func spectator() {
        var m = Self.machine()
        let feed = BoardRestoreTests.feed()
        #expect(m.watch(.init(id: "g1", feed: feed, relayed: true)) == nil)
        #expect(m.watch?.id == "g1" && m.watch?.feed === feed && m.watch?.relayed == true)
        #expect(m.admit(.sync, at: 1) == Refusal(message: "a spectator only watches: it sends no sync", fatal: false))
        #expect(m.admit(.input, events: 1, at: 2) == Refusal(message: "a spectator only watches: it sends no input", fatal: false))
        #expect(m.refuseUnreadable(.init(message: "unknown message type \"x\"", isUnknownKind: true), at: 3).fatal == false)
        #expect(m.deadline == .infinity && m.expiry(at: 1e9) == nil)
    }

    @Test("a versus room's seat: between rounds no input but the host's start, privacy kept; its round's game takes steps, its clock from 0 s")
    func versusSeat() async throws {
        var m = Self.machine()
        let seat = try await Self.seat(.tapIt)
        #expect(m.sit(seat) == nil)
        #expect(m.seat?.id == seat.id && m.session == nil)
        #expect(m.admit(.input, events: 1, at: 1) == Refusal(message: "the round has not begun: the host starts it", fatal: false))
        #expect(m.admit(.start, at: 1) == nil && m.admit(.restore, at: 1) == nil && m.admit(.name, at: 1) == nil)
        // Going private between rounds is kept for the next (it once closed the socket as "send hello first").
        #expect(m.admit(.privacy, at: 1) == nil)
        #expect(m.admit(.room, at: 1) == Refusal(message: "this connection is playing already", fatal: false))
        #expect(m.deadline == .infinity)
        let round = try Self.game(scenes: false)
        #expect(m.beginRound(round) == nil)
        #expect(m.role == .seat(together: false, round: true, scenes: false) && m.session === round.session && m.lastMessage == 0)
        #expect(m.admit(.steps, events: 2, at: 2) == nil && m.admit(.press, at: 2) == nil)
        #expect(m.deadline == 602)
    }

    @Test("a seat on a board played together: its input and presses go to the room, routed from the event loop")
    func togetherSeat() async throws {
        var m = Self.machine()
        let seat = try await Self.seat(.pieces)
        guard case .seat(let routed)? = m.sit(seat) else { Issue.record("a board played together routes its input to the room"); return }
        #expect(routed.room === seat.room && routed.id == seat.id)
        #expect(m.role == .seat(together: true, round: false, scenes: true))
        #expect(m.admit(.input, events: 1, at: 1) == nil && m.admit(.press, at: 1) == nil)
        #expect(m.admit(.sync, at: 1) == Self.hello)
    }

    @Test("the Lab holds its session and what it printed: its own messages, input, no steps or buttons")
    func lab() throws {
        var m = Self.machine()
        let lab = try LabSession(configuration: LabConfiguration(), width: 800, height: 600)
        #expect(m.begin(ConnectionStateMachine.Lab(session: lab, configuration: LabConfiguration())) == nil)
        m.updateLab { $0.pendingLines.append("tap: possible → recognized") }
        #expect(m.lab?.session === lab && m.lab?.pendingLines == ["tap: possible → recognized"])
        #expect(m.admit(.mode, at: 1) == nil && m.admit(.download, at: 1) == nil && m.admit(.input, events: 3, at: 1) == nil)
        #expect(m.admit(.steps, at: 1) == Refusal(message: "the Lab takes input, not steps", fatal: false))
        #expect(m.admit(.press, at: 1) == Refusal(message: "the Lab has no buttons", fatal: false))
        #expect(m.refuseBinary(at: 1) == Refusal(message: "messages are JSON text", fatal: false))
    }

    @Test("an ended connection holds nothing, routes nothing, takes nothing, and no time closes it again")
    func closed() throws {
        var m = Self.machine()
        _ = m.begin(try Self.game(scenes: false))
        #expect(m.close() == nil)
        #expect(m.role == .closed && m.session == nil && m.seat == nil && m.watch == nil && m.lab == nil)
        #expect(m.admit(.steps, events: 1, at: 1) == Refusal(message: "the connection has ended", fatal: true))
        #expect(m.deadline == .infinity && m.expiry(at: 1e9) == nil)
    }

    @Test("a drain marks the connection, whatever it is")
    func drain() async throws {
        var m = Self.machine()
        _ = m.sit(try await Self.seat(.tapIt))
        m.drain()
        #expect(m.draining && m.seat != nil)
    }
}
