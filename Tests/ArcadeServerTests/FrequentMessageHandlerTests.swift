import Arcade
@testable import ArcadeServer
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// A board-played-together seat's input taken on its socket's event loop, on an embedded channel:
/// what the handler takes goes to the room (a step for every page), what it does not goes on to
/// the WebSocket library, and nothing passes a message the connection has not yet handled.
@Suite struct FrequentMessageHandlerTests {
    /// A Pieces room with Ada (1) and Bo (2) on one board started by Ada, their feeds, and a
    /// channel whose handler's route is Ada's once `opened`.
    static func board(opened: Bool = true) async throws -> (channel: EmbeddedChannel, route: FrequentMessageRoute, room: Room, ada: LiveFeed, bo: LiveFeed) {
        let clock = ManualSessionClock()
        let room = Room(code: "K7P2QX", game: .pieces, options: GameOptions(), on: BoardRestoreTests.loop, clock: clock, broadcastInterval: 0,
                        tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
        let ada = LiveFeed(alarm: Alarm(), limit: 1 << 20), bo = LiveFeed(alarm: Alarm(), limit: 1 << 20)
        let id = try await room.join(name: "Ada", feed: ada)
        _ = try await room.join(name: "Bo", feed: bo)
        try await room.start(by: id)
        _ = (ada.take(), bo.take())
        let route = FrequentMessageRoute()
        if opened { route.set(.input(to: seat(room, id, ada), metrics: ArcadeMetrics()), role: together) }
        let channel = EmbeddedChannel(handler: FrequentMessageHandler(route: route))
        return (channel, route, room, ada, bo)
    }

    /// A board-played-together seat between rounds, as its connection is.
    static let together = ConnectionRole.seat(together: true, round: false, scenes: true)

    /// Player `id`'s seat in `room`, posted to by `feed`.
    static func seat(_ room: Room, _ id: Int, _ feed: LiveFeed) -> RoomSeat {
        RoomSeat(room: room, id: id, feed: feed, width: 800, height: 600, local: false, together: true)
    }

    /// What `feed` was posted once `room` has taken what the route handed it: taken at once when
    /// the room was idle, else after what it was running — before anything asked of the room
    /// after (its round, here) either way.
    static func taken(_ room: Room, _ feed: LiveFeed) async -> [String] {
        _ = await room.roundSeed
        return feed.take().texts
    }

    /// A frame as a browser sends it: masked.
    static func frame(_ string: String, opcode: WebSocketOpcode = .text, fin: Bool = true) -> WebSocketFrame {
        let key: WebSocketMaskingKey = [1, 2, 3, 4]
        var data = ByteBuffer(string: string)
        data.webSocketMask(key)
        return WebSocketFrame(fin: fin, opcode: opcode, maskKey: key, data: data)
    }

    /// The texts of the frames the handler passed on to the library.
    static func passed(_ channel: EmbeddedChannel) throws -> [String] {
        var out: [String] = []
        while let frame = try channel.readInbound(as: WebSocketFrame.self) { out.append(String(buffer: frame.unmaskedData)) }
        return out
    }

    static let down = #"{"type":"input","seq":1,"events":[{"t":5000,"type":"down","id":1,"x":175,"y":300}]}"#
    static let up = #"{"type":"input","seq":2,"events":[{"t":5100,"type":"up","id":1,"x":175,"y":300}]}"#

    @Test("an open seat's input goes to the room at once: one step to both pages, nothing passed on")
    func inputTaken() async throws {
        let (channel, _, room, ada, bo) = try await Self.board()
        try channel.writeInbound(Self.frame(Self.down))
        #expect(try Self.passed(channel) == [])
        let step = #/\{"type":"steps","steps":\[\{"by":1,"n":1,"at":0\.0,"inputs":\[\{"t":0\.0,"type":"down","id":1000001,"x":175\.0,"y":300\.0\}\]\}\],"count":1,"chain":"[0-9a-f]{32}"\}/#
        let (toAda, toBo) = (await Self.taken(room, ada), await Self.taken(room, bo))
        #expect(toAda.count == 1 && toAda[0].wholeMatch(of: step) != nil)
        #expect(toBo == toAda)
        _ = try channel.finish()
    }

    @Test("before the route opens, every message goes on to the library")
    func closedPassesAll() async throws {
        let (channel, _, room, _, bo) = try await Self.board(opened: false)
        try channel.writeInbound(Self.frame(Self.down))
        #expect(try Self.passed(channel) == [Self.down])
        #expect(await Self.taken(room, bo) == [])
        _ = try channel.finish()
    }

    @Test("input behind a message the connection has not handled waits its turn there; once handled, input is taken again")
    func orderKept() async throws {
        let (channel, route, room, _, bo) = try await Self.board()
        let name = #"{"type":"name","name":"Ada L."}"#
        try channel.writeInbound(Self.frame(name))
        try channel.writeInbound(Self.frame(Self.down))
        #expect(try Self.passed(channel) == [name, Self.down])
        #expect(await Self.taken(room, bo) == [])
        route.handled()
        route.handled()
        try channel.writeInbound(Self.frame(Self.up))
        #expect(try Self.passed(channel) == [])
        let second = #/\{"type":"steps","steps":\[\{"by":1,"n":2,"at":0\.0,"inputs":\[\{"t":0\.0,"type":"up","id":1000001,"x":175\.0,"y":300\.0\}\]\}\],"count":1,"chain":"[0-9a-f]{32}"\}/#
        let toBo = await Self.taken(room, bo)
        #expect(toBo.count == 1 && toBo[0].wholeMatch(of: second) != nil)
        _ = try channel.finish()
    }

    @Test("what the protocol's rules decide is left to the library and the connection: fragments, too many events, text that is not a page's input")
    func leftToConnection() async throws {
        let (channel, route, room, _, bo) = try await Self.board()
        // A message in two frames, and the input after it (the connection has not handled it).
        try channel.writeInbound(Self.frame(#"{"type":"input","#, fin: false))
        try channel.writeInbound(Self.frame(#""events":[]}"#, opcode: .continuation))
        route.handled()
        let many = #"{"type":"input","events":["# + Array(repeating: #"{"t":1,"type":"move","id":1,"x":1,"y":1}"#, count: 501).joined(separator: ",") + "]}"
        try channel.writeInbound(Self.frame(many))
        route.handled()
        let spaced = #"{ "type": "input", "events": [] }"#
        try channel.writeInbound(Self.frame(spaced))
        route.handled()
        #expect(try Self.passed(channel) == [#"{"type":"input","#, #""events":[]}"#, many, spaced])
        #expect(await Self.taken(room, bo) == [])
        _ = try channel.finish()
    }

    @Test("a seat refused by the room is told so in the connection's words, after the room's own messages")
    func refusalInWords() async throws {
        let (channel, route, _, ada, _) = try await Self.board()
        route.set(nil, role: .closed)
        let clock = ManualSessionClock()
        let room = Room(code: "ZZZZZZ", game: .pieces, options: GameOptions(), on: BoardRestoreTests.loop, clock: clock, broadcastInterval: 0,
                        tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
        // A room that has not begun its board: Ada's input is refused.
        route.set(.input(to: Self.seat(room, try await room.join(name: "Ada", feed: LiveFeed(alarm: Alarm(), limit: 1 << 20)), ada), metrics: ArcadeMetrics()), role: Self.together)
        try channel.writeInbound(Self.frame(Self.down))
        #expect(try Self.passed(channel) == [])
        #expect(await Self.taken(room, ada).last == #"{"fatal":false,"message":"no round is under way: the host starts the next","type":"error"}"#)
        _ = try channel.finish()
    }

    @Test("a page's masked payload is read unmasked, as the library unmasks it; a byte past ASCII leaves it to the connection")
    func payloadUnmasked() {
        let text = #"{"type":"input","seq":7,"events":[]}"#
        let key: WebSocketMaskingKey = [0x12, 0x9a, 0x00, 0xff]
        var masked = ByteBuffer(string: text)
        masked.webSocketMask(key)
        let frame = WebSocketFrame(fin: true, opcode: .text, maskKey: key, data: masked)
        #expect(FrequentMessageRoute.asciiPayload(of: frame) == Array(text.utf8))
        #expect(FrequentMessageRoute.asciiPayload(of: frame) == Array(frame.unmaskedData.readableBytesView))
        let plain = WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text))
        #expect(FrequentMessageRoute.asciiPayload(of: plain) == Array(text.utf8))
        var accented = ByteBuffer(string: #"{"type":"input","player":"Zoé"}"#)
        accented.webSocketMask(key)
        #expect(FrequentMessageRoute.asciiPayload(of: WebSocketFrame(fin: true, opcode: .text, maskKey: key, data: accented)) == nil)
        // Every length up to 40 under varied keys, read past a buffer's start, against the
        // library's unmasking; a byte past ASCII anywhere (in an eight-byte run or the tail) is refused.
        for length in 0...40 {
            for seed in 0..<4 {
                let key: WebSocketMaskingKey = [UInt8(seed * 61 & 0xff), UInt8(length * 7 & 0xff), 0x80, UInt8((seed + length) * 29 & 0xff)]
                let text = (0..<length).map { UInt8(0x20 + ($0 * 13 + seed) % 95) }
                var buffer = ByteBuffer(bytes: [9, 9, 9] + text)
                buffer.moveReaderIndex(forwardBy: 3)
                var masked = buffer
                masked.webSocketMask(key)
                let frame = WebSocketFrame(fin: true, opcode: .text, maskKey: key, data: masked)
                #expect(FrequentMessageRoute.asciiPayload(of: frame) == text)
                #expect(FrequentMessageRoute.asciiPayload(of: frame) == Array(frame.unmaskedData.readableBytesView))
                for at in [0, length / 2, length - 1] where length > 0 {
                    var wide = buffer
                    wide.setInteger(UInt8(0xc3), at: wide.readerIndex + at)
                    wide.webSocketMask(key)
                    #expect(FrequentMessageRoute.asciiPayload(of: WebSocketFrame(fin: true, opcode: .text, maskKey: key, data: wide)) == nil, "\(length) \(at)")
                }
            }
        }
    }
}
