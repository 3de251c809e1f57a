/// Why a recognizer failed or was cancelled — a debugging aid carried by every failed and
/// cancelled transition, rendered as a short phrase ("moved 31 pt, slop 10 pt").
///
/// The reason is kept as data and turned into text only when someone reads `description`, so
/// recording it costs no allocation on the engine's hot path.
public enum GestureReason: Sendable, Hashable, CustomStringConvertible {
    /// A touch moved further than the recognizer allows.
    case moved(distance: Double, limit: Double)
    /// More touches came down than the gesture takes.
    case tooManyTouches(count: Int, required: Int)
    /// Touches lifted before enough of them were down together.
    case tooFewTouches(count: Int, required: Int)
    /// The next tap did not come in time (seconds).
    case tapTimeout(tap: Int, interval: Double)
    /// The next tap came too late (seconds since the previous lift).
    case tapTooLate(tap: Int, gap: Double, interval: Double)
    /// The next tap landed too far from the first (points).
    case tapTooFar(tap: Int, distance: Double, limit: Double)
    /// A finger stayed down longer than a tap allows (seconds).
    case heldTooLong(duration: Double, limit: Double)
    /// Touches lifted before a long press's duration (seconds).
    case liftedTooSoon(duration: Double, required: Double)
    /// Touches lifted before the gesture moved enough to begin (points).
    case liftedBeforeMoving(distance: Double, required: Double)
    /// A swipe did not cover its distance in time (points, seconds).
    case tooSlow(distance: Double, required: Double, within: Double)
    /// A swipe left every allowed direction by more than its angle (radians).
    case offAxis(angle: Double, limit: Double)
    /// A swipe's or edge pan's direction is not one it accepts: the direction it moved.
    case wrongDirection(SwipeDirection)
    /// An edge pan did not start near one of its edges (points from the edge).
    case notAtEdge(distance: Double, width: Double)
    /// A shake lifted with too few reversals.
    case tooFewReversals(count: Int, required: Int)
    /// The delegate's `gestureRecognizerShouldBegin` said no.
    case delegateDeclined
    /// A recognizer this one requires to fail recognized instead.
    case requiredFailure(of: String)
    /// Another recognizer took the shared touches first and the two may not run together.
    case excluded(by: String)
    /// A touch of the gesture was cancelled by the system.
    case touchCancelled
    /// The recognizer was disabled mid-gesture.
    case disabled
    /// The recognizer was removed from its view mid-gesture.
    case removed
    /// A custom recognizer's own reason.
    case custom(String)

    public var description: String {
        switch self {
        case .moved(let d, let limit):
            return "moved \(Self.number(d)) pt, slop \(Self.number(limit)) pt"
        case .tooManyTouches(let n, let required):
            return "\(n) touches, needs \(required)"
        case .tooFewTouches(let n, let required):
            return "lifted with \(n) of \(required) touches down"
        case .tapTimeout(let tap, let interval):
            return "no tap \(tap) within \(Self.milliseconds(interval)) ms"
        case .tapTooLate(let tap, let gap, _):
            return "tap \(tap) \(Self.milliseconds(gap)) ms after the previous one"
        case .tapTooFar(let tap, let d, let limit):
            return "tap \(tap) \(Self.number(d)) pt from the first, limit \(Self.number(limit)) pt"
        case .heldTooLong(let d, let limit):
            return "held \(Self.milliseconds(d)) ms, limit \(Self.milliseconds(limit)) ms"
        case .liftedTooSoon(let d, let required):
            return "lifted after \(Self.milliseconds(d)) ms, needs \(Self.milliseconds(required)) ms"
        case .liftedBeforeMoving(let d, let required):
            return "lifted after moving \(Self.number(d)) pt, needs \(Self.number(required)) pt"
        case .tooSlow(let d, let required, let within):
            return "too slow: \(Self.number(d)) pt in \(Self.milliseconds(within)) ms, needs \(Self.number(required)) pt"
        case .offAxis(let angle, let limit):
            return "\(Self.number(angle * 180 / Double.pi))° off axis, limit \(Self.number(limit * 180 / Double.pi))°"
        case .wrongDirection(let d):
            return "moved \(d.description), not an allowed direction"
        case .notAtEdge(let d, let width):
            return "began \(Self.number(d)) pt from the edge, strip \(Self.number(width)) pt"
        case .tooFewReversals(let n, let required):
            return "\(n) reversals, needs \(required)"
        case .delegateDeclined:
            return "delegate declined to begin"
        case .requiredFailure(let other):
            return "required failure of \(other): it recognized"
        case .excluded(let other):
            return "\(other) took the touches first"
        case .touchCancelled:
            return "touch cancelled"
        case .disabled:
            return "disabled"
        case .removed:
            return "removed from its view"
        case .custom(let text):
            return text
        }
    }

    // Inputs may be absurd (a replayed trace can say 1e300): numbers past what an Int holds
    // are written as Swift describes them rather than converted.
    static func number(_ x: Double) -> String {
        let r = (x * 10).rounded() / 10
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    static func milliseconds(_ seconds: Double) -> String {
        let ms = (seconds * 1000).rounded()
        return abs(ms) < 1e15 ? String(Int64(ms)) : String(ms)
    }
}
