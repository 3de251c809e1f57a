import ArcadeProbe
@testable import ArcadeServer
import Testing

extension LiveServerTests {
    /// A room's sockets as pages open them (`/ws?room=CODE`), whose messages are written in
    /// batches on the channel's event loop (``ChannelWriter``; RoomAttackTests send them a burst
    /// and a board of over a megabyte): a page that stops reading holds nobody up.
    @Suite struct RoomSocketTests {
        static let code = "KX7P2M"

        @Test("a page that stops reading holds nobody up: the other gets each of her 30 steps as they come")
        func stalledReader() async throws {
            try await withArcade { port, _ in
                let ada = try RawWebSocket(port: port, path: "/ws?room=\(Self.code)")
                try ada.send(#"{"type":"room","version":1,"game":"pieces","code":"\#(Self.code)","player":"Ada","width":800,"height":600}"#)
                _ = try #require(try ada.receive(type: "room"))
                // Bo's socket takes little, and Bo reads nothing from here on.
                let bo = try RawWebSocket(port: port, path: "/ws?room=\(Self.code)", receiveBuffer: 4096)
                try bo.send(#"{"type":"room","version":1,"code":"\#(Self.code)","player":"Bo","width":390,"height":844}"#)
                // Bo is seated once Ada's page shows him.
                while try #require(try ada.receive(type: "room")).contains(#""name":"Bo""#) == false {}
                try ada.send(#"{"type":"start"}"#)
                _ = try #require(try ada.receive(type: "board"))
                try ada.send(#"{"type":"input","seq":1,"events":[{"t":0,"type":"down","id":1,"x":175,"y":300}]}"#)
                for (i, message) in RoomAttackTests.moves(30, from: 2).enumerated() {
                    try ada.send(message)
                    // Each step comes back to Ada before she sends the next.
                    #expect(try TogetherRoomTests.step(ada, by: 1, n: i + 2).contains(#"{"by":1,"n":\#(i + 2),"#))
                }
            }
        }
    }
}
