import Foundation
import SQLiteNIO

/// Claimed names, their passkeys, challenges and sessions in the SQLite file. Each write is one
/// statement (the connection is shared by every session), ordered so that a write cut short
/// leaves nothing that signs anyone in: a claim stores the passkey before the name, a release
/// removes passkeys and sessions before the name.
extension SQLiteScoreStore {
    /// The tables schema version 7 adds.
    static let playerSchema = [
        "CREATE TABLE player (name_key TEXT PRIMARY KEY, name TEXT NOT NULL, claimed REAL NOT NULL)",
        "CREATE TABLE passkey (id TEXT PRIMARY KEY, name_key TEXT NOT NULL, public_key TEXT NOT NULL, sign_count INTEGER NOT NULL, created REAL NOT NULL)",
        "CREATE INDEX passkey_player ON passkey(name_key)",
        "CREATE TABLE passkey_challenge (digest TEXT PRIMARY KEY, purpose TEXT NOT NULL, player TEXT, expires REAL NOT NULL)",
        "CREATE TABLE player_session (digest TEXT PRIMARY KEY, name_key TEXT NOT NULL, expires REAL NOT NULL)",
    ]

    public func owner(of name: String) async throws -> String? {
        try await connection.query("SELECT name FROM player WHERE name_key = ?", [.text(PlayerStoreKey.of(name))]).first?.column("name")?.string
    }

    public func claim(_ passkey: StoredPasskey) async throws -> Bool {
        try await writes.counting { [connection] in
            let key = PlayerStoreKey.of(passkey.player)
            guard try await self.insert(passkey) else { return false }
            let claimed = try await connection.query("INSERT INTO player (name_key, name, claimed) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING name",
                                                     [.text(key), .text(passkey.player), .float(passkey.created)])
            if claimed.isEmpty { _ = try await connection.query("DELETE FROM passkey WHERE id = ?", [.text(Hex.encode(passkey.id))]) }
            return !claimed.isEmpty
        }
    }

    public func addPasskey(_ passkey: StoredPasskey) async throws -> Bool {
        guard try await owner(of: passkey.player) != nil else { return false }
        return try await writes.counting { try await self.insert(passkey) }
    }

    private func insert(_ passkey: StoredPasskey) async throws -> Bool {
        !(try await connection.query(
            "INSERT INTO passkey (id, name_key, public_key, sign_count, created) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
            [.text(Hex.encode(passkey.id)), .text(PlayerStoreKey.of(passkey.player)), .text(Hex.encode(passkey.publicKey)), .integer(Int(passkey.signCount)),
             .float(passkey.created)]).isEmpty)
    }

    public func passkey(id: [UInt8]) async throws -> StoredPasskey? {
        try await passkeys(where: "k.id = ?", [.text(Hex.encode(id))]).first
    }

    public func passkeys(of player: String) async throws -> [StoredPasskey] {
        try await passkeys(where: "k.name_key = ?", [.text(PlayerStoreKey.of(player))])
    }

    /// Passkeys of claimed names matching `condition`, oldest first.
    private func passkeys(where condition: String, _ binds: [SQLiteData]) async throws -> [StoredPasskey] {
        try await connection.query(
            "SELECT k.id, p.name, k.public_key, k.sign_count, k.created FROM passkey k JOIN player p ON p.name_key = k.name_key WHERE \(condition) ORDER BY k.created, k.id",
            binds).compactMap { row in
            guard let id = row.column("id")?.string.flatMap(Hex.decode), let key = row.column("public_key")?.string.flatMap(Hex.decode) else { return nil }
            return StoredPasskey(id: id, player: row.column("name")?.string ?? "", publicKey: key, signCount: UInt32(clamping: row.column("sign_count")?.integer ?? 0),
                                 created: row.column("created")?.double ?? 0)
        }
    }

    public func setSignCount(_ count: UInt32, passkey id: [UInt8]) async throws {
        _ = try await writes.counting { [connection] in
            try await connection.query("UPDATE passkey SET sign_count = ? WHERE id = ?", [.integer(Int(count)), .text(Hex.encode(id))])
        }
    }

