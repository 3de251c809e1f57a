import Gestures

/// One pointer event as a device or a browser reports it: what happened to which pointer,
/// where, and when by the device's own clock — the shape of a DOM `PointerEvent` or a
/// touch's phase on a native platform.
public struct PointerEvent: Sendable, Hashable {
    /// What happened: the pointer landed, moved, lifted, was cancelled by the system, or moved
    /// without being pressed (hover).
    public var action: TouchInput.Action
    /// The pointer's id, stable from its landing to its lift (a DOM `pointerId`).
    public var pointer: Int
    /// Where, in the engine's root coordinates (points).
    public var location: Point
    /// When, in **seconds** of the device's clock (a DOM `timeStamp` / 1000): any origin, as
    /// long as one source keeps to one clock.
    public var timestamp: Double
    /// A finger, a mouse or a pen. Default `.touch`.
    public var kind: PointerKind

    /// An event of `pointer` at `location` (points) and `timestamp` (seconds, device clock).
    public init(_ action: TouchInput.Action, pointer: Int, at location: Point, timestamp: Double, kind: PointerKind = .touch) {
        self.action = action
        self.pointer = pointer
        self.location = location
        self.timestamp = timestamp
        self.kind = kind
    }
}
