/// What produced a touch: a finger, a mouse or a pen.
public enum PointerKind: String, Sendable, Hashable, CaseIterable {
    /// A finger on a touch screen.
    case touch
    /// A mouse or trackpad pointer; it can hover.
    case mouse
    /// A stylus; it can hover.
    case pen
}

extension PointerKind {
    /// The kind as one bit of a mask (touch 1, mouse 2, pen 4), for testing sets of kinds
    /// without hashing.
    var bit: UInt8 {
        switch self {
        case .touch: return 1
        case .mouse: return 2
        case .pen: return 4
        }
    }
}
