import Arcade
import Foundation
import Metrics
import Prometheus

/// The arcade's measurements, recorded through swift-metrics into this instance's own registry
/// and read at `/metrics` in Prometheus's text format (swift-prometheus). One per application,
/// made by whoever builds it and handed to what records (``ArcadeStatus/metrics``): no
/// process-wide backend is bootstrapped, so two arcades in one process (a test's) count apart.
///
/// Rates (messages and events a second) are the counters' `rate()` in Prometheus; times are in
/// seconds, sizes in bytes. Every labelled family is made up front, for each value its label
/// takes, so that recording takes no lock.
public final class ArcadeMetrics: Sendable {
    /// The registry `/metrics` prints.
    let registry: PrometheusCollectorRegistry

    /// WebSocket messages received from pages.
    let messages: Metrics.Counter
    /// Pointer events those messages carried.
    let events: Metrics.Counter
    /// Inputs a session refused (out of range, unknown pointer, too many at once).
    let refusedInputs: Metrics.Counter
    /// Connections closed for sending more than their frame or byte budget, or breaking the
    /// WebSocket framing rules.
    let rateLimitCloses: Metrics.Counter
    /// Connections that sent no whole request head in time and were closed.
    let silentCloses: Metrics.Counter
    /// Connections turned away because the arcade was full.
    let fullRefusals: Metrics.Counter
    /// Sessions refused because their address held as many as `--sessions-per-address` allows.
    let perAddressRefusals: Metrics.Counter
    /// Games in progress listed for spectators (private ones included).
    let liveGames: Metrics.Meter
    /// Spectators watching a game live now.
    let spectators: Metrics.Meter
    /// Connections open now (HTTP and WebSocket).
    let connections: Metrics.Meter
    /// Records waiting for or under the record checker.
    let recordCheckQueue: Metrics.Meter
    /// Results waiting for the store to come back.
    let resultsWaiting: Metrics.Meter
    /// How long the store took to save a result.
    let storeLatency: Metrics.Timer
    /// 1 while the instance drains, else 0.
    let draining: Metrics.Gauge
    /// Resident memory, read at each scrape.
    let residentMemory: Metrics.Gauge
    /// User and system CPU time used since the process started, read at each scrape.
    let cpuSeconds: Metrics.Gauge

    /// Why a result was not saved.
    enum ResultRefusal: String, CaseIterable {
        /// Its record does not replay to it.
        case forged
        /// Its game keeps no scores, or its record outgrew the limit.
        case unranked
        /// Not a readable record.
        case unreadable
        /// The store could not take it (down, or its queue full).
        case unsaved
    }

    /// What a watch page opens: "leaderboard" (`/watch/ID`), "file" (`/watch`, for a record file
    /// the viewer opens) or "live" (`/watch/live/ID`, a game in progress).
    enum WatchPage: String, CaseIterable {
        case leaderboard, file, live
    }

    private let watchPageCounters: [WatchPage: Metrics.Counter]
    private let refusedCounters: [ResultRefusal: Metrics.Counter]
    /// By game.
    private let savedCounters: [String: Metrics.Counter]
    /// By game ("lab" too) and mode.
    private let sessionMeters: [String: Metrics.Meter]

    /// The games a session may be of: each game, and the Lab.
    static let sessionGames = GameKind.allCases.map(\.rawValue) + ["lab"]
    /// How a session is played: "local" (the page plays the game itself) or "scenes" (the server draws it).
    static let sessionModes = ["local", "scenes"]

    /// Measurements at zero, in a registry of their own.
    public init() {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(5),
        ]
        self.registry = registry
        func counter(_ label: String, _ dimensions: [(String, String)] = []) -> Metrics.Counter {
            Metrics.Counter(label: label, dimensions: dimensions, factory: factory)
        }
        func meter(_ label: String, _ dimensions: [(String, String)] = []) -> Metrics.Meter { Metrics.Meter(label: label, dimensions: dimensions, factory: factory) }
        messages = counter("arcade_messages_received_total")
        events = counter("arcade_input_events_total")
        refusedInputs = counter("arcade_inputs_refused_total")
        rateLimitCloses = counter("arcade_rate_limit_closes_total")
        silentCloses = counter("arcade_silent_connections_closed_total")
        fullRefusals = counter("arcade_connections_refused_full_total")
        perAddressRefusals = counter("arcade_sessions_refused_per_address_total")
        liveGames = meter("arcade_live_games")
        spectators = meter("arcade_spectators")
        connections = meter("arcade_connections_open")
        recordCheckQueue = meter("arcade_record_check_queue")
        resultsWaiting = meter("arcade_results_waiting")
        storeLatency = Metrics.Timer(label: "arcade_store_latency_seconds", factory: factory)
        draining = Metrics.Gauge(label: "arcade_draining", factory: factory)
        residentMemory = Metrics.Gauge(label: "process_resident_memory_bytes", factory: factory)
        cpuSeconds = Metrics.Gauge(label: "process_cpu_seconds_total", factory: factory)
        watchPageCounters = Dictionary(uniqueKeysWithValues: WatchPage.allCases.map { ($0, counter("arcade_watch_pages_total", [("record", $0.rawValue)])) })
        refusedCounters = Dictionary(uniqueKeysWithValues: ResultRefusal.allCases.map { ($0, counter("arcade_results_refused_total", [("reason", $0.rawValue)])) })
        savedCounters = Dictionary(uniqueKeysWithValues: GameKind.allCases.map { ($0.rawValue, counter("arcade_results_saved_total", [("game", $0.rawValue)])) })
        var meters: [String: Metrics.Meter] = [:]
        for game in Self.sessionGames {
            for mode in Self.sessionModes { meters[game + "/" + mode] = meter("arcade_sessions_open", [("game", game), ("mode", mode)]) }
        }
        sessionMeters = meters
        draining.record(0)
    }

    /// Watch pages served, by what they open.
    func watchPages(_ page: WatchPage) -> Metrics.Counter { watchPageCounters[page]! }

    /// Sessions open of `game` (one of ``sessionGames``) in `mode` (one of ``sessionModes``).
    func sessions(game: String, mode: String) -> Metrics.Meter {
        guard let meter = sessionMeters[game + "/" + mode] else { preconditionFailure("no sessions meter for \(game) in \(mode)") }
        return meter
    }

    /// Results saved on the leaderboard, by game.
    func saved(game: GameKind) -> Metrics.Counter { savedCounters[game.rawValue]! }

    /// Results refused, by reason.
    func refused(_ reason: ResultRefusal) -> Metrics.Counter { refusedCounters[reason]! }

    /// The registry as Prometheus text, the process's memory and CPU read now.
    func exposition() -> [UInt8] {
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
            let fields = statm.split(separator: " ")
            if fields.count > 1, let pages = Double(fields[1]) { residentMemory.record(pages * Double(sysconf(Int32(_SC_PAGESIZE)))) }
        }
        var usage = rusage()
        if getrusage(RUSAGE_SELF.rawValue, &usage) == 0 {
            let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
            cpuSeconds.record(user + system)
        }
        return registry.emitToBuffer()
    }
}
