import JSONKit
/// Typed access to the members of a JSON object, turning every mismatch into a
/// ``ReplayError`` at the member's line. It also tracks which keys were read, so unknown
/// options can be reported by name.
struct JSONReader {
    let file: String
    let node: JSONNode
    let context: String
    private(set) var used: Set<String> = []

    init(_ node: JSONNode, file: String, context: String) throws(ReplayError) {
        guard case .object = node.value else {
            throw ReplayError(file: file, line: node.line, message: "\(context) must be an object, not \(node.typeName)")
        }
        self.node = node
        self.file = file
        self.context = context
    }

    func error(_ message: String, at member: JSONNode? = nil) -> ReplayError {
        ReplayError(file: file, line: (member ?? node).line, message: message)
    }

    mutating func raw(_ key: String) -> JSONNode? {
        used.insert(key)
        return node[key]
    }

    mutating func string(_ key: String) throws(ReplayError) -> String? {
        guard let n = raw(key) else { return nil }
        guard case .string(let s) = n.value else { throw error("\(context): \"\(key)\" must be a string, not \(n.typeName)", at: n) }
        return s
    }

    mutating func number(_ key: String) throws(ReplayError) -> Double? {
        guard let n = raw(key) else { return nil }
        guard case .number(let d) = n.value else { throw error("\(context): \"\(key)\" must be a number, not \(n.typeName)", at: n) }
        return d
    }

    mutating func integer(_ key: String, atLeast minimum: Int) throws(ReplayError) -> Int? {
        guard let d = try number(key) else { return nil }
        guard d == d.rounded(), abs(d) < 1e15, Int(d) >= minimum else {
            throw error("\(context): \"\(key)\" must be a whole number of at least \(minimum), not \(JSONOutput.number(d))", at: raw(key))
        }
        return Int(d)
    }

    mutating func bool(_ key: String) throws(ReplayError) -> Bool? {
        guard let n = raw(key) else { return nil }
        guard case .bool(let b) = n.value else { throw error("\(context): \"\(key)\" must be true or false, not \(n.typeName)", at: n) }
        return b
    }

    /// A string or an array of strings.
    mutating func strings(_ key: String) throws(ReplayError) -> [String]? {
        guard let n = raw(key) else { return nil }
        switch n.value {
        case .string(let s):
            return [s]
        case .array(let items):
            var out: [String] = []
            for item in items {
                guard case .string(let s) = item.value else {
                    throw error("\(context): \"\(key)\" must hold strings, not \(item.typeName)", at: item)
                }
                out.append(s)
            }
            return out
        default:
            throw error("\(context): \"\(key)\" must be a string or an array of strings, not \(n.typeName)", at: n)
        }
    }

    /// Fails on the first member that was never read.
    func rejectUnknown(_ what: String) throws(ReplayError) {
        guard case .object(let members) = node.value else { return }
        for m in members where !used.contains(m.key) {
            throw error("unknown \(what) \"\(m.key)\" in \(context)", at: m.value)
        }
    }
}
