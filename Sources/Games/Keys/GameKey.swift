import Gestures

/// A key a player pressed or let go on a game's page, with what had the focus: the key as the
/// web names it (`KeyboardEvent.key`: "Enter", " ", "ArrowLeft", "a", "+", "Escape"), the
/// modifiers that change what it does, and the scene node focused (nil: the play area itself).
public struct GameKey: Sendable, Hashable {
    /// Whether the key went down or came up.
    public enum Phase: String, Sendable, Hashable {
        case down, up
    }

    /// The key's value, as `KeyboardEvent.key` gives it (letters in either case).
    public var key: String
    /// Down or up. Default down.
    public var phase: Phase
    /// Shift was held (arrows go further, R turns the other way). Default false.
    public var shift: Bool
    /// Alt (Option) was held (arrows go a finer step). Default false.
    public var alt: Bool
    /// The id of the scene node that had the focus, nil for the play area. Default nil.
    public var node: String?

    /// A key; see the properties.
    public init(_ key: String, phase: Phase = .down, shift: Bool = false, alt: Bool = false, node: String? = nil) {
        self.key = key
        self.phase = phase
        self.shift = shift
        self.alt = alt
        self.node = node
    }

    /// The key as one lowercase letter a–z, when it is one ("R" and "r" alike). Only the
    /// Latin letters: the games' own (and no Unicode tables in the WebAssembly build).
    public var letter: Character? {
        let bytes = Array(key.utf8)
        guard bytes.count == 1 else { return nil }
        switch bytes[0] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Character(Unicode.Scalar(bytes[0]))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Character(Unicode.Scalar(bytes[0] + 32))
        default: return nil
        }
    }

    /// The way an arrow key points (x right, y down, one unit), nil for any other key.
    public var arrow: Vector? {
        switch key {
        case "ArrowLeft": return Vector(dx: -1, dy: 0)
        case "ArrowRight": return Vector(dx: 1, dy: 0)
        case "ArrowUp": return Vector(dx: 0, dy: -1)
        case "ArrowDown": return Vector(dx: 0, dy: 1)
        default: return nil
        }
    }

    /// Whether it is Enter or Space: the keys that press.
    public var isPress: Bool { key == "Enter" || key == " " }
}
