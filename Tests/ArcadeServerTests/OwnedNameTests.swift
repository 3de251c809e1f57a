import Arcade
import ArcadeProbe
@testable import ArcadeServer
import Foundation
import SQLiteNIO
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

extension LiveServerTests {
    /// A claimed name plays only for its owner: a page signed in with its passkey plays and saves
    /// under it; a guest typing it — in a game, a room or a record sent later — is told it is
    /// taken, and nothing is saved under it.
    @Suite struct OwnedNameTests {
        typealias Routes = PasskeyRoutesTests

        @Test("signed in, Ada plays as Ada (her spelling) and saves a record under it; a guest typing ada is told the name is taken, in a game, a rename, a room and a record")
        func ownedName() async throws {
            try await withArcade(publicURL: Routes.origin) { port, store in
                let cookie = try Routes.cookie(try await Routes.claim(port, "Ada", with: SoftAuthenticator(.es256)).headers["set-cookie"])
                let taken = "the name ada is taken: sign in with its passkey, or play under another name"

                let guest = try RawWebSocket(port: port)
                try guest.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"player":"ada"}"#)
                let refused = try #require(try guest.receive(type: "error"))
                #expect(refused.contains(taken))

                let other = try RawWebSocket(port: port)
                try other.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"player":"Eve"}"#)
                _ = try #require(try other.receive(type: "welcome"))
                try other.send(#"{"type":"name","player":"ada"}"#)
                #expect(try other.receive(type: "error") == #"{"fatal":false,"message":"\#(taken)","type":"error"}"#)

                let room = try RawWebSocket(port: port)
                try room.send(#"{"type":"room","version":1,"game":"pieces","player":"ada","width":800,"height":600}"#)
                #expect(try #require(try room.receive(type: "error")).contains(taken))

                let owner = try RawWebSocket(port: port, cookie: cookie)
                try owner.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"player":"ada"}"#)
                let welcome = try #require(try owner.receive(type: "welcome"))
                let seedText = String(try #require(welcome.firstMatch(of: /"seed":(\d+)/)?.1))
                let seed = try #require(UInt64(seedText))
                let record = try playedTapItRecord(seed: seed).jsonText

                func post(_ cookie: String?) async throws -> (Int, String) {
                    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/records?player=ada")!)
                    request.httpMethod = "POST"
                    request.httpBody = Data(record.utf8)
                    request.httpShouldHandleCookies = false
                    if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
                    let (data, response) = try await URLSession.shared.data(for: request)
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
                }
                let byGuest = try await post(nil)
                #expect(byGuest.0 == 409 && byGuest.1 == #"{"error":"the name ada is taken: sign in with its passkey to save this result under it"}"#)
                #expect(try await store.scores(after: 0, limit: 10).isEmpty)
                let byOwner = try await post(cookie)
                #expect(byOwner.0 == 200 && byOwner.1.contains(#""player":"Ada""#))
                #expect(try await store.scores(after: 0, limit: 10).map(\.player) == ["Ada"])
                // The leaderboard says whose: Ada's own, and a guest's under a name nobody owns.
                let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/scores?game=tapit")!)
                #expect(String(decoding: data, as: UTF8.self).contains(#""guest":false,"id":1,"player":"Ada""#))
                let eve = try await store.add(try playedTapItRecord(seed: seed + 1), player: "Eve")
                let (detail, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/scores/\(eve)")!)
                #expect(String(decoding: detail, as: UTF8.self).contains(#""guest":true"#))
            }
        }

        @Test("a record sent under a name while the store cannot say whose it is waits (503, Retry-After: 60): nothing goes under the name as a guest's")
        func ownerUnknown() async throws {
            try await withArcade(publicURL: Routes.origin) { port, store in
                // The owners' table gone from under the running arcade: the store cannot answer.
                let path = String(store.name.dropFirst("SQLite ".count))
                let db = try await SQLiteConnection.open(storage: .file(path: path))
                _ = try await db.query("PRAGMA foreign_keys = OFF")
                _ = try await db.query("DROP TABLE player")
                try await db.close()
                var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/records?player=Ada")!)
                request.httpMethod = "POST"
                request.httpBody = Data(try playedTapItRecord().jsonText.utf8)
                let (data, response) = try await URLSession.shared.data(for: request)
                let http = try #require(response as? HTTPURLResponse)
                #expect(http.statusCode == 503 && http.value(forHTTPHeaderField: "Retry-After") == "60")
                #expect(String(decoding: data, as: UTF8.self) == #"{"error":"the leaderboard is not answering: keep the record and try again in a minute"}"#)
                #expect(try await store.scores(after: 0, limit: 10).isEmpty)
            }
        }
    }
}
