import Arcade
import Foundation
import Logging
import NIOPosix
import PostgresNIO
import ServiceLifecycle

/// The leaderboard in PostgreSQL (postgres-nio): one database that every instance of the
/// arcade shares, so players spread over instances see one board.
///
/// Durable on return: ``add(_:player:)`` returns once PostgreSQL has committed the row (with
/// the server's default `synchronous_commit=on`, on disk). Instances starting together migrate
/// the schema one at a time, under an advisory lock.
public final class PostgresScoreStore: ScoreStore, @unchecked Sendable {
    /// The schema version this arcade writes.
    static let schemaVersion = 7
    /// How long opening waits for the database to answer (connecting, then migrating). 30 s: a
    /// machine busy starting several instances at once, or the test command's suites in
    /// parallel on two cores, has taken over 10 s to connect to a database that was there.
    static let openTimeout = Duration.seconds(30)

    public let name: String
    let client: PostgresClient
    private let runner: Task<Void, Never>
    /// Games in progress shared with the other instances on this database.
    let liveRelay: PostgresLiveRelay
    private let relayRunner: Task<Void, Never>
    let writes = WriteCounter()
    let logger: Logger

    private init(client: PostgresClient, runner: Task<Void, Never>, connection: PostgresConnection.Configuration, name: String, logger: Logger) {
        self.client = client
        self.runner = runner
        self.name = name
        self.logger = logger
        let relay = PostgresLiveRelay(client: client, connection: connection, logger: logger)
        liveRelay = relay
        relayRunner = Task { await relay.run() }
    }

    /// Connects to `target`, checks the credentials and migrates the schema; throws a
    /// ``ScoreStoreError`` saying what the server answered when it cannot.
    static func open(_ target: DatabaseLocation.PostgresTarget, logger: Logger) async throws -> PostgresScoreStore {
        // One connection first, so a wrong password or a server that is not there is an error
        // at once, in the server's words, rather than the pool's retries.
        do {
            try await withTimeLimit(openTimeout, what: "\(target.displayName) did not answer") {
                var quiet = logger
                quiet.logLevel = .critical
                let connection = try await PostgresConnection.connect(
                    on: MultiThreadedEventLoopGroup.singleton.any(), configuration: target.connection, id: 0, logger: quiet)
                try await connection.close()
            }
        } catch {
            throw ScoreStoreError("cannot open the leaderboard at \(target.displayName): \(ScoreStoreError.describing(error))")
        }
        var configuration = target.client
        configuration.options.minimumConnections = 0
        configuration.options.maximumConnections = 8
        // The pool retries a lost connection on its own; each failure is not worth a line at
        // the server's level (the result saver logs an outage once).
        var poolLogger = logger
        poolLogger.logLevel = max(logger.logLevel, .warning)
        let client = PostgresClient(configuration: configuration, backgroundLogger: poolLogger)
        let runner = Task { await client.run() }
        let store = PostgresScoreStore(client: client, runner: runner, connection: target.connection, name: "PostgreSQL \(target.displayName)", logger: logger)
        do {
            try await withTimeLimit(openTimeout, what: "\(target.displayName) did not answer") {
                try await store.migrate()
                // Tables dropped or damaged by hand are an error now, not at the first result.
                try await store.client.query("SELECT COUNT(*) FROM result WHERE id < 0", logger: logger)
                _ = try await store.sessionKey()
            }
        } catch {
            // Shut down as close() does — the pool's connections closed before the store goes —
            // rather than leave them to be dropped open while the pool is still stopping.
            store.relayRunner.cancel()
            await store.relayRunner.value
            runner.cancel()
            await runner.value
            throw ScoreStoreError("cannot open the leaderboard at \(target.displayName): \(ScoreStoreError.describing(error))")
        }
        return store
    }

