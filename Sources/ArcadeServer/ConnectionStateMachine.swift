import ArcadeProtocol
import GestureReplay
import JSONKit

/// What one WebSocket connection is — opening (no hello yet), a game played alone, the Gesture
/// Lab, a spectator, a room's seat — and which messages each may send, as a value: each message
/// that comes (with its time) is admitted or refused in words, fatally or not, and the time
/// passing closes an opening that sent no hello or a connection gone silent. Nothing here runs a
/// game or knows a socket: ``ArcadeConnection`` asks it first and hands what it admits to the
/// role's own code; its rules are tested with a manual clock (ConnectionStateMachineTests).
struct ConnectionStateMachine: Equatable {
    /// What the connection is.
    enum Role: Equatable {
        /// No hello yet (nor room or spectate message).
        case opening
        /// A game played alone; `scenes` when the server draws it (no `"local": true`).
        case solo(scenes: Bool)
        /// The Gesture Lab.
        case lab
        /// Watching a game in progress.
        case spectator
        /// A room's player: `together` when the room plays one board (input goes to the room),
        /// `round` while this player's own game of a round is on, drawn by the server (`scenes`) or not.
        case seat(together: Bool, round: Bool, scenes: Bool)
    }

    /// Why a message is turned away: the words sent back, and whether the connection closes.
    struct Refusal: Equatable, Error {
        var message: String
        var fatal: Bool
    }

    private(set) var role = Role.opening
    /// When the last message came, in seconds since the connection opened.
    private(set) var lastMessage = 0.0
    /// Seconds a connection may stay open without a hello.
    let helloTimeout: Double
    /// Seconds a session may go without a message.
    let idleTimeout: Double

    /// A connection opened at 0 s.
    init(helloTimeout: Double, idleTimeout: Double) {
        self.helloTimeout = helloTimeout
        self.idleTimeout = idleTimeout
    }

    /// The connection is now `role` (its hello, room or spectate message was taken; a round
    /// began or ended).
    mutating func become(_ role: Role) { self.role = role }

    /// The connection's clock was set again (a room's round begins at 0 s; a session carried on
    /// from another instance goes on from its time): the last message came at `lastMessage`.
    mutating func rebase(lastMessage: Double) { self.lastMessage = lastMessage }

    /// Whether a game of the player's own runs on this connection (alone, or a room's round).
    var hasSession: Bool {
        switch role {
        case .solo: return true
        case .seat(_, let round, _): return round
        default: return false
        }
    }

    /// Whether the server draws this connection's game (it sends scenes).
    var sendsScenes: Bool {
        switch role {
        case .solo(let scenes): return scenes
        case .seat(_, _, let scenes): return scenes
        case .lab: return true
        default: return false
        }
    }

    /// Whether the connection is a room's seat.
    var isSeat: Bool { if case .seat = role { true } else { false } }
    private var isLab: Bool { role == .lab }
    private var begun: Bool { role != .opening }

