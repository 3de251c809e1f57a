import Foundation
import PostgresNIO

/// Claimed names, their passkeys, challenges and sessions in PostgreSQL, shared by every
/// instance on the database: a claim and a release are each one transaction.
extension PostgresScoreStore {
    /// The tables schema version 6 adds.
    static let playerSchema = [
        "CREATE TABLE player (name_key TEXT PRIMARY KEY, name TEXT NOT NULL, claimed DOUBLE PRECISION NOT NULL)",
        """
        CREATE TABLE passkey (id TEXT PRIMARY KEY, name_key TEXT NOT NULL REFERENCES player (name_key) ON DELETE CASCADE,
          public_key TEXT NOT NULL, sign_count BIGINT NOT NULL, created DOUBLE PRECISION NOT NULL)
        """,
        "CREATE INDEX passkey_player ON passkey (name_key)",
        "CREATE TABLE passkey_challenge (digest TEXT PRIMARY KEY, purpose TEXT NOT NULL, player TEXT, expires DOUBLE PRECISION NOT NULL)",
        "CREATE TABLE player_session (digest TEXT PRIMARY KEY, name_key TEXT NOT NULL REFERENCES player (name_key) ON DELETE CASCADE, expires DOUBLE PRECISION NOT NULL)",
    ]

    public func owner(of name: String) async throws -> String? {
        for try await name in try await client.query("SELECT name FROM player WHERE name_key = \(PlayerStoreKey.of(name))", logger: logger).decode(String.self) {
            return name
        }
        return nil
    }

    public func claim(_ passkey: StoredPasskey) async throws -> Bool {
        let key = PlayerStoreKey.of(passkey.player), id = Hex.encode(passkey.id), publicKey = Hex.encode(passkey.publicKey)
        let count = Int64(passkey.signCount), created = passkey.created, name = passkey.player
        return try await writes.counting { [client, logger] in
            try await client.withTransaction(logger: logger) { connection in
                var claimed = false
                for try await _ in try await connection.query(
                    "INSERT INTO player (name_key, name, claimed) VALUES (\(key), \(name), \(created)) ON CONFLICT DO NOTHING RETURNING name_key", logger: logger) {
                    claimed = true
                }
                guard claimed else { return false }
                var stored = false
                for try await _ in try await connection.query(
                    "INSERT INTO passkey (id, name_key, public_key, sign_count, created) VALUES (\(id), \(key), \(publicKey), \(count), \(created)) ON CONFLICT DO NOTHING RETURNING id",
                    logger: logger) {
                    stored = true
                }
                // A passkey stored already: the name is not claimed with it.
                if !stored { throw PasskeyTaken() }
                return true
            }
        }
    }

    /// Rolls a claim back: its passkey is stored already.
    private struct PasskeyTaken: Error {}

    public func addPasskey(_ passkey: StoredPasskey) async throws -> Bool {
        let key = PlayerStoreKey.of(passkey.player), id = Hex.encode(passkey.id), publicKey = Hex.encode(passkey.publicKey)
        let count = Int64(passkey.signCount), created = passkey.created
        return try await writes.counting { [client, logger] in
            for try await _ in try await client.query(
                """
                INSERT INTO passkey (id, name_key, public_key, sign_count, created)
                SELECT \(id), name_key, \(publicKey), \(count), \(created) FROM player WHERE name_key = \(key) ON CONFLICT DO NOTHING RETURNING id
                """, logger: logger) {
                return true
            }
            return false
        }
    }

    public func passkey(id: [UInt8]) async throws -> StoredPasskey? {
        try await passkeys(where: "k.id = $1", Hex.encode(id)).first
    }

    public func passkeys(of player: String) async throws -> [StoredPasskey] {
        try await passkeys(where: "k.name_key = $1", PlayerStoreKey.of(player))
    }

    /// Passkeys matching `condition` on `value` ($1), oldest first.
    private func passkeys(where condition: String, _ value: String) async throws -> [StoredPasskey] {
        var bindings = PostgresBindings()
        bindings.append(value)
        let query = PostgresQuery(unsafeSQL: "SELECT k.id, p.name, k.public_key, k.sign_count, k.created FROM passkey k JOIN player p ON p.name_key = k.name_key WHERE \(condition) ORDER BY k.created, k.id", binds: bindings)
        var out: [StoredPasskey] = []
        for try await (id, name, key, count, created) in try await client.query(query, logger: logger).decode((String, String, String, Int64, Double).self) {
            guard let id = Hex.decode(id), let key = Hex.decode(key) else { continue }
            out.append(StoredPasskey(id: id, player: name, publicKey: key, signCount: UInt32(clamping: count), created: created))
        }
        return out
    }

