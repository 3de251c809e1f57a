import Arcade
import Foundation
import Logging
import SQLiteNIO
import ServiceLifecycle

/// The leaderboard in one SQLite file (sqlite-nio): the default, which needs nothing installed.
/// One instance only — a second process on the same file is not supported; several instances
/// share a ``PostgresScoreStore``.
///
/// Durable on return: the database is in WAL mode with `synchronous=FULL`, so a result is on
/// disk, not only in the operating system's cache, before ``add(_:player:)`` returns and the
/// page is told its id.
public final class SQLiteScoreStore: ScoreStore, @unchecked Sendable {
    /// The schema version this arcade writes; ``open(path:logger:)`` migrates older files to it.
    static let schemaVersion = 8

    public let name: String
    let connection: SQLiteConnection
    let writes = WriteCounter()
    private let logger: Logger

    private init(connection: SQLiteConnection, name: String, logger: Logger) {
        self.connection = connection
        self.name = name
        self.logger = logger
    }

    /// Opens (creating if needed) `folder/scores.sqlite`.
    public static func open(folder: String, logger: Logger) async throws -> SQLiteScoreStore {
        try await open(path: URL(fileURLWithPath: folder).appendingPathComponent("scores.sqlite").path, logger: logger)
    }

    /// Opens (creating if needed, with its folder) the database at `path`, and migrates it.
    public static func open(path: String, logger: Logger) async throws -> SQLiteScoreStore {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ScoreStoreError("cannot create the leaderboard's folder \(folder): \(error.localizedDescription)")
        }
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        } catch {
            throw ScoreStoreError("cannot open the leaderboard \(path): \(error)")
        }
        let store = SQLiteScoreStore(connection: connection, name: "SQLite \(path)", logger: logger)
        do {
            try await store.migrate()
            // Tables dropped or damaged by hand are an error now, not at the first result.
            _ = try await connection.query("SELECT COUNT(*) FROM result WHERE id < 0")
            _ = try await store.sessionKey()
        } catch {
            try? await connection.close()
            if let error = error as? ScoreStoreError { throw error }
            throw ScoreStoreError("cannot prepare the leaderboard \(path): \(error)")
        }
        return store
    }

    /// Brings the schema to ``schemaVersion``, one step at a time, each in a transaction. A
    /// board made before versions were kept (a `result` table, no `schema_version`) counts as
    /// version 0 and takes every step; each step is safe on it.
    private func migrate() async throws {
        _ = try await connection.query("PRAGMA journal_mode=WAL")
        _ = try await connection.query("PRAGMA synchronous=FULL")
        _ = try await connection.query("PRAGMA busy_timeout=5000")
        _ = try await connection.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        let current = try await connection.query("SELECT MAX(version) AS v FROM schema_version").first?.column("v")?.integer ?? 0
        guard current <= Self.schemaVersion else {
            throw ScoreStoreError("the leaderboard's schema is version \(current), newer than this arcade's \(Self.schemaVersion): run a newer arcade")
        }
        for version in (current + 1)...max(current + 1, Self.schemaVersion) where version <= Self.schemaVersion {
            _ = try await connection.query("BEGIN IMMEDIATE")
            do {
                try await step(to: version)
                _ = try await connection.query("INSERT INTO schema_version (version) VALUES (?)", [.integer(version)])
                _ = try await connection.query("COMMIT")
            } catch {
                _ = try? await connection.query("ROLLBACK")
                throw error
            }
            logger.info("leaderboard migrated", metadata: ["store": "\(name)", "version": "\(version)"])
        }
    }

    private func step(to version: Int) async throws {
        switch version {
        case 1:
            _ = try await connection.query("""
                CREATE TABLE IF NOT EXISTS result (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  game TEXT NOT NULL, category TEXT NOT NULL, player TEXT NOT NULL,
                  value REAL NOT NULL, unit TEXT NOT NULL, higher INTEGER NOT NULL,
                  saved REAL NOT NULL, record TEXT NOT NULL)
                """)
            _ = try await connection.query("CREATE INDEX IF NOT EXISTS result_game ON result(game, category, value)")
        case 2:
            // Tap It results saved before it had modes were played by the rules now called
            // Classic: they move to that table, and their records say so, so that they still replay.
            _ = try await connection.query("""
                UPDATE result SET category = 'classic', record = replace(record, '"options":{}', '"options":{"mode":"classic"}')
                WHERE game = 'tapit' AND category = ''
                """)
        case 3:
            // One row per record: the digest of its text, filled in for the rows already there
            // (a repeated record keeps its first row's digest; the others keep none).
            _ = try await connection.query("ALTER TABLE result ADD COLUMN digest TEXT")
            var seen = Set<String>()
            for row in try await connection.query("SELECT id, record FROM result ORDER BY id") {
                let digest = StoredScore.digest(of: row.column("record")?.string ?? "")
                guard seen.insert(digest).inserted, let id = row.column("id")?.integer else { continue }
                _ = try await connection.query("UPDATE result SET digest = ? WHERE id = ?", [.text(digest), .integer(id)])
            }
            _ = try await connection.query("CREATE UNIQUE INDEX result_digest ON result(digest)")
        case 4:
            // The key instances sign session tickets with (SessionTickets).
            _ = try await connection.query("CREATE TABLE secret (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
            _ = try await connection.query("INSERT INTO secret (name, value) VALUES ('session-key', lower(hex(randomblob(32))))")
        case 5:
            // Results played on another result's board (a challenge): listed under it, not on the board.
            _ = try await connection.query("ALTER TABLE result ADD COLUMN challenge INTEGER")
            _ = try await connection.query("CREATE INDEX result_challenge ON result(challenge, value)")
        case 6:
            // One ranked result per board (StoredScore.boardKey): a copy of a ranked record, its
            // input padded, is not ranked again under another name. Rows already there get their
            // keys; a later row on a board already ranked goes off the board (kept, unranked).
            _ = try await connection.query("ALTER TABLE result ADD COLUMN board TEXT")
            let rows = try await connection.query("SELECT id, record FROM result WHERE challenge IS NULL ORDER BY id").compactMap { row in
                row.column("id")?.integer.map { (id: $0, record: row.column("record")?.string ?? "") }
            }
            let plan = StoredScore.rankOncePerBoard(rows)
            for (id, key) in plan.keyed {
                _ = try await connection.query("UPDATE result SET board = ? WHERE id = ?", [.text(key), .integer(id)])
            }
            for id in plan.offTheBoard {
                _ = try await connection.query("UPDATE result SET challenge = ? WHERE id = ?", [.integer(StoredScore.offTheBoard), .integer(id)])
            }
            _ = try await connection.query("CREATE UNIQUE INDEX result_board ON result(board) WHERE challenge IS NULL")
        case 7:
            // Names that belong to their players: passkeys, challenges issued, sessions signed in.
            for statement in Self.playerSchema { _ = try await connection.query(statement) }
        case 8:
            // Whose a result is: a guest's (every result saved before names could be owned), or
            // its name's owner's.
            _ = try await connection.query("ALTER TABLE result ADD COLUMN guest INTEGER NOT NULL DEFAULT 1")
        default:
            throw ScoreStoreError("no migration to schema version \(version)")
        }
    }

    public func add(_ record: GameRecord, player: String, challenge: Int?, guest: Bool) async throws -> Int {
        let text = try StoredScore.text(of: record)
        guard let id = try await insert(record: record, text: text, player: player, saved: Date().timeIntervalSince1970, id: nil, challenge: challenge,
                                        guest: guest) else {
            throw ScoreStoreError("a result was stored and removed at once: try again")
        }
        return id
    }

    public func restore(_ score: StoredScore) async throws -> Int? {
        let text = try StoredScore.text(of: score.record)
        if try await stored(text) != nil { return nil }
        let free = try await connection.query("SELECT id FROM result WHERE id = ?", [.integer(score.id)]).isEmpty
        // A result on a board ranked already is kept, on no table: a board ranks once.
        var challenge = score.challenge
        if challenge == nil, try await ranked(score.record) != nil { challenge = StoredScore.offTheBoard }
        return try await insert(record: score.record, text: text, player: score.player, saved: score.saved, id: free && score.id > 0 ? score.id : nil,
                                challenge: challenge, guest: score.guest)
    }

    /// The row that stores the record `text` already.
    private func stored(_ text: String) async throws -> Int? {
        try await connection.query("SELECT id FROM result WHERE digest = ?", [.text(StoredScore.digest(of: text))]).first?.column("id")?.integer
    }

    /// The result ranked on `record`'s board already.
    private func ranked(_ record: GameRecord) async throws -> Int? {
        try await connection.query("SELECT id FROM result WHERE board = ? AND challenge IS NULL", [.text(StoredScore.boardKey(of: record))])
            .first?.column("id")?.integer
    }

    /// Inserts one row unless its record is stored already, or its board's result is ranked
    /// already; returns the row's id (or that one's) either way.
    private func insert(record: GameRecord, text: String, player: String, saved: Double, id: Int?, challenge: Int?, guest: Bool) async throws -> Int? {
        try await writes.counting { [connection] in
            let digest = StoredScore.digest(of: text)
            let r = record.listedResult
            // One statement, so concurrent sessions never interleave inside a write.
            let rows = try await connection.query(
                "INSERT INTO result (id, game, category, player, value, unit, higher, saved, record, digest, challenge, board, guest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
                [id.map { .integer($0) } ?? .null, .text(r.game.rawValue), .text(r.category), .text(player), .float(r.value), .text(r.unit),
                 .integer(r.higherIsBetter ? 1 : 0), .float(saved), .text(text), .text(digest), challenge.map { .integer($0) } ?? .null,
                 .text(StoredScore.boardKey(of: record)), .integer(guest ? 1 : 0)])
            if let inserted = rows.first?.column("id")?.integer { return inserted }
            // Not inserted: for the board, its board's ranked result; else the same record stored.
            if challenge == nil, let id = try await self.ranked(record) { return id }
            return try await self.stored(text)
        }
    }

    public func board(game: String, limit: Int) async throws -> ScoreBoard {
        var tables: [ScoreBoard.Table] = [], unranked: [ScoreBoard.Table] = []
        // The ranked tables, and apart those of results kept on no table.
        for (filter, ranked) in [("challenge IS NULL", true), ("challenge = \(StoredScore.offTheBoard)", false)] {
            let categories = try await connection.query(
                "SELECT DISTINCT category, unit, higher FROM result WHERE game = ? AND \(filter) ORDER BY category", [.text(game)])
            for row in categories {
                let category = row.column("category")?.string ?? ""
                let higher = (row.column("higher")?.integer ?? 1) == 1
                // One place a player: their best (the first saved of equal bests); a guest under a
                // name, and its owner, are two players.
                let order = "value \(higher ? "DESC" : "ASC"), id"
                let rows = try await connection.query(
                    """
                    SELECT id, player, value, saved, guest FROM (
                      SELECT id, player, value, saved, guest, ROW_NUMBER() OVER (PARTITION BY player, guest ORDER BY \(order)) AS place
                      FROM result WHERE game = ? AND category = ? AND \(filter)
                    ) WHERE place = 1 ORDER BY \(order) LIMIT ?
                    """,
                    [.text(game), .text(category), .integer(limit)])
                let entries = rows.map(Self.entry)
                let table = ScoreBoard.Table(category: category, unit: row.column("unit")?.string ?? "", higherIsBetter: higher, entries: entries)
                if ranked { tables.append(table) } else { unranked.append(table) }
            }
        }
        return ScoreBoard(game: game, tables: tables, unranked: unranked.isEmpty ? nil : unranked)
    }

    public func place(of id: Int) async throws -> ScorePlace? {
        guard let row = try await connection.query(
"SELECT game, category, player, value, higher, guest FROM result WHERE id = ? AND challenge IS NULL", [.integer(id)]).first,
              let game = row.column("game")?.string, let category = row.column("category")?.string, let player = row.column("player")?.string,
              let value = row.column("value")?.double else { return nil }
        // Better: a larger figure where larger is better (a smaller one otherwise), or the same saved earlier.
        let better = (row.column("higher")?.integer ?? 1) == 1 ? "(value > ? OR (value = ? AND id < ?))" : "(value < ? OR (value = ? AND id < ?))"
        let guest = row.column("guest")?.integer ?? 1
        let table: [SQLiteData] = [.text(game), .text(category), .text(player), .integer(guest), .float(value), .float(value), .integer(id)]
        let ahead = try await connection.query(
            "SELECT COUNT(DISTINCT player || '/' || guest) AS n FROM result WHERE game = ? AND category = ? AND challenge IS NULL AND NOT (player = ? AND guest = ?) AND \(better)",
            table)
        let own = try await connection.query(
            "SELECT COUNT(*) AS n FROM result WHERE game = ? AND category = ? AND challenge IS NULL AND player = ? AND guest = ? AND \(better)", table)
        return ScorePlace(place: (ahead.first?.column("n")?.integer ?? 0) + 1, isPersonalBest: (own.first?.column("n")?.integer ?? 0) == 0)
    }

    public func best(game: String, category: String, player: String) async throws -> Double? {
        let rows = try await connection.query(
            "SELECT MAX(value) AS best FROM result WHERE game = ? AND category = ? AND player = ? AND higher = 1 AND challenge IS NULL",
            [.text(game), .text(category), .text(player)])
        return rows.first?.column("best")?.double
    }

    public func challenges(of id: Int, limit: Int) async throws -> [ScoreEntry] {
        guard let higher = try await connection.query("SELECT higher FROM result WHERE id = ?", [.integer(id)]).first?.column("higher")?.integer else { return [] }
        // A player's repeated tries: enough rows to find `limit` players in all but odd cases.
        let rows = try await connection.query(
            "SELECT id, player, value, saved, guest FROM result WHERE challenge = ? ORDER BY value \(higher == 1 ? "DESC" : "ASC"), id LIMIT ?",
            [.integer(id), .integer(limit * 20)])
        return StoredScore.bestPerPlayer(rows.map(Self.entry), limit: limit)
    }

    public func record(id: Int) async throws -> String? {
        try await connection.query("SELECT record FROM result WHERE id = ?", [.integer(id)]).first?.column("record")?.string
    }

    public func remove(id: Int) async throws -> Bool {
        try await writes.counting { [connection] in
            !(try await connection.query("DELETE FROM result WHERE id = ? RETURNING id", [.integer(id)]).isEmpty)
        }
    }

    public func scores(after id: Int, limit: Int) async throws -> [StoredScore] {
        let rows = try await connection.query(
            "SELECT id, player, saved, record, challenge, guest FROM result WHERE id > ? ORDER BY id LIMIT ?", [.integer(id), .integer(limit)])
        return try rows.map { row in
            let id = row.column("id")?.integer ?? 0
            let text = row.column("record")?.string ?? ""
            do {
                let record = try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8))
                return StoredScore(id: id, player: row.column("player")?.string ?? "", saved: row.column("saved")?.double ?? 0, record: record,
                                   challenge: row.column("challenge")?.integer, guest: (row.column("guest")?.integer ?? 1) != 0)
            } catch {
                throw ScoreStoreError("score \(id)'s record is not readable: \(error)")
            }
        }
    }

    /// A leaderboard row (id, player, value, saved, guest) as an entry.
    private static func entry(_ row: SQLiteRow) -> ScoreEntry {
        ScoreEntry(id: row.column("id")?.integer ?? 0, player: row.column("player")?.string ?? "", value: row.column("value")?.double ?? 0,
                   saved: row.column("saved")?.double ?? 0, guest: (row.column("guest")?.integer ?? 1) != 0)
    }

    public func sessionKey() async throws -> [UInt8] {
        try ScoreStoreError.sessionKey(fromHex: try await connection.query("SELECT value FROM secret WHERE name = 'session-key'").first?.column("value")?.string)
    }

    public func check() async throws {
        _ = try await connection.query("SELECT 1")
    }

    public func close() async throws {
        await writes.waitUntilIdle()
        try await connection.close()
    }

    /// Runs until shutdown, then lets writes under way finish and closes the database.
    public func run() async throws {
        try? await gracefulShutdown()
        try await close()
        logger.info("scores closed", metadata: ["store": "\(name)"])
    }
}
