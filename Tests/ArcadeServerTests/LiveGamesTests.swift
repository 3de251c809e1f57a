import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

extension LiveServerTests {
    /// Games watched live over the socket: listed, joined with the steps so far, followed step by
    /// step, never steered by a spectator; private games neither listed nor watchable.
    @Suite struct LiveGamesTests {
        static func get(_ port: Int, _ path: String) async throws -> String {
            let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            return String(decoding: data, as: UTF8.self)
        }

        @Test("a game in progress is listed, joined with its steps so far, followed step by step; its player hears who watches")
        func followed() async throws {
            try await withArcade { port, _ in
                let player = try RawWebSocket(port: port)
                try player.send(#"{"type":"hello","version":1,"game":"tapit","options":{"mode":"standard"},"local":true,"width":600,"height":600,"player":"Ada"}"#)
                let welcome = try #require(try player.receive(type: "welcome"))
                let id = String(try #require(welcome.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1))
                let seed = try #require(welcome.firstMatch(of: /"seed":(\d+)/)?.1)
                try player.send(#"{"type":"steps","steps":[{"at":0.1,"press":"newGame"}]}"#)
                try player.send(#"{"type":"sync","id":"a"}"#)
                _ = try player.receive(type: "synced")
                let list = try await Self.get(port, "/api/live")
                #expect(list.contains(#"{"game":"tapit","id":"\#(id)","played":0,"player":"Ada","progress":"score 0","title":"Tap It","watchers":0}"#), "\(list)")
                // Joining: the opening and every step so far, as the server took them.
                let spectator = try RawWebSocket(port: port)
                try spectator.send(#"{"type":"spectate","version":1,"id":"\#(id)"}"#)
                let opening = try #require(try spectator.receive())
                let played = opening.firstMatch(of: /"played":([0-9.]+)/).map { String($0.1) } ?? "?"
                let expected = #"{"type":"spectating","id":"\#(id)","game":"tapit","title":"Tap It","player":"Ada","played":\#(played),"#
                    + #""options":{"mode":"standard"},"seed":\#(seed),"width":600,"height":600,"mode":"steps","steps":[{"at":0.1,"press":"newGame"}]}"#
                #expect(opening == expected)
                #expect(try player.receive(type: "watchers") == #"{"type":"watchers","count":1}"#)
                // Then each steps message the player sends, as one message.
                try player.send(#"{"type":"steps","steps":[{"at":0.5,"inputs":[{"t":1500.25,"type":"down","id":1,"x":300,"y":300,"kind":"touch"}]},{"at":0.6,"inputs":[{"t":1600.5,"type":"up","id":1,"x":300,"y":300,"kind":"touch"}]}]}"#)
                #expect(try spectator.receive() == #"{"type":"steps","steps":[{"at":0.5,"inputs":[{"t":1500.25,"type":"down","id":1,"x":300.0,"y":300.0,"kind":"touch"}]},{"at":0.6,"inputs":[{"t":1600.5,"type":"up","id":1,"x":300.0,"y":300.0,"kind":"touch"}]}]}"#)
                // A spectator cannot play: its input is refused and nothing reaches the game.
                try spectator.send(#"{"type":"input","events":[{"t":1,"type":"down","id":5,"x":1,"y":1}]}"#)
                #expect(try spectator.receive() == #"{"fatal":false,"message":"a spectator only watches: it sends no input","type":"error"}"#)
                #expect(try await Self.get(port, "/metrics").contains("arcade_spectators 1"))
                // The player leaves: the spectator is told, and the game leaves the list.
                player.close()
                #expect(try spectator.receive() == #"{"type":"ended","reason":"the game is over: the player left"}"#)
                #expect(try spectator.receive() == nil)
                #expect(try await Self.get(port, "/api/live") == #"{"games":[]}"#)
            }
        }

        @Test("a private game is not listed and cannot be watched; going private sends its spectators away; a made-up id finds nothing")
        func privateGames() async throws {
            try await withArcade { port, _ in
                let hidden = try RawWebSocket(port: port)
                try hidden.send(#"{"type":"hello","version":1,"game":"pieces","local":true,"width":600,"height":600,"player":"Bo","private":true}"#)
                let hiddenID = try #require(try hidden.receive(type: "welcome")?.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1)
                let open = try RawWebSocket(port: port)
                try open.send(#"{"type":"hello","version":1,"game":"pieces","local":true,"width":600,"height":600,"player":"Cy"}"#)
                let openID = try #require(try open.receive(type: "welcome")?.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1)
                try open.send(#"{"type":"sync"}"#)
                _ = try open.receive(type: "synced")
                let list = try await Self.get(port, "/api/live")
                #expect(list.contains(String(openID)) && !list.contains(String(hiddenID)) && !list.contains("Bo"))
                for id in [String(hiddenID), "0123456789abcdef01234567"] {
                    let guess = try RawWebSocket(port: port)
                    try guess.send(#"{"type":"spectate","version":1,"id":"\#(id)"}"#)
                    #expect(try guess.receive() == #"{"fatal":true,"message":"there is no game \#(id) in progress to watch (it may have ended, or be private)","type":"error"}"#)
                    #expect(try guess.receive() == nil)
                }
                let spectator = try RawWebSocket(port: port)
                try spectator.send(#"{"type":"spectate","version":1,"id":"\#(openID)"}"#)
                #expect(try spectator.receive()?.hasPrefix(#"{"type":"spectating""#) == true)
                try open.send(#"{"type":"privacy","private":true}"#)
                #expect(try spectator.receive() == #"{"type":"ended","reason":"the player made the game private"}"#)
                #expect(try await Self.get(port, "/api/live") == #"{"games":[]}"#)
            }
        }

        @Test("a room's round is a game in progress for each player: listed with its room, watched like any game; a private player's is not")
        func roomRounds() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, _ in
                let (ada, made) = try RoomsTests.seat(port, "Ada")
                let code = String(try #require(made.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
                let bo = try RawWebSocket(port: port)
                try bo.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Bo","width":600,"height":600,"private":true}"#)
                _ = try bo.receive(type: "room")
                #expect(try ada.receive(type: "room")?.contains(#""name":"Bo""#) == true)
                try ada.send(#"{"type":"start"}"#)
                let id = String(try #require(try ada.receive(type: "welcome")?.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1))
                _ = try bo.receive(type: "welcome")
                try ada.send(#"{"type":"sync"}"#)
                _ = try ada.receive(type: "synced")
                let list = try await Self.get(port, "/api/live")
                #expect(list == #"{"games":[{"game":"tapit","id":"\#(id)","played":0,"player":"Ada","progress":"room \#(code) · score 0","title":"Tap It","watchers":0}]}"#)
                // The room tells everyone which game is Ada's, for a player who is out to watch; Bo's, private, it does not.
                var told = ""
                for _ in 0..<6 where !told.contains(#""live":"\#(id)""#) { told = try #require(try bo.receive(type: "room")) }
                #expect(told.contains(##"{"id":1,"name":"Ada","colour":"#ff6b6b","playing":true,"score":0,"live":"\##(id)"}"##))
                #expect(told.contains(##"{"id":2,"name":"Bo","colour":"#4dabf7","playing":true,"score":0}"##))
                let spectator = try RawWebSocket(port: port)
                try spectator.send(#"{"type":"spectate","version":1,"id":"\#(id)"}"#)
                let opening = try #require(try spectator.receive())
                #expect(opening.hasPrefix(#"{"type":"spectating","id":"\#(id)","game":"tapit","title":"Tap It","player":"Ada","#))
                // The player leaves the room: the game leaves the list, its spectator is told.
                ada.close()
                #expect(try spectator.receive() == #"{"type":"ended","reason":"the game is over: the player left"}"#)
                #expect(try await Self.get(port, "/api/live") == #"{"games":[]}"#)
            }
        }
    }
}
