import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

extension LiveServerTests {
    /// The leaderboard ranks only results earned on a board nobody knew in advance: a record
    /// played offline ranks with the ticket of the session the arcade dealt its board in, and a
    /// board's result ranks once, under the name it was first saved with.
    @Suite struct OfflineRecordTests {
        static func post(_ port: Int, _ body: String, _ query: String) async throws -> (Int, String) {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/records?\(query)")!)
            request.httpMethod = "POST"
            request.httpBody = Data(body.utf8)
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }

        static let unranked = #""unranked":"played offline on a board the arcade did not deal to this page for it (no ticket of its session came with it): kept with its record, on no table""#

        @Test("a record played on the board the arcade dealt ranks with its ticket; copies of it, padded or not, never rank under another name")
        func ticketAndCopies() async throws {
            try await withArcade { port, store in
                // Ada's page is dealt a board, then loses its connection and plays it to its end.
                let ws = try RawWebSocket(port: port)
                try ws.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"player":"Ada"}"#)
                let welcome = try #require(try ws.receive(type: "welcome"))
                ws.close()
                let seedText = String(try #require(welcome.firstMatch(of: /"seed":(\d+)/)?.1))
                let seed = try #require(UInt64(seedText))
                let ticket = String(try #require(welcome.firstMatch(of: /"ticket":"([0-9]+\.[0-9a-f]{64})"/)?.1))
                let live = String(try #require(welcome.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1))
                let dealt = "ticket=\(ticket)&live=\(live)"
                let record = try playedTapItRecord(seed: seed)
                // Without the welcome's live id the ticket vouches for nothing: kept off the board.
                let (status, body) = try await Self.post(port, record.jsonText, "player=Ada&ticket=\(ticket)")
                #expect(status == 200 && body.contains(Self.unranked))
                #expect(try await store.board(game: "tapit").tables.isEmpty)
                // With its ticket: ranked.
                var padded = record
                padded.trace += #"{"t":19000,"type":"hover","id":9,"x":10,"y":10}"# + "\n"
                let ranked = try await Self.post(port, padded.jsonText, "player=Ada&\(dealt)")
                #expect(ranked.0 == 200 && ranked.1.hasPrefix(#"{"id":2,"player":"Ada","summary":"0 moves · Standard"}"#))
                // The same board's result under another name — the record as played, or padded
                // again — is the one ranked already.
                let conflict = (409, #"{"error":"this board's result is on the leaderboard already, under another name (score 2): a result ranks once"}"#)
                #expect(try await Self.post(port, record.jsonText, "player=Eve&\(dealt)") == conflict)
                padded.trace += #"{"t":19500,"type":"hover","id":9,"x":12,"y":10}"# + "\n"
                #expect(try await Self.post(port, padded.jsonText, "player=Eve&\(dealt)") == conflict)
                // Without the ticket it is kept, unranked; on another board the ticket is no use.
                let copied = try await Self.post(port, padded.jsonText, "player=Eve")
                #expect(copied.0 == 200 && copied.1.contains(Self.unranked))
                let elsewhere = try await Self.post(port, try playedTapItRecord(seed: seed + 1).jsonText, "player=Eve&\(dealt)")
                #expect(elsewhere.0 == 200 && elsewhere.1.contains(Self.unranked))
                let board = try await store.board(game: "tapit").tables.flatMap(\.entries)
                #expect(board.map(\.id) == [2] && board.map(\.player) == ["Ada"])
            }
        }

        @Test("a challenge's record sent without ?challenge ranks on no table")
        func challengeWithoutChallenge() async throws {
            let original = try fixtureRecord("tapit-standard")
            let session = try ChallengeBoard(original).session()
            session.advance(to: 20)
            let answer = try #require(session.record(forResult: 0))
            try await withArcade { port, store in
                let id = try await store.add(original, player: "Ada")
                let (status, body) = try await Self.post(port, answer.jsonText, "player=Bo")
                #expect(status == 200 && body.contains(Self.unranked))
                #expect(try await store.board(game: "tapit").tables.flatMap(\.entries).map(\.id) == [id])
                #expect(try await store.challenges(of: id, limit: 10).isEmpty)
            }
        }
    }
}
