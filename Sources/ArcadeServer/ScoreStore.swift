import Arcade
import Foundation
import Logging
import SQLiteNIO
import ServiceLifecycle

/// One result on the leaderboard.
public struct ScoreEntry: Sendable, Hashable, Codable {
    /// The result's id: `GET /api/scores/ID/record` returns its record.
    public var id: Int
    /// The player's name, at most 20 characters.
    public var player: String
    /// The figure (moves, points or seconds).
    public var value: Double
    /// When it was saved, in seconds since 1970.
    public var saved: Double
}

/// The leaderboard of one game, a table per category (Anagrams' levels, Pentominoes' boards),
/// best first.
public struct ScoreBoard: Sendable, Hashable, Codable {
    /// One category's table.
    public struct Table: Sendable, Hashable, Codable {
        /// The category ("" for Tap It).
        public var category: String
        /// The figure's unit.
        public var unit: String
        /// Whether a larger figure is better.
        public var higherIsBetter: Bool
        /// The best entries, best first.
        public var entries: [ScoreEntry]
    }

    /// The game.
    public var game: String
    /// Its tables, by category name.
    public var tables: [Table]
}

/// The leaderboard in SQLite (sqlite-nio): every result with the record that reproduces it.
/// It is a service: on shutdown it waits for writes under way, then closes the database, so a
/// result being saved when the server stops is not lost.
public final class ScoreStore: Service, @unchecked Sendable {
    private let connection: SQLiteConnection
    private let writes = WriteCounter()
    private let logger: Logger

    private init(connection: SQLiteConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// Opens (creating if needed) `folder/scores.sqlite`.
    public static func open(folder: String, logger: Logger) async throws -> ScoreStore {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = URL(fileURLWithPath: folder).appendingPathComponent("scores.sqlite").path
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        _ = try await connection.query("PRAGMA journal_mode=WAL")
        _ = try await connection.query("PRAGMA synchronous=NORMAL")
        _ = try await connection.query("""
            CREATE TABLE IF NOT EXISTS result (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              game TEXT NOT NULL, category TEXT NOT NULL, player TEXT NOT NULL,
              value REAL NOT NULL, unit TEXT NOT NULL, higher INTEGER NOT NULL,
              saved REAL NOT NULL, record TEXT NOT NULL)
            """)
        _ = try await connection.query("CREATE INDEX IF NOT EXISTS result_game ON result(game, category, value)")
        // Tap It results saved before it had modes were played by the rules now called Classic:
        // they move to that table, and their records say so, so that they still replay.
        _ = try await connection.query("""
            UPDATE result SET category = 'classic', record = replace(record, '"options":{}', '"options":{"mode":"classic"}')
            WHERE game = 'tapit' AND category = ''
            """)
        return ScoreStore(connection: connection, logger: logger)
    }

    /// Saves a result with its record and player; returns its id.
    public func add(_ record: GameRecord, player: String) async throws -> Int {
        await writes.begin()
        do {
            let id = try await insert(record, player: player)
            await writes.end()
            return id
        } catch {
            await writes.end()
            throw error
        }
    }

    private func insert(_ record: GameRecord, player: String) async throws -> Int {
        let json = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        let r = record.result
        // One statement, so concurrent sessions never interleave inside a write.
        let rows = try await connection.query(
            "INSERT INTO result (game, category, player, value, unit, higher, saved, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            [.text(r.game.rawValue), .text(r.category), .text(player), .float(r.value), .text(r.unit),
             .integer(r.higherIsBetter ? 1 : 0), .float(Date().timeIntervalSince1970), .text(json)])
        return rows.first?.column("id")?.integer ?? 0
    }

    /// The best `limit` results of `game` in each category.
    public func board(game: String, limit: Int = 10) async throws -> ScoreBoard {
        let categories = try await connection.query(
            "SELECT DISTINCT category, unit, higher FROM result WHERE game = ? ORDER BY category", [.text(game)])
        var tables: [ScoreBoard.Table] = []
        for row in categories {
            let category = row.column("category")?.string ?? ""
            let higher = (row.column("higher")?.integer ?? 1) == 1
            let rows = try await connection.query(
                "SELECT id, player, value, saved FROM result WHERE game = ? AND category = ? ORDER BY value \(higher ? "DESC" : "ASC"), id LIMIT ?",
                [.text(game), .text(category), .integer(limit)])
            let entries = rows.map {
                ScoreEntry(id: $0.column("id")?.integer ?? 0, player: $0.column("player")?.string ?? "",
                           value: $0.column("value")?.double ?? 0, saved: $0.column("saved")?.double ?? 0)
            }
            tables.append(.init(category: category, unit: row.column("unit")?.string ?? "", higherIsBetter: higher, entries: entries))
        }
        return ScoreBoard(game: game, tables: tables)
    }

    /// `player`'s best figure in `game`'s `category`, if they have one.
    public func best(game: String, category: String, player: String) async throws -> Double? {
        let rows = try await connection.query(
            "SELECT MAX(value) AS best FROM result WHERE game = ? AND category = ? AND player = ? AND higher = 1",
            [.text(game), .text(category), .text(player)])
        return rows.first?.column("best")?.double
    }

    /// The record saved with result `id`, as JSON, if there is one.
    public func record(id: Int) async throws -> String? {
        try await connection.query("SELECT record FROM result WHERE id = ?", [.integer(id)]).first?.column("record")?.string
    }

    /// Lets writes under way finish and closes the database, for a store used outside a
    /// service group (``run()`` does this on shutdown).
    public func close() async throws {
        await writes.waitUntilIdle()
        try await connection.close()
    }

    /// Runs until shutdown, then lets writes under way finish and closes the database.
    public func run() async throws {
        try? await gracefulShutdown()
        await writes.waitUntilIdle()
        try await connection.close()
        logger.info("scores closed")
    }
}

/// Counts writes under way, so shutdown can wait for them.
actor WriteCounter {
    private var count = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func begin() { count += 1 }

    func end() {
        count -= 1
        if count == 0 {
            for w in waiters { w.resume() }
            waiters = []
        }
    }

    func waitUntilIdle() async {
        if count == 0 { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
