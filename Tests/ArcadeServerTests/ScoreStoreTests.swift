import Arcade
import ArcadeServer
import Foundation
import Logging
import SQLiteNIO
import Testing

/// The two stores, run through the same scenarios: SQLite in a fresh folder, and PostgreSQL in
/// the database FINGERPLAY_TEST_DATABASE names (scripts/test starts a throwaway cluster and sets
/// it), emptied first.
enum StoreKind: String, CaseIterable, Sendable {
    case sqlite, postgres

    static let logger: Logger = {
        var logger = Logger(label: "test")
        logger.logLevel = .warning
        return logger
    }()

    /// The PostgreSQL URL the tests use, from FINGERPLAY_TEST_DATABASE; nil when it is not set.
    static var postgresURL: String? { ProcessInfo.processInfo.environment["FINGERPLAY_TEST_DATABASE"] }

    /// Why PostgreSQL's tests are skipped when there is no database: a clean clone's first
    /// `swift test` needs none, and the test command fails when they were skipped there.
    static let noDatabase: Comment = "FINGERPLAY_TEST_DATABASE is not set: scripts/test sets it (a throwaway PostgreSQL), or run python3 Tests/ops/servers.py -- swift test"

    /// Runs `body` with an empty store of this kind; `reopen` opens another on the same data.
    func withEmptyStore(_ body: (any ScoreStore, _ reopen: () async throws -> any ScoreStore) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let store = try await ScoreStores.open(database: nil, dataFolder: folder, logger: Self.logger)
            try await body(store) { try await ScoreStores.open(database: nil, dataFolder: folder, logger: Self.logger) }
            try? await store.close()
        case .postgres:
            let url = try #require(Self.postgresURL, "PostgreSQL's scenarios run only in PostgresStoreTests, which needs FINGERPLAY_TEST_DATABASE")
            try Self.psql(url, "DROP TABLE IF EXISTS result, schema_version, secret, live_game, player_session, passkey, player, passkey_challenge")
            let store = try await ScoreStores.open(database: url, dataFolder: "unused", logger: Self.logger)
            try await body(store) { try await ScoreStores.open(database: url, dataFolder: "unused", logger: Self.logger) }
            try? await store.close()
        }
    }

    /// Runs `sql` in the test database with psql.
    static func psql(_ url: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [url, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "psql \(sql)")
    }

    /// Runs the query `sql` in the test database with psql and returns its one value as text.
    static func psqlValue(_ url: String, _ sql: String) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [url, "-qtA", "-v", "ON_ERROR_STOP=1", "-c", sql]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "psql \(sql)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A record of a finished Tap It game with `value` good moves, distinct for each seed.
func tapItRecord(seed: UInt64, value: Double, mode: String = "standard") -> GameRecord {
    GameRecord(game: .tapIt, options: GameOptions(mode: mode), seed: seed, width: 600, height: 600, trace: "", resultIndex: 0,
               result: GameResult(game: .tapIt, category: mode, value: value, unit: "moves", higherIsBetter: true, time: 20))
}

