import Gestures

/// One pointer event as the page sends it: the browser's `event.timeStamp` (milliseconds on
/// the page's clock), what happened, which pointer, where (scene points) and with what.
public struct ClientInput: Sendable, Hashable {
    /// The page's time stamp, in milliseconds.
    public var t: Double
    /// "down", "move", "up", "cancel" or "hover".
    public var type: String
    /// The pointer's id.
    public var id: Int
    /// Where, in scene points.
    public var x: Double
    /// Where, in scene points.
    public var y: Double
    /// "touch", "mouse" or "pen"; default "touch".
    public var kind: String?

    /// An event; see the properties.
    public init(t: Double, type: String, id: Int, x: Double, y: Double, kind: String? = nil) {
        self.t = t
        self.type = type
        self.id = id
        self.x = x
        self.y = y
        self.kind = kind
    }

    /// Whether the event can reach an engine: finite, in range, of a known type and kind (a
    /// server drops the others before it hands the input to other pages).
    public var isWellFormed: Bool {
        do { _ = try checked() } catch { return false }
        return true
    }

    /// The engine's action and pointer kind, or an error saying what is wrong with the event.
    func checked() throws(ArcadeError) -> (TouchInput.Action, PointerKind) {
        guard t.isFinite else { throw ArcadeError("an input's time is not a finite number") }
        guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else {
            throw ArcadeError("an input's coordinates are not finite numbers within a million points")
        }
        guard (0...Int(Int32.max)).contains(id) else { throw ArcadeError("pointer id \(id) is out of range") }
        guard let action = TouchInput.Action(rawValue: type) else {
            throw ArcadeError("unknown input type \"\(type)\" (down, move, up, cancel, hover)")
        }
        guard let pointer = PointerKind(rawValue: kind ?? "touch") else {
            throw ArcadeError("unknown pointer kind \"\(kind ?? "")\" (touch, mouse, pen)")
        }
        return (action, pointer)
    }
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable: a page playing locally hands its inputs over directly.
#if !hasFeature(Embedded)
extension ClientInput: Codable {}
#endif
