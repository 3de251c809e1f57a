import Arcade
import ArcadeProbe
@testable import ArcadeServer
import Foundation
import NIOPosix
import Testing

extension LiveServerTests {
    /// Rooms and spectators as a hostile or broken client finds them: a large burst, a large
    /// board, a seat taken back, a refused press, a spectator's sync.
    @Suite struct RoomAttackTests {
        /// `count` input messages of 500 moves each of pointer 1 at (175, 300) and about: each
        /// about 28 KB.
        static func moves(_ count: Int, from seq: Int) -> [String] {
            (0..<count).map { m in
                let events = (0..<500).map { i in #"{"t":\#(m * 500 + i),"type":"move","id":1,"x":\#(175 + i % 7),"y":300}"# }
                return #"{"type":"input","seq":\#(seq + m),"events":[\#(events.joined(separator: ","))]}"#
            }
        }

        @Test("one player's burst of 0.94 MB reaches the other whole, and a player coming in to a board of over 1 MB of steps gets it and stays")
        func burstAndLargeBoard() async throws {
            try await withArcade { port, _ in
                let (ada, bo, _, code) = try TogetherRoomTests.together(port, "pieces")
                try ada.send(#"{"type":"input","seq":1,"events":[{"t":0,"type":"down","id":1,"x":175,"y":300}]}"#)
                let burst = Self.moves(39, from: 2)
                #expect(burst.reduce(0) { $0 + $1.utf8.count } > 940_000)
                for message in burst { try ada.send(message) }
                // Bo gets every step of it, in order, and is not cut off; nor is Ada.
                let all = try TogetherRoomTests.step(bo, by: 1, n: 40)
                #expect(all.components(separatedBy: #"{"by":1,"n":"#).count - 1 == 40)
                _ = try TogetherRoomTests.step(ada, by: 1, n: 40)
                // Cy comes in during the round: the board so far, over a megabyte, and then the next step.
                let cy = try RawWebSocket(port: port)
                try cy.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Cy"}"#)
                let board = try #require(try cy.receive(type: "board"))
                #expect(board.utf8.count > 1_000_000 && board.contains(#""count":40,"#))
                try bo.send(#"{"type":"input","seq":1,"events":[{"t":0,"type":"down","id":1,"x":400,"y":300}]}"#)
                #expect(try TogetherRoomTests.step(cy, by: 2, n: 1).hasPrefix(#"{"by":2,"n":1,"#))
                #expect(try TogetherRoomTests.step(ada, by: 2, n: 1).hasPrefix(#"{"by":2,"n":1,"#))
            }
        }

        @Test("a spectator of a game with 0.6 MB of steps gets its opening whole and goes on watching")
        func largeOpening() async throws {
            try await withArcade { port, _ in
                let ada = try RawWebSocket(port: port)
                try ada.send(#"{"type":"hello","version":1,"game":"pieces","width":800,"height":600,"local":true,"player":"Ada"}"#)
                let welcome = try #require(try ada.receive(type: "welcome"))
                let live = String(try #require(welcome.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1))
                // 22 steps messages of 500 moves, each answered (sync) before the next.
                for m in 0..<22 {
                    let events = (0..<500).map { i in #"{"t":\#(m * 500 + i),"type":"move","id":1,"x":\#(100 + i % 9),"y":200}"# }
                    try ada.send(#"{"type":"steps","steps":[{"at":\#(Double(m) / 1000),"inputs":[\#(events.joined(separator: ","))]}]}"#)
                    try ada.send(#"{"type":"sync","id":"\#(m)"}"#)
                    _ = try #require(try ada.receive(type: "synced"))
                }
                let eve = try RawWebSocket(port: port)
                try eve.send(#"{"type":"spectate","version":1,"id":"\#(live)"}"#)
                let opening = try #require(try eve.receive(type: "spectating"))
                #expect(opening.utf8.count > 590_000 && opening.components(separatedBy: #"{"at":"#).count - 1 == 22)
                try ada.send(#"{"type":"steps","steps":[{"at":0.5}]}"#)
                #expect(try eve.receive(type: "steps")?.contains(#"{"at":0.5}"#) == true)
                // A spectator's sync is answered without ending its watch.
                try eve.send(#"{"type":"sync","id":"s"}"#)
                #expect(try eve.receive() == #"{"fatal":false,"message":"a spectator only watches: it sends no sync","type":"error"}"#)
                try ada.send(#"{"type":"steps","steps":[{"at":0.6}]}"#)
                #expect(try eve.receive(type: "steps")?.contains(#"{"at":0.6}"#) == true)
            }
        }

        @Test("a seat taken back on a new connection stays the player's when the old connection ends")
        func seatOnNewestConnection() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, _ in
                let (ada, made) = try RoomsTests.seat(port, "Ada")
                let code = String(try #require(made.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
                let (old, joined) = try RoomsTests.seat(port, "Bo", code: code)
                let token = String(try #require(joined.firstMatch(of: /"seat":"([0-9a-f]{24})"/)?.1))
                // Bo's page reconnects while the old socket is still open (a network change).
                let bo = try RawWebSocket(port: port)
                try bo.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Bo","seat":"\#(token)"}"#)
                #expect(try bo.receive(type: "room")?.contains(#""you":2"#) == true)
                old.close()
                try await Task.sleep(for: .milliseconds(300))
                clock.advance(by: 31)
                try await Task.sleep(for: .milliseconds(200))
                try bo.send(#"{"type":"name","player":"Bob"}"#)
                var seen = ""
                for _ in 0..<10 where !seen.contains("Bob") { seen = try #require(try ada.receive(type: "room")) }
                #expect(seen.contains(##"{"id":2,"name":"Bob","colour":"#4dabf7","playing":false,"score":0}"##))
                // Still seated: Bo's start is refused only for not being the host.
                try bo.send(#"{"type":"start"}"#)
                #expect(try bo.receive(type: "error") == #"{"fatal":false,"message":"only the host starts the game","type":"error"}"#)
            }
        }

        @Test("a press of a button that is not there is refused for its sender alone: no step for anyone, none in the board's history")
        func refusedPress() async throws {
            try await withArcade(limits: TogetherRoomTests.stepsAtOnce) { port, _ in
                let (ada, bo, _, code) = try TogetherRoomTests.together(port, "pieces")
                let junk = String(repeating: "x", count: 60_000)
                try ada.send(#"{"type":"press","id":"\#(junk)"}"#)
                let refused = try ada.receive(type: "error")
                #expect(refused == #"{"type":"error","message":"there is no button \"\#(junk.prefix(40))\" on the screen","fatal":false}"#)
                try bo.send(#"{"type":"input","seq":1,"events":[{"t":0,"type":"down","id":1,"x":400,"y":300}]}"#)
                // The first steps either hears are Bo's: count 1.
                let heard = try #require(try ada.receive(type: "steps"))
                #expect(heard.hasPrefix(#"{"type":"steps","steps":[{"by":2,"n":1,"#) && heard.contains(#""count":1,"#))
                #expect(try bo.receive(type: "steps")?.contains(#""count":1,"#) == true)
                let cy = try RawWebSocket(port: port)
                try cy.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Cy"}"#)
                let board = try #require(try cy.receive(type: "board"))
                #expect(!board.contains("xxxx") && board.contains(#""count":1,"#))
            }
        }
    }

    /// Rooms one address may make: refused in words past the cap, free again once its rooms close.
    @Suite struct RoomsPerAddressTests {
        @Test("an address that made 3 rooms (the cap) is refused a 4th in words; once they close, 10 idle minutes on, it makes another")
        func capped() async throws {
            var limits = ArcadeLimits()
            limits.maximumRoomsPerAddress = 3
            let clock = ManualSessionClock()
            try await withArcade(limits: limits, clock: clock) { port, _ in
                var made: [RawWebSocket] = [], codes: [String] = []
                for name in ["A", "B", "C"] {
                    let (ws, room) = try RoomsTests.seat(port, name)
                    made.append(ws)
                    codes.append(String(try #require(room.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1)))
                }
                let fourth = try RawWebSocket(port: port)
                try fourth.send(#"{"type":"room","version":1,"game":"tapit","options":{"mode":"standard"},"player":"D"}"#)
                #expect(try fourth.receive() == #"{"fatal":true,"message":"too many rooms made from your address (at most 3 open at once): play in one of them, or make another once one has closed (10 minutes after anything last happened in it)","type":"error"}"#)
                // Joining a room is not making one.
                let (guest, joined) = try RoomsTests.seat(port, "E", code: codes[0])
                #expect(joined.contains(#""code":"\#(codes[0])""#) && joined.contains(#""you":2"#))
                for ws in made + [guest] { ws.close() }
                try await Task.sleep(for: .milliseconds(300))
                clock.advance(by: 601)
                let (again, room) = try RoomsTests.seat(port, "F")
                #expect(room.hasPrefix(#"{"type":"room","code":""#))
                again.close()
            }
        }
    }

    /// A board's chain of steps is sealed to its room and its header: steps of another board,
    /// even ones this arcade sent, are not taken on for it.
    @Suite struct StepChainTests {
        static func board(_ room: String, seed: UInt64, _ tickets: SessionTickets, _ clock: ManualSessionClock) throws -> TeamBoard {
            try TeamBoard(room: room, kind: .pieces, options: GameOptions(), seed: seed, width: 800, height: 600,
                          team: [TeamMember(id: 1, name: "Ada", colour: "#ff6b6b")], clock: clock, tickets: tickets)
        }

        @Test("a restore takes a board's own steps, and refuses another room's or another seed's")
        func restoreChecksTheBoard() throws {
            let tickets = SessionTickets(key: Array(repeating: 7, count: 32))
            let clock = ManualSessionClock()
            let played = try Self.board("AAAAAA", seed: 11, tickets, clock)
            var texts: [String] = [], link = ""
            for (i, type) in ["down", "move", "up"].enumerated() {
                clock.advance(by: 0.1)
                let outcome = played.input(from: 1, seq: i + 1, events: [ClientInput(t: Double(i) * 100, type: type, id: 1, x: 175, y: 300 + Double(i))])
                texts.append(try #require(outcome.step))
                link = outcome.link
            }
            func restore(_ room: String, seed: UInt64) throws -> TeamBoard {
                try TeamBoard.restored(room: room, kind: .pieces, options: GameOptions(), seed: seed, width: 800, height: 600,
                                       team: [TeamMember(id: 1, name: "Ada", colour: "#ff6b6b")], texts: texts, link: link, clock: clock,
                                       tickets: tickets)
            }
            let restored = try restore("AAAAAA", seed: 11).history
            #expect(restored?.steps == texts && restored?.link == link)
            let refusal = "the board's steps are not the ones this arcade sent for this room's board: it starts afresh"
            #expect(throws: ArcadeError(refusal)) { try restore("BBBBBB", seed: 11) }
            #expect(throws: ArcadeError(refusal)) { try restore("AAAAAA", seed: 12) }
        }
    }

    /// Idle rooms close from the front of a queue of due times, never by a scan of every room.
    @Suite struct RoomsSweepTests {
        @Test("rooms idle for 10 minutes close, a room used meanwhile stays until it has been idle as long; each frees its maker's count")
        func idleRoomsClose() async throws {
            let clock = ManualSessionClock()
            let rooms = Rooms(clock: clock, maximumPerAddress: 2, eventLoops: MultiThreadedEventLoopGroup.singleton)
            let first = try await rooms.create(game: .tapIt, options: GameOptions(), address: "10.0.0.1")
            let second = try await rooms.create(game: .tapIt, options: GameOptions(), address: "10.0.0.1")
            await #expect(throws: ArcadeError.self) { try await rooms.create(game: .tapIt, options: GameOptions(), address: "10.0.0.1") }
            clock.advance(by: 300)
            _ = try await second.join(name: "Bo", feed: LiveFeed(alarm: Alarm(), limit: 1 << 20))
            clock.advance(by: 301)
            // The first is idle past the limit: closed when the next room is made, freeing a place.
            let third = try await rooms.create(game: .tapIt, options: GameOptions(), address: "10.0.0.1")
            #expect(await rooms.room(first.code) == nil)
            #expect(await rooms.room(second.code) === second)
            #expect(await rooms.count == 2)
            clock.advance(by: 300)
            #expect(await rooms.room(second.code) == nil)
            #expect(await rooms.room(third.code) === third)
            #expect(await rooms.count == 1)
        }
    }
}