/// The store tests share PostgreSQL's one test database: one at a time.
@Suite(.serialized) struct ScoreStoreTests {
    @Test("a result is saved once: the same record again gets the first one's id", arguments: [StoreKind.sqlite])
    func savedOnce(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let first = try await store.add(tapItRecord(seed: 1, value: 7), player: "Ada")
            let again = try await store.add(tapItRecord(seed: 1, value: 7), player: "Ada")
            let other = try await store.add(tapItRecord(seed: 2, value: 9), player: "Bo")
            #expect(again == first)
            #expect(other != first)
            let board = try await store.board(game: "tapit")
            #expect(board.tables.map(\.category) == ["standard"])
            #expect(board.tables[0].entries.map(\.player) == ["Bo", "Ada"])
            #expect(board.tables[0].entries.map(\.value) == [9, 7])
            let text = try #require(try await store.record(id: first))
            #expect(try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8)) == tapItRecord(seed: 1, value: 7))
            #expect(try await store.best(game: "tapit", category: "standard", player: "Ada") == 7)
            #expect(try await store.best(game: "tapit", category: "standard", player: "Cy") == nil)
        }
    }

    @Test("the board gives a player one place, their best (the first saved of equal ones), however many they saved", arguments: [StoreKind.sqlite])
    func onePlacePerPlayer(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            // Twelve Easy puzzles solved by one player used to fill every place.
            for seed in 1...12 { _ = try await store.add(tapItRecord(seed: UInt64(seed), value: Double(seed % 5 + 3)), player: "Ada") }
            let bo = try await store.add(tapItRecord(seed: 20, value: 6), player: "Bo")
            _ = try await store.add(tapItRecord(seed: 21, value: 6), player: "Bo")
            _ = try await store.add(tapItRecord(seed: 22, value: 2), player: "Cy")
            let board = try await store.board(game: "tapit")
            #expect(board.tables[0].entries.map(\.player) == ["Ada", "Bo", "Cy"])
            #expect(board.tables[0].entries.map(\.value) == [7, 6, 2])
            #expect(board.tables[0].entries[1].id == bo)
            // Each result's place among the players: Bo's first 6 is second; the same figure later is
            // still second but not Bo's best; Cy third; a result on no table has none.
            #expect(try await store.place(of: bo) == ScorePlace(place: 2, isPersonalBest: true))
            #expect(try await store.place(of: bo + 1) == ScorePlace(place: 2, isPersonalBest: false))
            #expect(try await store.place(of: bo + 2) == ScorePlace(place: 3, isPersonalBest: true))
            #expect(try await store.place(of: 1) == ScorePlace(place: 2, isPersonalBest: false))
            #expect(try await store.place(of: 4) == ScorePlace(place: 1, isPersonalBest: true))
            #expect(try await store.place(of: 9_999) == nil)
            // The whole history stays: export, bests and the records are untouched.
            #expect(try await store.scores(after: 0, limit: 100).count == 15)
            #expect(try await store.best(game: "tapit", category: "standard", player: "Ada") == 7)
        }
    }

    @Test("a board's result ranks once: a copy with input added, under another name, gets the first one's id; a challenge on the board is its own", arguments: [StoreKind.sqlite])
    func rankedOncePerBoard(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let first = try await store.add(tapItRecord(seed: 8, value: 7), player: "Ada")
            var padded = tapItRecord(seed: 8, value: 7)
            padded.trace = #"{"t":19000,"type":"hover","id":9,"x":10,"y":10}"# + "\n"
            #expect(try await store.add(padded, player: "Eve") == first)
            // Its options spelled as the game defaults them: the same board.
            var respelled = tapItRecord(seed: 8, value: 7)
            respelled.options = GameOptions()
            #expect(try await store.add(respelled, player: "Fay") == first)
            // Kept off every table, it is stored: watchable, and no rank.
            let kept = try await store.add(padded, player: "Eve", challenge: StoredScore.offTheBoard)
            #expect(kept != first)
            let answer = try await store.add(tapItRecord(seed: 8, value: 5), player: "Bo", challenge: first)
            #expect(answer != first && answer != kept)
            let board = try await store.board(game: "tapit")
            #expect(board.tables.flatMap(\.entries).map(\.player) == ["Ada"])
            #expect(board.unranked?.flatMap(\.entries).map(\.player) == ["Eve"])
            #expect(try await store.challenges(of: first, limit: 10).map(\.player) == ["Bo"])
            #expect(try await store.scores(after: 0, limit: 10).map(\.player) == ["Ada", "Eve", "Bo"])
            // Imported, another copy on the ranked board is kept on no table too.
            padded.trace += #"{"t":19500,"type":"hover","id":9,"x":12,"y":10}"# + "\n"
            let imported = try #require(try await store.restore(StoredScore(id: 0, player: "Cy", saved: 1, record: padded)))
            #expect(try await store.scores(after: imported - 1, limit: 1).map(\.challenge) == [StoredScore.offTheBoard])
            #expect(try await store.board(game: "tapit").tables.flatMap(\.entries).map(\.player) == ["Ada"])
        }
    }

    @Test("a removed result leaves the board; removing it again says there was none", arguments: [StoreKind.sqlite])
    func remove(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let id = try await store.add(tapItRecord(seed: 3, value: 40), player: "Cheat")
            let kept = try await store.add(tapItRecord(seed: 4, value: 8), player: "Ada")
            #expect(try await store.remove(id: id))
            #expect(try await !store.remove(id: id))
            #expect(try await store.record(id: id) == nil)
            #expect(try await store.board(game: "tapit").tables[0].entries.map(\.id) == [kept])
        }
    }

    @Test("exported scores restore with their ids, players and times; restoring again adds nothing", arguments: [StoreKind.sqlite])
    func exportAndRestore(kind: StoreKind) async throws {
        var exported: [StoredScore] = []
        try await kind.withEmptyStore { store, _ in
            for seed in 10..<15 { _ = try await store.add(tapItRecord(seed: UInt64(seed), value: Double(seed)), player: "P\(seed)") }
            #expect(try await store.remove(id: try await store.scores(after: 0, limit: 100)[1].id))
            exported = try await store.scores(after: 0, limit: 2) + store.scores(after: try await store.scores(after: 0, limit: 2)[1].id, limit: 100)
            #expect(exported.map(\.player) == ["P10", "P12", "P13", "P14"])
            #expect(exported.map(\.record.seed) == [10, 12, 13, 14])
        }
        try await kind.withEmptyStore { store, _ in
            for score in exported { #expect(try await store.restore(score) == score.id) }
            for score in exported { #expect(try await store.restore(score) == nil) }
            let back = try await store.scores(after: 0, limit: 100)
            #expect(back == exported)
            // New results take ids after the restored ones.
            #expect(try await store.add(tapItRecord(seed: 99, value: 1), player: "New") > exported.last!.id)
        }
    }

    @Test("challenges are listed under the result they answer, each player's best, and stay off the board and the bests", arguments: [StoreKind.sqlite])
    func challenges(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, _ in
            let record = try await store.add(tapItRecord(seed: 30, value: 10), player: "Ada")
            let bo = try await store.add(tapItRecord(seed: 31, value: 12), player: "Bo", challenge: record)
            _ = try await store.add(tapItRecord(seed: 32, value: 9), player: "Bo", challenge: record)
            let cy = try await store.add(tapItRecord(seed: 33, value: 11), player: "Cy", challenge: record)
            _ = try await store.add(tapItRecord(seed: 34, value: 50), player: "Di", challenge: bo)
            #expect(try await store.challenges(of: record, limit: 10).map { "\($0.id) \($0.player) \($0.value)" } == ["\(bo) Bo 12.0", "\(cy) Cy 11.0"])
            #expect(try await store.challenges(of: record, limit: 1).map(\.player) == ["Bo"])
            #expect(try await store.challenges(of: cy, limit: 10).isEmpty)
            #expect(try await store.challenges(of: 9999, limit: 10).isEmpty)
            #expect(try await store.board(game: "tapit").tables[0].entries.map(\.id) == [record])
            #expect(try await store.best(game: "tapit", category: "standard", player: "Bo") == nil)
            // Exported, a challenge keeps the result it answers.
            #expect(try await store.scores(after: 0, limit: 100).map(\.challenge) == [nil, record, record, record, bo])
        }
    }

    @Test("a reopened store keeps its results and its schema", arguments: [StoreKind.sqlite])
    func reopened(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, reopen in
            let id = try await store.add(tapItRecord(seed: 21, value: 5), player: "Ada")
            try await store.close()
            let again = try await reopen()
            #expect(try await again.board(game: "tapit").tables[0].entries.map(\.id) == [id])
            #expect(try await again.add(tapItRecord(seed: 21, value: 5), player: "Ada") == id)
            try await again.check()
            try await again.close()
        }
    }

    @Test("a malformed database URL is refused with what is wrong, before anything is opened")
    func malformedURLs() async throws {
        let cases: [(String, String)] = [
            ("mysql://a:b@h/d", "must be a postgres://"),
            ("postgres://h/d", "names no user"),
            ("postgres://u:p@/d", "names no host"),
            ("postgres://u:p@h:99999/d", "port 99999 is out of range"),
            ("postgres://u:p@h/d?sslmode=require", "sslmode=require is not supported"),
            ("postgres://u:p@h/d?colour=red", "unknown parameter \"colour\""),
            ("sqlite:", "names no file"),
        ]
        for (url, expected) in cases {
            await #expect {
                _ = try await ScoreStores.open(database: url, dataFolder: "unused", logger: StoreKind.logger)
            } throws: { error in
                "\(error)".contains(expected) && !"\(error)".contains(":p@")
            }
        }
    }

    @Test("a board made before schema versions (no digest, no version table) is migrated and keeps its rows")
    func oldSQLiteBoard() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Ada's result, and a copy of it with a hover added, saved under Eve's name.
        var copied = tapItRecord(seed: 30, value: 6)
        copied.trace = #"{"t":19000,"type":"hover","id":9,"x":10,"y":10}"# + "\n"
        try await writeUnversionedBoard(folder: folder, rows: [(tapItRecord(seed: 30, value: 6), "Ada"), (copied, "Eve")])
        let store = try await SQLiteScoreStore.open(folder: folder, logger: StoreKind.logger)
        // The board ranks it once, first come; the copy is kept, on no table.
        #expect(try await store.board(game: "tapit").tables[0].entries.map(\.player) == ["Ada"])
        #expect(try await store.scores(after: 0, limit: 10).map(\.record) == [tapItRecord(seed: 30, value: 6), copied])
        #expect(try await store.scores(after: 0, limit: 10).map(\.challenge) == [nil, StoredScore.offTheBoard])
        _ = try await store.add(tapItRecord(seed: 31, value: 2), player: "Bo")
        try await store.close()
        let check = try await SQLiteConnection.open(storage: .file(path: folder + "/scores.sqlite"))
        #expect(try await check.query("SELECT MAX(version) AS v FROM schema_version").first?.column("v")?.integer == 8)
        try await check.close()
    }

    @Test("a table dropped by hand is an error at open, naming it", arguments: [StoreKind.sqlite])
    func missingTable(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store, reopen in
            try await store.close()
            switch kind {
            case .sqlite:
                // The folder is the store's: find its file through a reopen's name.
                let again = try await reopen()
                let path = String(again.name.dropFirst("SQLite ".count))
                try await again.close()
                let db = try await SQLiteConnection.open(storage: .file(path: path))
                _ = try await db.query("DROP TABLE result")
                try await db.close()
            case .postgres:
                try StoreKind.psql(try #require(StoreKind.postgresURL), "DROP TABLE result")
            }
            await #expect { _ = try await reopen() } throws: { "\($0)".contains("result") && "\($0)".contains("cannot") }
        }
    }

    @Test("a board written by a newer arcade is refused, not rewritten")
    func newerSchema() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await SQLiteScoreStore.open(folder: folder, logger: StoreKind.logger).close()
        let db = try await SQLiteConnection.open(storage: .file(path: folder + "/scores.sqlite"))
        _ = try await db.query("INSERT INTO schema_version (version) VALUES (99)")
        try await db.close()
        await #expect {
            _ = try await SQLiteScoreStore.open(folder: folder, logger: StoreKind.logger)
        } throws: { "\($0)".contains("schema is version 99, newer than this arcade's 8") }
    }
}

