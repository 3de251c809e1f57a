import HummingbirdCore
import Logging
import NIOCore

/// Every connection the server accepts, guarded before Hummingbird sees it: counted against
/// the ``ConnectionGate`` (over the cap it gets "503 the arcade is full" and is closed), and
/// metered from its first byte by a ``FrameMeter`` at the head of its pipeline.
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    /// Hummingbird's own channel: HTTP/1.1 with the WebSocket upgrade.
    let inner: Inner
    let gate: ConnectionGate
    let limits: ArcadeLimits
    /// The clock a connection's frame and byte budgets refill on.
    let clock: any SessionClock
    let metrics: ArcadeMetrics

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let guardian: any ChannelHandler
        if gate.enter(channel) {
            let gate = self.gate
            let open = metrics.connections
            open.increment()
            channel.closeFuture.whenComplete { _ in
                gate.leave(channel)
                open.decrement()
            }
            guardian = FrameMeter(limits: limits, clock: clock, metrics: metrics, onRequestHead: { gate.spoke(channel) })
        } else {
            guardian = FrameMeter(refusing: "503 Service Unavailable", message: "the arcade is full (\(gate.limit) connections): try again in a minute", limits: limits,
                                  clock: clock, metrics: metrics)
        }
        do {
            try channel.pipeline.syncOperations.addHandler(guardian, position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        // A WebSocket's pipeline gets, at its upgrade, the handler that takes a room's input on the event loop.
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(FrequentMessageHandler.Installer())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
