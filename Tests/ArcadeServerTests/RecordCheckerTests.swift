import Arcade
@testable import ArcadeServer
import Foundation
import Testing

@Suite struct RecordCheckerTests {
    @Test("records are checked one at a time off the caller; past the limit one is told to come back, and the queue frees")
    func busy() async throws {
        let record = try playedTapItRecord()
        // The same game, then a finger circling for 52,000 moves: about 3.5 MiB of input to replay.
        var long = record
        for i in 0..<52_000 {
            let angle = Double(i % 360) * .pi / 180
            long.trace += #"{"t":\#(30_000 + i * 8),"type":"\#(i == 0 ? "down" : "move")","id":9,"x":\#(Int(300 + 100 * cos(angle))),"y":\#(Int(300 + 100 * sin(angle))),"kind":"touch"}"# + "\n"
        }
        #expect(long.trace.utf8.count > 3 << 20 && long.trace.utf8.count < GameSession.maximumRecordBytes)

        let checker = RecordChecker(maximumWaiting: 1)
        let longText = long.jsonText
        let first = Task { await checker.check(longText) }
        for _ in 0..<5_000 where checker.waitingCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(checker.waitingCount == 1)
        #expect(await checker.check(record.jsonText) == .busy)
        #expect(await first.value == .matches(long))
        #expect(checker.waitingCount == 0)
        #expect(await checker.check(record.jsonText) == .matches(record))
    }

    @Test("what is not a record, a game without scores, too long an input and a forged result")
    func refusals() async throws {
        let record = try playedTapItRecord()
        let checker = RecordChecker(maximumWaiting: 8)
        #expect(await checker.check("{}") == .unreadable(#"not a game record: missing "game""#))
        var pieces = record
        pieces.game = .pieces
        #expect(await checker.check(pieces.jsonText) == .unreadable("Pieces keeps no scores"))
        var huge = record
        huge.trace += String(repeating: " ", count: GameSession.maximumRecordBytes + 1)
        #expect(await checker.check(huge.jsonText) == .tooLarge)
        var forged = record
        forged.result.value = 25
        #expect(await checker.check(forged.jsonText) == .differs)
    }
}