/// The same scenarios on PostgreSQL, in the database FINGERPLAY_TEST_DATABASE names; skipped, with
/// the reason, when it is not set.
@Suite(.serialized, .enabled(if: StoreKind.postgresURL != nil, StoreKind.noDatabase))
struct PostgresStoreTests {
    @Test("a result is saved once: the same record again gets the first one's id")
    func savedOnce() async throws { try await ScoreStoreTests().savedOnce(kind: .postgres) }

    @Test("a removed result leaves the board; removing it again says there was none")
    func remove() async throws { try await ScoreStoreTests().remove(kind: .postgres) }

    @Test("the board gives a player one place, their best (the first saved of equal ones), however many they saved")
    func onePlacePerPlayer() async throws { try await ScoreStoreTests().onePlacePerPlayer(kind: .postgres) }

    @Test("a board's result ranks once: a copy with input added, under another name, gets the first one's id; a challenge on the board is its own")
    func rankedOncePerBoard() async throws { try await ScoreStoreTests().rankedOncePerBoard(kind: .postgres) }

    @Test("exported scores restore with their ids, players and times; restoring again adds nothing")
    func exportAndRestore() async throws { try await ScoreStoreTests().exportAndRestore(kind: .postgres) }

    @Test("a reopened store keeps its results and its schema")
    func reopened() async throws { try await ScoreStoreTests().reopened(kind: .postgres) }