    /// A message of `kind` carrying `events` pointer events came at `now`: nil when its role's
    /// code is to handle it, else why not.
    mutating func admit(_ kind: ClientMessageKind, events: Int = 0, at now: Double) -> Refusal? {
        lastMessage = now
        if role == .spectator {
            // A spectator's socket carries no input, and nothing it sends ends its watch.
            return Refusal(message: "a spectator only watches: it sends no \(kind.rawValue)", fatal: false)
        }
        let hello = Refusal(message: "send hello first", fatal: true)
        switch kind {
        case .spectate:
            return hasSession || isLab ? Refusal(message: "a session cannot also watch another game", fatal: false) : nil
        case .room:
            return begun ? Refusal(message: "this connection is playing already", fatal: false) : nil
        case .restore:
            return isSeat ? nil : Refusal(message: "only a room's player hands a board over", fatal: false)
        case .start:
            return isSeat ? nil : Refusal(message: "only a room's host starts a game", fatal: false)
        case .rematch:
            return isSeat ? nil : Refusal(message: "only a room's player asks for a rematch", fatal: false)
        case .privacy:
            // A seat between rounds keeps the choice for its next.
            return hasSession || isSeat ? nil : hello
        case .hello:
            return hasSession || isLab ? Refusal(message: "the session has already begun", fatal: false) : nil
        case .input:
            guard hasSession || isLab || isSeat else { return hello }
            if events > WireProtocol.maximumEventsPerMessage {
                return Refusal(message: "an input message may carry at most \(WireProtocol.maximumEventsPerMessage) events; \(events) dropped", fatal: false)
            }
            if case .seat(false, false, _) = role { return Refusal(message: "the round has not begun: the host starts it", fatal: false) }
            return nil
        case .steps:
            guard hasSession else { return isLab ? Refusal(message: "the Lab takes input, not steps", fatal: false) : hello }
            if sendsScenes {
                return Refusal(message: "steps are for a page playing the game itself (a hello with \"local\": true); send input", fatal: false)
            }
            if events > WireProtocol.maximumEventsPerMessage {
                return Refusal(message: "a steps message may carry at most \(WireProtocol.maximumEventsPerMessage) events; \(events) dropped", fatal: false)
            }
            return nil
        case .sync:
            return hasSession || isLab ? nil : hello
        case .press:
            if case .seat(true, false, _) = role { return nil }
            return hasSession ? nil : (isLab ? Refusal(message: "the Lab has no buttons", fatal: false) : hello)
        case .name:
            return hasSession || isLab || isSeat ? nil : hello
        case .configure, .download, .mode, .addTemplate, .removeTemplate, .loadTemplates:
            return isLab ? nil : Refusal(message: Self.labOnly(kind), fatal: false)
        }
    }

    /// A message that could not be read came at `now`: closed when nothing has begun (for an
    /// unknown kind: no session, Lab or watch), else answered and the connection goes on.
    mutating func refuseUnreadable(_ error: ClientMessage.ParseError, at now: Double) -> Refusal {
        lastMessage = now
        let fatal = error.isUnknownKind ? !(hasSession || isLab || role == .spectator) : !begun
        return Refusal(message: error.isUnknownKind ? error.message : "malformed message: \(error.message)", fatal: fatal)
    }

    /// A binary message came at `now`: the protocol is JSON text.
    mutating func refuseBinary(at now: Double) -> Refusal {
        lastMessage = now
        let open = hasSession || isLab
        return Refusal(message: open ? "messages are JSON text" : "send hello first (as JSON text)", fatal: !open)
    }

    /// When time alone next closes the connection, in seconds since it opened: its hello's
    /// deadline, or its idleness's (never for a spectator, nor a seat between rounds, which
    /// wait on the game or room they follow).
    var deadline: Double {
        if role == .spectator { return .infinity }
        if case .seat(_, false, _) = role { return .infinity }
        var wake = lastMessage + idleTimeout
        if !hasSession && !isLab { wake = min(wake, helloTimeout) }
        return wake
    }

    /// Why the connection closes at `now`, if it does: no hello in time, or idle too long.
    func expiry(at now: Double) -> Refusal? {
        if role == .spectator { return nil }
        if case .seat(_, false, _) = role { return nil }
        guard hasSession || isLab else {
            return now < helloTimeout ? nil : Refusal(message: "no hello within \(JSONOutput.number(helloTimeout)) s", fatal: true)
        }
        return now < lastMessage + idleTimeout ? nil : Refusal(message: "closed after \(JSONOutput.number(idleTimeout)) s without a message", fatal: true)
    }

    /// What a Lab message sent to another session is told.
    static func labOnly(_ kind: ClientMessageKind) -> String {
        switch kind {
        case .configure: return "only the Gesture Lab can be configured"
        case .download: return "only the Gesture Lab has a download"
        default: return "only the Gesture Lab has a stroke pad"
        }
    }
}
