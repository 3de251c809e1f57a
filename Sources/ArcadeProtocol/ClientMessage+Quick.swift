import Arcade
import GestureReplay
import JSONKit

extension ClientMessage {
    /// `input`, `steps` and `sync` as a page writes them (`JSON.stringify` of `{type, steps}`,
    /// `{type, seq?, events}` and `{type, id?}`: no spaces, plain strings, members the protocol knows, each once),
    /// read with no tree in between — what a server holding thousands of pages spends most of
    /// its reading on. Nil for any other text, however slight the difference: ``parse(_:)``
    /// then reads it in full, and says what is wrong with it. What this returns is what
    /// ``parse(_:)`` gives for the same text (a test holds the two to the same values).
    public static func quickly(_ bytes: [UInt8]) -> ClientMessage? {
        var s = JSONScanner(bytes)
        if s.take(#"{"type":"steps","steps":["#) {
            var steps: [PageStep] = []
            if !s.take(UInt8(ascii: "]")) {
                repeat {
                    guard let step = quickStep(&s) else { return nil }
                    steps.append(step)
                } while s.take(UInt8(ascii: ","))
                guard s.take(UInt8(ascii: "]")) else { return nil }
            }
            guard s.take(UInt8(ascii: "}")), s.isAtEnd else { return nil }
            return .steps(Steps(steps))
        }
        if s.take(#"{"type":"sync""#) {
            // Answered with the time everything before it was handled: a measure, so read cheaply too.
            if s.take(UInt8(ascii: "}")) { return s.isAtEnd ? .sync(label: nil) : nil }
            guard s.take(#","id":"#), let label = s.string(), label.utf8.count <= WireProtocol.maximumLabelBytes,
                  s.take(UInt8(ascii: "}")), s.isAtEnd else { return nil }
            return .sync(label: label)
        }
        guard s.take(#"{"type":"input","#) else { return nil }
        var input = Input(events: [])
        var seen = (seq: false, events: false)
        repeat {
            if !seen.seq, s.key("seq") {
                guard let n = s.number(), n >= 0, n < 9.0e15, n == n.rounded() else { return nil }
                input.seq = Int(n)
                seen.seq = true
            } else if !seen.events, s.key("events") {
                guard let events = quickEvents(&s) else { return nil }
                input.events = events
                seen.events = true
            } else {
                return nil
            }
        } while s.take(UInt8(ascii: ","))
        guard s.take(UInt8(ascii: "}")), s.isAtEnd else { return nil }
        return .input(input)
    }

    /// `{"at": S, "inputs"?: [...], "press"?: ID}`, members in any order, each once.
    private static func quickStep(_ s: inout JSONScanner) -> PageStep? {
        guard s.take(UInt8(ascii: "{")) else { return nil }
        var at: Double?, events: [ClientInput]?, press: String?
        repeat {
            if at == nil, s.key("at") {
                guard let value = s.number(), value >= 0 else { return nil }
                at = value
            } else if events == nil, s.key("inputs") {
                events = quickEvents(&s)
                if events == nil { return nil }
            } else if press == nil, s.key("press") {
                guard let id = s.string(), id.utf8.count <= WireProtocol.maximumLabelBytes else { return nil }
                press = id
            } else {
                return nil
            }
        } while s.take(UInt8(ascii: ","))
        guard s.take(UInt8(ascii: "}")), let at else { return nil }
        return PageStep(at: at, events: events ?? [], press: press)
    }

    /// `[{"t","type","id","x","y","kind"?}, …]`, each event's members in any order, each once.
    private static func quickEvents(_ s: inout JSONScanner) -> [ClientInput]? {
        guard s.take(UInt8(ascii: "[")) else { return nil }
        var events: [ClientInput] = []
        if s.take(UInt8(ascii: "]")) { return events }
        repeat {
            guard s.take(UInt8(ascii: "{")) else { return nil }
            var t: Double?, type: String?, id: Double?, x: Double?, y: Double?, kind: String??
            repeat {
                // Each member's key taken where it is expected, in the order a page writes them.
                if t == nil, s.key("t") {
                    t = s.number(); if t == nil { return nil }
                } else if type == nil, s.key("type") {
                    type = s.string(); if type == nil { return nil }
                } else if id == nil, s.key("id") {
                    id = s.number(); if id == nil { return nil }
                } else if x == nil, s.key("x") {
                    x = s.number(); if x == nil { return nil }
                } else if y == nil, s.key("y") {
                    y = s.number(); if y == nil { return nil }
                } else if kind == nil, s.key("kind") {
                    if s.null() { kind = .some(nil) } else if let k = s.string() { kind = k } else { return nil }
                } else {
                    return nil
                }
            } while s.take(UInt8(ascii: ","))
            guard s.take(UInt8(ascii: "}")), let t, let type, let id, let x, let y, id.rounded() == id, abs(id) < 1e15 else { return nil }
            events.append(ClientInput(t: t, type: type, id: Int(id), x: x, y: y, kind: kind ?? nil))
        } while s.take(UInt8(ascii: ","))
        guard s.take(UInt8(ascii: "]")) else { return nil }
        return events
    }
}
