import ArcadeCore

/// A value of CBOR (RFC 8949), the binary format a passkey's authenticator writes its
/// attestation and public key in: the subset WebAuthn uses (integers, byte and text strings,
/// arrays, maps, booleans and null), read from bytes with limits so that no input, however
/// made, costs more than its length.
enum CBORValue: Sendable, Equatable {
    case unsigned(UInt64)
    /// A negative integer: `-1 - n` for the `n` stored.
    case negative(UInt64)
    case bytes([UInt8])
    case text(String)
    case array([CBORValue])
    /// Keys and values in the order written.
    case map([(CBORValue, CBORValue)])
    case bool(Bool)
    case null

    /// The value as an integer, when it is one that fits.
    var int: Int? {
        switch self {
        case .unsigned(let n): return n <= UInt64(Int.max) ? Int(n) : nil
        case .negative(let n): return n < UInt64(Int.max) ? -1 - Int(n) : nil
        default: return nil
        }
    }

    /// The value under `key` in a map (the first, if written twice).
    subscript(key: CBORValue) -> CBORValue? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The value under text `key` in a map.
    subscript(key: String) -> CBORValue? { self[.text(key)] }

    /// The value under integer `key` in a map (COSE keys are labelled so).
    subscript(label key: Int) -> CBORValue? { self[key >= 0 ? .unsigned(UInt64(key)) : .negative(UInt64(-1 - key))] }

    static func == (a: CBORValue, b: CBORValue) -> Bool {
        switch (a, b) {
        case (.unsigned(let x), .unsigned(let y)), (.negative(let x), .negative(let y)): return x == y
        case (.bytes(let x), .bytes(let y)): return x == y
        case (.text(let x), .text(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.map(let x), .map(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// Reads one value from the start of `bytes`; returns it and how many bytes it took (a
    /// passkey's public key is followed by more of the authenticator's data). Throws on
    /// anything cut short, malformed, nested deeper than 16 or of a kind WebAuthn does not use.
    static func read(_ bytes: some Collection<UInt8>) throws(ArcadeError) -> (value: CBORValue, length: Int) {
        var reader = Reader(bytes: Array(bytes))
        let value = try reader.value(depth: 0)
        return (value, reader.offset)
    }

    /// Reads `bytes` as exactly one value.
    static func decode(_ bytes: some Collection<UInt8>) throws(ArcadeError) -> CBORValue {
        let (value, length) = try read(bytes)
        guard length == bytes.count else { throw ArcadeError("CBOR: \(bytes.count - length) bytes after the value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() throws(ArcadeError) -> UInt8 {
            guard offset < bytes.count else { throw ArcadeError("CBOR: the data ends in the middle of a value") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func take(_ count: UInt64) throws(ArcadeError) -> ArraySlice<UInt8> {
            guard count <= UInt64(bytes.count - offset) else { throw ArcadeError("CBOR: a string runs past the end of the data") }
            defer { offset += Int(count) }
            return bytes[offset..<offset + Int(count)]
        }

        /// The argument of a head whose low five bits are `info`.
        mutating func argument(_ info: UInt8) throws(ArcadeError) -> UInt64 {
            switch info {
            case 0..<24: return UInt64(info)
            case 24...27:
                var n: UInt64 = 0
                for _ in 0..<(1 << (info - 24)) { n = n << 8 | UInt64(try byte()) }
                return n
            default: throw ArcadeError("CBOR: indefinite lengths and reserved heads are not used by WebAuthn")
            }
        }

        mutating func value(depth: Int) throws(ArcadeError) -> CBORValue {
            guard depth < 16 else { throw ArcadeError("CBOR: nested more than 16 deep") }
            let head = try byte()
            let major = head >> 5, info = head & 0x1f
            if major == 7 {
                switch info {
                case 20: return .bool(false)
                case 21: return .bool(true)
                case 22: return .null
                default: throw ArcadeError("CBOR: a simple value or float WebAuthn does not use")
                }
            }
            let n = try argument(info)
            switch major {
            case 0: return .unsigned(n)
            case 1: return .negative(n)
            case 2: return .bytes(Array(try take(n)))
            case 3:
                guard let text = String(validating: try take(n), as: UTF8.self) else { throw ArcadeError("CBOR: a text string that is not UTF-8") }
                return .text(text)
            case 4:
                // Every item takes at least a byte: a count past what is left is malformed.
                guard n <= UInt64(bytes.count - offset) else { throw ArcadeError("CBOR: an array longer than the data") }
                var items: [CBORValue] = []
                for _ in 0..<n { items.append(try value(depth: depth + 1)) }
                return .array(items)
            case 5:
                guard n <= UInt64(bytes.count - offset) / 2 else { throw ArcadeError("CBOR: a map longer than the data") }
                var pairs: [(CBORValue, CBORValue)] = []
                for _ in 0..<n { pairs.append((try value(depth: depth + 1), try value(depth: depth + 1))) }
                return .map(pairs)
            default: throw ArcadeError("CBOR: tags are not used by WebAuthn")
            }
        }
    }
}
