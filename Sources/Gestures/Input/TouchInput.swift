/// One raw input event for the engine: a finger or pointer going down, moving, lifting,
/// being cancelled, or (for a mouse or pen) hovering with no button pressed.
public struct TouchInput: Sendable, Hashable {
    /// What happened to the pointer.
    public enum Action: String, Sendable, Hashable {
        case down, move, up, cancel, hover
    }

    /// What happened.
    public var action: Action
    /// The pointer's identifier; a new contact should get a new one.
    public var id: Int
    /// Where, in root-view points.
    public var location: Point
    /// When, in seconds of the engine's clock.
    public var timestamp: Double
    /// What produced it. Default ``PointerKind/touch``.
    public var kind: PointerKind

    /// Creates an input event; `timestamp` is in seconds, `location` in root-view points.
    public init(_ action: Action, id: Int, at location: Point, time timestamp: Double, kind: PointerKind = .touch) {
        self.action = action
        self.id = id
        self.location = location
        self.timestamp = timestamp
        self.kind = kind
    }
}
