import ArcadeCore
import Foundation
import GestureReplay
import JSONKit
import Testing

/// A record's board played again: the same game from its first moment, so the record's own
/// inputs, played on it, give the record's result — and a record of any other board is not one
/// of its challenges.
@Suite struct ChallengeBoardTests {
    /// `record`'s inputs played on a new session of its board, its clock shifted to start at 0.
    static func replayed(_ record: GameRecord, on board: ChallengeBoard) throws -> GameSession {
        let session = try board.session()
        let start = (record.start ?? 0) * 1000
        // Each line's "t" (ms) moved back by the round's start: the board begins at 0.
        let shifted = record.trace.split(separator: "\n").map { line -> String in
            guard let t = line.firstMatch(of: /^\{"t":([0-9.]+),/)?.1, let ms = Double(t) else { return String(line) }
            return #"{"t":\#(JSONOutput.number(ms - start)),"# + line.dropFirst(t.count + 6)
        }.joined(separator: "\n")
        try Replay.feed(try ReplayTrace(text: shifted + "\n", file: "shifted"), to: session.engine, file: "shifted")
        session.engine.advance(to: record.result.time - (record.start ?? 0))
        return session
    }

    @Test("Tap It: the record's inputs on its board give its 4 moves again, and that record is one of the board's")
    func tapIt() throws {
        let record = try RecordPlayerTests.fixture("tapit-standard")
        let board = try ChallengeBoard(record)
        #expect((board.game, board.seed, board.round, board.width, board.height) == (.tapIt, 1651268908412805, 1, 800, 600))
        #expect(board.carry == LiveGame.Carry(bestScore: 0))
        let session = try Self.replayed(record, on: board)
        #expect(session.game.results.map(\.value) == [4])
        let answer = try #require(session.record(forResult: 0))
        #expect(board.isBoard(of: answer))
        #expect(try answer.replay().map(\.value) == [4])
    }

    @Test("Anagrams: the record's inputs on its board give its 15 points again")
    func anagrams() throws {
        let record = try RecordPlayerTests.fixture("anagrams-medium")
        let board = try ChallengeBoard(record)
        #expect((board.round, board.carry) == (0, nil))
        let session = try Self.replayed(record, on: board)
        #expect(session.game.results.last?.value == 15)
        #expect(board.isBoard(of: try #require(session.record(forResult: session.game.results.count - 1))))
    }

    @Test("a record of another seed, round, size or level is not played on this board")
    func otherBoards() throws {
        let record = try RecordPlayerTests.fixture("tapit-standard")
        let board = try ChallengeBoard(record)
        let answer = try #require(try Self.replayed(record, on: board).record(forResult: 0))
        var other = answer
        other.seed += 1
        #expect(!board.isBoard(of: other))
        other = answer
        other.round = 2
        #expect(!board.isBoard(of: other))
        other = answer
        other.width = 801
        #expect(!board.isBoard(of: other))
        other = answer
        other.options = GameOptions(mode: "classic")
        #expect(!board.isBoard(of: other))
        // The record itself began mid-session (at 0.62 s): not a challenge session's first round.
        #expect(!board.isBoard(of: record))
    }

    @Test("a page's session from a challenge's welcome is the board's own session")
    func pageSession() throws {
        let board = try ChallengeBoard(try RecordPlayerTests.fixture("tapit-standard"))
        let page = try ScriptedSession(header: #"{"game":"tapit","options":{"mode":"standard"},"seed":\#(board.seed),"width":800,"height":600,"round":1,"carry":{"bestScore":0}}"#)
        let server = try board.session()
        server.advance(to: 0.5)
        #expect(try page.step(#"{"at":0.5}"#).first == SceneJSON.line(time: 0.5, scene: server.scene()))
    }

    @Test("Pieces keeps no results, and a record of an unknown format cannot be challenged")
    func refused() throws {
        var record = try RecordPlayerTests.fixture("tapit-standard")
        record.format = 3
        #expect(throws: ArcadeError("record format 3 cannot be challenged (1, 2)")) { try ChallengeBoard(record) }
        record.format = 2
        record.game = .pieces
        #expect(throws: ArcadeError("Pieces keeps no results: there is nothing to challenge")) { try ChallengeBoard(record) }
    }
}
