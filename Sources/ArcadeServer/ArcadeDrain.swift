import Logging
import ServiceLifecycle

/// Takes the instance out of service on SIGTERM without cutting its players off: `/ready`
/// fails at once (a load balancer stops sending players), each open session saves the results
/// its player already earned and tells its page to move (a `move` message: the page reconnects,
/// through the proxy, to another instance and hands its game over), and the drain returns when
/// every session has closed or the grace period is over, whichever is first (the results left
/// waiting for the store are flushed by the result saver as the application stops). A service listed
/// after the application, so it runs first when the group shuts down.
public struct ArcadeDrain: Service {
    let status: ArcadeStatus
    /// Seconds the drain may take. ``ArcadeConfiguration/gracePeriod``.
    let gracePeriod: Double
    let logger: Logger

    /// A drain of `status`'s sessions within `gracePeriod` seconds.
    public init(status: ArcadeStatus, gracePeriod: Double, logger: Logger) {
        self.status = status
        self.gracePeriod = gracePeriod
        self.logger = logger
    }

    /// Waits for the group's graceful shutdown, then drains: at most the grace period less a
    /// second (left for the server and the store to close).
    public func run() async throws {
        try? await gracefulShutdown()
        let sessions = await status.beginDraining()
        status.metrics.draining.record(1)
        logger.notice("draining", metadata: ["sessions": "\(sessions.count)", "grace": "\(gracePeriod) s"])
        for session in sessions { await session.move() }
        // Leaves a second of the grace period for the server and the store to close.
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, gracePeriod - 1) * 1000))
        while await status.sessionCount > 0 && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
        // The results the sessions left waiting are flushed by the saver as the application stops.
        let left = await status.sessionCount
        logger.notice("drained", metadata: ["sessions left": "\(left)"])
    }
}
