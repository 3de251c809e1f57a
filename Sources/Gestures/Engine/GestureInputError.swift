/// Input the engine refuses, with what was wrong. The engine state is unchanged when one is thrown.
public enum GestureInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A coordinate or timestamp is NaN or infinite.
    case notFinite(String)
    /// The event is earlier than the engine's current time (seconds).
    case timeWentBackwards(time: Double, now: Double)
    /// A move, lift or cancel names a touch that is not down.
    case unknownTouch(id: Int)
    /// A down names a touch that is already down.
    case touchAlreadyDown(id: Int)
    /// More touches than the engine can follow at once (64).
    case tooManyTouches
    /// One batch names the same touch twice.
    case duplicateTouchInBatch(id: Int)
    /// The inputs of one batch do not share one time.
    case batchTimesDiffer

    public var description: String {
        switch self {
        case .notFinite(let what): return "\(what) is not a finite number"
        case .timeWentBackwards(let t, let now):
            return "time goes backwards: \(GestureReason.milliseconds(t)) ms after \(GestureReason.milliseconds(now)) ms"
        case .unknownTouch(let id): return "touch \(id) is not down"
        case .touchAlreadyDown(let id): return "touch \(id) is already down"
        case .tooManyTouches: return "more than 64 touches down at once"
        case .duplicateTouchInBatch(let id): return "touch \(id) appears twice at the same instant"
        case .batchTimesDiffer: return "the touches of one batch must share one time"
        }
    }
}
