import Arcade
import NIOPosix
import ServiceLifecycle
import Synchronization

/// Reads and replays the records pages send of games played offline (`POST /api/records`), on
/// a thread of its own.
///
/// A record of 3.6 MB of input (52,000 events) takes 0.15 s to read and replay in a release
/// build; run where the request arrived, it would hold an event loop — and with it every game
/// session on that loop — that long. Here records wait their turn on one thread, so checking
/// them never takes more than one core from the players, and only a few may wait at once: a
/// flood of records is told to come back later (503), not queued without bound. A service of the
/// application's: its thread stops when the arcade does.
final class RecordChecker: Service, Sendable {
    /// What a check found.
    enum Outcome: Equatable, Sendable {
        /// The record replays to its result.
        case matches(GameRecord)
        /// The record was read but does not replay to its result.
        case differs
        /// The text is not a game record, or not one of a game that keeps scores: why.
        case unreadable(String)
        /// The record was read but cannot be replayed (a format, size, option or trace its game
        /// refuses): why.
        case refused(String)
        /// The record's input is over ``GameSession/maximumRecordBytes``: no game keeps so long a record.
        case tooLarge
        /// `maximumWaiting` records are already waiting or being checked.
        case busy
    }

    /// How many records may be waiting or under check at once (the rest are `busy`).
    let maximumWaiting: Int
    private let pool: NIOThreadPool
    private let waiting = Atomic<Int>(0)

    init(maximumWaiting: Int) {
        self.maximumWaiting = maximumWaiting
        pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
    }

    /// Records waiting or under check now.
    var waitingCount: Int { waiting.load(ordering: .relaxed) }

    /// Reads `text` as a game record and replays it, on the checker's thread.
    func check(_ text: String) async -> Outcome {
        // One more waiting, unless as many as may wait already do.
        var count = waiting.load(ordering: .relaxed)
        while true {
            guard count < maximumWaiting else { return .busy }
            let (exchanged, found) = waiting.compareExchange(expected: count, desired: count + 1, ordering: .acquiringAndReleasing)
            if exchanged { break }
            count = found
        }
        defer { waiting.subtract(1, ordering: .acquiringAndReleasing) }
        do {
            return try await pool.runIfActive { Self.checkNow(text) }
        } catch {
            return .refused("the arcade is stopping: try again")
        }
    }

    /// Keeps the checker's thread until the arcade shuts down, then stops it.
    func run() async throws {
        try? await gracefulShutdown()
        try await pool.shutdownGracefully()
    }

    /// The check itself, on the calling thread.
    static func checkNow(_ text: String) -> Outcome {
        let record: GameRecord
        do throws(ArcadeError) { record = try GameRecord(json: text) } catch {
            return .unreadable("not a game record: \(error.message)")
        }
        guard record.game.keepsScores else { return .unreadable("\(record.game.title) keeps no scores") }
        guard record.trace.utf8.count <= GameSession.maximumRecordBytes else { return .tooLarge }
        do throws(ArcadeError) {
            return try record.verify() ? .matches(record) : .differs
        } catch {
            return .refused(error.message)
        }
    }
}
