import ArcadeCore
@testable import ArcadeProtocol
import Testing

/// The quick reading of `input`, `steps` and `sync` (``ClientMessage/quickly(_:)``) against the full one:
/// every message a page writes is read quickly, to the same values, bit for bit; anything else —
/// mutated a byte at a time — is left to the full reading, or read to the same values.
@Suite struct QuickMessageTests {
    /// SplitMix64, seeded.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A number as JavaScript might write it: whole, a fraction of any length, an exponent, negative.
    static func number(_ rng: inout Generator) -> String {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return String(Int.random(in: 0...2000, using: &rng))
        case 1: return "\(Double.random(in: 0...1000, using: &rng))"
        case 2: return "-\(Double.random(in: 0...50, using: &rng))"
        case 3: return "1016.6666666666667"
        case 4: return "\(Int.random(in: 1...9, using: &rng))e-\(Int.random(in: 1...30, using: &rng))"
        default: return "-0"
        }
    }

    static func event(_ rng: inout Generator) -> String {
        var members = [#""t":\#(number(&rng))"#, #""type":"\#(["down", "move", "up", "cancel", "hover"].randomElement(using: &rng)!)""#,
                       #""id":\#(Int.random(in: -2...40, using: &rng))"#, #""x":\#(number(&rng))"#, #""y":\#(number(&rng))"#]
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: members.append(#""kind":"touch""#)
        case 1: members.append(#""kind":"mouse""#)
        case 2: members.append(#""kind":null"#)
        default: break
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { members.shuffle(using: &rng) }
        return "{" + members.joined(separator: ",") + "}"
    }

    static func message(_ rng: inout Generator) -> String {
        let events = { (rng: inout Generator) in (0..<Int.random(in: 0...4, using: &rng)).map { _ in event(&rng) }.joined(separator: ",") }
        if Int.random(in: 0..<2, using: &rng) == 0 {
            let steps = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                var members = [#""at":\#(Double.random(in: 0...120, using: &rng))"#]
                if Int.random(in: 0..<4, using: &rng) > 0 { members.append(#""inputs":[\#(events(&rng))]"#) }
                if Int.random(in: 0..<5, using: &rng) == 0 { members.append(#""press":"hint""#) }
                members.shuffle(using: &rng)
                return "{" + members.joined(separator: ",") + "}"
            }
            return #"{"type":"steps","steps":[\#(steps.joined(separator: ","))]}"#
        }
        var members = [#""events":[\#(events(&rng))]"#]
        if Int.random(in: 0..<2, using: &rng) == 0 { members.insert(#""seq":\#(Int.random(in: 0...100000, using: &rng))"#, at: 0) }
        return #"{"type":"input",\#(members.joined(separator: ","))}"#
    }

    /// `text` with one small change: a byte gone, doubled, replaced, or a space, quote or member slipped in.
    static func mutated(_ text: String, _ rng: inout Generator) -> String {
        var bytes = Array(text.utf8)
        let at = Int.random(in: 0..<bytes.count, using: &rng)
        let alphabet = Array(#"{}[],:"\ 0123456789.eE+-abtxyidnul"#.utf8)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(bytes[at], at: at)
        case 2: bytes[at] = alphabet.randomElement(using: &rng)!
        case 3: bytes.insert(alphabet.randomElement(using: &rng)!, at: at)
        default: bytes.insert(contentsOf: Array(#""x":1,"#.utf8), at: at)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The message's values, each number by its bits.
    static func values(_ message: ClientMessage) -> String {
        func event(_ e: ClientInput) -> String { "\(e.t.bitPattern) \(e.type) \(e.id) \(e.x.bitPattern) \(e.y.bitPattern) \(e.kind ?? "nil")" }
        switch message {
        case .input(let input): return "input \(input.seq.map(String.init) ?? "nil") [\(input.events.map(event).joined(separator: "; "))]"
        case .steps(let steps):
            return "steps \(steps.eventCount) " + steps.steps.map { "\($0.at.bitPattern) \($0.press ?? "nil") [\($0.events.map(event).joined(separator: "; "))]" }.joined(separator: " | ")
        default: return "\(message)"
        }
    }

    @Test("12,000 messages as a page writes them are read quickly, to the values the full reading gives")
    func pageMessages() throws {
        var rng = Generator(state: 45)
        for _ in 0..<12_000 {
            let text = Self.message(&rng)
            let quick = try #require(ClientMessage.quickly(Array(text.utf8)), "\(text)")
            #expect(Self.values(quick) == Self.values(try ClientMessage.parseInFull(text)), "\(text)")
        }
    }

    @Test("30,000 messages a byte off: the quick reading leaves each to the full one, or reads what the full one reads")
    func mutatedMessages() {
        var rng = Generator(state: 46)
        var quickOnes = 0, disagreements: [String] = []
        for _ in 0..<30_000 {
            let text = Self.mutated(Self.message(&rng), &rng)
            guard let quick = ClientMessage.quickly(Array(text.utf8)) else { continue }
            quickOnes += 1
            let full: ClientMessage
            do throws(ClientMessage.ParseError) { full = try ClientMessage.parseInFull(text) } catch {
                disagreements.append("\(text): the full reading refuses it (\(error.message))")
                continue
            }
            if Self.values(quick) != Self.values(full) { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        // Many changes leave a message a page could write (a digit for a digit): those are read quickly.
        #expect(quickOnes > 2_500)
    }

    @Test("what the quick reading leaves alone: spaces, escapes, unknown or repeated members, another order of the kind")
    func leftToTheFullReading() {
        for text in [#"{ "type":"input","events":[]}"#, #"{"type":"input","events":[{"t":1,"type":"mo\u0076e","id":1,"x":1,"y":1}]}"#,
                     #"{"type":"input","events":[],"extra":1}"#, #"{"type":"input","seq":1,"seq":2,"events":[]}"#,
                     #"{"events":[],"type":"input"}"#, #"{"type":"steps","steps":[{"at":-1}]}"#, #"{"type":"steps","steps":[{"at":1e999}]}"#,
                     #"{"type":"input","events":[{"t":1,"type":"move","id":1.5,"x":1,"y":1}]}"#, #"{"type":"steps","steps":[]} "#] {
            #expect(ClientMessage.quickly(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("a sync as a page writes it is read quickly, with or without its label; a label too long, or escaped, is left to the full reading")
    func syncs() throws {
        /// "sync LABEL" ("sync nil" without one) for a sync, nil for anything else.
        func sync(_ text: String) -> String? {
            guard case .sync(let label)? = ClientMessage.quickly(Array(text.utf8)) else { return nil }
            return "sync \(label ?? "nil")"
        }
        #expect(sync(#"{"type":"sync"}"#) == "sync nil")
        #expect(sync(#"{"type":"sync","id":"frame 12"}"#) == "sync frame 12")
        let longest = String(repeating: "a", count: 64)
        #expect(sync(#"{"type":"sync","id":"\#(longest)"}"#) == "sync \(longest)")
        for text in [#"{"type":"sync","id":"\#(longest)a"}"#, #"{"type":"sync","id":"\u0061"}"#, #"{"type":"sync","id":1}"#,
                     #"{"type":"sync"} "#, #"{"type":"sync","id":"a","id":"b"}"#, #"{"type":"sync","label":"a"}"#] {
            #expect(ClientMessage.quickly(Array(text.utf8)) == nil, "\(text)")
        }
        // A byte off, a sync is either left to the full reading or read to what it reads.
        var rng = Generator(state: 47)
        for _ in 0..<3_000 {
            let text = Self.mutated(#"{"type":"sync","id":"t\#(Int.random(in: 0...999, using: &rng))"}"#, &rng)
            guard let quick = ClientMessage.quickly(Array(text.utf8)) else { continue }
            #expect(Self.values(quick) == (try? ClientMessage.parseInFull(text)).map(Self.values), "\(text)")
        }
    }
}
