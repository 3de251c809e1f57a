@testable import ArcadeServer
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// The event-loop writer of a room's socket, on an embedded channel: what the outbox holds goes
/// out as text frames, in order; once the outbox is finished and written, the writer is done and
/// lets go of it.
@Suite struct ChannelWriterTests {
    static func texts(_ channel: EmbeddedChannel) throws -> [String] {
        var out: [String] = []
        while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
            #expect(frame.fin && frame.opcode == .text)
            out.append(String(buffer: frame.unmaskedData))
        }
        return out
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
        #expect(try Self.texts(channel) == ["a", "b", #"{"type":"steps","steps":[{"by":1},{"by":2}],"count":2,"chain":"c2"}"#])
        outbox.post([Outbox.Message(text: "d")])
        outbox.finish()
        channel.embeddedEventLoop.run()
        #expect(try Self.texts(channel) == ["d"])
        var finished = false
        done?.whenSuccess { finished = true }
        #expect(finished)
        done = nil
        #expect(released == nil)
        _ = try channel.finish()
    }
}
