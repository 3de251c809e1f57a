/// What produced a touch: a finger, a mouse or a pen.
public enum PointerKind: String, Sendable, Hashable, CaseIterable {
    /// A finger on a touch screen.
    case touch
    /// A mouse or trackpad pointer; it can hover.
    case mouse
    /// A stylus; it can hover.
    case pen
}
