import ArcadeServer
import Foundation
import Testing

extension ScoreStoreTests {
    static func passkey(_ id: UInt8, _ player: String, at created: Double) -> StoredPasskey {
        StoredPasskey(id: Array(repeating: id, count: 16), player: player, publicKey: [0xa5, id], signCount: 0, created: created)
    }

    @Test("a name is claimed once, in any case; its owner adds and removes passkeys, never the last", arguments: [StoreKind.sqlite])
    func claimedNames(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let first = try await store.claim(Self.passkey(1, "Ada", at: 100))
            let again = try await store.claim(Self.passkey(2, "ada", at: 101))
            #expect(first && !again)
            let owners = [try await store.owner(of: "ADA"), try await store.owner(of: "Bo")]
            #expect(owners == ["Ada", nil])
            #expect(try await store.addPasskey(Self.passkey(2, "ada", at: 102)))
            #expect(try await !store.addPasskey(Self.passkey(3, "Bo", at: 103)))
            #expect(try await !store.addPasskey(Self.passkey(2, "Ada", at: 104)))
            #expect(try await store.passkeys(of: "Ada").map(\.id.first) == [1, 2])
            try await store.setSignCount(9, passkey: Array(repeating: 1, count: 16))
            #expect(try await store.passkey(id: Array(repeating: 1, count: 16)) == StoredPasskey(id: Array(repeating: 1, count: 16), player: "Ada",
                                                                                                    publicKey: [0xa5, 1], signCount: 9, created: 100))
            #expect(try await store.passkey(id: Array(repeating: 3, count: 16)) == nil)
            let removed = [try await store.removePasskey(id: Array(repeating: 1, count: 16), of: "Ada"),
                           try await store.removePasskey(id: Array(repeating: 2, count: 16), of: "Ada")]
            #expect(removed == [true, false])
            #expect(try await store.players() == [PlayerSummary(name: "Ada", claimed: 100, passkeys: 1)])
            // Exported, let go, imported back: the name is Ada's passkey's again; a second import skips it.
            let exported = try await ClaimedName.all(in: store)
            #expect(exported.map(\.passkeys.count) == [1] && exported.first?.passkeys.first?.created == 102)
            _ = try await store.release("Ada")
            let restored = [try await exported[0].restore(into: store), try await exported[0].restore(into: store)]
            #expect(restored == [true, false])
            #expect(try await store.passkey(id: Array(repeating: 2, count: 16))?.player == "Ada")
        }
    }

    @Test("a challenge is taken once, before it expires; a session signs in until it expires or is closed; a released name signs nobody in", arguments: [StoreKind.sqlite])
    func challengesAndSessions(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let challenge = PasskeyChallenge(bytes: Array(0..<32), purpose: .claim, player: "Ada", expires: 100)
            try await store.saveChallenge(challenge)
            try await store.saveChallenge(PasskeyChallenge(bytes: Array(1..<33), purpose: .signIn, player: nil, expires: 100))
            let taken = [try await store.takeChallenge(Array(0..<32), now: 50), try await store.takeChallenge(Array(0..<32), now: 51),
                         try await store.takeChallenge(Array(1..<33), now: 150), try await store.takeChallenge(Array(1..<33), now: 50)]
            #expect(taken == [challenge, nil, nil, nil])

            #expect(try await store.claim(Self.passkey(1, "Ada", at: 100)))
            try await store.openSession(token: [1, 2, 3], player: "ada", expires: 4e9)
            try await store.openSession(token: [4, 5, 6], player: "Ada", expires: 4e9)
            #expect(try await store.sessionPlayer(token: [1, 2, 3], now: 2e9) == "Ada")
            #expect(try await store.sessionPlayer(token: [1, 2, 3], now: 5e9) == nil)
            #expect(try await store.sessionPlayer(token: [9], now: 2e9) == nil)
            try await store.closeSession(token: [1, 2, 3])
            let signedIn = [try await store.sessionPlayer(token: [1, 2, 3], now: 2e9), try await store.sessionPlayer(token: [4, 5, 6], now: 2e9)]
            #expect(signedIn == [nil, "Ada"])

            let released = [try await store.release("ADA"), try await store.release("Ada")]
            #expect(released == [true, false])
            #expect(try await store.sessionPlayer(token: [4, 5, 6], now: 2e9) == nil)
            #expect(try await store.players().isEmpty)
            #expect(try await store.owner(of: "Ada") == nil)
            // Claimed again by another: the first owner's passkey signs in as nobody.
            #expect(try await store.claim(Self.passkey(7, "Ada", at: 200)))
            #expect(try await store.passkey(id: Array(repeating: 1, count: 16)) == nil)
            #expect(try await store.passkeys(of: "Ada").map(\.id.first) == [7])
        }
    }
}

extension ScoreStoreTests {
    @Test("a guest under a name and the name's owner are two players on the board, each with a place; an export keeps whose a result is", arguments: [StoreKind.sqlite])
    func guestsAndOwners(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let guest = try await store.add(tapItRecord(seed: 1, value: 9), player: "Ada", challenge: nil, guest: true)
            let owner = try await store.add(tapItRecord(seed: 2, value: 5), player: "Ada", challenge: nil, guest: false)
            let better = try await store.add(tapItRecord(seed: 3, value: 7), player: "Ada", challenge: nil, guest: false)
            let entries = try await store.board(game: "tapit").tables.first?.entries ?? []
            #expect(entries.map(\.id) == [guest, better] && entries.map(\.guest) == [true, false])
            let places = [try await store.place(of: better), try await store.place(of: owner)]
            #expect(places == [ScorePlace(place: 2, isPersonalBest: true), ScorePlace(place: 2, isPersonalBest: false)])
            let exported = try await store.scores(after: 0, limit: 10)
            #expect(exported.map(\.guest) == [true, false, false])
            let line = try JSONEncoder().encode(exported[1])
            #expect(try JSONDecoder().decode(StoredScore.self, from: line).guest == false)
            // A line exported before names could be owned reads as a guest's.
            var fields = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
            #expect(fields.removeValue(forKey: "guest") as? Bool == false)
            let before = try JSONDecoder().decode(StoredScore.self, from: try JSONSerialization.data(withJSONObject: fields))
            #expect(before.guest && before.id == exported[1].id)
        }
    }
}

extension PostgresStoreTests {
    @Test("a guest under a name and the name's owner are two players on the board, each with a place; an export keeps whose a result is")
    func guestsAndOwners() async throws { try await ScoreStoreTests().guestsAndOwners(kind: .postgres) }

    @Test("a name is claimed once, in any case; its owner adds and removes passkeys, never the last")
    func claimedNames() async throws { try await ScoreStoreTests().claimedNames(kind: .postgres) }

    @Test("a challenge is taken once, before it expires; a session signs in until it expires or is closed; a released name signs nobody in")
    func challengesAndSessions() async throws { try await ScoreStoreTests().challengesAndSessions(kind: .postgres) }
}
