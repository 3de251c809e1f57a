import ArcadeCore
import Foundation
import Games
import GestureReplay
import Gestures
import Testing

/// A record played to any moment, as a page watching it does: the same scene wherever it came
/// from, the fingers down then, and the saved result at the end — or plainly not.
@Suite struct RecordPlayerTests {
    static func fixture(_ name: String) throws -> GameRecord {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/records/\(name).json").standardized
        return try GameRecord(json: String(contentsOf: url, encoding: .utf8))
    }

    /// The scene now, as the page gets it.
    static func picture(_ player: RecordPlayer) -> String { SceneJSON.line(time: player.time, scene: player.scene()) }

    @Test("played to its end, each fixture gives its saved result, as the arcade's replay does", arguments: ["tapit-standard", "anagrams-easy", "anagrams-medium", "pentominoes-sixByTen"])
    func reproduces(name: String) throws {
        let record = try Self.fixture(name)
        let player = try RecordPlayer(record)
        #expect(player.time == player.startTime && !player.reproducesResult)
        try player.seek(to: player.endTime)
        #expect(player.reproducesResult)
        #expect(player.results == (try record.replay()))
    }

    @Test("a moment looks the same reached in steps, at once, or by going back to it")
    func seekingIsDeterministic() throws {
        let record = try Self.fixture("tapit-standard")
        let stepped = try RecordPlayer(record)
        var t = stepped.startTime
        while t < 3 {
            t += 0.1
            try stepped.seek(to: t)
        }
        let direct = try RecordPlayer(record)
        try direct.seek(to: t)
        #expect(Self.picture(stepped) == Self.picture(direct))
        try direct.seek(to: 4.5)
        try direct.seek(to: t)
        #expect(direct.time == t)
        #expect(Self.picture(direct) == Self.picture(stepped))
    }

    @Test("the fingers down at a moment are the record's: the first drag's finger, where it had got to")
    func touchesAtAMoment() throws {
        let player = try RecordPlayer(try Self.fixture("tapit-standard"))
        // The trace: finger 3 down at 708.473 ms at (250, 300), moved to (300, 300) at 739.573 ms,
        // lifted at 881.785 ms.
        try player.seek(to: 0.75)
        #expect(player.touches.map(\.id) == [3])
        #expect(player.touches.map(\.location) == [Point(x: 300, y: 300)])
        try player.seek(to: 0.9)
        #expect(player.touches.isEmpty)
    }

    @Test("moments out of the record are held to its start and end")
    func clamped() throws {
        let player = try RecordPlayer(try Self.fixture("tapit-standard"))
        try player.seek(to: 1e9)
        #expect(player.time == player.endTime)
        try player.seek(to: -5)
        #expect(player.time == player.startTime)
        try player.seek(to: .nan)
        #expect(player.time == player.startTime)
    }

    @Test("a record whose saved result its inputs do not give is played, and says it does not reproduce")
    func forged() throws {
        var record = try Self.fixture("tapit-standard")
        record.result.value += 10
        let player = try RecordPlayer(record)
        try player.seek(to: player.endTime)
        #expect(!player.reproducesResult)
        #expect(player.results[record.resultIndex].value == 4)
    }

    @Test("the survey lists Tap It's good moves and the stretch after the last touch, before time ran out")
    func survey() throws {
        let record = try Self.fixture("tapit-standard")
        let player = try RecordPlayer(record)
        let survey = try RecordSurvey(player)
        // Times are the trace's milliseconds in seconds, to the microsecond.
        #expect(survey.moves.map { "\(($0.time * 1e6).rounded() / 1e6) \($0.text)" } == [
            "0.739573 good move, score 1", "0.984385 good move, score 2", "1.099485 good move, score 3", "1.326785 good move, score 4",
        ])
        // The last finger lifted at 1.670712 s; the game was over when the command's time ran out.
        #expect(survey.idleSpans.map { [($0.from * 1e6).rounded() / 1e6, $0.to] } == [[1.670712, record.result.time]])
        #expect(player.openingLine(survey) == #"{"game":"tapit","start":0.624178,"end":4.805627,"moves":[{"t":0.739573,"text":"good move, score 1"},"#
            + #"{"t":0.984385,"text":"good move, score 2"},{"t":1.099485,"text":"good move, score 3"},{"t":1.326785,"text":"good move, score 4"}],"#
            + #""idle":[[1.670712,4.805627]]}"#)
    }

    @Test("a finger held still is not idle: a long press of 5 s is watched through, the gap after it is jumped")
    func heldFingerIsNotIdle() throws {
        var record = try Self.fixture("tapit-standard")
        record.trace = """
            {"t":1000,"type":"down","id":1,"x":400,"y":300,"kind":"touch"}
            {"t":6000,"type":"up","id":1,"x":400,"y":300,"kind":"touch"}
            {"t":10000,"type":"down","id":2,"x":400,"y":300,"kind":"touch"}
            {"t":10050,"type":"up","id":2,"x":400,"y":300,"kind":"touch"}

            """
        record.format = 1
        record.result.time = 10.5
        let survey = try RecordSurvey(try RecordPlayer(record))
        #expect(survey.idleSpans.map { [$0.from, $0.to] } == [[6, 10]])
    }

    @Test("a record of a newer format is refused with words a viewer understands")
    func newerFormat() throws {
        var record = try Self.fixture("tapit-standard")
        record.format = 3
        #expect(throws: ArcadeError("record format 3 comes from a newer arcade: this one plays formats 1 and 2")) { try RecordPlayer(record) }
        record.format = 0
        #expect(throws: ArcadeError("record format 0 is not one this arcade knows (1, 2)")) { try RecordPlayer(record) }
    }
}
