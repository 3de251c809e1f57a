import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import ServiceLifecycle
import Testing

extension LiveServerTests {
    /// Records kept by the arcade: those saved before a change of tables still replay, a page
    /// playing locally saves its own, and a challenge plays a record's board and is listed under it.
    @Suite struct RecordOverSocketTests {
        @Test("Tap It results saved before modes move to the Classic table, and their records still replay")
        func legacyTapItResults() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var logger = Logger(label: "test")
            logger.logLevel = .warning
            // A game played by the classic rules, saved as it was before modes: no mode, no category.
            let session = try GameSession(kind: .tapIt, options: GameOptions(mode: "classic"), seed: 9, width: 600, height: 600)
            var record: GameRecord?
            session.onResult = { record = $1 }
            try session.press("newGame")
            session.advance(to: 10)
            var legacy = try #require(record)
            legacy.options = GameOptions()
            legacy.result.category = ""
            try await writeUnversionedBoard(folder: folder, record: legacy, player: "Ada")
            let id = 1
            let reopened = try await SQLiteScoreStore.open(folder: folder, logger: logger)
            let board = try await reopened.board(game: "tapit")
            #expect(board.tables.map(\.category) == ["classic"])
            let json = try #require(try await reopened.record(id: id))
            let migrated = try JSONDecoder().decode(GameRecord.self, from: Data(json.utf8))
            #expect(migrated.options == GameOptions(mode: "classic"))
            #expect(try migrated.replay().first?.value == legacy.result.value)
            try await reopened.close()
        }
    
