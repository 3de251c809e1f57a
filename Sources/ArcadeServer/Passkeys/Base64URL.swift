import Foundation

/// Base64url without padding (RFC 4648, section 5): how WebAuthn's challenges, ids and binary
/// fields travel in JSON.
enum Base64URL {
    /// `bytes` as base64url text.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of base64url `text` (padding allowed, not needed); nil when it is not base64url.
    static func decode(_ text: String) -> [UInt8]? {
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "/") }) else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.utf8.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }
}
