import ArcadeProbe
@testable import ArcadeServer
import Testing

extension LiveServerTests {
    /// A room's sockets as pages open them (`/ws?room=CODE`), whose messages are written in
    /// batches on the channel's event loop (``ChannelWriter``): every step reaches everyone whole
    /// and in order, however large, and a page that stops reading goes alone.
    @Suite struct RoomSocketTests {
        static let code = "KX7P2M"

        /// Ada makes the room (the code her page drew), Bo joins, Ada starts a Pieces board.
        static func seated(_ port: Int) throws -> (ada: RawWebSocket, bo: RawWebSocket) {
            let ada = try RawWebSocket(port: port, path: "/ws?room=\(code)")
            try ada.send(#"{"type":"room","version":1,"game":"pieces","code":"\#(code)","player":"Ada","width":800,"height":600}"#)
            #expect(try ada.receive(type: "room")?.contains(#""code":"\#(code)""#) == true)
            let bo = try RawWebSocket(port: port, path: "/ws?room=\(code)")
            try bo.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Bo","width":390,"height":844}"#)
            _ = try #require(try bo.receive(type: "room"))
            try ada.send(#"{"type":"start"}"#)
            _ = try #require(try ada.receive(type: "board"))
            _ = try #require(try bo.receive(type: "board"))
            return (ada, bo)
        }

        @Test("a burst of 0.94 MB: every step to both pages, in order, in batches; a newcomer gets the board of over 1 MB whole")
        func burst() async throws {
            try await withArcade { port, _ in
                let (ada, bo) = try Self.seated(port)
                try ada.send(#"{"type":"input","seq":1,"events":[{"t":0,"type":"down","id":1,"x":175,"y":300}]}"#)
                for message in RoomAttackTests.moves(39, from: 2) { try ada.send(message) }
                let all = try TogetherRoomTests.step(bo, by: 1, n: 40)
                let places = all.matches(of: /\{"by":1,"n":(\d+),/).map { Int($0.1)! }
                #expect(places == Array(1...40))
                _ = try TogetherRoomTests.step(ada, by: 1, n: 40)
                let cy = try RawWebSocket(port: port, path: "/ws?room=\(Self.code)")
                try cy.send(#"{"type":"room","version":1,"code":"\#(Self.code)","player":"Cy"}"#)
                let board = try #require(try cy.receive(type: "board"))
                #expect(board.utf8.count > 1_000_000 && board.contains(#""count":40,"#))
                try bo.send(#"{"type":"input","seq":1,"events":[{"t":0,"type":"down","id":1,"x":400,"y":300}]}"#)
                #expect(try TogetherRoomTests.step(cy, by: 2, n: 1).hasPrefix(#"{"by":2,"n":1,"#))
                #expect(try TogetherRoomTests.step(ada, by: 2, n: 1).hasPrefix(#"{"by":2,"n":1,"#))
            }
        }

        @Test("a page that stops reading holds nobody up: the other gets each of 60 steps as they come")
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