    public func removePasskey(id: [UInt8], of player: String) async throws -> Bool {
        let key = PlayerStoreKey.of(player)
        return try await writes.counting { [connection] in
            !(try await connection.query(
                "DELETE FROM passkey WHERE id = ? AND name_key = ? AND (SELECT COUNT(*) FROM passkey WHERE name_key = ?) > 1 RETURNING id",
                [.text(Hex.encode(id)), .text(key), .text(key)]).isEmpty)
        }
    }

    public func release(_ name: String) async throws -> Bool {
        let key = PlayerStoreKey.of(name)
        return try await writes.counting { [connection] in
            _ = try await connection.query("DELETE FROM player_session WHERE name_key = ?", [.text(key)])
            _ = try await connection.query("DELETE FROM passkey WHERE name_key = ?", [.text(key)])
            return !(try await connection.query("DELETE FROM player WHERE name_key = ? RETURNING name", [.text(key)]).isEmpty)
        }
    }

    public func players() async throws -> [PlayerSummary] {
        try await connection.query(
            "SELECT p.name, p.claimed, (SELECT COUNT(*) FROM passkey k WHERE k.name_key = p.name_key) AS passkeys FROM player p ORDER BY p.name_key").map {
            PlayerSummary(name: $0.column("name")?.string ?? "", claimed: $0.column("claimed")?.double ?? 0, passkeys: $0.column("passkeys")?.integer ?? 0)
        }
    }

    public func saveChallenge(_ challenge: PasskeyChallenge) async throws {
        _ = try await writes.counting { [connection] in
            // Expired ones go as new ones come: the table holds minutes' worth.
            _ = try await connection.query("DELETE FROM passkey_challenge WHERE expires < ?", [.float(challenge.expires - 3600)])
            return try await connection.query("INSERT INTO passkey_challenge (digest, purpose, player, expires) VALUES (?, ?, ?, ?)",
                                              [.text(PlayerStoreKey.digest(challenge.bytes)), .text(challenge.purpose.rawValue),
                                               challenge.player.map { .text($0) } ?? .null, .float(challenge.expires)])
        }
    }

    public func takeChallenge(_ bytes: [UInt8], now: Double) async throws -> PasskeyChallenge? {
        let row = try await writes.counting { [connection] in
            try await connection.query("DELETE FROM passkey_challenge WHERE digest = ? RETURNING purpose, player, expires", [.text(PlayerStoreKey.digest(bytes))]).first
        }
        guard let row, let purpose = row.column("purpose")?.string.flatMap(PasskeyChallenge.Purpose.init(rawValue:)),
              let expires = row.column("expires")?.double, expires > now else { return nil }
        return PasskeyChallenge(bytes: bytes, purpose: purpose, player: row.column("player")?.string, expires: expires)
    }

    public func openSession(token: [UInt8], player: String, expires: Double) async throws {
        _ = try await writes.counting { [connection] in
            _ = try await connection.query("DELETE FROM player_session WHERE expires < ?", [.float(Date().timeIntervalSince1970)])
            return try await connection.query("INSERT INTO player_session (digest, name_key, expires) VALUES (?, ?, ?)",
                                              [.text(PlayerStoreKey.digest(token)), .text(PlayerStoreKey.of(player)), .float(expires)])
        }
    }

    public func sessionPlayer(token: [UInt8], now: Double) async throws -> String? {
        try await connection.query(
            "SELECT p.name FROM player_session s JOIN player p ON p.name_key = s.name_key WHERE s.digest = ? AND s.expires > ?",
            [.text(PlayerStoreKey.digest(token)), .float(now)]).first?.column("name")?.string
    }

    public func closeSession(token: [UInt8]) async throws {
        _ = try await writes.counting { [connection] in
            try await connection.query("DELETE FROM player_session WHERE digest = ?", [.text(PlayerStoreKey.digest(token))])
        }
    }
}
