import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
import Testing

extension LiveServerTests {
    /// Rooms over the socket: made, joined by code, started by the host with the same commands
    /// for everyone, the standings and who was last standing; a full room, no room.
    @Suite struct RoomsTests {
        /// A player's socket seated in a room (`code` nil: a new Tap It room); its first `room` message.
        static func seat(_ port: Int, _ name: String, code: String? = nil) throws -> (RawWebSocket, String) {
            let ws = try RawWebSocket(port: port)
            let target = code.map { #""code":"\#($0)""# } ?? #""game":"tapit","options":{"mode":"standard"}"#
            try ws.send(#"{"type":"room","version":1,\#(target),"player":"\#(name)","width":600,"height":600}"#)
            return (ws, try #require(try ws.receive(type: "room")))
        }

        @Test("a room is made, joined by its code, started by its host: the same first command for all, standings, the last standing")
        func versus() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, store in
                let (ada, made) = try Self.seat(port, "Ada")
                let code = String(try #require(made.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
                let token = made.firstMatch(of: /"seat":"([0-9a-f]{24})"/).map { String($0.1) } ?? "none"
                // Its state sealed for another instance to take on (docs/protocol.md).
                let carry = String(try #require(made.firstMatch(of: /"carry":"([A-Za-z0-9+\/=]+\.[0-9a-f]{64})"/)?.1))
                #expect(made == ##"{"type":"room","code":"\##(code)","game":"tapit","title":"Tap It","you":1,"host":1,"phase":"lobby","round":0,"players":[{"id":1,"name":"Ada","colour":"#ff6b6b","playing":false,"score":0}],"seat":"\##(token)","carry":"\##(carry)"}"##)
                // Joined by the code as a person types it: any case, a dash.
                let typed = code.lowercased().prefix(3) + "-" + code.lowercased().dropFirst(3)
                let (bo, joined) = try Self.seat(port, "Bo", code: String(typed))
                #expect(joined.contains(#""you":2,"host":1"#) && joined.contains(##"{"id":2,"name":"Bo","colour":"#4dabf7","playing":false,"score":0}"##))
                #expect(try ada.receive(type: "room")?.contains(#""name":"Bo""#) == true)
                // Only the host starts.
                try bo.send(#"{"type":"start"}"#)
                #expect(try bo.receive(type: "error") == #"{"fatal":false,"message":"only the host starts the game","type":"error"}"#)
                try ada.send(#"{"type":"start"}"#)
                let welcomes = [try #require(try ada.receive(type: "welcome")), try #require(try bo.receive(type: "welcome"))]
                let seeds = welcomes.map { $0.firstMatch(of: /"seed":(\d+)/).map { String($0.1) } }
                #expect(seeds[0] != nil && seeds[0] == seeds[1])
                #expect(welcomes.allSatisfy { $0.contains(#""round":1"#) })
                // The same first command on both screens.
                let commands = try [ada, bo].map { ws in try #require(try ws.receive(type: "scene")?.firstMatch(of: /"id":"command"[^}]*"text":"([^"]+)"/)?.1) }
                #expect(commands[0] == commands[1])
                // A late joiner watches the standings until the next round.
                let (cy, late) = try Self.seat(port, "Cy", code: code)
                #expect(late.contains(#""phase":"playing""#) && late.contains(##"{"id":3,"name":"Cy","colour":"#3ccf8e","playing":false,"score":0}"##))
                // No move: both first commands run out at the same moment, a tie for last standing.
                clock.advance(by: 8)
                let over = try #require(try cy.receive(type: "over"))
                #expect(over == #"{"type":"over","round":1,"winners":[1,2],"names":["Ada","Bo"]}"#)
                let after = try #require(try cy.receive(type: "room"))
                #expect(after.contains(#""phase":"lobby""#))
                // A room's results are its standings, not leaderboard entries.
                #expect(try await store.board(game: "tapit").tables.isEmpty)
                // The host's connection goes: the next in line hosts; Ada's seat is held meanwhile.
                ada.close()
                var handed = ""
                for _ in 0..<10 where !handed.contains(#""host":2"#) { handed = try #require(try bo.receive(type: "room")) }
                #expect(handed.contains(#""you":2,"host":2"#) && handed.contains(#""away":true"#))
            }
        }

        @Test("a lost connection keeps its seat for 30 s: taken back with its token, the same player; freed after")
        func seatHeld() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, _ in
                let (ada, made) = try Self.seat(port, "Ada")
                let code = String(try #require(made.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
                let (bo, joined) = try Self.seat(port, "Bo", code: code)
                let token = String(try #require(joined.firstMatch(of: /"seat":"([0-9a-f]{24})"/)?.1))
                #expect(!joined.contains(#""seat":"\#(made.firstMatch(of: /"seat":"([0-9a-f]{24})"/)?.1 ?? "")""#))
                bo.close()
                var seen = ""
                for _ in 0..<10 where !seen.contains(#""away":true"#) { seen = try #require(try ada.receive(type: "room")) }
                #expect(seen.contains(##"{"id":2,"name":"Bo","colour":"#4dabf7","playing":false,"score":0,"away":true}"##))
                // Back within the hold, with the token: the same seat.
                let back = try RawWebSocket(port: port)
                try back.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Bo","seat":"\#(token)"}"#)
                let again = try #require(try back.receive(type: "room"))
                #expect(again.contains(#""you":2"#) && again.contains(##"{"id":2,"name":"Bo","colour":"#4dabf7","playing":false,"score":0}"##))
                // Gone for good: after 30 s the seat is free.
                let (cy, _) = try Self.seat(port, "Cy", code: code)
                cy.close()
                seen = ""
                for _ in 0..<10 where !(seen.contains(#""name":"Cy""#) && seen.contains(#""away":true"#)) { seen = try #require(try ada.receive(type: "room")) }
                // Its hold's timer set (30 s from now), the clock runs past it.
                await clock.sleeper(until: clock.now + 30)
                clock.advance(by: 31)
                seen = ""
                for _ in 0..<10 where seen.isEmpty || seen.contains("Cy") { seen = try #require(try ada.receive(type: "room")) }
                #expect(!seen.contains("Cy") && seen.contains(#""name":"Bo""#))
            }
        }

        @Test("a room holds 8 players; the 9th, and a code of no room, are told so plainly")
        func fullAndMissing() async throws {
            try await withArcade { port, _ in
                let (first, made) = try Self.seat(port, "P1")
                let code = String(try #require(made.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
                var seated = [first]
                for i in 2...8 { seated.append(try Self.seat(port, "P\(i)", code: code).0) }
                let ninth = try RawWebSocket(port: port)
                try ninth.send(#"{"type":"room","version":1,"code":"\#(code)","player":"P9"}"#)
                #expect(try ninth.receive() == #"{"fatal":true,"message":"the room is full: 8 players play in it already","type":"error"}"#)
                let lost = try RawWebSocket(port: port)
                try lost.send(#"{"type":"room","version":1,"code":"ZZZZZZ","player":"Q"}"#)
                #expect(try lost.receive() == #"{"fatal":true,"message":"there is no such room: ZZZZZZ — check the code, or start a room of your own","type":"error"}"#)
                // Alone a host cannot start.
                let (solo, _) = try Self.seat(port, "Solo")
                try solo.send(#"{"type":"start"}"#)
                #expect(try solo.receive(type: "error")?.contains("a room plays with 2 players or more") == true)
                _ = seated
            }
        }
    }
}
