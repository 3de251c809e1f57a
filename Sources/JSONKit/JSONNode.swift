/// A parsed JSON value that remembers the line it started on, so that a fault found later
/// (an unknown option, a missing view) can be reported at its line.
public struct JSONNode: Sendable {
    /// The value's shape.
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order.
        case object([(key: String, value: JSONNode)])
    }

    /// The value.
    public let value: Value
    /// The 1-based line where the value starts.
    public let line: Int
    /// For a number written as a whole number from 0 to 2⁶⁴ − 1 (no sign, fraction or
    /// exponent), its exact value — a seed, say, that a double would round; nil otherwise.
    public var exactInteger: UInt64? = nil

    /// The member named `key` of an object, if any.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
