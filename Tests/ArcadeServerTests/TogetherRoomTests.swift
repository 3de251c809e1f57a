import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
import Testing

extension LiveServerTests {
    /// Rooms that play one board together (Pentominoes, Pieces): one session held by the room,
    /// every player's input put in one order and sent to every page, the result the team's.
    @Suite struct TogetherRoomTests {
        /// Ada makes a room of `game` on an 800 × 600 screen and Bo joins it on a phone; Ada starts.
        /// Their sockets and `board` messages.
        static func together(_ port: Int, _ game: String, options: String = "{}") throws -> (ada: RawWebSocket, bo: RawWebSocket, boards: [String], code: String) {
            let ada = try RawWebSocket(port: port)
            try ada.send(#"{"type":"room","version":1,"game":"\#(game)","options":\#(options),"player":"Ada","width":800,"height":600}"#)
            let made = try #require(try ada.receive(type: "room"))
            let code = String(try #require(made.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
            let bo = try RawWebSocket(port: port)
            try bo.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Bo","width":390,"height":844}"#)
            _ = try #require(try bo.receive(type: "room"))
            try ada.send(#"{"type":"start"}"#)
            return (ada, bo, [try #require(try ada.receive(type: "board")), try #require(try bo.receive(type: "board"))], code)
        }

        /// Each step sent as it comes: the tests' clock moves only when they move it.
        static let stepsAtOnce: ArcadeLimits = {
            var limits = ArcadeLimits()
            limits.roomBroadcastInterval = 0
            return limits
        }()

        /// Reads `ws`'s `steps` messages until one holds the step `by` sent as its message `n`:
        /// the steps they held, in order, as the list's JSON text.
        static func step(_ ws: RawWebSocket, by player: Int, n: Int) throws -> String {
            var lists: [String] = []
            while true {
                let m = try #require(try ws.receive(type: "steps"))
                lists.append(String(try #require(m.firstMatch(of: /^\{"type":"steps","steps":\[(.*)\],"count":\d+,"chain":"[0-9a-f]{32}"\}$/)?.1)))
                if m.contains(#"{"by":\#(player),"n":\#(n),"#) { return lists.joined(separator: ",") }
            }
        }

        @Test("Pieces together: one board for both at the host's size; each input one step to both, in one order, saying who sent it")
        func piecesSteps() async throws {
            let clock = ManualSessionClock()
            try await withArcade(limits: Self.stepsAtOnce, clock: clock) { port, _ in
                let (ada, bo, boards, code) = try Self.together(port, "pieces")
                let team = ##""team":[{"id":1,"name":"Ada","colour":"#ff6b6b"},{"id":2,"name":"Bo","colour":"#4dabf7"}]"##
                #expect(boards[0] == ##"{"type":"board","round":1,"you":1,"playing":true,"time":0.0,"header":{"game":"pieces","options":{},"seed":\##(boards[0].firstMatch(of: /"seed":(\d+)/)!.1),"width":800,"height":600,\##(team)},"steps":[],"count":0,"chain":""}"##)
                #expect(boards[1].contains(#""you":2,"playing":true"#) && boards[1].contains(#""width":800,"height":600"#))
                try ada.send(#"{"type":"input","seq":1,"events":[{"t":5000,"type":"down","id":1,"x":175,"y":300}]}"#)
                let first = #"{"by":1,"n":1,"at":0.0,"inputs":[{"t":0.0,"type":"down","id":1000001,"x":175.0,"y":300.0}]}"#
                #expect(try Self.step(ada, by: 1, n: 1) == first)
                clock.advance(by: 0.25)
                // Bo's finger, 250 ms later, on the square Ada holds: in the order all the same
                // (every page refuses it alike), at its moment, with Bo's pointer range.
                try bo.send(#"{"type":"input","seq":1,"events":[{"t":90000,"type":"down","id":3,"x":200,"y":320,"kind":"mouse"}]}"#)
                let second = #"{"by":2,"n":1,"at":0.25,"inputs":[{"t":250.0,"type":"down","id":2000003,"x":200.0,"y":320.0,"kind":"mouse"}]}"#
                #expect(try Self.step(bo, by: 2, n: 1) == "\(first),\(second)")
                #expect(try Self.step(ada, by: 2, n: 1) == second)
                // A late joiner is sent the board so far and watches.
                let cy = try RawWebSocket(port: port)
                try cy.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Cy"}"#)
                let late = try #require(try cy.receive(type: "board"))
                #expect(late.contains(#""you":3,"playing":false,"time":0.25,"#) && late.contains(#""steps":[\#(first),\#(second)],"count":2,"chain":""#))
                try cy.send(#"{"type":"input","seq":1,"events":[{"t":1,"type":"down","id":1,"x":10,"y":10}]}"#)
                #expect(try cy.receive(type: "error") == #"{"fatal":false,"message":"you came in during this round: you watch it, and play from the next","type":"error"}"#)
                // Ada's connection goes: what she held is let go, in a step of hers, for everyone.
                ada.close()
                let released = try #require(try bo.receive(type: "steps"))
                #expect(released.hasPrefix(#"{"type":"steps","steps":[{"by":1,"at":0.25,"inputs":[{"t":250.0,"type":"cancel","id":1000001,"x":175.0,"y":300.0}]}],"count":3,"chain":""#))
            }
        }

        @Test("a board played together is a game in progress: listed under the team with its room, watched from its header and steps so far, then step by step")
        func watchedLive() async throws {
            let clock = ManualSessionClock()
            try await withArcade(limits: Self.stepsAtOnce, clock: clock) { port, _ in
                let (ada, _, _, code) = try Self.together(port, "pieces")
                try ada.send(#"{"type":"input","seq":1,"events":[{"t":5000,"type":"down","id":1,"x":175,"y":300}]}"#)
                let first = #"{"by":1,"n":1,"at":0.0,"inputs":[{"t":0.0,"type":"down","id":1000001,"x":175.0,"y":300.0}]}"#
                _ = try Self.step(ada, by: 1, n: 1)
                let list = try await LiveGamesTests.get(port, "/api/live")
                let id = String(try #require(list.firstMatch(of: /"id":"([0-9a-f]{24})"/)?.1))
                #expect(list == #"{"games":[{"game":"pieces","id":"\#(id)","played":0,"player":"Ada & Bo","progress":"room \#(code)","title":"Pieces","watchers":0}]}"#)
                let spectator = try RawWebSocket(port: port)
                try spectator.send(#"{"type":"spectate","version":1,"id":"\#(id)"}"#)
                let opening = try #require(try spectator.receive())
                let team = ##""team":[{"id":1,"name":"Ada","colour":"#ff6b6b"},{"id":2,"name":"Bo","colour":"#4dabf7"}]"##
                #expect(opening.hasPrefix(#"{"type":"spectating","id":"\#(id)","game":"pieces","title":"Pieces","player":"Ada & Bo","#))
                #expect(opening.hasSuffix(#""width":800,"height":600,\#(team),"mode":"steps","steps":[\#(first)]}"#))
                // The next step reaches the spectator as it reaches the players.
                clock.advance(by: 0.5)
                try ada.send(#"{"type":"input","seq":2,"events":[{"t":5500,"type":"up","id":1,"x":175,"y":300}]}"#)
                let next = try #require(try spectator.receive(type: "steps"))
                #expect(next.contains(#"{"by":1,"n":2,"at":0.5,"inputs":[{"t":500.0,"type":"up","id":1000001,"x":175.0,"y":300.0}]}"#))
            }
        }

        @Test("Pentominoes together: a board solved by Ada and Bo in turns is the team's — one result for both, on the together table, its record replaying to it")
        func pentominoesSolved() async throws {
            let clock = ManualSessionClock()
            try await withArcade(limits: Self.stepsAtOnce, clock: clock) { port, store in
                let (ada, bo, _, _) = try Self.together(port, "pentominoes", options: #"{"board":"sixByTen"}"#)
                // A solved record's inputs, its gestures taken in turns by Ada and Bo.
                let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/records/pentominoes-sixByTen.json").standardized
                let record = try GameRecord(json: String(contentsOf: url, encoding: .utf8))
                var seq = [1: 0, 2: 0], owner: [Int: Int] = [:], strokes = 0, down: Set<Int> = []
                for line in record.trace.split(separator: "\n") {
                    let t = Double(String(try #require(line.firstMatch(of: /"t":([0-9.]+)/)?.1)))!
                    let id = Int(String(try #require(line.firstMatch(of: /"id":(\d+)/)?.1)))!
                    if line.contains(#""type":"down""#) {
                        // A second finger (a turn tap) is the carrier's own; a new gesture the other player's.
                        if let carrier = down.first.flatMap({ owner[$0] }) {
                            owner[id] = carrier
                        } else {
                            strokes += 1
                            owner[id] = strokes % 2 == 1 ? 1 : 2
                        }
                        down.insert(id)
                    } else if line.contains(#""type":"up""#) || line.contains(#""type":"cancel""#) {
                        down.remove(id)
                    }
                    let player = try #require(owner[id])
                    clock.advance(to: t / 1000)
                    seq[player]! += 1
                    try (player == 1 ? ada : bo).send(#"{"type":"input","seq":\#(seq[player]!),"events":[\#(line)]}"#)
                    _ = try Self.step(player == 1 ? ada : bo, by: player, n: seq[player]!)
                }
                let over = try #require(try bo.receive(type: "over"))
                #expect(over == #"{"type":"over","round":1,"winners":[1,2],"names":["Ada","Bo"]}"#)
                let result = try #require(try bo.receive(type: "result"))
                let id = Int(String(try #require(result.firstMatch(of: /"id":(\d+)/)?.1)))!
                #expect(result == #"{"id":\#(id),"player":"Ada & Bo","result":{"category":"sixByTen together","game":"pentominoes","higherIsBetter":false,"time":14.8,"unit":"seconds","value":14.8},"summary":"0:15 · 6 × 10 together","type":"result"}"#)
                #expect(try ada.receive(type: "result") == result)
                let table = try #require(try await store.board(game: "pentominoes").tables.first)
                #expect(table.category == "sixByTen together" && table.entries.map(\.player) == ["Ada & Bo"] && table.entries.map(\.value) == [14.8])
                let saved = try GameRecord(json: try #require(try await store.record(id: id)))
                #expect(saved.team?.map(\.name) == ["Ada", "Bo"] && saved.result.category == "sixByTen together")
                #expect(try saved.verify())
                // Who made each input: both players' pointer ranges are in the trace.
                #expect(saved.trace.contains(#""id":1000001"#) && saved.trace.contains(#""id":2000002"#))
            }
        }
    }
}
