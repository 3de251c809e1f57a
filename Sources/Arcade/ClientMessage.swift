import Foundation
import GestureReplay
import Games
import Strokes

/// A message from the page (docs/protocol.md). Unknown members are ignored.
public struct ClientMessage: Decodable, Sendable {
    /// Reads a message's text. `input`, the message a page sends many times a second, is read
    /// by the project's own bounded parser straight into events (Foundation's decoder took a
    /// sixth of the server's time under load); the rarer messages go through `Decodable`.
    public static func parse(_ text: String) throws(ArcadeError) -> ClientMessage {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw ArcadeError("line \(error.line): \(error.message)") }
        guard case .object = root.value else { throw ArcadeError("a message is a JSON object, not \(root.typeName)") }
        guard let typeNode = root["type"], case .string(let type) = typeNode.value else { throw ArcadeError("a message needs a \"type\" string") }
        if type == ClientMessageKind.sync.rawValue {
            // Read here too: a page playing locally may send one every few frames.
            var message = ClientMessage(type: type)
            if let idNode = root["id"] {
                guard case .string(let id) = idNode.value, id.utf8.count <= 64 else {
                    throw ArcadeError("a sync's \"id\" is a string of at most 64 bytes")
                }
                message.id = id
            }
            return message
        }
        if type == ClientMessageKind.steps.rawValue { return try steps(root) }
        guard type == ClientMessageKind.input.rawValue else {
            do { return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) } catch {
                throw ArcadeError(ArcadeError.describing(error))
            }
        }
        var message = ClientMessage(type: type)
        if let seqNode = root["seq"] {
            // A room player's count of the input messages it has sent: its steps come back with it.
            guard case .number(let n) = seqNode.value, n >= 0, n < 9.0e15, n == n.rounded() else {
                throw ArcadeError("an input's \"seq\" is a whole number, 0 or more")
            }
            message.seq = Int(n)
        }
        guard let eventsNode = root["events"] else { return message }
        guard case .array(let nodes) = eventsNode.value else { throw ArcadeError("\"events\" is a list, not \(eventsNode.typeName)") }
        var events: [ClientInput] = []
        events.reserveCapacity(nodes.count)
        for (i, node) in nodes.enumerated() {
            events.append(try event(node, index: i))
        }
        message.events = events
        return message
    }

    /// A `steps` message: `{"type": "steps", "steps": [{"at": S, "inputs": [...], "press": ID}, …]}`,
    /// each step as a session script's (``SessionScript``), which the page's own session took.
    private static func steps(_ root: JSONNode) throws(ArcadeError) -> ClientMessage {
        var message = ClientMessage(type: "steps")
        guard let list = root["steps"], case .array(let nodes) = list.value else { throw ArcadeError("a steps message needs \"steps\", a list") }
        var steps: [PageStep] = []
        steps.reserveCapacity(nodes.count)
        var eventCount = 0
        for (i, node) in nodes.enumerated() {
            guard case .object = node.value else { throw ArcadeError("step \(i) is not an object") }
            guard let atNode = node["at"], case .number(let at) = atNode.value, at.isFinite, at >= 0 else {
                throw ArcadeError("step \(i): \"at\" must be a number of seconds, 0 or more")
            }
            var step = PageStep(at: at)
            if let eventsNode = node["inputs"] {
                guard case .array(let items) = eventsNode.value else { throw ArcadeError("step \(i): \"inputs\" is a list, not \(eventsNode.typeName)") }
                eventCount += items.count
                step.events.reserveCapacity(items.count)
                for (j, item) in items.enumerated() { step.events.append(try event(item, index: j)) }
            }
            if let pressNode = node["press"] {
                guard case .string(let id) = pressNode.value, id.utf8.count <= 64 else { throw ArcadeError("step \(i): \"press\" is a button id, a string of at most 64 bytes") }
                step.press = id
            }
            steps.append(step)
        }
        message.steps = steps
        message.eventCount = eventCount
        return message
    }

    private static func event(_ node: JSONNode, index: Int) throws(ArcadeError) -> ClientInput {
        func number(_ key: String) throws(ArcadeError) -> Double {
            guard let member = node[key], case .number(let value) = member.value else {
                throw ArcadeError("event \(index): \"\(key)\" must be a number")
            }
            return value
        }
        func string(_ key: String, optional: Bool = false) throws(ArcadeError) -> String? {
            guard let member = node[key] else {
                if optional { return nil }
                throw ArcadeError("event \(index): \"\(key)\" is missing")
            }
            if optional, case .null = member.value { return nil }
            guard case .string(let value) = member.value else { throw ArcadeError("event \(index): \"\(key)\" must be a string") }
            return value
        }
        guard case .object = node.value else { throw ArcadeError("event \(index) is not an object") }
        let id = try number("id")
        guard id.rounded() == id, abs(id) < 1e15 else { throw ArcadeError("event \(index): \"id\" must be a whole number") }
        return ClientInput(t: try number("t"), type: try string("type")!, id: Int(id), x: try number("x"), y: try number("y"),
                           kind: try string("kind", optional: true))
    }

    // `steps` and `events` are read by the parser above, never by the decoder.
    private enum CodingKeys: String, CodingKey {
        case type, version, game, options, width, height, local, player, id, lab, mode, name, index, set, resume, challenge
        case isPrivate = "private"
        case code, seat, restore
    }

    /// A message of `type` with no members.
    public init(type: String) { self.type = type }

    /// What the message is: one of ``ClientMessageKind``'s names for a message the server knows.
    public var type: String
    /// The message's kind; nil for a type the server does not know.
    public var kind: ClientMessageKind? { ClientMessageKind(rawValue: type) }
    /// `hello`: the protocol version the page speaks.
    public var version: Int?
    /// `hello`: which game ("lab" for the Gesture Lab).
    public var game: String?
    /// `hello`: the game's options.
    public var options: GameOptions?
    /// `hello`: the play area's width, in points.
    public var width: Double?
    /// `hello`: the play area's height, in points.
    public var height: Double?
    /// `hello`: the page plays the game itself (the WebAssembly build) and draws its own
    /// scenes: the server sends none, and still judges every result from the page's input.
    public var local: Bool?
    /// `hello` and `name`: the player's name, as typed.
    public var player: String?
    /// `input`: the pointer events.
    public var events: [ClientInput]?
    /// `input` from a room's player on a board played together: which of its input messages
    /// this is (the steps the room orders come back with it, so the page knows them for its own).
    public var seq: Int?
    /// `steps`: a locally playing page's steps, in order.
    public var steps: [PageStep]?
    /// `steps`: the events the steps carry in all.
    public var eventCount = 0
    /// `hello`: the session a page carries on after a move (its `welcome`'s seed and ticket).
    public var resume: Resume?
    /// `room`: the code of the room to join (none: create one of `game` with `options`).
    public var code: String?
    /// `room`: the token of a seat held for this player after a lost connection (its `room`
    /// message's `seat`): they take it back.
    public var seat: String?
    /// `room`, back after the instance that held the room went away: the room as the page last
    /// heard it (its `room` message's `carry`), and how many steps of its board the page holds
    /// with the last link of their chain — this instance takes the room on from them.
    public var restore: RoomRestore?
    /// `hello` and `privacy`: keep the game off the list of games in progress, where
    /// spectators find it (default false).
    public var isPrivate: Bool?
    /// `hello`: play on the board of leaderboard result `challenge` (its game, options, seed and
    /// screen size; `game` and `options` are then the record's, whatever the hello says).
    public var challenge: Int?

    /// A room to take on (see ``restore``).
    public struct RoomRestore: Decodable, Sendable {
        /// The room's sealed state, as its last `room` message carried it.
        public var carry: String
        /// Steps of the room's board the page holds (0: none, or no board).
        public var count: Int?
        /// The chain's link after the last of them (the `chain` of the last `steps` message).
        public var chain: String?
    }

    /// A session to carry on: the seed and ticket its first `welcome` gave.
    public struct Resume: Decodable, Sendable {
        /// The session's seed.
        public var seed: UInt64
        /// The ticket that vouches for the seed, size and options.
        public var ticket: String
        /// Tap It: the best score the session began with (its `welcome`'s `bestScore`).
        public var bestScore: Int?
        /// The game's id among games in progress (its `welcome`'s `live`): its spectators follow it.
        public var live: String?
    }

    /// `press`: the button's id; `sync`: the page's own label, echoed in the answer; `spectate`:
    /// the game to watch (an id of `GET /api/live`).
    public var id: String?
    /// `hello` and `configure` of the Lab: its recognizers and pairings.
    public var lab: LabConfiguration?
    /// `mode`: "gestures" or "strokes".
    public var mode: String?
    /// `addTemplate`: the template's name.
    public var name: String?
    /// `removeTemplate`: which template (0-based).
    public var index: Int?
    /// `loadTemplates`: a template set's JSON text.
    public var set: String?
}
