import ArcadeProtocol
import GestureReplay
import JSONKit
import NIOCore

/// Counts what a client sends as it arrives, first in the channel's pipeline, before any
/// decoder keeps a byte of it: the HTTP request head must come whole within
/// ``ArcadeLimits/requestHeadTimeout``, and after a WebSocket upgrade every frame — text,
/// binary, continuation, ping, pong, close, empty or not — is read off its header and charged
/// against the connection's frame and byte budgets at the moment it arrives, so neither a
/// busy server nor a kind of frame the message loop never sees escapes them.
///
/// It also enforces what RFC 6455 asks of a client and the arcade's own sizes: frames masked,
/// control frames whole and short, no continuation without a message, a message at most
/// ``ArcadeLimits/maximumMessageSize`` bytes in at most ``ArcadeLimits/maximumFramesPerMessage``
/// frames. A frame that breaks a rule is not passed on: the client gets a fatal `error` message
/// saying why and a close frame with the matching code (1002 protocol error, 1008 policy, 1009
/// too big), and the connection closes.
final class FrameMeter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The longest HTTP request head accepted, in bytes. 16 KiB.
    static let maximumRequestHead = 16 * 1024

    private enum Phase { case requestHead, frames, http, closed }

    /// A broken rule: where in the buffer the offending frame starts, the close code and why.
    private struct Violation {
        var offset: Int
        var code: UInt16
        var reason: String
    }

    private let limits: ArcadeLimits
    private let metrics: ArcadeMetrics
    /// The clock the frame and byte budgets refill on (the sessions' clock).
    private let clock: any SessionClock
    /// The status and reason a connection turned away at the door is answered with.
    private let refusal: (status: String, message: String)?
    private var phase = Phase.requestHead
    private var onRequestHead: (() -> Void)?
    private var head: [UInt8] = []
    private var headTimer: Scheduled<Void>?
    private var header: [UInt8] = []
    private var payloadLeft: UInt64 = 0
    private var inMessage = false
    private var messageBytes: UInt64 = 0
    private var messageFrames = 0
    private var frames: TokenBucket
    private var bytes: TokenBucket

    /// A meter for a connection let in, its budgets refilling on `clock`; `onRequestHead` is
    /// called once its first request head is whole.
    convenience init(limits: ArcadeLimits, clock: any SessionClock, metrics: ArcadeMetrics, onRequestHead: @escaping () -> Void = {}) {
        self.init(refusal: nil, limits: limits, clock: clock, metrics: metrics)
        self.onRequestHead = onRequestHead
    }

    /// A meter that answers the connection `status` with `message` as soon as it opens, reads
    /// nothing, and closes it.
    convenience init(refusing status: String, message: String, limits: ArcadeLimits, clock: any SessionClock, metrics: ArcadeMetrics) {
        self.init(refusal: (status, message), limits: limits, clock: clock, metrics: metrics)
    }

    private init(refusal: (status: String, message: String)?, limits: ArcadeLimits, clock: any SessionClock, metrics: ArcadeMetrics) {
        self.limits = limits
        self.metrics = metrics
        self.refusal = refusal
        self.clock = clock
        let now = clock.now
        frames = TokenBucket(rate: limits.framesPerSecond, burst: limits.frameBurst, at: now)
        bytes = TokenBucket(rate: limits.bytesPerSecond, burst: limits.byteBurst, at: now)
        header.reserveCapacity(14)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if refusal != nil {
            if context.channel.isActive { refuseAtTheDoor(context) }
            return
        }
        headTimer = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(limits.requestHeadTimeout * 1e9))) { [self] in
            guard phase == .requestHead else { return }
            phase = .closed
            metrics.silentCloses.increment()
            refuseHTTP(context, status: "408 Request Timeout", message: "no request within \(JSONOutput.number(limits.requestHeadTimeout)) s")
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headTimer?.cancel()
    }

    func channelActive(context: ChannelHandlerContext) {
        if refusal != nil { refuseAtTheDoor(context) }
        context.fireChannelActive()
    }

    private func refuseAtTheDoor(_ context: ChannelHandlerContext) {
        guard let refusal, phase != .closed else { return }
        phase = .closed
        metrics.fullRefusals.increment()
        refuseHTTP(context, status: refusal.status, message: refusal.message, retryAfter: 60)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        switch phase {
        case .closed:
            return
        case .http:
            context.fireChannelRead(data)
        case .requestHead:
            var consumed = 0
            for byte in buffer.readableBytesView {
                head.append(byte)
                consumed += 1
                if head.count >= 4 && head[head.count - 4] == 13 && head[head.count - 3] == 10 && head[head.count - 2] == 13 && byte == 10 { break }
            }
            guard headIsComplete else {
                if head.count > Self.maximumRequestHead {
                    phase = .closed
                    refuseHTTP(context, status: "431 Request Header Fields Too Large", message: "the request head is over 16 KiB")
                    return
                }
                context.fireChannelRead(data)
                return
            }
            headTimer?.cancel()
            onRequestHead?()
            onRequestHead = nil
            let text = String(decoding: head, as: UTF8.self).lowercased().filter { $0 != " " && $0 != "\t" }
            phase = text.contains("\r\nupgrade:websocket") ? .frames : .http
            head = []
            guard phase == .frames, consumed < buffer.readableBytes else {
                context.fireChannelRead(data)
                return
            }
            forward(buffer, meteringFrom: consumed, context: context)
        case .frames:
            forward(buffer, meteringFrom: 0, context: context)
        }
    }

    private var headIsComplete: Bool {
        head.count >= 4 && head.suffix(4).elementsEqual([13, 10, 13, 10])
    }

    /// Passes `buffer` on if its frames keep the rules; otherwise passes on only what comes
    /// before the offending frame, and refuses.
    private func forward(_ buffer: ByteBuffer, meteringFrom start: Int, context: ChannelHandlerContext) {
        guard let violation = meter(buffer, from: start) else {
            context.fireChannelRead(wrapInboundOut(buffer))
            return
        }
        if violation.offset > 0, let before = buffer.getSlice(at: buffer.readerIndex, length: violation.offset) {
            context.fireChannelRead(wrapInboundOut(before))
        }
        phase = .closed
        refuseWebSocket(context, code: violation.code, reason: violation.reason)
    }

    /// Reads the frame headers in `buffer` from byte `start`, skipping payloads, and charges
    /// each frame as its header completes.
    private func meter(_ buffer: ByteBuffer, from start: Int) -> Violation? {
        let view = buffer.readableBytesView
        var i = view.startIndex + start
        let end = view.endIndex
        while i < end {
            if payloadLeft > 0 {
                let n = Int(min(UInt64(end - i), payloadLeft))
                i += n
                payloadLeft -= UInt64(n)
                continue
            }
            header.append(view[i])
            i += 1
            guard header.count >= 2 else { continue }
            let masked = header[1] & 0x80 != 0
            let short = header[1] & 0x7f
            let extended = short == 126 ? 2 : short == 127 ? 8 : 0
            let needed = 2 + extended + (masked ? 4 : 0)
            guard header.count >= needed else { continue }
            let length = extended == 0 ? UInt64(short) : header[2..<(2 + extended)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            if let (code, reason) = check(length: length, masked: masked) {
                return Violation(offset: max(0, i - needed - view.startIndex), code: code, reason: reason)
            }
            header.removeAll(keepingCapacity: true)
            payloadLeft = length
        }
        return nil
    }

    /// The close code and reason if the frame whose header was just read breaks a rule or its
    /// budget; nil when it may pass.
    private func check(length: UInt64, masked: Bool) -> (UInt16, String)? {
        let fin = header[0] & 0x80 != 0
        let opcode = header[0] & 0x0f
        guard masked else { return (1002, "a client's frames must be masked (RFC 6455, section 5.1)") }
        let maximum = UInt64(limits.maximumMessageSize)
        var tooBig: String { "a message may be at most \(limits.maximumMessageSize / 1024) KiB" }
        switch opcode {
        case 0x1, 0x2:
            guard !inMessage else { return (1002, "a new message began before the last one ended") }
            guard length <= maximum else { return (1009, tooBig) }
            inMessage = !fin
            messageBytes = length
            messageFrames = 1
        case 0x0:
            guard inMessage else { return (1002, "a continuation frame with no message to continue") }
            messageFrames += 1
            guard length <= maximum, messageBytes + length <= maximum else { return (1009, tooBig) }
            guard messageFrames <= limits.maximumFramesPerMessage else {
                return (1009, "a message may be split into at most \(limits.maximumFramesPerMessage) frames")
            }
            messageBytes += length
            if fin { inMessage = false }
        case 0x8, 0x9, 0xA:
            guard fin, length <= 125 else { return (1002, "a control frame must be whole and at most 125 bytes") }
        default:
            return (1002, "unknown frame opcode \(opcode)")
        }
        let now = clock.now
        guard frames.take(1, at: now) else {
            return (1008, "too many messages: at most \(Int(limits.framesPerSecond)) frames a second (a burst of \(Int(limits.frameBurst)))")
        }
        guard bytes.take(Double(header.count) + Double(length), at: now) else {
            return (1008, "too much data: at most \(Int(limits.bytesPerSecond / 1024)) KiB a second (a burst of \(Int(limits.byteBurst / 1024)) KiB)")
        }
        return nil
    }

    /// Sends the fatal `error` message and a close frame with `code`, then closes. Written
    /// from here, the head of the pipeline, straight to the socket.
    private func refuseWebSocket(_ context: ChannelHandlerContext, code: UInt16, reason: String) {
        let channel = context.channel
        metrics.rateLimitCloses.increment()
        let message = ServerMessage.error(message: reason, fatal: true).typeFirstJSONText
        var out = channel.allocator.buffer(capacity: message.utf8.count + 16)
        Self.writeFrame(opcode: ServerFrame.text, payload: Array(message.utf8), to: &out)
        Self.writeFrame(opcode: ServerFrame.close, payload: [UInt8(code >> 8), UInt8(code & 0xff)], to: &out)
        context.writeAndFlush(wrapOutboundOut(out)).whenComplete { _ in Self.closeGently(channel) }
    }

    /// Answers an HTTP request that cannot be read with `status`, then closes.
    private func refuseHTTP(_ context: ChannelHandlerContext, status: String, message: String, retryAfter: Int? = nil) {
        let channel = context.channel
        let body = #"{"error":"\#(message)"}"#
        let retry = retryAfter.map { "Retry-After: \($0)\r\n" } ?? ""
        let response = "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\(retry)Connection: close\r\n\r\n\(body)"
        context.writeAndFlush(wrapOutboundOut(channel.allocator.buffer(string: response))).whenComplete { _ in Self.closeGently(channel) }
    }

    /// Shuts the sending side, then closes a second later: closing at once while the client's
    /// bytes still arrive would reset the connection and lose the refusal on its way to it.
    /// What arrives meanwhile is dropped.
    private static func closeGently(_ channel: any Channel) {
        channel.close(mode: .output, promise: nil)
        channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
    }

    /// Appends an unmasked server frame.
    static func writeFrame(opcode: UInt8, payload: [UInt8], to out: inout ByteBuffer) {
        ServerFrame.writeHead(opcode: opcode, length: payload.count, to: &out)
        out.writeBytes(payload)
    }
}
