import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// Counts the server's open connections and turns away those over the cap, before they cost
/// more than a file descriptor for a moment: without it a flood of idle sockets reaches the
/// process's file limit, and the server then spins refusing everyone.
///
/// Connections that have not yet sent a whole request head are "silent". When the arcade is
/// full and a new connection comes, the silent one that has waited longest is closed to make
/// room, rather than the newcomer refused: a flood of sockets that never speak (each is closed
/// after the request-head timeout anyway) then cannot keep a player out — a browser sends its
/// request within milliseconds of connecting, so it is never the oldest silent one for long.
final class ConnectionGate: Sendable {
    /// The most connections held at once.
    let limit: Int
    private struct State {
        var open = 0
        /// Silent connections, oldest first, each with the number it was let in as (entries of
        /// connections that spoke or closed are skipped when met: a channel made later at a
        /// closed one's address has the same identifier, but not the same number).
        var silentOrder: [(id: ObjectIdentifier, number: Int)] = []
        var silentStart = 0
        var silent: [ObjectIdentifier: (channel: any Channel, number: Int)] = [:]
        /// How many connections have been let in.
        var admitted = 0
    }
    private let state = NIOLockedValueBox(State())
    /// What silent connections closed count into.
    private let metrics: ArcadeMetrics

    /// A gate for `configured` connections, lowered to leave 64 file descriptors spare below
    /// the process's limit (for the database, logs and accepting the one to refuse).
    init(configured: Int, metrics: ArcadeMetrics) {
        self.metrics = metrics
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        let available = Int(clamping: files.rlim_cur) - 64
        limit = max(1, min(configured, available))
    }

    /// The connections open now.
    var count: Int { state.withLockedValue { $0.open } }

    /// Lets `channel` in, silent, if there is room or a silent connection to close for it;
    /// false when the arcade is full of connections that have spoken.
    func enter(_ channel: any Channel) -> Bool {
        let (admitted, victim) = state.withLockedValue { state -> (Bool, (any Channel)?) in
            var victim: (any Channel)?
            if state.open >= limit {
                while state.silentStart < state.silentOrder.count {
                    let oldest = state.silentOrder[state.silentStart]
                    state.silentStart += 1
                    if let entry = state.silent[oldest.id], entry.number == oldest.number {
                        state.silent.removeValue(forKey: oldest.id)
                        victim = entry.channel
                        break
                    }
                }
                guard victim != nil else { return (false, nil) }
            }
            state.open += 1
            state.admitted += 1
            let id = ObjectIdentifier(channel)
            state.silent[id] = (channel, state.admitted)
            state.silentOrder.append((id, state.admitted))
            // The order list is compacted now and then, so it never outgrows the connections.
            if state.silentStart > 1024 && state.silentStart * 2 > state.silentOrder.count {
                state.silentOrder.removeFirst(state.silentStart)
                state.silentStart = 0
            }
            return (true, victim)
        }
        if let victim {
            metrics.silentCloses.increment()
            victim.close(promise: nil)
        }
        return admitted
    }

    /// `channel` has sent a whole request head: it is no longer one to close for a newcomer.
    func spoke(_ channel: any Channel) {
        state.withLockedValue { _ = $0.silent.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// A connection let in has closed.
    func leave(_ channel: any Channel) {
        state.withLockedValue { state in
            state.open -= 1
            state.silent.removeValue(forKey: ObjectIdentifier(channel))
        }
    }

    /// Raises the process's soft file limit to its hard limit, so the cap, not the system,
    /// decides how many players the arcade holds. Returns the new soft limit.
    @discardableResult
    static func raiseFileLimit() -> Int {
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        if files.rlim_cur < files.rlim_max {
            files.rlim_cur = files.rlim_max
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        }
        return Int(clamping: files.rlim_cur)
    }
}