        @Test("a page playing locally and the server hold the same game: the saved record is the page's own, to the byte")
        func stepsGiveThePagesRecord() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, store in
                let ws = try RawWebSocket(port: port)
                try ws.send(#"{"type":"hello","version":1,"game":"tapit","options":{"mode":"standard"},"local":true,"width":600,"height":600,"player":"Ada"}"#)
                let welcome = try #require(try ws.receive(type: "welcome"))
                let opened = clock.now
                let seed = try #require(welcome.firstMatch(of: /"seed":(\d+)/)?.1)
                // The page's own session, as the WebAssembly build runs it.
                let page = try ScriptedSession(header: #"{"game":"tapit","options":{"mode":"standard"},"seed":\#(seed),"width":600,"height":600}"#)
                var pageRecord: GameRecord?
                var serverResult: String?
                func step(_ json: String) throws {
                    for line in try page.step(json) where line.hasPrefix(#"{"result""#) {
                        let record = try #require(line.firstMatch(of: /"record":(\{.*\})\}$/)?.1)
                        pageRecord = try GameRecord(json: String(record))
                    }
                    try ws.send(#"{"type":"steps","steps":[\#(json)]}"#)
                    // Handled before the test's clock moves on (a busy machine must not let the
                    // clock run ahead of the server reading the steps); a result on the way is kept.
                    try ws.send(#"{"type":"sync"}"#)
                    while let m = try ws.receive(), !m.contains(#""type":"synced""#) {
                        if m.contains(#""type":"result""#) { serverResult = m }
                    }
                }
                // New Game, a tap far from any target (stamps on the page's clock, in ms), then
                // the clock running on in steps until the first command's time runs out (the
                // session's clock half a second behind each step: a page's runs a little ahead).
                try step(#"{"at":0.1,"press":"newGame"}"#)
                try step(#"{"at":0.75,"inputs":[{"t":1740.25,"type":"down","id":1,"x":5,"y":590,"kind":"mouse"}]}"#)
                try step(#"{"at":0.83,"inputs":[{"t":1822.5,"type":"up","id":1,"x":5,"y":590,"kind":"mouse"}]}"#)
                var at = 1.0
                while pageRecord == nil && at < 12 {
                    clock.advance(to: opened + at - 0.5)
                    try step(#"{"at":\#(at)}"#)
                    at += 0.5
                }
                let expected = try #require(pageRecord)
                let result = try #require(try serverResult ?? ws.receive(type: "result"))
                let idText = try #require(result.firstMatch(of: /"id":(\d+)/)?.1)
                let id = try #require(Int(idText))
                let text = try #require(try await store.record(id: id))
                let saved = try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8))
                #expect(saved == expected)
                #expect(saved.jsonText == expected.jsonText)
                // The first result on its table: first place, and its player's best.
                #expect(result.contains(#""personalBest":true"#) && result.contains(#""place":1,"#))
            }
        }

        @Test("a challenge plays the record's board: its welcome deals it, its result is listed under the record and not on the board")
        func challengeSession() async throws {
            let clock = ManualSessionClock()
            let original = try fixtureRecord("tapit-standard")
            try await withArcade(clock: clock) { port, store in
                let record = try await store.add(original, player: "Ada")
                let ws = try RawWebSocket(port: port)
                // The hello's game and size are the record's, whatever the page says.
                try ws.send(#"{"type":"hello","version":1,"game":"anagrams","challenge":\#(record),"local":true,"width":390,"height":700,"player":"Bo"}"#)
                let welcome = try #require(try ws.receive(type: "welcome"))
                for part in [#""game":"tapit""#, #""seed":1651268908412805"#, #""width":800"#, #""height":600"#, #""challenge":\#(record)"#,
                             #""round":1"#, #""carry":{"bestScore":0}"#] {
                    #expect(welcome.contains(part), "\(part) in \(welcome)")
                }
                let opened = clock.now
                let page = try ScriptedSession(header: #"{"game":"tapit","options":{"mode":"standard"},"seed":1651268908412805,"width":800,"height":600,"round":1,"carry":{"bestScore":0}}"#)
                // Nothing done: the first command's time runs out, 0 moves.
                var at = 0.5
                var pageResult = false
                while !pageResult && at < 12 {
                    clock.advance(to: opened + at - 0.5)
                    pageResult = try page.step(#"{"at":\#(at)}"#).contains { $0.hasPrefix(#"{"result""#) }
                    try ws.send(#"{"type":"steps","steps":[{"at":\#(at)}]}"#)
                    at += 0.5
                }
                let result = try #require(try ws.receive(type: "result"))
                #expect(result.contains(#""summary":"0 moves · Standard""#))
                let idText = try #require(result.firstMatch(of: /"id":(\d+)/)?.1)
                let id = try #require(Int(idText))
                #expect(try await store.challenges(of: record, limit: 10).map(\.id) == [id])
                #expect(try await store.board(game: "tapit").tables.flatMap(\.entries).map(\.id) == [record])
                let savedText = try #require(try await store.record(id: id))
                let saved = try GameRecord(json: savedText)
                #expect(try ChallengeBoard(original).isBoard(of: saved))
                // A record that is not there cannot be played again.
                let missing = try RawWebSocket(port: port)
                try missing.send(#"{"type":"hello","version":1,"challenge":999,"local":true,"width":390,"height":700}"#)
                let refusal = try #require(try missing.receive(type: "error"))
                #expect(refusal.contains("there is no record 999 on the leaderboard to play again") && refusal.contains(#""fatal":true"#))
            }
        }

        @Test("a challenge played offline is saved under its record only when it was played on that board")
        func offlineChallenge() async throws {
            let original = try fixtureRecord("tapit-standard")
            let board = try ChallengeBoard(original)
            // The board played to its end with no input: 0 moves, a record of the board's first round.
            let session = try board.session()
            session.advance(to: 20)
            let answer = try #require(session.record(forResult: 0))
            try await withArcade { port, store in
                let record = try await store.add(original, player: "Ada")
                func post(_ body: String, query: String) async throws -> (Int, String) {
                    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/records?player=Bo&\(query)")!)
                    request.httpMethod = "POST"
                    request.httpBody = Data(body.utf8)
                    let (data, response) = try await URLSession.shared.data(for: request)
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
                }
                #expect(try await post(playedTapItRecord().jsonText, query: "challenge=\(record)")
                        == (422, #"{"error":"the record was not played on the board of score \#(record)"}"#))
                #expect(try await post(answer.jsonText, query: "challenge=77") == (404, #"{"error":"no score 77 to have challenged"}"#))
                #expect(try await post(answer.jsonText, query: "challenge=x").0 == 400)
                let (status, body) = try await post(answer.jsonText, query: "challenge=\(record)")
                #expect(status == 200 && body.contains(#""summary":"0 moves · Standard""#))
                let (list, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/scores/\(record)/challenges")!)
                let challenges = try JSONDecoder().decode(ChallengeBoardEntries.self, from: list)
                #expect((challenges.record, challenges.unit, challenges.higherIsBetter) == (record, "moves", true))
                #expect(challenges.entries.map { "\($0.player) \($0.value)" } == ["Bo 0.0"])
                #expect(try await store.board(game: "tapit").tables.flatMap(\.entries).map(\.id) == [record])
            }
        }
    }
}
