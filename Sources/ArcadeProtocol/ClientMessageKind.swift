/// The kinds of message a page may send (docs/protocol.md): a message's `type`. The server's
/// dispatch switches over these, and its answer to an unknown type lists them from here.
public enum ClientMessageKind: String, CaseIterable, Sendable {
    /// Starts a game session or the Gesture Lab; the first message.
    case hello
    /// Pointer events for the server to run (a page that does not play locally, or the Lab).
    case input
    /// The steps a page playing locally took: events and presses at the session's times.
    case steps
    /// Asks for a `synced` answer once everything sent before is handled.
    case sync
    /// A button of the game's scene pressed.
    case press
    /// The player's name for the leaderboard.
    case name
    /// The Lab's recognizers and pairs switched.
    case configure
    /// The Lab's session as a replay file.
    case download
    /// The Lab's tab: recognizers or the stroke pad.
    case mode
    /// The stroke pad: keep the last stroke as a template.
    case addTemplate
    /// The stroke pad: take a template out.
    case removeTemplate
    /// The stroke pad: a template set loaded from a file.
    case loadTemplates
    /// Watches a game in progress (the first message of a spectator's socket).
    case spectate
    /// Keeps the game off the list of games in progress, or puts it back.
    case privacy
    /// Creates a room (`game`, `options`) or joins one (`code`): the first message of a room's player.
    case room
    /// The room's host starts a round.
    case start
    /// A room's player asks to play again once a round is over.
    case rematch
    /// A room's player hands over the steps of the board they were playing, for the instance
    /// that now holds the room (it asked with `restore`).
    case restore

    /// Every kind's name, for an error that lists them.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The members a page writes for this kind after its `type`, in the order it writes them
    /// (docs/protocol.md says what each is): the page's generated builders (protocol.js's
    /// `CLIENT`) write them so, and refuse any other. A `restore` is written as text instead
    /// (its steps' very bytes are sealed).
    public var pageMembers: [String] {
        switch self {
        case .hello: return ["version", "game", "options", "local", "width", "height", "player", "challenge", "private", "resume", "lab"]
        case .input: return ["seq", "events"]
        case .steps, .restore: return ["steps"]
        case .sync, .press: return ["id"]
        case .name: return ["player"]
        case .configure: return ["lab"]
        case .download, .start, .rematch: return []
        case .mode: return ["mode"]
        case .addTemplate: return ["name"]
        case .removeTemplate: return ["index"]
        case .loadTemplates: return ["set"]
        case .spectate: return ["version", "id"]
        case .privacy: return ["private"]
        case .room: return ["version", "player", "local", "width", "height", "code", "game", "options", "private", "seat", "restore"]
        }
    }
}
