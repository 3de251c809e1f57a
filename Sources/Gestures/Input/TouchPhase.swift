/// Where a touch is in its life, as UIKit's `UITouch.Phase`.
public enum TouchPhase: String, Sendable, Hashable {
    /// The finger (or pointer button) went down.
    case began
    /// It moved.
    case moved
    /// It is down and did not move in this event (another touch of the same event changed).
    case stationary
    /// It lifted.
    case ended
    /// The system took it away (a browser's `pointercancel`, an incoming call).
    case cancelled

    /// Whether the touch is over.
    @inline(__always)
    public var isTerminal: Bool {
        switch self {
        case .ended, .cancelled: return true
        case .began, .moved, .stationary: return false
        }
    }
}
