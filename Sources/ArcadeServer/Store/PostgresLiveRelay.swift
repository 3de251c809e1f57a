import Arcade
import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOPosix
import PostgresNIO

/// Games in progress across the instances on one PostgreSQL: no component beyond the database
/// they already share.
///
/// - **The list**: each instance writes its games anyone may watch to the `live_game` table
///   every 2 s (and at once when one opens or closes); rows not refreshed for 10 s (an instance
///   killed) are dropped, and `GET /api/live` on any instance reads them all.
/// - **Watching a game held elsewhere**: the spectator's instance LISTENs on `live_ID` and asks
///   the holder (`NOTIFY live_want`, with how many of its spectators watch and a token); the
///   holder posts that game's opening, marked with the token, then every message of the game
///   on `live_ID`, in order, through one feed per watching instance. Payloads over NOTIFY's
///   8,000 bytes go in numbered chunks. When the game ends or moves, its `ended` message goes
///   the same way; a game whose holder stops refreshing its row is ended for its spectators.
final class PostgresLiveRelay: LiveRelay, @unchecked Sendable {
    /// This process among the instances: its rows in `live_game`, its name in `live_want`.
    let instance = LiveGames.newID()
    /// How often the list is written, and how old a row may be before it is dropped, in seconds.
    static let refreshInterval = 2.0, staleAfter = 10.0
    /// How long a spectator waits for a game's holder to answer, in seconds.
    static let answerTimeout = 5.0
    /// The largest NOTIFY payload written, in bytes (PostgreSQL takes under 8,000).
    static let chunkBytes = 7000

    struct Waiting {
        var feed: LiveFeed
        var token: String
        var opened: Bool
        var askedAt: Double
    }

    /// A game held elsewhere and watched from here.
    struct Remote {
        var holder: String
        var feeds: [ObjectIdentifier: Waiting] = [:]
        /// Rung when no one here watches it any more: its listening ends.
        var stopListening: Alarm?
    }

    /// Work the relay does beside its list and its listening, each a child task of ``run()``.
    enum Job: Sendable {
        /// Tell the holder how many watch a game here (and ask for an opening with a token).
        case ask(game: String, holder: String, count: Int, token: String?)
        /// NOTIFY a game's message.
        case send(String, game: String)
        /// Relay what a feed of one of our games is posted, until it ends.
        case serve(LiveFeed, game: String, key: String)
        /// LISTEN on a game held elsewhere until `stop` rings; `ready` once listening.
        case listen(game: String, on: PostgresConnection, stop: Alarm, ready: AsyncStream<Void>.Continuation)
        /// End the spectators of games watched here no longer held where they were.
        case checkHolders([String: String], now: Double)
    }

    struct State {
        var games: LiveGames?
        var listener: PostgresConnection?
        var remote: [String: Remote] = [:]
        /// Our games relayed to other instances: one feed each, by game and instance.
        var serving: [String: LiveFeed] = [:]
        /// Pieces of payloads being put back together.
        var reassembler = RelayCodec.Reassembler()
    }

    let client: PostgresClient
    private let connection: PostgresConnection.Configuration
    let logger: Logger
    let state = NIOLockedValueBox(State())
    private let wake = Alarm()
    /// What ``run()`` is to do next: nothing here starts a task of its own.
    let jobs = Mailbox(ListRules<Job>())
    let clock = ContinuousSessionClock()

    init(client: PostgresClient, connection: PostgresConnection.Configuration, logger: Logger) {
        self.client = client
        self.connection = connection
        self.logger = logger
    }

    /// The `live_game` table's statements, for the store's schema.
    static let schema = [
        """
        CREATE TABLE live_game (
          id TEXT PRIMARY KEY, instance TEXT NOT NULL, game TEXT NOT NULL, title TEXT NOT NULL, player TEXT NOT NULL,
          began DOUBLE PRECISION NOT NULL, progress TEXT NOT NULL, watchers INTEGER NOT NULL, updated DOUBLE PRECISION NOT NULL)
        """,
    ]

