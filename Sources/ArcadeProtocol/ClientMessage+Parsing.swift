import Arcade
import Foundation
import GestureReplay
import JSONKit

extension ClientMessage {
    /// Reads a message's text. `input` and `steps`, which a page sends many times a second, are
    /// read first as the page writes them, with no tree (``quickly(_:)``); those, and `sync`,
    /// are otherwise read by the project's own bounded parser straight into values
    /// (Foundation's decoder took a sixth of the server's time under load); the rarer kinds go
    /// through their payload's `Decodable`. Throws, naming the kind and the member at fault, for text that is
    /// not a message, a kind the server does not know, or a member of the wrong type.
    public static func parse(_ text: String) throws(ParseError) -> ClientMessage {
        if let message = quickly(Array(text.utf8)) { return message }
        return try parseInFull(text)
    }

    /// Reads any message's text through the tree of ``JSONParser``, saying what is wrong.
    static func parseInFull(_ text: String) throws(ParseError) -> ClientMessage {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw malformed("line \(error.line): \(error.message)") }
        guard case .object = root.value else { throw malformed("a message is a JSON object, not \(root.typeName)") }
        guard let typeNode = root["type"], case .string(let type) = typeNode.value else { throw malformed("a message needs a \"type\" string") }
        guard let kind = ClientMessageKind(rawValue: type) else {
            throw ParseError(message: "unknown message type \"\(type.prefix(40))\" (\(ClientMessageKind.names))", isUnknownKind: true)
        }
        do throws(ArcadeError) {
            switch kind {
            case .sync: return .sync(label: try label(root, "id", of: "a sync"))
            case .input: return .input(try input(root))
            case .steps: return .steps(try steps(root))
            case .restore: return .restore(steps: try restoreSteps(text))
            case .start: return .start
            case .rematch: return .rematch
            case .download: return .download
            case .hello: return .hello(try decode(Hello.self, text, kind))
            case .spectate: return .spectate(try decode(Spectate.self, text, kind))
            case .room: return .room(try decode(RoomRequest.self, text, kind))
            default: break
            }
            let members = try decode(Members.self, text, kind)
            switch kind {
            case .press: return .press(button: members.id ?? "")
            case .name: return .name(player: members.player)
            case .configure: return .configure(members.lab ?? LabConfiguration())
            case .mode: return .mode(members.mode ?? "")
            case .addTemplate: return .addTemplate(name: members.name ?? "")
            case .removeTemplate: return .removeTemplate(index: members.index ?? -1)
            case .loadTemplates: return .loadTemplates(set: members.set ?? "")
            default: return .privacy(isPrivate: members.isPrivate ?? false)
            }
        } catch {
            throw malformed(error.message)
        }
    }

    private static func malformed(_ why: String) -> ParseError { ParseError(message: why, isUnknownKind: false) }

    private static func decode<T: Decodable>(_ type: T.Type, _ text: String, _ kind: ClientMessageKind) throws(ArcadeError) -> T {
        do { return try JSONDecoder().decode(T.self, from: Data(text.utf8)) } catch {
            throw ArcadeError(describe(error, in: kind))
        }
    }

    /// What a member of a `kind` message has wrong, naming the kind and the member: `a hello's
    /// "width" is not a number`, `a room's "restore.carry" is missing`.
    static func describe(_ error: any Error, in kind: ClientMessageKind) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
        let message = "a \(kind.rawValue)'s"
        switch error {
        case DecodingError.typeMismatch(let type, let c):
            return "\(message) \"\(path(c.codingPath))\" is not \(expected(type))"
        case DecodingError.keyNotFound(let key, let c):
            return "\(message) \"\(path(c.codingPath + [key]))\" is missing"
        case DecodingError.valueNotFound(let type, let c):
            return "\(message) \"\(path(c.codingPath))\" is null, not \(expected(type))"
        case DecodingError.dataCorrupted(let c):
            return c.codingPath.isEmpty ? c.debugDescription : "\(message) \"\(path(c.codingPath))\": \(c.debugDescription)"
        default:
            return ArcadeError.describing(error)
        }
    }

    /// A JSON value of `type`, in words.
    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is Bool.Type: return "true or false"
        case is Int.Type, is UInt64.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        default: return "of the right type (\(type))"
        }
    }

    /// A short string member (a sync's label): at most ``WireProtocol/maximumLabelBytes``.
    private static func label(_ root: JSONNode, _ key: String, of what: String) throws(ArcadeError) -> String? {
        guard let node = root[key] else { return nil }
        guard case .string(let value) = node.value, value.utf8.count <= WireProtocol.maximumLabelBytes else {
            throw ArcadeError("\(what)'s \"\(key)\" is a string of at most \(WireProtocol.maximumLabelBytes) bytes")
        }
        return value
    }

    private static func input(_ root: JSONNode) throws(ArcadeError) -> Input {
        var message = Input(events: [])
        if let seqNode = root["seq"] {
            guard case .number(let n) = seqNode.value, n >= 0, n < 9.0e15, n == n.rounded() else {
                throw ArcadeError("an input's \"seq\" is a whole number, 0 or more")
            }
            message.seq = Int(n)
        }
        guard let eventsNode = root["events"] else { return message }
        guard case .array(let nodes) = eventsNode.value else { throw ArcadeError("\"events\" is a list, not \(eventsNode.typeName)") }
        message.events.reserveCapacity(nodes.count)
        for (i, node) in nodes.enumerated() { message.events.append(try event(node, index: i)) }
        return message
    }

    /// `{"type": "steps", "steps": [{"at": S, "inputs": [...], "press": ID}, …]}`, each step as a
    /// session script's (``SessionScript``), which the page's own session took.
    private static func steps(_ root: JSONNode) throws(ArcadeError) -> Steps {
        guard let list = root["steps"], case .array(let nodes) = list.value else { throw ArcadeError("a steps message needs \"steps\", a list") }
        var steps: [PageStep] = []
        steps.reserveCapacity(nodes.count)
        for (i, node) in nodes.enumerated() {
            guard case .object = node.value else { throw ArcadeError("step \(i) is not an object") }
            guard let atNode = node["at"], case .number(let at) = atNode.value, at.isFinite, at >= 0 else {
                throw ArcadeError("step \(i): \"at\" must be a number of seconds, 0 or more")
            }
            var step = PageStep(at: at)
            if let eventsNode = node["inputs"] {
                guard case .array(let items) = eventsNode.value else { throw ArcadeError("step \(i): \"inputs\" is a list, not \(eventsNode.typeName)") }
                step.events.reserveCapacity(items.count)
                for (j, item) in items.enumerated() { step.events.append(try event(item, index: j)) }
            }
            if let pressNode = node["press"] {
                guard case .string(let id) = pressNode.value, id.utf8.count <= WireProtocol.maximumLabelBytes else {
                    throw ArcadeError("step \(i): \"press\" is a button id, a string of at most \(WireProtocol.maximumLabelBytes) bytes")
                }
                step.press = id
            }
            steps.append(step)
        }
        return Steps(steps)
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

    /// The steps a `restore` message hands over, as their texts: `{"type":"restore","steps":[…]}`
    /// written as the page was sent them, each step opening `{"by":` (the chain is over their
    /// exact bytes, so they are cut out of the text rather than read and written again).
    static func restoreSteps(_ text: String) throws(ArcadeError) -> [String] {
        let head = #"{"type":"restore","steps":["#
        guard text.hasPrefix(head), text.hasSuffix("]}") else { throw ArcadeError(restoreShape) }
        let list = text.dropFirst(head.count).dropLast(2)
        guard !list.isEmpty else { return [] }
        guard list.hasPrefix(#"{"by":"#) else { throw ArcadeError(restoreShape) }
        // Each step opens {"by": — nothing inside a step does.
        return list.components(separatedBy: #",{"by":"#).enumerated().map { $0.offset == 0 ? $0.element : #"{"by":"# + $0.element }
    }

    static let restoreShape = #"a restore message is {"type":"restore","steps":[…]}, the steps as the arcade sent them"#
}
