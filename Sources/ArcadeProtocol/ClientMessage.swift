import Arcade

/// A message from the page (docs/protocol.md, "Page → server"): one case for each kind, with
/// what that kind carries. ``parse(_:)`` reads one from its text; members a kind does not use
/// are ignored, as the protocol promises.
public enum ClientMessage: Sendable {
    /// Starts a game session or the Gesture Lab (`game` "lab"); the first message.
    case hello(Hello)
    /// Pointer events: a page that does not play locally, the Lab, or a room's shared board.
    case input(Input)
    /// What a locally playing page's own session took.
    case steps(Steps)
    /// Asks for a `synced` answer once everything sent before is handled; `label` is echoed.
    case sync(label: String?)
    /// A button of the game's scene pressed (a keyboard's press); `button` is its id ("" when
    /// the message named none).
    case press(button: String)
    /// The player's name for the leaderboard, as typed (cleaned by the server).
    case name(player: String?)
    /// The Lab's recognizers and pairings switched.
    case configure(LabConfiguration)
    /// The Lab's session asked for as a replay file.
    case download
    /// The Lab's tab, by name ("gestures" or "strokes"; another name is refused by the Lab,
    /// which lists them).
    case mode(String)
    /// The stroke pad: keep the last stroke as a template called `name`.
    case addTemplate(name: String)
    /// The stroke pad: take template `index` out (0-based; -1 when the message named none).
    case removeTemplate(index: Int)
    /// The stroke pad: a template set's JSON text loaded from a file.
    case loadTemplates(set: String)
    /// Watches a game in progress: the first message of a spectator's socket.
    case spectate(Spectate)
    /// Keeps the game off the list of games in progress (true), or puts it back.
    case privacy(isPrivate: Bool)
    /// Creates a room or joins one: the first message of a room's player.
    case room(RoomRequest)
    /// The room's host starts a round.
    case start
    /// A room's player asks to play again once the round is over (`{"type": "rematch"}`).
    case rematch
    /// The steps of the board a room's player was playing, handed over to the instance that now
    /// holds the room: each step's text exactly as an arcade wrote it.
    case restore(steps: [String])

    /// The message's kind.
    public var kind: ClientMessageKind {
        switch self {
        case .hello: return .hello
        case .input: return .input
        case .steps: return .steps
        case .sync: return .sync
        case .press: return .press
        case .name: return .name
        case .configure: return .configure
        case .download: return .download
        case .mode: return .mode
        case .addTemplate: return .addTemplate
        case .removeTemplate: return .removeTemplate
        case .loadTemplates: return .loadTemplates
        case .spectate: return .spectate
        case .privacy: return .privacy
        case .room: return .room
        case .start: return .start
        case .rematch: return .rematch
        case .restore: return .restore
        }
    }

    /// The pointer events the message carries (an `input`'s, or a `steps`' in all; 0 for the
    /// other kinds): what the per-message limit counts.
    public var eventCount: Int {
        switch self {
        case .input(let input): return input.events.count
        case .steps(let steps): return steps.eventCount
        default: return 0
        }
    }

    /// `input`'s events, and for a room's shared board which of its input messages this is.
    public struct Input: Sendable {
        /// The pointer events, in order (at most ``WireProtocol/maximumEventsPerMessage`` are
        /// taken; the server refuses a longer list).
        public var events: [ClientInput]
        /// A room player's count of the input messages it has sent: the steps the room orders
        /// come back with it, so the page knows them for its own. nil outside a room.
        public var seq: Int?

        /// An input message; see the properties.
        public init(events: [ClientInput], seq: Int? = nil) {
            self.events = events
            self.seq = seq
        }
    }

    /// `steps`: a locally playing page's steps in order, and the events they carry in all.
    public struct Steps: Sendable {
        /// The steps, each at its time on the page's game clock.
        public var steps: [PageStep]
        /// The events the steps carry in all (what the per-message limit counts).
        public var eventCount: Int

        /// A steps message; `eventCount` is counted from `steps`.
        public init(_ steps: [PageStep]) {
            self.steps = steps
            eventCount = steps.reduce(0) { $0 + $1.events.count }
        }
    }

    /// Why a message could not be read. Its ``message`` names the kind and the member at fault.
    public struct ParseError: Error, Sendable, Equatable {
        /// What was wrong, in words.
        public var message: String
        /// True when the text was a message, but of a kind this server does not know (its
        /// `type` is in ``message``, with the kinds it knows).
        public var isUnknownKind: Bool

        /// An error saying `message`.
        public init(message: String, isUnknownKind: Bool) {
            self.message = message
            self.isUnknownKind = isUnknownKind
        }
    }
}
