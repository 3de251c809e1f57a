import NIOCore
import NIOWebSocket

/// Writes what an ``Outbox`` holds to its WebSocket on the channel's event loop: every message
/// waiting goes out as a text frame, the lot in one buffer with one flush (one `write`), and the
/// next lot once the socket has taken the last — so a page that reads keeps up with any number
/// of messages at the cost of a write call per batch, with no task woken per message, and one
/// that stops reading leaves them in the outbox, whose limits close it.
///
/// The writer frames the messages itself (``ServerFrame``) and writes the bytes from the
/// ``FrameMeter``'s place at the head of the pipeline, past the WebSocket encoder: a room's
/// step goes to four pages sixty times a second, and a frame value, a header buffer and a
/// pipeline walk per message cost more than the room's step itself. Frames the WebSocket library
/// writes (its pongs and close frames) still go through the encoder; both are written on the
/// event loop, so the order they are written in is the order they are sent in. A channel with no
/// meter (a test's) is written from its tail.
final class ChannelWriter: @unchecked Sendable {
    // @unchecked: `inFlight`, `over` and `outlet` are only touched on the channel's event loop.

    /// The most text one batch takes, in bytes, before it is flushed. 1 MiB.
    static let batchBytes = 1 << 20

    private let channel: any Channel
    private let outbox: Outbox
    private var inFlight = false
    /// Set once writing is over (all written after the finish, or the socket gone).
    private var over = false
    private let drained: EventLoopPromise<Void>
    /// Where framed bytes enter the pipeline: the meter's context, found on the first drain.
    private var outlet: ChannelHandlerContext?

    /// A writer of `outbox` to `channel`, taking messages as they come.
    init(channel: any Channel, outbox: Outbox) {
        self.channel = channel
        self.outbox = outbox
        drained = channel.eventLoop.makePromise()
        outbox.whenReady { [self] in wake() }
    }

    /// Succeeds once the outbox has finished and all it held is written (or the channel failed).
    var done: EventLoopFuture<Void> { drained.futureResult }

    /// Something came: a drain on the event loop. The outbox calls this once until the next
    /// ``drain()`` takes from it, so the messages of a tick's reads go out in one write.
    private func wake() {
        channel.eventLoop.execute { [self] in drain() }
    }

    /// On the event loop: writes what waits, unless a batch is still being written.
    private func drain() {
        guard !inFlight, !over else { return }
        let (messages, finished) = outbox.takeAll(maxBytes: Self.batchBytes)
        guard !messages.isEmpty else {
            if finished { end() }
            return
        }
        guard channel.isActive else { return end() }
        inFlight = true
        let written = channel.eventLoop.makePromise(of: Void.self)
        var bytes = channel.allocator.buffer(capacity: messages.reduce(0) { $0 + $1.size + 10 })
        for message in messages { message.writeFrame(into: &bytes) }
        if outlet == nil { outlet = try? channel.pipeline.syncOperations.context(handlerType: FrameMeter.self) }
        if let outlet {
            outlet.writeAndFlush(NIOAny(bytes), promise: written)
        } else {
            channel.writeAndFlush(bytes, promise: written)
        }
        written.futureResult.whenComplete { [self] result in
            inFlight = false
            // The socket gone, nothing more is written.
            if case .failure = result { return end() }
            drain()
        }
    }

    private func end() {
        guard !over else { return }
        over = true
        outbox.stopReady()
        drained.succeed(())
    }
}
