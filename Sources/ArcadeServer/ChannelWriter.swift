import NIOConcurrencyHelpers
import NIOCore
import NIOWebSocket

/// Writes what an ``Outbox`` holds to its WebSocket on the channel's event loop: every message
/// waiting goes out as a text frame, the lot with one flush (one `writev`), and the next lot once
/// the socket has taken the last — so a page that reads keeps up with any number of messages at
/// the cost of a write call per batch, with no task woken per message, and one that stops reading
/// leaves them in the outbox, whose limits close it.
///
/// The frames go through the channel's pipeline from its tail (the WebSocket encoder frames
/// them), beside those the WebSocket library writes itself (its pongs and close frames).
final class ChannelWriter: @unchecked Sendable {
    // @unchecked: `inFlight` is only touched on the channel's event loop; `scheduled` is locked.

    /// The most text one batch takes, in bytes, before it is flushed. 1 MiB.
    static let batchBytes = 1 << 20

    private let channel: any Channel
    private let outbox: Outbox
    private var inFlight = false
    /// Set once writing is over (all written after the finish, or the socket gone).
    private var over = false
    private let scheduled = NIOLockedValueBox(false)
    private let drained: EventLoopPromise<Void>

    /// A writer of `outbox` to `channel`, taking messages as they come.
    init(channel: any Channel, outbox: Outbox) {
        self.channel = channel
        self.outbox = outbox
        drained = channel.eventLoop.makePromise()
        outbox.whenReady { [self] in wake() }
    }

    /// Succeeds once the outbox has finished and all it held is written (or the channel failed).
    var done: EventLoopFuture<Void> { drained.futureResult }

    /// Something came: a drain on the event loop, unless one is already due.
    private func wake() {
        let already = scheduled.withLockedValue { s -> Bool in
            defer { s = true }
            return s
        }
        guard !already else { return }
        channel.eventLoop.execute { [self] in
            scheduled.withLockedValue { $0 = false }
            drain()
        }
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
        for (i, message) in messages.enumerated() {
            var data = channel.allocator.buffer(capacity: message.size + 64)
            message.write(into: &data)
            let frame = WebSocketFrame(fin: true, opcode: .text, data: data)
            channel.write(frame, promise: i == messages.count - 1 ? written : nil)
        }
        channel.flush()
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
