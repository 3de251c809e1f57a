/// What a ``StrokeRecognizer`` makes of a finished path.
public enum StrokeVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The path matches template `name` with `score` (see ``StrokeMatcher``).
    case recognized(name: String, score: Double)
    /// The path is no shape the recognizer takes, for `reason` ("closest is check, scored
    /// 1.29, needs 2.5").
    case failed(reason: String)

    /// "recognized NAME" or the reason.
    public var description: String {
        switch self {
        case .recognized(let name, _): return "recognized \(name)"
        case .failed(let reason): return reason
        }
    }
}