    @Test("challenges are listed under the result they answer, each player's best, and stay off the board and the bests")
    func challenges() async throws { try await ScoreStoreTests().challenges(kind: .postgres) }

    @Test("a table dropped by hand is an error at open, naming it")
    func missingTable() async throws { try await ScoreStoreTests().missingTable(kind: .postgres) }

    @Test("a store closed as soon as it opens, or refused while opening, leaves none of its connections open")
    func connectionsClosed() async throws {
        let url = try #require(StoreKind.postgresURL)
        try await StoreKind.postgres.withEmptyStore { store, reopen in
            try await store.close()
            // Closed at once, the relay's listener is often cancelled between its connect and
            // its LISTEN: it must be closed then too, not dropped (PostgresNIO asserts).
            for _ in 0..<6 { try await reopen().close() }
            try StoreKind.psql(url, "DROP TABLE result")
            for _ in 0..<6 { await #expect(throws: ScoreStoreError.self) { _ = try await reopen() } }
        }
        let others = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        var open = try StoreKind.psqlValue(url, others)
        for _ in 0..<100 where open != "0" {
            // The server ends a backend a moment after its client closes.
            try await Task.sleep(for: .milliseconds(50))
            open = try StoreKind.psqlValue(url, others)
        }
        #expect(open == "0")
    }

    @Test("a wrong PostgreSQL password is an error at open, in the server's words")
    func wrongPassword() async throws {
        let url = try #require(StoreKind.postgresURL)
        var parts = try #require(URLComponents(string: url))
        parts.password = "not-the-password"
        await #expect {
            _ = try await ScoreStores.open(database: parts.string, dataFolder: "unused", logger: StoreKind.logger)
        } throws: { error in
            "\(error)".contains("password authentication failed for user \"arcade\"") && !"\(error)".contains("not-the-password")
        }
    }
}

