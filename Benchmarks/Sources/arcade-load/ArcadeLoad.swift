import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `arcade-load`: many players at once against a fresh arcade, from one client thread that
/// costs little, ramping the number of sessions (docs/benchmarks.md).
@main
struct ArcadeLoad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arcade-load",
        abstract: "Ramp sessions of two-finger Pieces input against the arcade; report round trips, answers, CPU and memory.",
        discussion: """
            For each session count, starts the arcade binary afresh on a free port with a temporary \
            data folder, opens that many WebSocket sessions of Pieces (800x600) and has each pinch the \
            green square with two fingers, one batch of two moves every 1/RATE s, each changing the \
            square's scale and so the scene. The sessions' batches are spread evenly over the period, \
            as independent players' are. A scene answers the session's oldest unanswered batch; the \
            round trip runs from just before the batch is written to the moment the scene has been \
            read whole. Prints one JSON line per step: batches sent, the share answered, p50, p99 and \
            max round trip in ms, the server's CPU (percent of one core) and resident memory, and \
            this client's own CPU. With --local the sessions play as a page running the game itself \
            does ("local": true in the hello): the server sends them no scenes, and every \
            --sync-every-th batch is followed by a sync, whose synced answer times it instead \
            (timed: the batches so timed). One thread with non-blocking sockets and epoll drives every \
            session, so the client costs little of the machine it shares with the server. Build \
            both in release mode first: swift build -c release.
            """
    )

    @Option(help: "The arcade binary.")
    var bin = ".build/release/arcade"
    @Option(help: "Session counts to ramp through, comma-separated.")
    var sessions = "100,250,500,750,1000"
    @Option(help: "Batches a second per session; 0 holds the sessions open and idle (what an idle session costs).")
    var rate = 60.0
    @Option(help: "Seconds measured per step (after one second of warm-up).")
    var seconds = 10.0
    @Flag(help: "Sessions play locally: the server sends no scenes, and syncs time the batches (the same as --mode local).")
    var local = false
    @Option(help: ArgumentHelp("""
        How sessions play: scenes (the server draws; each batch answered by a scene), local (no scenes; input placed by \
        arrival, a sync after every --sync-every-th batch), steps (as play.js plays locally now: steps on the page's clock, \
        --steps-per-message frames a message, a sync after every --sync-every-th message), results (Tap It played to a \
        result over and over; results saved a second reported), rooms (Pieces played together in rooms of --room-size: \
        every player drags one finger, an input message a batch; each step is timed from its sender's send to its \
        arrival at every member — own_* to the sender, others_* to the rest, p50/p99 over all).
        """, valueName: "mode"))
    var mode: String?
    @Option(help: "With --mode rooms: players a room (the session count a multiple of it).")
    var roomSize = 4
    @Option(help: "With --local or --mode steps: a sync after every this many batches (steps: messages).")
    var syncEvery = 6
    @Option(help: "With --mode steps: frames each steps message carries (6 at 60 Hz: ten messages a second).")
    var stepsPerMessage = 6
    @Option(help: "Load the arcade (or the proxy in front of several) already serving on this port of 127.0.0.1 instead of starting one.")
    var connect: Int?
    @Option(name: .customLong("server-pid"), help: "With --connect: a server process whose CPU and memory to report (repeat for several).")
    var serverPIDs: [Int32] = []
    @Option(help: ArgumentHelp("""
        Spectators watching the first session's game live (a `spectate` each), joined before the \
        measuring; that player's own round trips are reported apart (watched_p50_ms, watched_p99_ms). \
        Counts to compare, comma-separated (each a fresh server): 0,50.
        """, valueName: "counts"))
    var spectators = "0"
    @Option(help: ArgumentHelp("""
        Writes each timed answer of each step to PREFIX-SESSIONS.txt, a line each: when it came \
        (ms since the measuring began) and its round trip (ms) — where a p99 comes from: bursts, \
        stalls, a slow start.
        """, valueName: "prefix"))
    var timeline: String?

    func validate() throws {
        guard syncEvery >= 1, stepsPerMessage >= 1 else { throw ValidationError("--sync-every and --steps-per-message are at least 1") }
        guard mode == nil || (LoadSession.Mode(rawValue: mode!) != nil && mode != "spectator") else { throw ValidationError("--mode is scenes, local, steps, results or rooms") }
        guard mode != "rooms" || (2...8).contains(roomSize) else { throw ValidationError("--room-size is 2 to 8 players") }
        guard mode != "rooms" || sessions.split(separator: ",").allSatisfy({ (Int($0) ?? 0) % roomSize == 0 }) else {
            throw ValidationError("with --mode rooms each session count is a multiple of --room-size (\(roomSize))")
        }
        guard spectators.split(separator: ",").allSatisfy({ Int($0).map { $0 >= 0 } ?? false }) else { throw ValidationError("--spectators lists counts of spectators: 0,50") }
        guard rate >= 0, rate <= 1000, seconds > 0 else { throw ValidationError("--rate must be in 0…1000 and --seconds positive") }
        guard !sessions.split(separator: ",").compactMap({ Int($0) }).isEmpty else { throw ValidationError("--sessions lists session counts: 100,500") }
    }

    func run() throws {
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        files.rlim_cur = files.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        for n in sessions.split(separator: ",").compactMap({ Int($0) }) {
            for watchers in spectators.split(separator: ",").compactMap({ Int($0) }) {
                let chosen = mode.flatMap(LoadSession.Mode.init(rawValue:)) ?? (local ? .local : .scenes)
                let line = try Step(bin: bin, sessions: n, rate: rate, seconds: seconds, mode: chosen, syncEvery: syncEvery,
                                    stepsPerMessage: stepsPerMessage, connect: connect, serverPIDs: serverPIDs, spectators: watchers, roomSize: roomSize,
                                    timeline: timeline.map { "\($0)-\(n).txt" }).run()
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
        }
    }
}

/// Nanoseconds on the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU seconds a process has used, from /proc/PID/stat (user + system).
func cpuSeconds(_ pid: String) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.range(of: ")", options: .backwards) else { return 0 }
    let fields = stat[close.upperBound...].split(separator: " ")
    return (Double(fields[11]) ?? 0) / Double(sysconf(Int32(_SC_CLK_TCK))) + (Double(fields[12]) ?? 0) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Resident memory of a process in MiB, from /proc/PID/status.
func residentMiB(_ pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}
