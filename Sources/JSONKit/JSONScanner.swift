/// A cursor over JSON text that reads a shape known in advance — a message a page sends many
/// times a second — straight into values, with no tree: each read either takes exactly what
/// the grammar allows and moves on, or takes nothing and returns nil (false), and the caller
/// gives the text to ``JSONParser``, which says what is wrong. Strings are read only when plain
/// (no escapes); numbers by the same conversion as the parser's, to the same bits.
public struct JSONScanner {
    private let bytes: [UInt8]
    private var index = 0

    /// A scanner at the start of `bytes` (the text's UTF-8).
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index == bytes.count }

    /// Takes `text` if the bytes go on with it exactly.
    public mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = text.withUTF8Buffer { literal in
            for i in 0..<count where bytes[index + i] != literal[i] { return false }
            return true
        }
        if matches { index += count }
        return matches
    }

    /// Takes `byte` if it comes next.
    public mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Takes the member key `name` and the colon after it (`"name":`) if they come next.
    public mutating func key(_ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard bytes.count - index >= count + 3, bytes[index] == UInt8(ascii: "\""),
              bytes[index + count + 1] == UInt8(ascii: "\""), bytes[index + count + 2] == UInt8(ascii: ":") else { return false }
        let matches = name.withUTF8Buffer { literal in
            for i in 0..<count where bytes[index + 1 + i] != literal[i] { return false }
            return true
        }
        if matches { index += count + 3 }
        return matches
    }

    /// A plain string (no escapes, no control characters), or nil (nothing taken).
    public mutating func string() -> String? {
        plain().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// `null`, taken if it comes next.
    public mutating func null() -> Bool { take("null") }

    /// A finite JSON number, or nil (nothing taken) for anything else.
    public mutating func number() -> Double? {
        let start = index
        var i = index
        func digits() -> Bool {
            let first = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i > first
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else if !digits() {
            return nil
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() else { return nil }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { return nil }
        }
        let value = DecimalNumber.parse(bytes[start..<i])
        guard value.isFinite else { return nil }
        index = i
        return value
    }

    /// The range of a plain string's contents, the cursor past its closing quote; nil otherwise.
    private mutating func plain() -> Range<Int>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var i = index + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                defer { index = i + 1 }
                return (index + 1)..<i
            }
            if b < 0x20 || b == UInt8(ascii: "\\") { return nil }
            i += 1
        }
        return nil
    }
}
