/// Where a host gets the time it feeds to the engine.
///
/// The engine itself never asks for the time: every input carries its timestamp and
/// ``GestureEngine/advance(to:)`` moves time forward for timers. A clock is what the host —
/// a test, a replay, a game loop, the arcade server — uses to decide those times.
public protocol GestureClock: AnyObject {
    /// The current time, in seconds from the clock's own origin.
    var now: Double { get }
}

/// A clock that only moves when told to: for tests, replays and games driven by recorded time.
public final class ManualClock: GestureClock {
    /// The current time, in seconds. Default 0.
    public private(set) var now: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Moves the clock forward by `seconds`; a negative amount is ignored, so time never runs back.
    public func advance(by seconds: Double) {
        if seconds > 0 { now += seconds }
    }

    /// Sets the clock to `time` seconds if that is later than now.
    public func advance(to time: Double) {
        if time > now { now = time }
    }
}
