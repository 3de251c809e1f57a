/// The time a game session's server side runs on — its clock, its timeouts, its wakes — in
/// seconds since an origin of the clock's own. The arcade runs sessions on
/// ``ContinuousSessionClock``; its tests hand ``ArcadeConfiguration/clock`` a clock they move by
/// hand, so that a ten-minute idle timeout or a game's countdown takes no wall-clock time.
public protocol SessionClock: Sendable {
    /// Now, in seconds since the clock's origin.
    var now: Double { get }
    /// Returns once ``now`` has reached `deadline` (seconds since the origin), or the task is
    /// cancelled.
    func sleep(until deadline: Double) async
}

/// The server's clock: `ContinuousClock` (monotonic, runs on while the machine sleeps), its
/// origin when the value was made.
public struct ContinuousSessionClock: SessionClock {
    private let origin = ContinuousClock.now

    /// A clock whose origin is now.
    public init() {}

    /// Seconds since the origin.
    public var now: Double {
        let d = origin.duration(to: .now).components
        return Double(d.seconds) + Double(d.attoseconds) / 1e18
    }

    /// Returns once `deadline` (seconds since the origin) has come, or the task is cancelled.
    public func sleep(until deadline: Double) async {
        try? await Task.sleep(until: origin.advanced(by: .nanoseconds(Int64(min(deadline, 1e9) * 1e9))), clock: .continuous)
    }
}
