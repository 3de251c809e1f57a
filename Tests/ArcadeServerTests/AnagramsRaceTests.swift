import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
import Games
import Testing

extension LiveServerTests {
    /// An Anagrams race in a room: the same phrase for everyone, the first to spell it takes the
    /// puzzle, the first to take two wins.
    @Suite struct AnagramsRaceTests {
        /// The puzzle a race's round deals on `seed`: which tile spells each target, in order.
        static func solution(seed: UInt64) -> [Int] {
            var rng = SeededGenerator(seed: LiveGame.roundSeed(seed, round: 1))
            let pair = AnagramsLevel.easy.pairs[rng.index(below: AnagramsLevel.easy.pairs.count)]
            let flip = Bool.random(using: &rng)
            var tiles = AnagramPair.letters(of: flip ? pair.second : pair.first).map { Character($0.lowercased()) }
            let answer = (flip ? pair.first : pair.second).lowercased().filter(\.isLetter)
            return answer.map { letter in
                let i = tiles.firstIndex(of: letter)!
                tiles[i] = "_"
                return i
            }
        }

        /// Where each node of `ws`'s latest scene is, by id.
        static func places(_ ws: RawWebSocket) throws -> [String: (Double, Double)] {
            let scene = try #require(try ws.receive(type: "scene"))
            var out: [String: (Double, Double)] = [:]
            for m in scene.matches(of: /"id":"((?:tile|target)\d+)"[^{}]*?"x":([-0-9.]+),"y":([-0-9.]+)/) { out[String(m.1)] = (Double(m.2)!, Double(m.3)!) }
            return out
        }

        /// `ws`'s player spells the phrase dealt on `seed`, dragging tile after tile on `clock`.
        static func spell(_ ws: RawWebSocket, seed: UInt64, clock: ManualSessionClock) throws {
            let at = try places(ws)
            var t = 1000.0
            for (target, tile) in solution(seed: seed).enumerated() {
                let from = try #require(at["tile\(tile)"]), to = try #require(at["target\(target)"])
                var events: [String] = [#"{"t":\#(t),"type":"down","id":1,"x":\#(from.0),"y":\#(from.1)}"#]
                for k in 1...6 {
                    let x = from.0 + (to.0 - from.0) * Double(k) / 6, y = from.1 + (to.1 - from.1) * Double(k) / 6
                    events.append(#"{"t":\#(t + Double(k) * 16),"type":"move","id":1,"x":\#(x),"y":\#(y)}"#)
                }
                events.append(#"{"t":\#(t + 112),"type":"up","id":1,"x":\#(to.0),"y":\#(to.1)}"#)
                for e in events {
                    try ws.send(#"{"type":"input","events":[\#(e)]}"#)
                    clock.advance(by: 0.016)
                    try ws.send(#"{"type":"sync"}"#)
                    _ = try #require(try ws.receive(type: "synced"))
                }
                t += 400
                clock.advance(by: 0.3)
            }
        }

        @Test("best of three: Bo spells the same phrase twice while Ada does nothing — he takes both puzzles and the race")
        func race() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, store in
                let ada = try RawWebSocket(port: port)
                try ada.send(#"{"type":"room","version":1,"game":"anagrams","options":{"level":"easy"},"player":"Ada","width":800,"height":600}"#)
                let code = String(try #require(try ada.receive(type: "room")?.firstMatch(of: /"code":"([A-Z2-9]{6})"/)?.1))
                let bo = try RawWebSocket(port: port)
                try bo.send(#"{"type":"room","version":1,"code":"\#(code)","player":"Bo","width":800,"height":600}"#)
                _ = try #require(try bo.receive(type: "room"))
                try ada.send(#"{"type":"start"}"#)
                for puzzle in 1...2 {
                    let welcomes = [try #require(try ada.receive(type: "welcome")), try #require(try bo.receive(type: "welcome"))]
                    let seeds = welcomes.map { UInt64($0.firstMatch(of: /"seed":(\d+)/).map { String($0.1) } ?? "") }
                    #expect(seeds[0] != nil && seeds[0] == seeds[1])
                    try Self.spell(bo, seed: try #require(seeds[1]), clock: clock)
                    // The first spelling waits half a second for an earlier one on its way.
                    clock.advance(by: 0.5)
                    let over = try #require(try ada.receive(type: "over"))
                    #expect(over == #"{"type":"over","round":\#(puzzle),"winners":[2],"names":["Bo"],"race":{"puzzle":\#(puzzle),"over":\#(puzzle == 2)\#(puzzle == 2 ? #","leaders":[2]"# : "")}}"#)
                    let standing = try #require(try ada.receive(type: "room"))
                    #expect(standing.contains(##"{"id":2,"name":"Bo","colour":"#4dabf7","playing":false,"score":\##(puzzle)"##))
                    if puzzle == 1 { clock.advance(by: 3) }
                }
                // Decided: no third puzzle, and a room's race keeps nothing on the leaderboard.
                #expect(try await store.board(game: "anagrams").tables.isEmpty)
                try ada.send(#"{"type":"start"}"#)
                #expect(try ada.receive(type: "welcome") != nil)
            }
        }
    }
}
