import Arcade
import Foundation
import GestureReplay
import JSONKit
import Testing

/// Records are read without Foundation (so the WebAssembly build reads them too): exactly as
/// the Codable decoder reads what the server writes, and with a clear message for what is wrong.
@Suite struct GameRecordJSONTests {
    private func record(seed: UInt64, format2: Bool) -> GameRecord {
        var r = GameRecord(game: .anagrams, options: GameOptions(level: "hard"), seed: seed, width: 390.5, height: 844,
                           trace: "{\"t\":1,\"type\":\"down\",\"id\":1,\"x\":2.5,\"y\":3,\"kind\":\"touch\"}\n", resultIndex: 2,
                           result: GameResult(game: .anagrams, category: "hard", value: 120, unit: "points", higherIsBetter: true, time: 61.234567))
        if format2 {
            r.format = 2
            r.round = 3
            r.start = 12.5
            r.carry = LiveGame.Carry(bestScore: nil, bestScores: ["easy": 40, "hard": 90], score: 130)
        }
        return r
    }

    @Test("what the server writes reads back the same as with the Codable decoder, 64-bit seeds exactly")
    func sameAsCodable() throws {
        for seed: UInt64 in [0, 7, 1 << 53 + 1, .max] {
            for format2 in [false, true] {
                let text = String(decoding: try JSONEncoder().encode(record(seed: seed, format2: format2)), as: UTF8.self)
                let ours = try GameRecord(json: text)
                #expect(ours == (try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8))))
                #expect(ours.seed == seed)
                // Written without Foundation, read back by both readers to the same record.
                let written = record(seed: seed, format2: format2).jsonText
                #expect(try GameRecord(json: written) == record(seed: seed, format2: format2))
                #expect(try JSONDecoder().decode(GameRecord.self, from: Data(written.utf8)) == record(seed: seed, format2: format2))
            }
        }
    }

    @Test("a bad record says what is wrong, by field")
    func faults() {
        func message(_ text: String) -> String {
            do { _ = try GameRecord(json: text); return "read" } catch { return error.message }
        }
        #expect(message("{") == "not JSON: line 1: unexpected end of input")
        #expect(message("[]") == "the record is an array, not an object")
        #expect(message(#"{"game":"tapit"}"#) == "missing \"seed\"")
        #expect(message(#"{"game":"golf","seed":1}"#) == "\"game\": unknown game \"golf\" (tapit, anagrams, pentominoes, pieces)")
        #expect(message(#"{"game":"tapit","seed":-1}"#) == "\"seed\" is a number, not a whole number from 0 to 2^64 - 1")
        #expect(message(#"{"game":"tapit","seed":1,"width":"wide"}"#) == "\"width\" is a string, not a number")
        #expect(message(#"{"game":"tapit","seed":1,"width":1,"height":1,"trace":"","resultIndex":0,"result":{"game":"tapit"}}"#) == "missing \"result.category\"")
    }

    @Test("a played record replays through RecordRun to its result; a forged one does not")
    func recordRun() throws {
        let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: 11, width: 600, height: 600)
        var records: [GameRecord?] = []
        s.onResult = { _, record in records.append(record) }
        let button = try #require(s.scene().nodes.first { $0.id == "newGame" })
        s.receive([ClientInput(t: 1000, type: "down", id: 1, x: button.center.x, y: button.center.y),
                   ClientInput(t: 1050, type: "up", id: 1, x: button.center.x, y: button.center.y)], arrivedAt: 1.06)
        s.advance(to: 20)
        let saved = try #require(records.first ?? nil)
        #expect(try GameRecord(json: saved.jsonText) == saved)
        let text = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
        var lines: [String] = []
        let outcome = RecordRun.replay(text, named: "r.json", game: "tapit") { lines.append($0) }
        #expect(outcome == ReplayRun.Outcome(errorLines: [], status: 0))
        let result = #"{"game":"tapit","category":"standard","value":0,"unit":"moves","t":"# + JSONOutput.number(saved.result.time * 1000) + "}"
        let expected = #"{"result":"# + result + #","saved":"# + result + #","matches":true}"#
        #expect(lines.last == expected)
        var forged = saved
        forged.result.value = 30
        let forgedText = String(decoding: try JSONEncoder().encode(forged), as: UTF8.self)
        #expect(RecordRun.replay(forgedText, named: "r.json", game: "tapit") { _ in }.status == 1)
        #expect(RecordRun.replay(text, named: "r.json", game: "pieces") { _ in } == ReplayRun.Outcome(errorLines: ["r.json: the record is of tapit, not pieces"], status: 2))
    }
}

/// `fingerplay play`'s scripts (and the WebAssembly build's local play): a session stepped as
/// the server steps it.
@Suite struct SessionScriptTests {
    @Test("a script plays a session: a scene after each step, then refusals and results; a bad script is named by line")
    func script() {
        let text = """
            {"game": "tapit", "seed": 3, "width": 600, "height": 600}
            {"at": 1, "press": "newGame"}
            {"at": 1.2, "inputs": [{"t": 100, "type": "wave", "id": 1, "x": 5, "y": 5}]}
            {"at": 30}
            """
        var lines: [String] = []
        let outcome = SessionScript.run(text, named: "s.jsonl") { lines.append($0) }
        #expect(outcome == ReplayRun.Outcome())
        #expect(lines.filter { $0.hasPrefix(#"{"time":"#) && $0.contains(#","scene":{"width":"#) }.count == 3)
        #expect(lines.contains(#"{"refused":"unknown input type \"wave\" (down, move, up, cancel, hover)"}"#))
        #expect(lines.last?.hasPrefix(#"{"result":{"game":"tapit","category":"standard","value":0,"unit":"moves","t":"#) == true)
        #expect(SessionScript.run("{\"game\": \"golf\"}", named: "s.jsonl") { _ in }.errorLines
            == [#"s.jsonl:1: the first line names the game: {"game": "tapit", "seed": 7, "width": 600, "height": 600}"#])
        #expect(SessionScript.run(text + "\n{\"at\": 2}", named: "s.jsonl") { _ in }.errorLines
            == ["s.jsonl:5: each step needs \"at\" (seconds), never earlier than the one before"])
    }
}
