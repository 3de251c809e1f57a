import Foundation

/// A request the arcade cannot carry out, with a message a player or developer can act on.
public struct ArcadeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as one sentence.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// A short account of why JSON could not be decoded — what is missing or wrong, and where —
    /// for a message that starts with what was being read.
    public static func describing(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c): return c.debugDescription
        case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let c): return "wrong type at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.valueNotFound(_, let c): return "missing value at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return "not JSON"
        }
    }
}