/// Writes `folder/scores.sqlite` as the arcade did before schema versions: a `result` table with
/// no digest column and no `schema_version` table, holding `record` for `player`.
func writeUnversionedBoard(folder: String, record: GameRecord, player: String) async throws {
    try await writeUnversionedBoard(folder: folder, rows: [(record, player)])
}

/// The same with several rows, each a record and its player, in id order.
func writeUnversionedBoard(folder: String, rows: [(record: GameRecord, player: String)]) async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let old = try await SQLiteConnection.open(storage: .file(path: folder + "/scores.sqlite"))
    _ = try await old.query("""
        CREATE TABLE result (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, category TEXT NOT NULL, player TEXT NOT NULL,
          value REAL NOT NULL, unit TEXT NOT NULL, higher INTEGER NOT NULL, saved REAL NOT NULL, record TEXT NOT NULL)
        """)
    for (record, player) in rows {
        let r = record.result
        let text = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        _ = try await old.query("INSERT INTO result (game, category, player, value, unit, higher, saved, record) VALUES (?, ?, ?, ?, ?, ?, 1, ?)",
                                [.text(r.game.rawValue), .text(r.category), .text(player), .float(r.value), .text(r.unit), .integer(r.higherIsBetter ? 1 : 0), .text(text)])
    }
    try await old.close()
}
