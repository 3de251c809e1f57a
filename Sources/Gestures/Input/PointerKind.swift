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
    // Hashed and compared by case, not by the raw text (the default for a String-backed
    // enum): a set of kinds then needs no string hashing, which would pull Unicode tables into
    // the WebAssembly build for pages.
    public static func == (a: PointerKind, b: PointerKind) -> Bool { a.bit == b.bit }
    public func hash(into hasher: inout Hasher) { hasher.combine(bit) }

    /// The kind as one bit of a mask (touch 1, mouse 2, pen 4), for testing sets of kinds
    /// without hashing.
    var bit: UInt8 {
        switch self {
        case .touch: return 1
        case .mouse: return 2
        case .pen: return 4
        }
    }

    /// A set of kinds as bits.
    static func mask(of kinds: Set<PointerKind>) -> UInt8 {
        kinds.reduce(0) { $0 | $1.bit }
    }

    /// The kinds whose bits `mask` has.
    static func set(of mask: UInt8) -> Set<PointerKind> {
        Set(allCases.filter { mask & $0.bit != 0 })
    }
}
