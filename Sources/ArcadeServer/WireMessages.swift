import Arcade
import Foundation
import GestureReplay
import Games
import Strokes

/// A message from the page (docs/protocol.md). Unknown members are ignored.
struct ClientMessage: Decodable {
    /// Reads a message's text. `input`, the message a page sends many times a second, is read
    /// by the project's own bounded parser straight into events (Foundation's decoder took a
    /// sixth of the server's time under load); the rarer messages go through `Decodable`.
    static func parse(_ text: String) throws(ArcadeError) -> ClientMessage {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw ArcadeError("line \(error.line): \(error.message)") }
        guard case .object = root.value else { throw ArcadeError("a message is a JSON object, not \(root.typeName)") }
        guard let typeNode = root["type"], case .string(let type) = typeNode.value else { throw ArcadeError("a message needs a \"type\" string") }
        guard type == "input" else {
            do { return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) } catch {
                throw ArcadeError(ArcadeError.describing(error))
            }
        }
        var message = ClientMessage(type: type)
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

    init(type: String) { self.type = type }

    var type: String
    var version: Int?
    var game: String?
    var options: GameOptions?
    var width: Double?
    var height: Double?
    var player: String?
    var events: [ClientInput]?
    var id: String?
    var lab: LabConfiguration?
    /// `mode`: "gestures" or "strokes".
    var mode: String?
    /// `addTemplate`: the template's name.
    var name: String?
    /// `removeTemplate`: which template (0-based).
    var index: Int?
    /// `loadTemplates`: a template set's JSON text.
    var set: String?
}

/// The Gesture Lab's `welcome` and `lab` messages: the surface and the setup in force.
struct LabMessage: Encodable {
    var type: String
    var version = WireProtocol.version
    var game = "lab"
    var title = "Gesture Lab"
    var width: Double
    var height: Double
    var lab: LabConfiguration
    var setup: String
}

/// A Lab recognizer state change, as the replay line `fingerplay replay` prints for it.
struct TransitionMessage: Encodable {
    var type = "transition"
    var line: String
}

/// The Gesture Lab's mode and stroke pad: the templates' names in order, the last stroke's
/// reading and, when the templates changed, the whole set (StrokeTemplateSet's JSON).
struct StrokePadMessage: Encodable {
    var type = "strokePad"
    var mode: LabMode
    var templates: [String]
    var reading: StrokeReading?
    var set: StrokeTemplateSet?
}

/// The Lab session as a file to save.
struct DownloadMessage: Encodable {
    var type = "download"
    var file: LabFile
}

/// The `welcome` message: the session is open.
struct WelcomeMessage: Encodable {
    var type = "welcome"
    var version = WireProtocol.version
    var game: String
    var title: String
    var options: GameOptions
    var seed: UInt64
    var width: Double
    var height: Double
}

/// The `result` message: a finished game's result, saved on the leaderboard as `id`.
struct ResultMessage: Encodable {
    var type = "result"
    var id: Int?
    var player: String
    var result: GameResult
}

/// The `error` message; `fatal` ones close the session.
struct ErrorMessage: Encodable {
    var type = "error"
    var message: String
    var fatal: Bool
}
