import Foundation
import Metrics
import NIOConcurrencyHelpers
import Prometheus

/// The arcade's measurements, recorded through swift-metrics and read at `/metrics` in
/// Prometheus's text format (swift-prometheus). One instance per process: swift-metrics has
/// one backend, chosen once, on first use.
///
/// Rates (messages and events a second) are the counters' `rate()` in Prometheus; times are in
/// seconds, sizes in bytes.
final class ArcadeMetrics: Sendable {
    /// The registry `/metrics` prints.
    let registry: PrometheusCollectorRegistry

    /// The process's metrics, after making swift-prometheus swift-metrics' backend.
    static let shared: ArcadeMetrics = {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(5),
        ]
        MetricsSystem.bootstrap(factory)
        return ArcadeMetrics(registry: registry)
    }()

    /// Makes swift-prometheus the process's swift-metrics backend (once; later calls do nothing).
    static func bootstrap() { _ = shared }

    /// WebSocket messages received from pages.
    let messages = Metrics.Counter(label: "arcade_messages_received_total")
    /// Pointer events those messages carried.
    let events = Metrics.Counter(label: "arcade_input_events_total")
    /// Inputs a session refused (out of range, unknown pointer, too many at once).
    let refusedInputs = Metrics.Counter(label: "arcade_inputs_refused_total")
    /// Connections closed for sending more than their frame or byte budget, or breaking the
    /// WebSocket framing rules.
    let rateLimitCloses = Metrics.Counter(label: "arcade_rate_limit_closes_total")
    /// Connections that sent no whole request head in time and were closed.
    let silentCloses = Metrics.Counter(label: "arcade_silent_connections_closed_total")
    /// Connections turned away because the arcade was full.
    let fullRefusals = Metrics.Counter(label: "arcade_connections_refused_full_total")
    /// Sessions refused because their address held as many as `--sessions-per-address` allows.
    let perAddressRefusals = Metrics.Counter(label: "arcade_sessions_refused_per_address_total")
    /// Games in progress listed for spectators (private ones included).
    let liveGames = Meter(label: "arcade_live_games")
    /// Spectators watching a game live now.
    let spectators = Meter(label: "arcade_spectators")
    /// Connections open now (HTTP and WebSocket).
    let connections = Meter(label: "arcade_connections_open")
    /// Records waiting for or under the record checker.
    let recordCheckQueue = Meter(label: "arcade_record_check_queue")
    /// Results waiting for the store to come back.
    let resultsWaiting = Meter(label: "arcade_results_waiting")
    /// How long the store took to save a result.
    let storeLatency = Metrics.Timer(label: "arcade_store_latency_seconds", preferredDisplayUnit: .seconds)
    /// 1 while the instance drains, else 0.
    let draining = Gauge(label: "arcade_draining")
    /// Resident memory, read at each scrape.
    let residentMemory = Gauge(label: "process_resident_memory_bytes")
    /// User and system CPU time used since the process started, read at each scrape.
    let cpuSeconds = Gauge(label: "process_cpu_seconds_total")

    private let sessionMeters = NIOLockedValueBox<[String: Meter]>([:])
    private let watchPageCounters = NIOLockedValueBox<[String: Metrics.Counter]>([:])
    private let savedCounters = NIOLockedValueBox<[String: Metrics.Counter]>([:])
    private let refusedCounters = NIOLockedValueBox<[String: Metrics.Counter]>([:])

    private init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
        draining.record(0)
        for reason in ResultRefusal.allCases { _ = refused(reason) }
        for record in ["leaderboard", "file", "live"] { _ = watchPages(record: record) }
    }

    /// Watch pages served, by what they open: "leaderboard" (`/watch/ID`), "file" (`/watch`,
    /// for a record file the viewer opens) or "live" (`/watch/live/ID`, a game in progress).
    func watchPages(record: String) -> Metrics.Counter {
        watchPageCounters.withLockedValue { counters in
            if let counter = counters[record] { return counter }
            let counter = Metrics.Counter(label: "arcade_watch_pages_total", dimensions: [("record", record)])
            counters[record] = counter
            return counter
        }
    }

    /// Sessions open of `game` ("lab" for the Gesture Lab) in `mode` ("local": the page plays
    /// the game itself; "scenes": the server draws it).
    func sessions(game: String, mode: String) -> Meter {
        sessionMeters.withLockedValue { meters in
            if let meter = meters[game + "/" + mode] { return meter }
            let meter = Meter(label: "arcade_sessions_open", dimensions: [("game", game), ("mode", mode)])
            meters[game + "/" + mode] = meter
            return meter
        }
    }

    /// Results saved on the leaderboard, by game.
    func saved(game: String) -> Metrics.Counter {
        savedCounters.withLockedValue { counters in
            if let counter = counters[game] { return counter }
            let counter = Metrics.Counter(label: "arcade_results_saved_total", dimensions: [("game", game)])
            counters[game] = counter
            return counter
        }
    }

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

    /// Results refused, by reason.
    func refused(_ reason: ResultRefusal) -> Metrics.Counter {
        refusedCounters.withLockedValue { counters in
            if let counter = counters[reason.rawValue] { return counter }
            let counter = Metrics.Counter(label: "arcade_results_refused_total", dimensions: [("reason", reason.rawValue)])
            counters[reason.rawValue] = counter
            return counter
        }
    }

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
