import ArcadeProtocol
import JSONKit

/// What a connection is, with none of its data: the rules of which messages it may send. The
/// connection's state machine admits by it (``ConnectionStateMachine/admit(_:events:at:)``), and
/// so does the route that takes a page's frequent messages on the event loop
/// (``FrequentMessageRoute``), which is handed the role with every change: one set of rules, in
/// the same words, wherever a message is read.
enum ConnectionRole: Equatable, Sendable {
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
    /// The connection has ended: nothing more is taken.
    case closed

    /// Why a message is turned away: the words sent back, and whether the connection closes.
    struct Refusal: Equatable, Error, Sendable {
        var message: String
        var fatal: Bool
    }

    /// Whether a game of the player's own runs on this connection (alone, or a room's round).
    var hasSession: Bool {
        switch self {
        case .solo: return true
        case .seat(_, let round, _): return round
        default: return false
        }
    }

    /// Whether the server draws this connection's game (it sends scenes).
    var sendsScenes: Bool {
        switch self {
        case .solo(let scenes): return scenes
        case .seat(_, _, let scenes): return scenes
        case .lab: return true
        default: return false
        }
    }

    /// Whether the connection is a room's seat.
    var isSeat: Bool { if case .seat = self { true } else { false } }
    var isLab: Bool { self == .lab }
    /// Whether a hello, room or spectate message has been taken.
    var begun: Bool { self != .opening }

    /// Whether a message of `kind` carrying `events` pointer events may be handled: nil when it
    /// may, else why not.
    func admit(_ kind: ClientMessageKind, events: Int = 0) -> Refusal? {
        if self == .closed { return Refusal(message: "the connection has ended", fatal: true) }
        if self == .spectator {
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
            if case .seat(false, false, _) = self { return Refusal(message: "the round has not begun: the host starts it", fatal: false) }
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
            if case .seat(true, false, _) = self { return nil }
            return hasSession ? nil : (isLab ? Refusal(message: "the Lab has no buttons", fatal: false) : hello)
        case .name:
            return hasSession || isLab || isSeat ? nil : hello
        case .configure, .download, .mode, .addTemplate, .removeTemplate, .loadTemplates:
            return isLab ? nil : Refusal(message: Self.labOnly(kind), fatal: false)
        }
    }

    /// A message that could not be read: closed when nothing has begun (for an unknown kind: no
    /// session, Lab or watch), else answered and the connection goes on.
    func refuseUnreadable(_ error: ClientMessage.ParseError) -> Refusal {
        let fatal = error.isUnknownKind ? !(hasSession || isLab || self == .spectator) : !begun
        return Refusal(message: error.isUnknownKind ? error.message : "malformed message: \(error.message)", fatal: fatal)
    }

    /// A binary message: the protocol is JSON text.
    func refuseBinary() -> Refusal {
        let open = hasSession || isLab
        return Refusal(message: open ? "messages are JSON text" : "send hello first (as JSON text)", fatal: !open)
    }

    /// Whether time alone may close the connection: never a spectator's, nor a seat's between
    /// rounds (they wait on the game or room they follow), nor one that has ended.
    var expires: Bool {
        switch self {
        case .spectator, .closed, .seat(_, false, _): return false
        default: return true
        }
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
