/// Bytes as lowercase hexadecimal text and back: record digests, session tickets and the stored
/// session key are written this way.
enum Hex {
    /// `bytes` as two lowercase hex digits each.
    static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        // Written straight into the string's storage: a room writes a link for every step.
        let bytes = bytes as? [UInt8] ?? Array(bytes)
        return String(unsafeUninitializedCapacity: 2 * bytes.count) { out in
            let digits: StaticString = "0123456789abcdef"
            var i = 0
            for byte in bytes {
                out[i] = digits.utf8Start[Int(byte >> 4)]
                out[i + 1] = digits.utf8Start[Int(byte & 0x0F)]
                i += 2
            }
            return i
        }
    }

    /// The bytes `text` spells, or nil when it is not an even number of hex digits.
    static func decode(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[i..<i + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
