/// A small strict JSON parser (RFC 8259) over UTF-8 bytes that records line numbers and
/// rejects non-finite numbers. Foundation's parser reports neither lines nor which value is
/// bad, and the replay contract promises both. It reads untrusted text (a server parses every
/// page's messages with it), so its work is bounded by the input: arrays and objects nest at
/// most ``maximumDepth`` deep (the stack stays small), and duplicate keys are found by hashing
/// once an object has many members.
public struct JSONParser {
    /// How deep arrays and objects may nest. 64: the formats read here nest three deep.
    public static let maximumDepth = 64
    /// A syntax error at a line.
    public struct Failure: Error, Sendable {
        /// The 1-based line of the fault.
        public let line: Int
        /// What is wrong.
        public let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line: Int
    private var depth = 0

    /// Parses one complete JSON document. `firstLine` is the line number of the first byte.
    public static func parse(_ text: String, firstLine: Int = 1) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), line: firstLine)
        return try parser.document()
    }

    /// Parses one complete JSON document from bytes.
    public static func parse(bytes: ArraySlice<UInt8>, firstLine: Int = 1) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: Array(bytes), line: firstLine)
        return try parser.document()
    }

    private init(bytes: [UInt8], line: Int) {
        self.bytes = bytes
        self.line = line
    }

    private mutating func document() throws(Failure) -> JSONNode {
        skipSpace()
        let node = try value()
        skipSpace()
        guard index == bytes.count else { throw fail("unexpected \(describe(bytes[index])) after the JSON value") }
        return node
    }

    private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7f { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1; index += 1
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw fail("unexpected end of input") }
        let start = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), line: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), line: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), line: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (value, exact) = try number()
            return JSONNode(value: .number(value), line: start, exactInteger: exact)
        case UInt8(ascii: "N"): throw fail("NaN is not a number in JSON")
        case UInt8(ascii: "I"): throw fail("Infinity is not a number in JSON")
        default: throw fail("unexpected \(describe(bytes[index]))")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        let n = expected.count
        guard index + n <= bytes.count, bytes[index..<index + n].elementsEqual(expected) else {
            throw fail("unexpected \(describe(bytes[index]))")
        }
        index += n
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail("arrays and objects nested more than \(Self.maximumDepth) deep") }
    }

    private mutating func object() throws(Failure) -> JSONNode {
        let start = line
        index += 1
        try enter()
        defer { depth -= 1 }
        var members: [(key: String, value: JSONNode)] = []
        var keys: Set<String>?
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONNode(value: .object(members), line: start)
        }
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of input") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
            let key = try string()
            if members.count >= 8 && keys == nil { keys = Set(members.map { $0.key }) }
            if keys != nil {
                guard keys!.insert(key).inserted else { throw fail("duplicate key \"\(key)\"") }
            } else if members.contains(where: { $0.key == key }) {
                throw fail("duplicate key \"\(key)\"")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after \"\(key)\"") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return JSONNode(value: .object(members), line: start) }
            throw fail("expected ',' or '}' but found \(describe(bytes[index]))")
        }
    }

    private mutating func array() throws(Failure) -> JSONNode {
        let start = line
        index += 1
        try enter()
        defer { depth -= 1 }
        var items: [JSONNode] = []
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONNode(value: .array(items), line: start)
        }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return JSONNode(value: .array(items), line: start) }
            throw fail("expected ',' or ']' but found \(describe(bytes[index]))")
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var runStart = index
        var result = ""
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                return result
            }
            if b < 0x20 { throw fail("control character in a string") }
            if b == UInt8(ascii: "\\") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{c}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid \\u escape: a high surrogate without its low half") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                    result.unicodeScalars.append(scalar)
                default:
                    throw fail("invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            index += 1
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
            v = v << 4 | d
        }
        return v
    }

    /// The number at the cursor, and its exact value when it is a whole number that fits 64 bits.
    private mutating func number() throws(Failure) -> (Double, UInt64?) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        // Read by the engine's own conversion: the same bits natively and in WebAssembly.
        let value = DecimalNumber.parse(bytes[start..<index])
        guard value.isFinite else { throw fail("number \(String(decoding: bytes[start..<index], as: UTF8.self)) is not finite") }
        var exact: UInt64? = nil
        if bytes[start] != UInt8(ascii: "-"), index - start <= 20 {
            var n: UInt64 = 0
            exact = 0
            for b in bytes[start..<index] {
                guard isDigit(b) else { exact = nil; break }
                let (m, o1) = n.multipliedReportingOverflow(by: 10)
                let (a, o2) = m.addingReportingOverflow(UInt64(b - UInt8(ascii: "0")))
                if o1 || o2 { exact = nil; break }
                n = a
                exact = n
            }
        }
        return (value, exact)
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
