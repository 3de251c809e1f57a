import ArcadeProtocol
@testable import ArcadeServer
import Testing

/// A connection's rules as a value: which messages each role may send, and when time alone
/// closes it — driven with the times the scenarios give, no socket.
@Suite struct ConnectionStateMachineTests {
    typealias Refusal = ConnectionStateMachine.Refusal
    static let hello = Refusal(message: "send hello first", fatal: true)

    func machine(_ role: ConnectionStateMachine.Role = .opening) -> ConnectionStateMachine {
        var m = ConnectionStateMachine(helloTimeout: 10, idleTimeout: 600)
        m.become(role)
        return m
    }

    @Test("an opening connection: a hello, a room or a spectate begins it; anything else before is fatal; no hello in 10 s closes it")
    func opening() {
        var m = machine()
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

    @Test("a game alone: input and steps by its kind of play, at most 500 events; idle 600 s closes it")
    func solo() {
        var scenes = machine(.solo(scenes: true))
        #expect(scenes.admit(.input, events: 500, at: 1) == nil)
        #expect(scenes.admit(.input, events: 501, at: 2) == Refusal(message: "an input message may carry at most 500 events; 501 dropped", fatal: false))
        #expect(scenes.admit(.steps, events: 1, at: 3) == Refusal(message: "steps are for a page playing the game itself (a hello with \"local\": true); send input", fatal: false))
        #expect(scenes.admit(.hello, at: 4) == Refusal(message: "the session has already begun", fatal: false))
        #expect(scenes.admit(.configure, at: 5) == Refusal(message: "only the Gesture Lab can be configured", fatal: false))
        #expect(scenes.refuseUnreadable(.init(message: "unknown message type \"dance\"", isUnknownKind: true), at: 6) == Refusal(message: "unknown message type \"dance\"", fatal: false))
        #expect(scenes.deadline == 606 && scenes.expiry(at: 605.9) == nil)
        #expect(scenes.expiry(at: 606) == Refusal(message: "closed after 600 s without a message", fatal: true))
        var local = machine(.solo(scenes: false))
        #expect(local.admit(.steps, events: 3, at: 1) == nil)
        #expect(local.admit(.steps, events: 600, at: 1) == Refusal(message: "a steps message may carry at most 500 events; 600 dropped", fatal: false))
    }

    @Test("a spectator sends nothing that counts, and nothing it sends ends its watch; no time closes it")
    func spectator() {
        var m = machine(.spectator)
        #expect(m.admit(.sync, at: 1) == Refusal(message: "a spectator only watches: it sends no sync", fatal: false))
        #expect(m.admit(.input, events: 1, at: 2) == Refusal(message: "a spectator only watches: it sends no input", fatal: false))
        #expect(m.refuseUnreadable(.init(message: "unknown message type \"x\"", isUnknownKind: true), at: 3).fatal == false)
        #expect(m.deadline == .infinity && m.expiry(at: 1e9) == nil)
    }

    @Test("a room's seat: between rounds input goes to a shared board only, presses too, and privacy is kept; a versus round's game takes both")
    func seat() {
        var versus = machine(.seat(together: false, round: false, scenes: true))
        #expect(versus.admit(.input, events: 1, at: 1) == Refusal(message: "the round has not begun: the host starts it", fatal: false))
        #expect(versus.admit(.start, at: 1) == nil && versus.admit(.restore, at: 1) == nil && versus.admit(.name, at: 1) == nil)
        // Going private between rounds is kept for the next (it once closed the socket as "send hello first").
        #expect(versus.admit(.privacy, at: 1) == nil)
        #expect(versus.admit(.room, at: 1) == Refusal(message: "this connection is playing already", fatal: false))
        #expect(versus.deadline == .infinity)
        versus.become(.seat(together: false, round: true, scenes: false))
        #expect(versus.admit(.steps, events: 2, at: 2) == nil && versus.admit(.press, at: 2) == nil)
        #expect(versus.deadline == 602)
        var together = machine(.seat(together: true, round: false, scenes: true))
        #expect(together.admit(.input, events: 1, at: 1) == nil && together.admit(.press, at: 1) == nil)
        #expect(together.admit(.sync, at: 1) == Self.hello)
    }

    @Test("the Lab: its own messages, input, no steps or buttons")
    func lab() {
        var m = machine(.lab)
        #expect(m.admit(.mode, at: 1) == nil && m.admit(.download, at: 1) == nil && m.admit(.input, events: 3, at: 1) == nil)
        #expect(m.admit(.steps, at: 1) == Refusal(message: "the Lab takes input, not steps", fatal: false))
        #expect(m.admit(.press, at: 1) == Refusal(message: "the Lab has no buttons", fatal: false))
        #expect(m.refuseBinary(at: 1) == Refusal(message: "messages are JSON text", fatal: false))
    }
}
