@testable import ArcadeServer
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// The event-loop writer of a room's socket, on an embedded channel: what the outbox holds goes
/// out as text frames, in order, each batch in one buffer; once the outbox is finished and
/// written, the writer is done and lets go of it.
@Suite struct ChannelWriterTests {
    /// The texts of the frames written, read with the WebSocket library's own decoder — and the
    /// number of buffers they came in.
    static func texts(_ channel: EmbeddedChannel) throws -> (texts: [String], writes: Int) {
        var writes = 0
        let reader = EmbeddedChannel(handler: ByteToMessageHandler(WebSocketFrameDecoder(maxFrameSize: 1 << 24)))
        while let bytes = try channel.readOutbound(as: ByteBuffer.self) {
            writes += 1
            try reader.writeInbound(bytes)
        }
        var out: [String] = []
        while let frame = try reader.readInbound(as: WebSocketFrame.self) {
            #expect(frame.fin && frame.opcode == .text && frame.maskKey == nil)
            out.append(String(buffer: frame.unmaskedData))
        }
        _ = try reader.finish()
        return (out, writes)
    }

    @Test("messages waiting and coming go out as text frames in order; finished and written, the writer is done and released")
    func writesInOrder() throws {
        let channel = EmbeddedChannel()
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        let outbox = Outbox(limit: 1 << 16, largest: 1 << 20)
        outbox.post([Outbox.Message(text: "a")])
        weak var released: ChannelWriter?
        var done: EventLoopFuture<Void>?
        do {
            let writer = ChannelWriter(channel: channel, outbox: outbox)
            released = writer
            done = writer.done
        }
        outbox.post([Outbox.Message(text: "b"), .steps(#"{"by":1}"#, count: 1, chain: "c1")])
        outbox.post([.steps(#"{"by":2}"#, count: 2, chain: "c2")])
        channel.embeddedEventLoop.run()
        let first = try Self.texts(channel)
        #expect(first.texts == ["a", "b", #"{"type":"steps","steps":[{"by":1},{"by":2}],"count":2,"chain":"c2"}"#])
        #expect(first.writes == 1)
        outbox.post([Outbox.Message(text: "d")])
        outbox.finish()
        channel.embeddedEventLoop.run()
        #expect(try Self.texts(channel).texts == ["d"])
        var finished = false
        done?.whenSuccess { finished = true }
        #expect(finished)
        done = nil
        #expect(released == nil)
        _ = try channel.finish()
    }

    @Test("in a WebSocket's pipeline the frames are written from the meter at its head, past the encoder, in order with the library's own frames")
    func writesPastTheEncoder() throws {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(FrameMeter(limits: ArcadeLimits(), clock: ManualSessionClock(), metrics: ArcadeMetrics()))
        try channel.pipeline.syncOperations.addHandler(WebSocketFrameEncoder())
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        let outbox = Outbox(limit: 1 << 16, largest: 1 << 20)
        let long = String(repeating: "x", count: 300)
        outbox.post([Outbox.Message(text: "a"), Outbox.Message(text: long)])
        let writer = ChannelWriter(channel: channel, outbox: outbox)
        channel.embeddedEventLoop.run()
        // A frame of the library's (a pong, say) goes through the encoder after the batch.
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: "library")), promise: nil)
        outbox.post([Outbox.Message(text: "b")])
        channel.embeddedEventLoop.run()
        var wire = ByteBuffer()
        while var bytes = try channel.readOutbound(as: ByteBuffer.self) { wire.writeBuffer(&bytes) }
        // Each frame's head exactly: 0x81, then the length (126 and two bytes past 125).
        #expect(Array(wire.readableBytesView.prefix(5)) == [0x81, 1, UInt8(ascii: "a"), 0x81, 126])
        let reader = EmbeddedChannel(handler: ByteToMessageHandler(WebSocketFrameDecoder(maxFrameSize: 1 << 24)))
        try reader.writeInbound(wire)
        var texts: [String] = []
        while let frame = try reader.readInbound(as: WebSocketFrame.self) { texts.append(String(buffer: frame.unmaskedData)) }
        #expect(texts == ["a", long, "library", "b"])
        outbox.finish()
        channel.embeddedEventLoop.run()
        var finished = false
        writer.done.whenSuccess { finished = true }
        #expect(finished)
        _ = try reader.finish()
        _ = try channel.finish()
    }
}