    private func migrate() async throws {
        let steps = Self.steps
        try await client.withTransaction(logger: logger) { connection in
            // Instances starting at once take turns: the first migrates, the rest find it done.
            try await connection.query("SELECT pg_advisory_xact_lock(7204251)", logger: self.logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)", logger: self.logger)
            var current = 0
            for try await version in try await connection.query("SELECT COALESCE(MAX(version), 0) FROM schema_version", logger: self.logger).decode(Int.self) {
                current = version
            }
            guard current <= Self.schemaVersion else {
                throw ScoreStoreError("its schema is version \(current), newer than this arcade's \(Self.schemaVersion): run a newer arcade")
            }
            for version in steps.indices where version + 1 > current {
                for statement in steps[version] {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: self.logger)
                }
                if version + 1 == 5 { try await self.rankOncePerBoard(connection) }
                try await connection.query("INSERT INTO schema_version (version) VALUES (\(version + 1))", logger: self.logger)
                self.logger.info("leaderboard migrated", metadata: ["store": "\(self.name)", "version": "\(version + 1)"])
            }
        }
    }

    /// Gives every ranked row its board key (StoredScore.boardKey); a later row on a board
    /// already ranked goes off the board (kept, unranked). Then one ranked result per board.
    private func rankOncePerBoard(_ connection: PostgresConnection) async throws {
        var rows: [(id: Int, record: String)] = []
        for try await row in try await connection.query("SELECT id, record FROM result WHERE challenge IS NULL ORDER BY id", logger: logger).decode((Int, String).self) {
            rows.append(row)
        }
        let plan = StoredScore.rankOncePerBoard(rows)
        for (id, key) in plan.keyed {
            try await connection.query("UPDATE result SET board = \(key) WHERE id = \(id)", logger: logger)
        }
        for id in plan.offTheBoard {
            try await connection.query("UPDATE result SET challenge = \(StoredScore.offTheBoard) WHERE id = \(id)", logger: logger)
        }
        try await connection.query("CREATE UNIQUE INDEX result_board ON result (board) WHERE challenge IS NULL", logger: logger)
    }

    /// The schema's versions, each the statements that make it from the one before.
    private static let steps: [[String]] = [
        [
            """
            CREATE TABLE result (
              id BIGSERIAL PRIMARY KEY,
              game TEXT NOT NULL, category TEXT NOT NULL, player TEXT NOT NULL,
              value DOUBLE PRECISION NOT NULL, unit TEXT NOT NULL, higher BOOLEAN NOT NULL,
              saved DOUBLE PRECISION NOT NULL, record TEXT NOT NULL, digest TEXT NOT NULL UNIQUE)
            """,
            "CREATE INDEX result_game ON result (game, category, value)",
        ],
        [
            // The key instances sign session tickets with (SessionTickets).
            "CREATE TABLE secret (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
            "INSERT INTO secret (name, value) VALUES ('session-key', encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text)::bytea), 'hex'))",
        ],
        [
            // Results played on another result's board (a challenge): listed under it, not on the board.
            "ALTER TABLE result ADD COLUMN challenge BIGINT",
            "CREATE INDEX result_challenge ON result (challenge, value)",
        ],
        // The games in progress on every instance, for spectators (PostgresLiveRelay).
        PostgresLiveRelay.schema,
        [
            // One ranked result per board (StoredScore.boardKey): the rows already there get
            // their keys in Swift (``rankOncePerBoard(_:)``) before the index is made.
            "ALTER TABLE result ADD COLUMN board TEXT",
        ],
        // Names that belong to their players: passkeys, challenges issued, sessions signed in.
        PostgresScoreStore.playerSchema,
        // Whose a result is: a guest's (every result saved before names could be owned), or its
        // name's owner's.
        ["ALTER TABLE result ADD COLUMN guest BOOLEAN NOT NULL DEFAULT TRUE"],
    ]

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
        var free = score.id > 0
        for try await _ in try await client.query("SELECT id FROM result WHERE id = \(score.id)", logger: logger) { free = false }
        // A result on a board ranked already is kept, on no table: a board ranks once.
        var challenge = score.challenge
        if challenge == nil, try await ranked(score.record) != nil { challenge = StoredScore.offTheBoard }
        let id = try await insert(record: score.record, text: text, player: score.player, saved: score.saved, id: free ? score.id : nil,
                                  challenge: challenge, guest: score.guest)
        if free {
            // Rows restored with their own ids: the sequence moves past them, so new results never collide.
            try await client.query("SELECT setval(pg_get_serial_sequence('result', 'id'), GREATEST((SELECT MAX(id) FROM result), 1))", logger: logger)
        }
        return id
    }

    /// The row that stores the record `text` already.
    private func stored(_ text: String) async throws -> Int? {
        let digest = StoredScore.digest(of: text)
        for try await id in try await client.query("SELECT id FROM result WHERE digest = \(digest)", logger: logger).decode(Int.self) { return id }
        return nil
    }

    /// The result ranked on `record`'s board already.
    private func ranked(_ record: GameRecord) async throws -> Int? {
        let board = StoredScore.boardKey(of: record)
        for try await id in try await client.query("SELECT id FROM result WHERE board = \(board) AND challenge IS NULL", logger: logger).decode(Int.self) {
            return id
        }
        return nil
    }

    /// Inserts one row unless its record is stored already, or its board's result is ranked
    /// already; returns the row's id (or that one's) either way.
    private func insert(record: GameRecord, text: String, player: String, saved: Double, id: Int?, challenge: Int?, guest: Bool) async throws -> Int? {
        try await writes.counting { [client, logger] in
            let digest = StoredScore.digest(of: text)
            let board = StoredScore.boardKey(of: record)
            let r = record.listedResult
            let game = r.game.rawValue
            // One statement (its own transaction): the row is committed when it returns.
            let query: PostgresQuery = id.map { id in
                "INSERT INTO result (id, game, category, player, value, unit, higher, saved, record, digest, challenge, board, guest) VALUES (\(id), \(game), \(r.category), \(player), \(r.value), \(r.unit), \(r.higherIsBetter), \(saved), \(text), \(digest), \(challenge), \(board), \(guest)) ON CONFLICT DO NOTHING RETURNING id"
            } ?? "INSERT INTO result (game, category, player, value, unit, higher, saved, record, digest, challenge, board, guest) VALUES (\(game), \(r.category), \(player), \(r.value), \(r.unit), \(r.higherIsBetter), \(saved), \(text), \(digest), \(challenge), \(board), \(guest)) ON CONFLICT DO NOTHING RETURNING id"
            for try await inserted in try await client.query(query, logger: logger).decode(Int.self) { return inserted }
            // Not inserted: for the board, its board's ranked result; else the same record stored.
            if challenge == nil, let id = try await self.ranked(record) { return id }
            return try await self.stored(text)
        }
    }

    public func board(game: String, limit: Int) async throws -> ScoreBoard {
        var tables: [ScoreBoard.Table] = [], unranked: [ScoreBoard.Table] = []
        // The ranked tables, and apart those of results kept on no table.
        for ranked in [true, false] {
            let off = StoredScore.offTheBoard
            var categories: [(String, String, Bool)] = []
            let listed: PostgresQuery = ranked
                ? "SELECT DISTINCT category, unit, higher FROM result WHERE game = \(game) AND challenge IS NULL ORDER BY category"
                : "SELECT DISTINCT category, unit, higher FROM result WHERE game = \(game) AND challenge = \(off) ORDER BY category"
            for try await row in try await client.query(listed, logger: logger).decode((String, String, Bool).self) {
                categories.append(row)
            }
            for (category, unit, higher) in categories {
                // One place a player: their best (the first saved of equal bests).
                let query: PostgresQuery = switch (ranked, higher) {
                case (true, true): """
                    SELECT id, player, value, saved, guest FROM (SELECT id, player, value, saved, guest, ROW_NUMBER() OVER (PARTITION BY player, guest ORDER BY value DESC, id) AS place
                    FROM result WHERE game = \(game) AND category = \(category) AND challenge IS NULL) AS best WHERE place = 1 ORDER BY value DESC, id LIMIT \(limit)
                    """
                case (true, false): """
                    SELECT id, player, value, saved, guest FROM (SELECT id, player, value, saved, guest, ROW_NUMBER() OVER (PARTITION BY player, guest ORDER BY value ASC, id) AS place
                    FROM result WHERE game = \(game) AND category = \(category) AND challenge IS NULL) AS best WHERE place = 1 ORDER BY value ASC, id LIMIT \(limit)
                    """
                case (false, true): """
                    SELECT id, player, value, saved, guest FROM (SELECT id, player, value, saved, guest, ROW_NUMBER() OVER (PARTITION BY player, guest ORDER BY value DESC, id) AS place
                    FROM result WHERE game = \(game) AND category = \(category) AND challenge = \(off)) AS best WHERE place = 1 ORDER BY value DESC, id LIMIT \(limit)
                    """
                case (false, false): """
                    SELECT id, player, value, saved, guest FROM (SELECT id, player, value, saved, guest, ROW_NUMBER() OVER (PARTITION BY player, guest ORDER BY value ASC, id) AS place
                    FROM result WHERE game = \(game) AND category = \(category) AND challenge = \(off)) AS best WHERE place = 1 ORDER BY value ASC, id LIMIT \(limit)
                    """
                }
                var entries: [ScoreEntry] = []
                for try await (id, player, value, saved, guest) in try await client.query(query, logger: logger).decode((Int, String, Double, Double, Bool).self) {
                    entries.append(ScoreEntry(id: id, player: player, value: value, saved: saved, guest: guest))
                }
                let table = ScoreBoard.Table(category: category, unit: unit, higherIsBetter: higher, entries: entries)
                if ranked { tables.append(table) } else { unranked.append(table) }
            }
        }
        return ScoreBoard(game: game, tables: tables, unranked: unranked.isEmpty ? nil : unranked)
    }

    public func place(of id: Int) async throws -> ScorePlace? {
        var found: (game: String, category: String, player: String, value: Double, higher: Bool, guest: Bool)?
        for try await row in try await client.query(
            "SELECT game, category, player, value, higher, guest FROM result WHERE id = \(id) AND challenge IS NULL", logger: logger)
            .decode((String, String, String, Double, Bool, Bool).self) { found = row }
        guard let (game, category, player, value, higher, guest) = found else { return nil }
        // A guest under a name, and its owner, are two players.
        // Better: a larger figure where larger is better (a smaller one otherwise), or the same saved earlier.
        let ahead: PostgresQuery = higher
            ? "SELECT COUNT(DISTINCT (player, guest)) FROM result WHERE game = \(game) AND category = \(category) AND challenge IS NULL AND NOT (player = \(player) AND guest = \(guest)) AND (value > \(value) OR (value = \(value) AND id < \(id)))"
            : "SELECT COUNT(DISTINCT (player, guest)) FROM result WHERE game = \(game) AND category = \(category) AND challenge IS NULL AND NOT (player = \(player) AND guest = \(guest)) AND (value < \(value) OR (value = \(value) AND id < \(id)))"
        let own: PostgresQuery = higher
            ? "SELECT COUNT(*) FROM result WHERE game = \(game) AND category = \(category) AND challenge IS NULL AND player = \(player) AND guest = \(guest) AND (value > \(value) OR (value = \(value) AND id < \(id)))"
            : "SELECT COUNT(*) FROM result WHERE game = \(game) AND category = \(category) AND challenge IS NULL AND player = \(player) AND guest = \(guest) AND (value < \(value) OR (value = \(value) AND id < \(id)))"
        var counts: [Int] = []
        for query in [ahead, own] {
            for try await n in try await client.query(query, logger: logger).decode(Int.self) { counts.append(n) }
        }
        guard counts.count == 2 else { return nil }
        return ScorePlace(place: counts[0] + 1, isPersonalBest: counts[1] == 0)
    }

    public func best(game: String, category: String, player: String) async throws -> Double? {
        for try await best in try await client.query(
            "SELECT MAX(value) FROM result WHERE game = \(game) AND category = \(category) AND player = \(player) AND higher AND challenge IS NULL",
            logger: logger).decode(Double?.self) {
            return best
        }
        return nil
    }

    public func challenges(of id: Int, limit: Int) async throws -> [ScoreEntry] {
        var higher: Bool?
        for try await h in try await client.query("SELECT higher FROM result WHERE id = \(id)", logger: logger).decode(Bool.self) { higher = h }
        guard let higher else { return [] }
        // A player's repeated tries: enough rows to find `limit` players in all but odd cases.
        let rows = limit * 20
        let query: PostgresQuery = higher
            ? "SELECT id, player, value, saved, guest FROM result WHERE challenge = \(id) ORDER BY value DESC, id LIMIT \(rows)"
            : "SELECT id, player, value, saved, guest FROM result WHERE challenge = \(id) ORDER BY value ASC, id LIMIT \(rows)"
        var entries: [ScoreEntry] = []
        for try await (rowID, player, value, saved, guest) in try await client.query(query, logger: logger).decode((Int, String, Double, Double, Bool).self) {
            entries.append(ScoreEntry(id: rowID, player: player, value: value, saved: saved, guest: guest))
        }
        return StoredScore.bestPerPlayer(entries, limit: limit)
    }

    public func record(id: Int) async throws -> String? {
        for try await text in try await client.query("SELECT record FROM result WHERE id = \(id)", logger: logger).decode(String.self) {
            return text
        }
        return nil
    }

    public func remove(id: Int) async throws -> Bool {
        try await writes.counting { [client, logger] in
            for try await _ in try await client.query("DELETE FROM result WHERE id = \(id) RETURNING id", logger: logger) { return true }
            return false
        }
    }

    public func scores(after id: Int, limit: Int) async throws -> [StoredScore] {
        var scores: [StoredScore] = []
        for try await (rowID, player, saved, text, challenge, guest) in try await client.query(
            "SELECT id, player, saved, record, challenge, guest FROM result WHERE id > \(id) ORDER BY id LIMIT \(limit)", logger: logger
        ).decode((Int, String, Double, String, Int?, Bool).self) {
            do {
                let record = try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8))
                scores.append(StoredScore(id: rowID, player: player, saved: saved, record: record, challenge: challenge, guest: guest))
            } catch {
                throw ScoreStoreError("score \(rowID)'s record is not readable: \(error)")
            }
        }
        return scores
    }

    public func sessionKey() async throws -> [UInt8] {
        var hex: String?
        for try await value in try await client.query("SELECT value FROM secret WHERE name = 'session-key'", logger: logger).decode(String.self) {
            hex = value
        }
        return try ScoreStoreError.sessionKey(fromHex: hex)
    }

    public func check() async throws {
        do {
            try await client.query("SELECT 1", logger: logger)
        } catch {
            throw ScoreStoreError(ScoreStoreError.describing(error))
        }
    }

    public func close() async throws {
        await writes.waitUntilIdle()
        relayRunner.cancel()
        await relayRunner.value
        runner.cancel()
        await runner.value
    }

    /// Runs until shutdown, then lets writes under way finish and closes the connections.
    public func run() async throws {
        try? await gracefulShutdown()
        try await close()
        logger.info("scores closed", metadata: ["store": "\(name)"])
    }
}