    func attach(_ games: LiveGames) {
        state.withLockedValue { $0.games = games }
    }

    func changed() {
        // The list is written whole at each wake: nothing need be kept of what changed.
        wake.ring()
    }

    // MARK: The list

    func list(local: [LiveGames.Summary]) async -> [LiveGames.Summary] {
        let now = Date().timeIntervalSince1970
        var all = local
        do {
            let rows = try await client.query(
                "SELECT id, game, title, player, began, progress, watchers FROM live_game WHERE instance <> \(instance) AND updated > \(now - Self.staleAfter)",
                logger: logger)
            for try await (id, game, title, player, began, progress, watchers) in rows.decode((String, String, String, String, Double, String, Int).self) {
                all.append(.init(id: id, game: game, title: title, player: player, played: max(0, now - began).rounded(), progress: progress, watchers: watchers))
            }
        } catch {
            logger.warning("games in progress on other instances not listed", metadata: ["why": "\(ScoreStoreError.describing(error))"])
        }
        return all.sorted { ($0.played, $0.id) > ($1.played, $1.id) }
    }

    /// Writes this instance's games to the list and drops rows no instance refreshes.
    private func writeList() async throws {
        guard let games = state.withLockedValue({ $0.games }) else { return }
        let mine = games.directory()
        let now = Date().timeIntervalSince1970
        let me = instance
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("DELETE FROM live_game WHERE instance = \(me) OR updated < \(now - Self.staleAfter)", logger: self.logger)
            guard !mine.isEmpty else { return }
            let ids = mine.map(\.summary.id), kinds = mine.map(\.summary.game), titles = mine.map(\.summary.title)
            let players = mine.map(\.summary.player), began = mine.map(\.began), progress = mine.map(\.summary.progress)
            let watchers = mine.map(\.summary.watchers)
            try await connection.query("""
                INSERT INTO live_game (id, instance, game, title, player, began, progress, watchers, updated)
                SELECT u.id, \(me), u.game, u.title, u.player, u.began, u.progress, u.watchers, \(now)
                FROM UNNEST(\(ids)::text[], \(kinds)::text[], \(titles)::text[], \(players)::text[], \(began)::float8[], \(progress)::text[], \(watchers)::int[])
                  AS u(id, game, title, player, began, progress, watchers)
                ON CONFLICT (id) DO UPDATE SET instance = EXCLUDED.instance, player = EXCLUDED.player, progress = EXCLUDED.progress,
                  watchers = EXCLUDED.watchers, updated = EXCLUDED.updated
                """, logger: self.logger)
        }
    }

    // MARK: Watching a game held elsewhere

    func watch(_ id: String, feed: LiveFeed) async throws(ArcadeError) {
        let now = Date().timeIntervalSince1970
        var holder: String?
        do {
            for try await found in try await client.query(
                "SELECT instance FROM live_game WHERE id = \(id) AND instance <> \(instance) AND updated > \(now - Self.staleAfter)", logger: logger
            ).decode(String.self) { holder = found }
        } catch {
            throw ArcadeError("the list of games in progress does not answer: try again in a moment")
        }
        guard let holder, let listener = state.withLockedValue({ $0.listener }) else {
            throw ArcadeError("there is no game \(id.prefix(32)) in progress to watch (it may have ended, or be private)")
        }
        let token = LiveGames.newID()
        let (count, startListening) = state.withLockedValue { s -> (Int, Bool) in
            var remote = s.remote[id] ?? Remote(holder: holder)
            remote.holder = holder
            remote.feeds[ObjectIdentifier(feed)] = Waiting(feed: feed, token: token, opened: false, askedAt: Date().timeIntervalSince1970)
            let start = remote.stopListening == nil
            s.remote[id] = remote
            return (remote.feeds.count, start)
        }
        if startListening {
            // LISTEN before asking, so the answer cannot come first.
            let (ready, signal) = AsyncStream.makeStream(of: Void.self)
            let stop = Alarm()
            state.withLockedValue { $0.remote[id]?.stopListening = stop }
            jobs.post(.listen(game: id, on: listener, stop: stop, ready: signal))
            for await _ in ready { break }
        }
        await ask(id, holder: holder, count: count, token: token)
        state.withLockedValue { $0.games }?.metrics.spectators.increment()
    }

    func leave(_ id: String, feed: LiveFeed) {
        let (holder, count, stop) = state.withLockedValue { s -> (String?, Int, Alarm?) in
            guard var remote = s.remote[id], remote.feeds.removeValue(forKey: ObjectIdentifier(feed)) != nil else { return (nil, 0, nil) }
            if remote.feeds.isEmpty {
                s.remote[id] = nil
                return (remote.holder, 0, remote.stopListening)
            }
            s.remote[id] = remote
            return (remote.holder, remote.feeds.count, nil)
        }
        guard let holder else { return }
        state.withLockedValue { $0.games }?.metrics.spectators.decrement()
        stop?.ring()
        jobs.post(.ask(game: id, holder: holder, count: count, token: nil))
    }

    /// Tells `holder` how many spectators here watch game `id` (0: none now), and with `token`
    /// asks for an opening for a spectator who joins.
    private func ask(_ id: String, holder: String, count: Int, token: String?) async {
        let payload = RelayCodec.Want(game: id, from: instance, count: count, holder: holder, token: token).payload
        do {
            try await client.query("SELECT pg_notify('live_want', \(payload))", logger: logger)
        } catch {
            logger.warning("could not ask for a game held elsewhere", metadata: ["live": "\(id)", "why": "\(ScoreStoreError.describing(error))"])
        }
    }

    /// A payload on `live_ID`: a piece, or a whole opening or message (``RelayCodec/GameMessage``).
    private func received(_ payload: String, game id: String) {
        var deliveries: [(LiveFeed, String, Bool)] = []
        state.withLockedValue { s in
            guard let whole = s.reassembler.take(payload), let message = RelayCodec.GameMessage(payload: whole), var remote = s.remote[id] else { return }
            switch message {
            case .opening(let token, let text):
                for (key, waiting) in remote.feeds where waiting.token == token && !waiting.opened {
                    remote.feeds[key]?.opened = true
                    deliveries.append((waiting.feed, text, message.ends))
                }
            case .message(let text):
                for waiting in remote.feeds.values where waiting.opened { deliveries.append((waiting.feed, text, message.ends)) }
            }
            s.remote[id] = remote
        }
        for (feed, message, ends) in deliveries { feed.post(message, ends: ends) }
    }

    // MARK: Running

    /// Listens for instances asking for our games, keeps the list fresh and does the relay's
    /// jobs (each a child task), until cancelled; a lost connection is made again after a second.
    func run() async {
        await withDiscardingTaskGroup { work in
            work.addTask { await self.keepListening() }
            // Until cancelled: the listening and the jobs under way end with it.
            while let batch = await jobs.next() {
                for job in batch { work.addTask { await self.perform(job) } }
            }
        }
    }

    private func perform(_ job: Job) async {
        switch job {
        case .ask(let id, let holder, let count, let token): await ask(id, holder: holder, count: count, token: token)
        case .send(let text, let id): await send(text, game: id)
        case .serve(let feed, let id, let key): await serve(feed, game: id, key: key)
        case .listen(let id, let listener, let stop, let ready): await listen(to: id, on: listener, until: stop, ready: ready)
        case .checkHolders(let watched, let now): await checkHolders(watched, now: now)
        }
    }

    /// LISTENs on `live_ID` until `stop` rings (no one here watches game `id` any more) or the
    /// relay stops; `ready` hears once the LISTEN is in place.
    private func listen(to id: String, on listener: PostgresConnection, until stop: Alarm, ready: AsyncStream<Void>.Continuation) async {
        await withTaskGroup(of: Void.self) { listening in
            listening.addTask {
                do {
                    try await listener.listen(on: "live_\(id)") { notifications in
                        ready.yield()
                        ready.finish()
                        for try await notification in notifications { self.received(notification.payload, game: id) }
                    }
                } catch {
                    ready.finish()
                }
            }
            listening.addTask { await stop.waitForRing() }
            await listening.next()
            listening.cancelAll()
        }
    }

    /// The connection LISTENing for instances asking for our games, and the list's refresh.
    private func keepListening() async {
        while !Task.isCancelled {
            do {
                let listener = try await PostgresConnection.connect(
                    on: MultiThreadedEventLoopGroup.singleton.any(), configuration: connection, id: 1, logger: logger)
                state.withLockedValue { $0.listener = listener }
                // Closed however the listening ends — cancelled, failed or returned: a connection
                // dropped open is an assertion in PostgresNIO's debug builds and a leak in release.
                let ended: (any Error)?
                do {
                    try await listenForWants(on: listener)
                    ended = nil
                } catch {
                    ended = error
                }
                state.withLockedValue { $0.listener = nil }
                try? await listener.close()
                if let ended { throw ended }
            } catch {
                state.withLockedValue { $0.listener = nil }
                if Task.isCancelled { break }
                logger.warning("games in progress are not shared with other instances for now", metadata: ["why": "\(ScoreStoreError.describing(error))"])
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    /// LISTENs on `live_want` and refreshes the list until either stops or the task is cancelled.
    private func listenForWants(on listener: PostgresConnection) async throws {
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                try await listener.listen(on: "live_want") { notifications in
                    for try await notification in notifications { self.wanted(notification.payload) }
                }
            }
            tasks.addTask {
                while !Task.isCancelled {
                    try await self.writeList()
                    self.endAbandoned()
                    await self.wake.wait(until: self.clock.now + Self.refreshInterval, on: self.clock)
                }
            }
            try await tasks.next()
            tasks.cancelAll()
        }
    }

    /// Ends the spectators of games whose holder stopped answering: no opening within the
    /// timeout, or a row no longer refreshed (an instance killed) or now another's (moved).
    private func endAbandoned() {
        let now = Date().timeIntervalSince1970
        let late = state.withLockedValue { s -> [(String, LiveFeed)] in
            var out: [(String, LiveFeed)] = []
            for (id, remote) in s.remote {
                for waiting in remote.feeds.values where !waiting.opened && now - waiting.askedAt > Self.answerTimeout {
                    out.append((id, waiting.feed))
                }
            }
            return out
        }
        for (id, feed) in late {
            feed.post(LiveGames.ended("the game is moving to another server"), ends: true)
            leave(id, feed: feed)
        }
        let watched = state.withLockedValue { s in s.remote.mapValues(\.holder) }
        guard !watched.isEmpty else { return }
        jobs.post(.checkHolders(watched, now: now))
    }

    /// Ends the spectators of games in `watched` (their holders then) whose rows, at `now`, are
    /// gone or another instance's.
    private func checkHolders(_ watched: [String: String], now: Double) async {
        var held: [String: String] = [:]
        let ids = Array(watched.keys)
        do {
            for try await (id, holder) in try await client.query(
                "SELECT id, instance FROM live_game WHERE id = ANY(\(ids)) AND updated > \(now - Self.staleAfter)", logger: logger
            ).decode((String, String).self) { held[id] = holder }
        } catch { return }
        for (id, holder) in watched where held[id] != holder {
            // Gone from its instance: its spectators look for it again (a move) or hear it is over.
            let feeds = state.withLockedValue { s in s.remote[id].map { Array($0.feeds.values.map(\.feed)) } ?? [] }
            for feed in feeds {
                feed.post(LiveGames.ended("the game is moving to another server"), ends: true)
                leave(id, feed: feed)
            }
        }
    }
}
