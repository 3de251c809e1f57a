/// The states of a gesture recognizer, as UIKit's `UIGestureRecognizer.State`.
///
/// As in UIKit, ``recognized`` is another name for ``ended``: a handler that checks
/// `state == .ended` runs for a tap as for a pan. Text that tells them apart (the replay
/// format, ``GestureTransition/stateName``) writes `recognized` for a discrete recognizer.
///
/// ```
///  discrete:    possible ──► recognized (= ended)
///                   └──────► failed
///
///  continuous:  possible ──► began ──► changed* ──► ended
///                   │          └──────────┴──────► cancelled
///                   └──────► failed
/// ```
/// After a terminal state (ended, cancelled, failed) the engine resets the
/// recognizer to `possible` at the end of the same step.
public enum GestureState: String, Sendable, Hashable {
    /// Watching touches; nothing decided yet. The starting state.
    case possible
    /// A continuous gesture started; its action runs.
    case began
    /// A continuous gesture moved on; its action runs.
    case changed
    /// A continuous gesture finished normally, or a discrete one was recognized; its action
    /// runs.
    case ended
    /// A continuous gesture was interrupted (touch cancelled, another gesture won, disabled);
    /// its action runs.
    case cancelled
    /// The touches cannot be this gesture; no action runs.
    case failed

    /// A discrete gesture happened; its action runs once. The same state as ``ended``, as
    /// UIKit's `UIGestureRecognizer.State.recognized`.
    public static var recognized: GestureState { .ended }

    /// Whether the recognizer is done with its current gesture.
    @inline(__always)
    public var isTerminal: Bool {
        switch self {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    /// Whether the gesture began or was recognised (and may since have ended or been
    /// cancelled): what makes a recognizer waiting on it fail.
    @inline(__always)
    var hasBegun: Bool {
        switch self {
        case .possible, .failed: return false
        case .began, .changed, .ended, .cancelled: return true
        }
    }

    /// Whether a continuous gesture is under way.
    @inline(__always)
    public var isActive: Bool {
        switch self {
        case .began, .changed: return true
        case .possible, .ended, .cancelled, .failed: return false
        }
    }
}
