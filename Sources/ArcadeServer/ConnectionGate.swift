import Foundation
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
    /// The connections and which are silent: ``GateRules`` in a ``Mailbox``.
    private let box: Mailbox<GateRules<any Channel>>
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
        box = Mailbox(GateRules(limit: limit))
    }

    /// The connections open now.
    var count: Int { box.read { $0.open } }

    /// Lets `channel` in, silent, if there is room or a silent connection to close for it;
    /// false when the arcade is full of connections that have spoken.
    func enter(_ channel: any Channel) -> Bool {
        let (admitted, closing) = box.update { $0.enter(channel) }
        if let closing {
            metrics.silentCloses.increment()
            closing.close(promise: nil)
        }
        return admitted
    }

    /// `channel` has sent a whole request head: it is no longer one to close for a newcomer.
    func spoke(_ channel: any Channel) { box.update { $0.spoke(channel) } }

    /// A connection let in has closed.
    func leave(_ channel: any Channel) { box.update { $0.leave(channel) } }

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
