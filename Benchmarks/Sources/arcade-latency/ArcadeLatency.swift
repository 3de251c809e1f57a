import ArcadeProbe
import ArgumentParser
import Foundation

/// `arcade-latency`: how long the arcade takes from an input batch to the scene that reflects
/// it, on loopback, for one session and for many at once (docs/benchmarks.md).
@main
struct ArcadeLatency: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arcade-latency",
        abstract: "Measure the arcade's input-to-scene latency on loopback, per session count.",
        discussion: """
            Starts the arcade binary on a free port with a temporary data folder. Each session plays \
            Pieces on an 800x600 screen: two fingers pinch the green square, one batch of two moves every \
            1/60 s, each changing the square's scale and so the scene; sessions' frames are spread evenly \
            over the 1/60 s (--aligned starts them all at once). Every session is a thread with a \
            blocking socket, so the client adds no event-loop queueing. Prints one JSON line per session \
            count: p50, p99 and max latency in ms, and the server's CPU time per session (from /proc). \
            Build both in release mode first: swift build -c release.
            """
    )

    @Option(help: "The arcade binary.")
    var bin = ".build/release/arcade"
    @Option(help: "Session counts to measure, comma-separated.")
    var sessions = "1,100"
    @Option(help: "Seconds of streaming per session count.")
    var seconds = 10.0
    @Flag(help: "Start every session's frames at the same instant (the worst case) instead of spread over the frame, as independent players are.")
    var aligned = false

    func run() throws {
        let server = try ArcadeProcess(binary: bin)
        defer { server.stop() }
        let port = server.port
        for n in sessions.split(separator: ",").compactMap({ Int($0) }) {
            FileHandle.standardOutput.write(Data((try measure(sessions: n, port: port, pid: server.pid) + "\n").utf8))
        }
    }

    private func measure(sessions n: Int, port: Int, pid: Int32) throws -> String {
        let results = Results()
        let ready = DispatchGroup(), done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for i in 0..<n {
            ready.enter()
            done.enter()
            let phase = aligned ? 0 : Double(i) / Double(n) / 60
            Thread.detachNewThread { [seconds] in
                defer { done.leave() }
                let readiness = Once { ready.leave() }
                do {
                    results.add(try Self.stream(port: port, seconds: seconds, phase: phase, ready: readiness, start: start))
                } catch {
                    results.fail("\(error)")
                    readiness.run()
                }
            }
        }
        ready.wait()
        let cpu0 = try cpuSeconds(pid), wall0 = Date()
        for _ in 0..<n { start.signal() }
        done.wait()
        let cpu = try cpuSeconds(pid) - cpu0, wall = Date().timeIntervalSince(wall0)
        let (latencies, failures) = results.all
        guard failures.isEmpty, !latencies.isEmpty else { throw ValidationError("sessions failed: \(failures.prefix(3))") }
        let ms = latencies.map { $0 * 1000 }.sorted()
        func pick(_ q: Double) -> Double { ms[min(ms.count - 1, Int(q * Double(ms.count)))] }
        func r(_ x: Double) -> String { String(format: "%.3f", x) }
        return "{\(MachineDescription.current.jsonMembers),\"sessions\":\(n),\"batches\":\(ms.count),\"p50_ms\":\(r(pick(0.5))),\"p99_ms\":\(r(pick(0.99))),\"max_ms\":\(r(ms.last!)),"
            + "\"server_cpu_ms_per_session_second\":\(r(cpu * 1000 / Double(n) / wall)),\"server_cpu_percent\":\(String(format: "%.1f", 100 * cpu / wall))}"
    }

    /// One session: open, pinch until the scene starts changing, then a timed batch per 1/60 s.
    private static func stream(port: Int, seconds: Double, phase: Double, ready: Once, start: DispatchSemaphore) throws -> [Double] {
        let ws = try RawWebSocket(port: port)
        defer { ws.close() }
        try ws.send(#"{"type":"hello","version":1,"game":"pieces","width":800,"height":600}"#)
        _ = try ws.receive(type: "scene")
        var pageMs = 1000.0
        func pinch(_ spread: Double) -> String {
            #"{"type":"input","events":[{"t":\#(pageMs),"type":"move","id":1,"x":\#(400 - spread / 2),"y":300},{"t":\#(pageMs),"type":"move","id":2,"x":\#(400 + spread / 2),"y":300}]}"#
        }
        try ws.send(#"{"type":"input","events":[{"t":1000,"type":"down","id":1,"x":380,"y":300},{"t":1000,"type":"down","id":2,"x":420,"y":300}]}"#)
        // Spread by 30 pt at once: the pinch begins, and from then on every batch changes the
        // square's scale and so the scene.
        pageMs += 1000 / 60
        try ws.send(pinch(70))
        _ = try ws.receive(type: "scene")
        ready.run()
        start.wait()
        usleep(UInt32(phase * 1e6))
        var latencies: [Double] = []
        let begin = Date()
        var next = begin
        var k = 0
        while Date().timeIntervalSince(begin) < seconds {
            k += 1
            pageMs += 1000 / 60
            let s = 90 + 30 * (Double(k % 40) / 20 - 1) + 0.5 * Double(k % 2)
            let sent = DispatchTime.now().uptimeNanoseconds
            try ws.send(pinch(s))
            _ = try ws.receive(type: "scene")
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e9)
            next += 1.0 / 60
            let wait = next.timeIntervalSinceNow
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
        }
        return latencies
    }

    private func cpuSeconds(_ pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")", options: .backwards)!.upperBound...].split(separator: " ")
        return (Double(fields[11])! + Double(fields[12])!) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// Latencies gathered from the sessions' threads.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var latencies: [Double] = []
    private var failures: [String] = []

    func add(_ values: [Double]) { lock.withLock { latencies += values } }
    func fail(_ message: String) { lock.withLock { failures.append(message) } }
    var all: ([Double], [String]) { lock.withLock { (latencies, failures) } }
}

/// An action that runs at most once (a session says it is ready, whether it got there or failed).
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    func run() {
        let a = lock.withLock { () -> (() -> Void)? in defer { action = nil }; return action }
        a?()
    }
}
