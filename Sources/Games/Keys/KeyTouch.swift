import Gestures

/// One touch a key makes: what a finger does, when (after the key) and where. A page hands it
/// to the game as it hands a finger's, so the game's recognizers, its record and the server's
/// judgement take keys exactly as touches.
public struct KeyTouch: Sendable, Hashable {
    /// When, in seconds after the key.
    public var delay: Double
    /// Down, move, up or cancel.
    public var action: TouchInput.Action
    /// The pointer id (``KeyPlan/pointerIDs``).
    public var pointer: Int
    /// Where, in the root view's coordinates (scene points).
    public var point: Point

    /// A touch; see the properties.
    public init(_ action: TouchInput.Action, _ pointer: Int, _ point: Point, after delay: Double) {
        self.delay = delay
        self.action = action
        self.pointer = pointer
        self.point = point
    }
}