    public func setSignCount(_ count: UInt32, passkey id: [UInt8]) async throws {
        try await writes.counting { [client, logger] in
            _ = try await client.query("UPDATE passkey SET sign_count = \(Int64(count)) WHERE id = \(Hex.encode(id))", logger: logger)
        }
    }

    public func removePasskey(id: [UInt8], of player: String) async throws -> Bool {
        let key = PlayerStoreKey.of(player), id = Hex.encode(id)
        return try await writes.counting { [client, logger] in
            for try await _ in try await client.query(
                "DELETE FROM passkey WHERE id = \(id) AND name_key = \(key) AND (SELECT COUNT(*) FROM passkey WHERE name_key = \(key)) > 1 RETURNING id",
                logger: logger) {
                return true
            }
            return false
        }
    }

    public func release(_ name: String) async throws -> Bool {
        let key = PlayerStoreKey.of(name)
        // Its passkeys and sessions go with it (ON DELETE CASCADE), in the same statement.
        return try await writes.counting { [client, logger] in
            for try await _ in try await client.query("DELETE FROM player WHERE name_key = \(key) RETURNING name", logger: logger) { return true }
            return false
        }
    }

    public func players() async throws -> [PlayerSummary] {
        var out: [PlayerSummary] = []
        for try await (name, claimed, count) in try await client.query(
            "SELECT p.name, p.claimed, (SELECT COUNT(*) FROM passkey k WHERE k.name_key = p.name_key) FROM player p ORDER BY p.name_key",
            logger: logger).decode((String, Double, Int64).self) {
            out.append(PlayerSummary(name: name, claimed: claimed, passkeys: Int(count)))
        }
        return out
    }

    public func saveChallenge(_ challenge: PasskeyChallenge) async throws {
        let digest = PlayerStoreKey.digest(challenge.bytes), purpose = challenge.purpose.rawValue, player = challenge.player, expires = challenge.expires
        try await writes.counting { [client, logger] in
            // Expired ones go as new ones come: the table holds minutes' worth.
            _ = try await client.query("DELETE FROM passkey_challenge WHERE expires < \(expires - 3600)", logger: logger)
            _ = try await client.query("INSERT INTO passkey_challenge (digest, purpose, player, expires) VALUES (\(digest), \(purpose), \(player), \(expires))",
                                       logger: logger)
        }
    }

    public func takeChallenge(_ bytes: [UInt8], now: Double) async throws -> PasskeyChallenge? {
        let digest = PlayerStoreKey.digest(bytes)
        let taken = try await writes.counting { [client, logger] () async throws -> (String, String?, Double)? in
            for try await row in try await client.query("DELETE FROM passkey_challenge WHERE digest = \(digest) RETURNING purpose, player, expires", logger: logger)
                .decode((String, String?, Double).self) {
                return row
            }
            return nil
        }
        guard let (purpose, player, expires) = taken, let kind = PasskeyChallenge.Purpose(rawValue: purpose), expires > now else { return nil }
        return PasskeyChallenge(bytes: bytes, purpose: kind, player: player, expires: expires)
    }

    public func openSession(token: [UInt8], player: String, expires: Double) async throws {
        let digest = PlayerStoreKey.digest(token), key = PlayerStoreKey.of(player), now = Date().timeIntervalSince1970
        try await writes.counting { [client, logger] in
            _ = try await client.query("DELETE FROM player_session WHERE expires < \(now)", logger: logger)
            _ = try await client.query("INSERT INTO player_session (digest, name_key, expires) VALUES (\(digest), \(key), \(expires))", logger: logger)
        }
    }

    public func sessionPlayer(token: [UInt8], now: Double) async throws -> String? {
        let digest = PlayerStoreKey.digest(token)
        for try await name in try await client.query(
            "SELECT p.name FROM player_session s JOIN player p ON p.name_key = s.name_key WHERE s.digest = \(digest) AND s.expires > \(now)",
            logger: logger).decode(String.self) {
            return name
        }
        return nil
    }

    public func closeSession(token: [UInt8]) async throws {
        let digest = PlayerStoreKey.digest(token)
        try await writes.counting { [client, logger] in
            _ = try await client.query("DELETE FROM player_session WHERE digest = \(digest)", logger: logger)
        }
    }
}
