import Arcade
import Games
import Strokes

/// A message from the server to a page (docs/protocol.md, "Server → page" and the sections on
/// spectators, rooms and the Lab): one case for each, with what it carries. ``jsonText`` writes
/// it; nothing else in the arcade writes a message's JSON.
public enum ServerMessage {
    /// The session is open.
    case welcome(Welcome)
    /// The Gesture Lab is open: its surface and setup (a `welcome` of game "lab").
    case labWelcome(LabState)
    /// The Lab's setup changed (recognizers configured, or its engine started afresh).
    case lab(LabState)
    /// A Lab recognizer's state changed: the replay line `fingerplay replay` prints for it.
    case transition(line: String)
    /// The Lab's stroke pad: its mode, templates and last reading.
    case strokePad(StrokePad)
    /// The Lab's session as a file to save.
    case download(LabFile)
    /// The picture to draw, at `time` (seconds of the game's clock).
    case scene(time: Double, scene: Scene)
    /// A finished game's result and what became of it.
    case result(Result)
    /// A result the leaderboard could not take at once has now been saved.
    case saved(Saved)
    /// Everything sent before the page's `sync` has been handled; `time` is the game's clock
    /// then (seconds), `label` the sync's own.
    case synced(label: String?, time: Double)
    /// How many spectators watch the player's game now.
    case watchers(count: Int)
    /// This instance is going out of service: the page reconnects and carries on elsewhere.
    case move(reason: String)
    /// Something was refused or went wrong; a `fatal` one closes the session. ``jsonText``
    /// writes its members sorted (`fatal`, `message`, `type`), as a session's replies always
    /// were; ``typeFirstJSONText`` writes the same object `type` first, as the socket's guards
    /// and a room's messages always have — a wire detail, kept byte for byte.
    case error(message: String, fatal: Bool)
    /// A spectator's opening: the game, who plays it, and everything so far.
    case spectating(Spectating)
    /// Steps taken since: a watched game's, or a room's shared board's (with their place and link).
    case steps(Steps)
    /// The watched game is over or gone, and why.
    case ended(reason: String)
    /// A room as it is now, for one of its players.
    case room(RoomState)
    /// The board a room plays together, so far.
    case board(Board)
    /// A room's round is over.
    case over(RoundOver)
    /// The instance now holding a room asks this page for the board's steps it holds.
    case restore

    /// What a draining arcade tells its pages.
    public static let movingReason = "this arcade server is going out of service: carrying on at another"

    /// The message's kind: its `type`.
    public var kind: ServerMessageKind {
        switch self {
        case .welcome, .labWelcome: return .welcome
        case .lab: return .lab
        case .transition: return .transition
        case .strokePad: return .strokePad
        case .download: return .download
        case .scene: return .scene
        case .result: return .result
        case .saved: return .saved
        case .synced: return .synced
        case .watchers: return .watchers
        case .move: return .move
        case .error: return .error
        case .spectating: return .spectating
        case .steps: return .steps
        case .ended: return .ended
        case .room: return .room
        case .board: return .board
        case .over: return .over
        case .restore: return .restore
        }
    }
}

/// The kinds of message the server sends a page: a message's `type`. The page's side
/// (`SERVER_MESSAGES` in protocol.js) is generated from here.
public enum ServerMessageKind: String, CaseIterable, Sendable {
    case welcome, scene, result, synced, saved, move, error, watchers
    case lab, transition, strokePad, download
    case spectating, steps, ended
    case room, board, over, restore

    /// The prefix every message of this kind's text begins with, for a reader that needs only
    /// to know what a text is (`{"type":"ended"`); nil for kinds written with sorted members,
    /// where `type` comes last.
    public var textPrefix: String? {
        switch self {
        case .welcome, .result, .saved, .move, .error, .lab, .transition, .strokePad, .download: return nil
        default: return "{\"type\":\"\(rawValue)\""
        }
    }
}
