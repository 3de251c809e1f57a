import Arcade
import Foundation
import Logging
import ServiceLifecycle

/// Where the arcade keeps its leaderboard: every result with the record that replays to it.
///
/// Two stores meet it: ``SQLiteScoreStore``, one file beside the server (the default: nothing to
/// install), and ``PostgresScoreStore``, one database that several instances share. Both create
/// and migrate their own schema, keep each record once (by its digest), and return from
/// ``add(_:player:challenge:guest:)`` only once the result is durable — so a result the page is told about
/// survives the machine losing power. As a service, a store waits on shutdown for writes under
/// way before it closes.
public protocol ScoreStore: PlayerStore, Service, AnyObject, Sendable {
    /// What the store is, for logs and errors, with no password ("SQLite data/scores.sqlite",
    /// "PostgreSQL arcade@db:5432/arcade").
    var name: String { get }

    /// Saves a result with its record and player, durably, and returns its id. A record stored
    /// already (the same record, byte for byte) is not stored again: its id is returned; and a
    /// result for the board (`challenge` nil) on a board whose result is ranked already — the
    /// same board's record with input added, say — is not stored: that result's id is returned
    /// (``StoredScore/boardKey(of:)``).
    /// `challenge`: the id of the result whose board it was played on (nil: a board of its own);
    /// `guest`: saved under a name its player did not own (no passkey signed in as it).
    func add(_ record: GameRecord, player: String, challenge: Int?, guest: Bool) async throws -> Int

    /// The best `limit` results of `game` in each category (challenges left out: their board
    /// was known in advance).
    func board(game: String, limit: Int) async throws -> ScoreBoard

    /// Where result `id` stands on its table (``ScorePlace``); nil for a result on no table (a
    /// challenge, or one kept off the tables) or none.
    func place(of id: Int) async throws -> ScorePlace?

    /// The challenges of result `id`, best first: each player's best, at most `limit`.
    func challenges(of id: Int, limit: Int) async throws -> [ScoreEntry]

    /// `player`'s best figure in `game`'s `category` where larger is better, if they have one
    /// (challenges left out).
    func best(game: String, category: String, player: String) async throws -> Double?

    /// The record saved with result `id`, as JSON, if there is one.
    func record(id: Int) async throws -> String?

    /// Takes result `id` off the leaderboard; false when there is none.
    func remove(id: Int) async throws -> Bool

    /// Up to `limit` results with ids above `id`, in id order: a page of the whole board, for
    /// export and verification.
    func scores(after id: Int, limit: Int) async throws -> [StoredScore]

    /// Stores an exported result, keeping its id, player and time when its id is free (a new
    /// id otherwise); one on a board whose result is ranked already is stored on no table
    /// (``StoredScore/offTheBoard``). Returns the id it got, or nil when its record is stored
    /// already.
    func restore(_ score: StoredScore) async throws -> Int?

    /// The key session tickets are signed with: made once, with the schema, and the same for
    /// every instance on this store (so any of them can carry on another's sessions).
    func sessionKey() async throws -> [UInt8]

    /// Throws unless the store answers a query now (`/ready`).
    func check() async throws

    /// Lets writes under way finish and closes the store, for a store used outside a service
    /// group (its `run()` does this on shutdown).
    func close() async throws
}

extension ScoreStore {
    /// Saves a guest's result played on a board of its own (see ``add(_:player:challenge:guest:)``).
    public func add(_ record: GameRecord, player: String) async throws -> Int {
        try await add(record, player: player, challenge: nil, guest: true)
    }

    /// Saves a guest's result (see ``add(_:player:challenge:guest:)``).
    public func add(_ record: GameRecord, player: String, challenge: Int?) async throws -> Int {
        try await add(record, player: player, challenge: challenge, guest: true)
    }

    /// The best ten results of `game` in each category.
    public func board(game: String) async throws -> ScoreBoard {
        try await board(game: game, limit: 10)
    }
}

/// Opens the store a configuration names.
public enum ScoreStores {
    /// Opens `database` — a `postgres://` URL, a `sqlite:` path, or nil/empty for
    /// `dataFolder/scores.sqlite` — creating and migrating its schema. Throws a
    /// ``ScoreStoreError`` saying what is wrong (a malformed URL, a refused password, a schema
    /// newer than this arcade) instead of starting without a leaderboard.
    public static func open(database: String?, dataFolder: String, logger: Logger) async throws -> any ScoreStore {
        switch try DatabaseLocation(database, dataFolder: dataFolder) {
        case .sqlite(let path): return try await SQLiteScoreStore.open(path: path, logger: logger)
        case .postgres(let configuration): return try await PostgresScoreStore.open(configuration, logger: logger)
        }
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

    /// Runs `body` as a write: shutdown waits for it.
    func counting<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        begin()
        defer { end() }
        return try await body()
    }
}
