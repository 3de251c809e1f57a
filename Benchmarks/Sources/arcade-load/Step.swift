import ArcadeProbe
import ArgumentParser
import CEpoll
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One step of the ramp: a fresh server, `sessions` players, `seconds` measured.
struct Step {
    let bin: String
    let sessions: Int
    let rate: Double
    let seconds: Double
    /// How the sessions play.
    var mode = LoadSession.Mode.scenes
    var syncEvery = 6
    var stepsPerMessage = 6
    /// A server already running (nginx in front of instances, say) to load instead of starting
    /// one, and the processes whose CPU and memory to report.
    var connect: Int?
    var serverPIDs: [Int32] = []
    /// Spectators watching the first session's game live (its player's round trips are
    /// reported apart).
    var spectators = 0
    /// Rooms mode: players a room.
    var roomSize = 4
    /// A file to write each timed answer to: when it came and its round trip (see `--timeline`).
    var timeline: String?

    func run() throws -> String {
        let server = connect == nil ? try ArcadeProcess(binary: bin) : nil
        defer { server?.stop() }
        let port = connect ?? server!.port
        let pids = server.map { ["\($0.pid)"] } ?? serverPIDs.map { "\($0)" }
        func serversCPU() -> Double { pids.reduce(0) { $0 + cpuSeconds($1) } }

        let poll = fingerplay_epoll_create()
        defer { Glibc.close(poll) }
        var all: [LoadSession] = []
        var byDescriptor: [Int32: LoadSession] = [:]
        var roundTrips: [UInt64] = []
        // When each timed answer came (ns), beside `roundTrips`, for `timeline`.
        var answeredAt: [UInt64] = []
        roundTrips.reserveCapacity(Int(Double(sessions) * rate * seconds))
        var watchedTrips: [UInt64] = []
        func watch(_ s: LoadSession, add: Bool) {
            _ = fingerplay_epoll_watch(poll, s.fd, add ? 1 : 0, s.wantsWrite ? 1 : 0)
        }
        var fds = [Int32](repeating: 0, count: 1024)
        var flags = [UInt32](repeating: 0, count: 1024)
        /// Waits for sockets until `deadline` (ns), handling what they say.
        func pump(until deadline: UInt64) {
            let now = monotonicNanoseconds()
            // Whole milliseconds: batches due within one go out together rather than the
            // client spinning between them.
            let timeout = deadline > now ? Int32(min((deadline - now + 999_999) / 1_000_000, 1000)) : 0
            let n = fingerplay_epoll_wait(poll, &fds, &flags, 1024, timeout)
            guard n > 0 else { return }
            for i in 0..<Int(n) {
                guard let s = byDescriptor[fds[i]] else { continue }
                let hadWrite = s.wantsWrite
                if flags[i] & 2 != 0 { s.writable() }
                if flags[i] & 1 != 0 { s.readable(now: monotonicNanoseconds) }
                if s.wantsWrite != hadWrite { watch(s, add: false) }
            }
        }

        // Rooms mode: each step's delivery to each member, timed from its sender's send: to the
        // sender itself (its own move confirmed) and to the others (another player's move).
        // Each room's players by seat (seats count from 1).
        var rooms: [[LoadSession?]] = []
        var ownTrips: [UInt64] = [], otherTrips: [UInt64] = []
        var window: (from: UInt64, to: UInt64) = (.max, .max)
        let onStep: (Int, Int, Int, UInt64, Int) -> Void = { room, by, n, now, receiver in
            guard by > 0, by < rooms[room].count, let sender = rooms[room][by], n >= 1, n <= sender.sentAt.count else { return }
            let sent = sender.sentAt[n - 1]
            guard sent >= window.from && sent < window.to else { return }
            roundTrips.append(now - sent)
            if timeline != nil { answeredAt.append(now) }
            if by == receiver { ownTrips.append(now - sent) } else { otherTrips.append(now - sent) }
        }
        // Open the sessions a hundred at a time, as players arrive, and wait for each to pinch
        // (rooms: each room's first player makes it, then the others join by its code).
        let opening = monotonicNanoseconds()
        let openTarget = mode == .rooms ? sessions / roomSize : sessions
        func open(_ count: Int, code: (Int) -> (room: Int, code: String, host: Bool)) throws {
            for _ in 0..<count {
                guard let s = LoadSession(port: port, mode: mode, syncEvery: syncEvery, stepsPerMessage: stepsPerMessage, phase: all.count) else { throw ValidationError("could not open a socket (file limit?)") }
                let isWatched = all.isEmpty
                s.onAnswer = { trip in
                    roundTrips.append(trip)
                    if timeline != nil { answeredAt.append(monotonicNanoseconds()) }
                    if isWatched { watchedTrips.append(trip) }
                }
                if mode == .rooms {
                    let seat = code(all.count)
                    (s.room, s.code, s.isHost) = (seat.room, seat.code, seat.host)
                    if s.isHost { rooms.append([]) }
                    s.onStep = { [unowned s] room, by, n, now in onStep(room, by, n, now, s.seat) }
                }
                all.append(s)
                byDescriptor[s.fd] = s
                watch(s, add: true)
            }
            let pause = monotonicNanoseconds() + 50_000_000
            while monotonicNanoseconds() < pause { pump(until: pause) }
        }
        // Where this step's codes begin: a server loaded step after step (--connect) still holds
        // the last step's rooms, whose codes a new room may not take.
        let codeBase = Int(monotonicNanoseconds() / 1000 % 20_000_000)
        while all.count < openTarget {
            // Each room's code drawn by its maker's page, as the arcade's page draws it: every
            // socket of the room says it (/ws?room=CODE).
            try open(min(100, openTarget - all.count)) { (room: $0, code: Self.roomCode($0 + codeBase), host: true) }
        }
        if mode == .rooms {
            // The rooms made: their codes known, the other players join them.
            let seatDeadline = monotonicNanoseconds() + 60_000_000_000
            while all.contains(where: { !$0.seated && $0.phase != .failed }) && monotonicNanoseconds() < seatDeadline { pump(until: monotonicNanoseconds() + 100_000_000) }
            let hosts = all
            while all.count < sessions {
                try open(min(100, sessions - all.count)) { index in
                    let host = hosts[(index - openTarget) / (roomSize - 1)]
                    return (room: host.room, code: host.code ?? "", host: false)
                }
            }
            while all.contains(where: { !$0.seated && $0.phase != .failed }) && monotonicNanoseconds() < seatDeadline { pump(until: monotonicNanoseconds() + 100_000_000) }
            for s in all where s.seated {
                if rooms[s.room].count <= s.seat { rooms[s.room] += Array(repeating: nil, count: s.seat + 1 - rooms[s.room].count) }
                rooms[s.room][s.seat] = s
            }
            for host in hosts { host.startRoom(); if host.wantsWrite { watch(host, add: false) } }
        }
        let openDeadline = opening + 60_000_000_000
        while all.contains(where: { $0.phase != .ready && $0.phase != .failed }) && monotonicNanoseconds() < openDeadline {
            pump(until: monotonicNanoseconds() + 100_000_000)
        }
        let failedToOpen = all.filter { $0.phase != .ready }
        guard failedToOpen.isEmpty else {
            throw ValidationError("\(failedToOpen.count) of \(sessions) sessions did not open: \(failedToOpen.first?.failure ?? "timed out")")
        }
        // Spectators on the first session's game, joined before the measuring begins.
        var watchers: [LoadSession] = []
        if spectators > 0 {
            guard let id = all.first?.liveID else { throw ValidationError("the first session's welcome named no game in progress (live)") }
            for _ in 0..<spectators {
                guard let w = LoadSession(port: port, mode: .spectator) else { throw ValidationError("could not open a socket (file limit?)") }
                w.watching = id
                watchers.append(w)
                byDescriptor[w.fd] = w
                watch(w, add: true)
            }
            let joinDeadline = monotonicNanoseconds() + 10_000_000_000
            while watchers.contains(where: { $0.phase != .ready && $0.phase != .failed }) && monotonicNanoseconds() < joinDeadline {
                pump(until: monotonicNanoseconds() + 100_000_000)
            }
            let late = watchers.filter { $0.phase != .ready }
            guard late.isEmpty else { throw ValidationError("\(late.count) of \(spectators) spectators did not join: \(late.first?.failure ?? "timed out")") }
        }

        // Send: the k-th batch of the whole load goes to the (k mod N)-th session of `order` at
        // start + k × period / N. Rooms mode: a room's players are spread over the frame, the
        // number of rooms apart, as independent pages' timers fall — in the order they joined, a
        // room's three guests sent one after another, their inputs reaching the room together
        // every frame and going out to each page in one write, which players never arrange.
        var order = Array(0..<sessions)
        if mode == .rooms {
            let byRoom = Dictionary(grouping: all.indices, by: { all[$0].room }).sorted { $0.key < $1.key }.map(\.value)
            order = (0..<roomSize).flatMap { member in byRoom.compactMap { member < $0.count ? $0[member] : nil } }
        }
        let period = rate > 0 ? 1e9 / rate : .infinity
        let start = monotonicNanoseconds()
        let warmUp = start + 1_000_000_000
        let end = warmUp + UInt64(seconds * 1e9)
        var k: UInt64 = 0
        var sent = 0, timed = 0
        var cpu0 = 0.0, client0 = 0.0, wall0: UInt64 = 0, saved0 = 0, watched0 = 0, watchedMessages0 = 0
        var measuring = false
        while true {
            let now = monotonicNanoseconds()
            if !measuring && now >= warmUp {
                measuring = true
                window = (warmUp, end)
                cpu0 = serversCPU()
                saved0 = all.reduce(0) { $0 + $1.resultsSaved }
                watched0 = watchedTrips.count
                watchedMessages0 = watchers.reduce(0) { $0 + $1.messagesReceived }
                client0 = cpuSeconds("self")
                wall0 = now
            }
            if now >= end { break }
            guard rate > 0 else {
                pump(until: min(end, now + 100_000_000))
                continue
            }
            var due = start + UInt64(Double(k) * period / Double(sessions))
            while due <= now {
                let s = all[order[Int(k % UInt64(sessions))]]
                let measured = due >= warmUp && due < end
                let isTimed = s.sendBatch(at: monotonicNanoseconds(), measured: measured)
                if measured { sent += 1 }
                if measured && isTimed { timed += 1 }
                if s.wantsWrite { watch(s, add: false) }
                k += 1
                due = start + UInt64(Double(k) * period / Double(sessions))
            }
            pump(until: due)
        }
        let wall = Double(monotonicNanoseconds() - wall0) / 1e9
        let serverCPU = serversCPU() - cpu0, clientCPU = cpuSeconds("self") - client0
        let memory = (server.map { [$0.pid] } ?? serverPIDs).reduce(0) { $0 + residentMiB($1) }
        let savedPerSecond = Double(all.reduce(0) { $0 + $1.resultsSaved } - saved0) / wall
        let relayedPerSecond = Double(watchers.reduce(0) { $0 + $1.messagesReceived } - watchedMessages0) / wall
        let watchedMs = watchedTrips[min(watched0, watchedTrips.count)...].map { Double($0) / 1e6 }.sorted()
        let spectatorsLost = watchers.filter { $0.phase == .failed }.count
        // Answers still on their way get a second.
        let drain = monotonicNanoseconds() + 1_000_000_000
        while monotonicNanoseconds() < drain && all.contains(where: { $0.unansweredMeasured > 0 }) { pump(until: drain) }
        let failed = all.filter { $0.phase == .failed }

        if let timeline {
            let lines = zip(answeredAt, roundTrips).map { at, trip in
                String(format: "%.3f %.3f", Double(Int64(at) - Int64(wall0)) / 1e6, Double(trip) / 1e6)
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: timeline, atomically: true, encoding: .utf8)
        }
        let ms = roundTrips.map { Double($0) / 1e6 }.sorted()
        func pick(_ q: Double) -> Double { ms.isEmpty ? 0 : ms[min(ms.count - 1, Int(q * Double(ms.count)))] }
        func r(_ x: Double, _ places: Int = 3) -> String { String(format: "%.\(places)f", x) }
        func quantile(_ trips: [UInt64], _ q: Double) -> Double {
            let sorted = trips.sorted()
            return sorted.isEmpty ? 0 : Double(sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]) / 1e6
        }
        let roomFields = mode == .rooms
            ? ",\"rooms\":\(rooms.count),\"room_size\":\(roomSize),\"deliveries\":\(ms.count),\"own_p50_ms\":\(r(quantile(ownTrips, 0.5))),\"own_p99_ms\":\(r(quantile(ownTrips, 0.99))),"
              + "\"others_p50_ms\":\(r(quantile(otherTrips, 0.5))),\"others_p99_ms\":\(r(quantile(otherTrips, 0.99)))"
            : ""
        // The machine first: figures from two machines compare nothing (docs/benchmarks.md).
        return "{\(MachineDescription.current.jsonMembers),\"mode\":\"\(mode.rawValue)\",\"rate\":\(Int(rate)),"
            + (mode == .results ? "\"results_saved_per_second\":\(r(savedPerSecond, 1))," : "")
            + "\"sessions\":\(sessions),\"batches\":\(sent),"
            + "\"timed\":\(timed),\"answered\":\(ms.count),"
            + "\"answered_share\":\(r(timed == 0 ? 0 : Double(ms.count) / Double(timed), 4)),"
            + "\"p50_ms\":\(r(pick(0.5))),\"p99_ms\":\(r(pick(0.99))),\"max_ms\":\(r(ms.last ?? 0)),"
            + "\"server_cpu_percent\":\(r(100 * serverCPU / wall, 1)),\"server_rss_mib\":\(r(memory, 1)),"
            + "\"client_cpu_percent\":\(r(100 * clientCPU / wall, 1)),\"sessions_failed\":\(failed.count)"
            + (spectators > 0 || watchedMs.count > 0
               ? ",\"spectators\":\(spectators),\"spectators_lost\":\(spectatorsLost),\"relayed_messages_per_second\":\(r(relayedPerSecond, 1)),"
                 + "\"watched_p50_ms\":\(r(watchedMs.isEmpty ? 0 : watchedMs[watchedMs.count / 2])),\"watched_p99_ms\":\(r(watchedMs.isEmpty ? 0 : watchedMs[min(watchedMs.count - 1, Int(0.99 * Double(watchedMs.count)))]))"
               : "")
            + roomFields
            + (failed.first?.failure.map { ",\"first_failure\":\(Self.quoted($0))" } ?? "") + "}"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.prefix(200).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Room `index`'s code: 6 of the protocol's letters, one room's apart from every other's.
    static func roomCode(_ index: Int) -> String {
        let letters = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
        var n = index + 31 * 31 * 31 * 31 * 31, code = ""
        for _ in 0..<6 {
            code = String(letters[n % letters.count]) + code
            n /= letters.count
        }
        return code
    }
}
