import Gestures
import JSONKit

/// A replay trace file (`TRACE.jsonl`): one input event per line, or several touches changing
/// at one instant. Times are milliseconds, coordinates points in the root view. The whole file
/// is checked when it is loaded, so a bad line stops the replay before any output.
public struct ReplayTrace {
    /// The inputs of one line, all at the same time.
    public struct Event {
        /// The inputs; times are in seconds.
        public var inputs: [TouchInput]
        /// The line of the file, 1-based.
        public var line: Int
    }

    /// The events in file order.
    public let events: [Event]

    /// Every event's inputs end to end, and where each event's run ends in it: a replay walks
    /// these in place, without touching (and so retaining) each event's own array.
    let flatInputs: [TouchInput]
    let eventEnds: [Int]

    /// The time of the first event in seconds (0 for an empty trace): replays start their
    /// engine there.
    public var startTime: Double { events.first?.inputs[0].timestamp ?? 0 }

    /// The total number of inputs (a batch line counts each of its touches).
    public var inputCount: Int { events.reduce(0) { $0 + $1.inputs.count } }

    /// Parses and checks a trace; a fault is a ``ReplayError`` naming `file` and the line.
    public init(text: String, file: String) throws(ReplayError) {
        var events: [Event] = []
        var down: Set<Int> = []
        var hovering: Set<Int> = []
        var lastTime = -Double.infinity
        var lineNumber = 0
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            let line = bytes[start..<end]
            start = end + 1
            guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            let node: JSONNode
            do { node = try JSONParser.parse(bytes: line, firstLine: lineNumber) } catch {
                throw ReplayError(file: file, line: lineNumber, message: "malformed JSON: \(error.message)")
            }
            let event = try Self.event(node, line: lineNumber, file: file)
            let fail = { (message: String) in ReplayError(file: file, line: lineNumber, message: message) }
            let t = event.inputs[0].timestamp * 1000
            if t < lastTime {
                throw fail("time goes backwards: \(JSONOutput.number(t)) ms after \(JSONOutput.number(lastTime)) ms")
            }
            lastTime = t
            var seen: Set<Int> = []
            for input in event.inputs {
                guard seen.insert(input.id).inserted else { throw fail("touch \(input.id) appears twice in one line") }
                switch input.action {
                case .down:
                    guard !down.contains(input.id) else { throw fail("down for touch \(input.id), which is already down") }
                    hovering.remove(input.id)
                    down.insert(input.id)
                case .move, .up:
                    guard down.contains(input.id) else {
                        throw fail("\(input.action.rawValue) for touch \(input.id), which never went down")
                    }
                    if input.action == .up { down.remove(input.id) }
                case .cancel:
                    guard down.remove(input.id) != nil || hovering.remove(input.id) != nil else {
                        throw fail("cancel for touch \(input.id), which never went down")
                    }
                case .hover:
                    guard !down.contains(input.id) else { throw fail("hover for pointer \(input.id), which is down") }
                    hovering.insert(input.id)
                }
            }
            events.append(event)
        }
        self.events = events
        var flat: [TouchInput] = [], ends: [Int] = []
        flat.reserveCapacity(events.count)
        ends.reserveCapacity(events.count)
        for event in events {
            flat.append(contentsOf: event.inputs)
            ends.append(flat.count)
        }
        self.flatInputs = flat
        self.eventEnds = ends
    }

    private static func event(_ node: JSONNode, line: Int, file: String) throws(ReplayError) -> Event {
        var r = try JSONReader(node, file: file, context: "the event")
        guard let t = try r.number("t") else { throw r.error("the event needs \"t\" (milliseconds)") }
        guard let typeName = try r.string("type") else { throw r.error("the event needs a \"type\"") }
        guard let action = TouchInput.Action(rawValue: typeName) else {
            throw r.error("unknown type \"\(typeName)\" (down, move, up, cancel, hover)", at: r.raw("type"))
        }
        let defaultKind = try kind(&r) ?? (action == .hover ? .mouse : .touch)
        var inputs: [TouchInput] = []
        if let touches = r.raw("touches") {
            guard case .array(let items) = touches.value, !items.isEmpty else {
                throw r.error("\"touches\" must be a non-empty array", at: touches)
            }
            for item in items {
                var tr = try JSONReader(item, file: file, context: "a touch")
                inputs.append(try input(&tr, action: action, time: t, kind: try kind(&tr) ?? defaultKind))
            }
        } else {
            inputs.append(try input(&r, action: action, time: t, kind: defaultKind))
        }
        return Event(inputs: inputs, line: line)
    }

    private static func kind(_ r: inout JSONReader) throws(ReplayError) -> PointerKind? {
        guard let name = try r.string("kind") else { return nil }
        guard let kind = PointerKind(rawValue: name) else {
            throw r.error("unknown kind \"\(name)\" (touch, mouse, pen)", at: r.raw("kind"))
        }
        return kind
    }

    private static func input(_ r: inout JSONReader, action: TouchInput.Action, time: Double, kind: PointerKind) throws(ReplayError) -> TouchInput {
        guard let idValue = try r.number("id") else { throw r.error("\(r.context) needs an \"id\"") }
        guard idValue == idValue.rounded(), abs(idValue) < 1e15 else {
            throw r.error("\(r.context): \"id\" must be a whole number", at: r.raw("id"))
        }
        guard let x = try r.number("x"), let y = try r.number("y") else {
            throw r.error("\(r.context) needs \"x\" and \"y\" (points)")
        }
        return TouchInput(action, id: Int(idValue), at: Point(x: x, y: y), time: time / 1000, kind: kind)
    }
}
