// Foundation's decoder's errors in words; not in Embedded Swift (the WebAssembly build), which
// has neither Codable nor untyped errors.
#if !hasFeature(Embedded)
extension ArcadeError {
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
#endif
