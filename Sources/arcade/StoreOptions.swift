import ArgumentParser
import ArcadeServer
import Foundation
import Logging

/// Where the leaderboard is: the options `arcade serve` and `arcade scores` share.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: "Folder for the SQLite leaderboard (when no --database is given). (env FINGERPLAY_DATA, default ./data)")
    var data: String?

    @Option(help: ArgumentHelp(
        "The leaderboard's database: postgres://USER:PASSWORD@HOST:PORT/DATABASE for one shared by several instances, or sqlite:PATH. (env FINGERPLAY_DATABASE, default SQLite in DATA/scores.sqlite)",
        valueName: "url"))
    var database: String?

    /// The data folder chosen.
    var dataFolder: String { data ?? ProcessInfo.processInfo.environment["FINGERPLAY_DATA"] ?? "data" }

    /// The database chosen (nil: SQLite in the data folder).
    var databaseURL: String? { database ?? ProcessInfo.processInfo.environment["FINGERPLAY_DATABASE"] }

    /// Opens the store, or fails with what is wrong (the command exits non-zero).
    func open(logger: Logger) async throws -> any ScoreStore {
        // A ScoreStoreError is printed as "Error: …" with no usage text: the options were
        // well-formed, the database said no.
        try await ScoreStores.open(database: databaseURL, dataFolder: dataFolder, logger: logger)
    }
}
