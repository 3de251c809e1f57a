import Arcade
import Logging
import ServiceLifecycle

/// Saves results on the leaderboard for the instance's sessions, and keeps them when the
/// store is down: a session never waits on a database that does not answer. A result the
/// store cannot take now waits in a bounded queue, in order, and is retried every second; the
/// session is told its id when it is saved. A result is acknowledged to a page (its id sent)
/// only once the store has it durably. A service: its ``run()`` is the retrying, for as long as
/// the arcade runs.
actor ResultSaver: Service {
    /// What became of a result handed over.
    enum Outcome: Sendable, Equatable {
        /// Saved durably, as this id.
        case saved(Int)
        /// The store is down or slow: queued; the session hears of its id later.
        case queued
        /// The store is down and the queue full: not kept.
        case refused
    }

    private struct Waiting {
        var record: GameRecord
        var player: String
        var challenge: Int?
        var guest: Bool
        var whenSaved: @Sendable (Int) -> Void
    }

    /// The most results that wait for the store at once. 10,000.
    let capacity: Int
    /// How long one save may take before the result is queued instead. 2 s.
    let saveTimeout: Duration
    private let store: any ScoreStore
    private let logger: Logger
    private let metrics: ArcadeMetrics
    private var waiting: [Waiting] = []
    /// Rung when a result is queued: the retrying begins.
    private let queued = Alarm()
    private var lastProblem = ""

    init(store: any ScoreStore, logger: Logger, metrics: ArcadeMetrics, capacity: Int = 10_000, saveTimeout: Duration = .seconds(2)) {
        self.store = store
        self.metrics = metrics
        self.logger = logger
        self.capacity = capacity
        self.saveTimeout = saveTimeout
    }

    /// Results waiting for the store now.
    var waitingCount: Int { waiting.count }

    /// Why the last save failed, while results wait ("" when none wait).
    var problem: String { waiting.isEmpty ? "" : lastProblem }

    /// Saves `record` for `player` (under result `challenge`'s board when it answers one; a
    /// guest's unless the player owns the name); when it has to be queued, `whenSaved` gets its id later.
    func save(_ record: GameRecord, player: String, challenge: Int? = nil, guest: Bool = true, whenSaved: @escaping @Sendable (Int) -> Void) async -> Outcome {
        // Results already waiting go first, so a result is never saved before an earlier one.
        if waiting.isEmpty {
            do {
                return .saved(try await timedAdd(record, player: player, challenge: challenge, guest: guest))
            } catch {
                note(error)
            }
        }
        guard waiting.count < capacity else {
            metrics.refused(.unsaved).increment()
            logger.error("a result was lost: the leaderboard is unreachable and \(capacity) results wait", metadata: ["game": "\(record.game.rawValue)"])
            return .refused
        }
        waiting.append(Waiting(record: record, player: player, challenge: challenge, guest: guest, whenSaved: whenSaved))
        metrics.resultsWaiting.increment()
        queued.ring()
        return .queued
    }

    /// Saves what waits, trying until the queue is empty or `limit` has passed (a drain's end).
    func flush(within limit: Duration) async {
        let deadline = ContinuousClock.now + limit
        while !waiting.isEmpty && ContinuousClock.now < deadline {
            if await saveWaiting() { break }
            try? await Task.sleep(for: .milliseconds(100))
        }
        if !waiting.isEmpty {
            logger.error("results not saved at exit: the leaderboard is unreachable", metadata: ["results": "\(waiting.count)", "why": "\(lastProblem)"])
        }
    }

    /// Retries what waits every second while anything waits, until a graceful shutdown; then
    /// tries once more for a second (``flush(within:)``) and says what is left unsaved.
    func run() async {
        await cancelWhenGracefulShutdown { await self.retryWhileWaiting() }
        await flush(within: .seconds(1))
    }

    private func retryWhileWaiting() async {
        while !Task.isCancelled {
            await queued.waitForRing()
            while !waiting.isEmpty && !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { return }
                _ = await saveWaiting()
            }
        }
    }

    /// Saves waiting results in order until one fails; true when none is left.
    private func saveWaiting() async -> Bool {
        while let first = waiting.first {
            do {
                let id = try await timedAdd(first.record, player: first.player, challenge: first.challenge, guest: first.guest)
                waiting.removeFirst()
                metrics.resultsWaiting.decrement()
                first.whenSaved(id)
            } catch {
                note(error)
                return false
            }
        }
        logger.notice("the leaderboard is back: every waiting result is saved")
        return true
    }

    private func timedAdd(_ record: GameRecord, player: String, challenge: Int?, guest: Bool) async throws -> Int {
        let started = ContinuousClock.now
        let store = self.store
        let id = try await withTimeLimit(saveTimeout, what: "the leaderboard did not save a result") {
            try await store.add(record, player: player, challenge: challenge, guest: guest)
        }
        let took = (ContinuousClock.now - started).components
        metrics.storeLatency.recordNanoseconds(took.seconds * 1_000_000_000 + took.attoseconds / 1_000_000_000)
        metrics.saved(game: record.game).increment()
        return id
    }

    private func note(_ error: any Error) {
        let why = ScoreStoreError.describing(error)
        if why != lastProblem || waiting.isEmpty {
            logger.error("the leaderboard could not save a result: it waits", metadata: ["why": "\(why)"])
        }
        lastProblem = why
    }
}
