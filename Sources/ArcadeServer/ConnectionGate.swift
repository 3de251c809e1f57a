import Foundation
import NIOConcurrencyHelpers

/// Counts the server's open connections and turns away those over the cap, before they cost
/// more than a file descriptor for a moment: without it a flood of idle sockets reaches the
/// process's file limit, and the server then spins refusing everyone.
final class ConnectionGate: Sendable {
    /// The most connections held at once.
    let limit: Int
    private let open = NIOLockedValueBox(0)

    /// A gate for `configured` connections, lowered to leave 64 file descriptors spare below
    /// the process's limit (for the database, logs and accepting the one to refuse).
    init(configured: Int) {
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        let available = Int(clamping: files.rlim_cur) - 64
        limit = max(1, min(configured, available))
    }

    /// The connections open now.
    var count: Int { open.withLockedValue { $0 } }

    /// Lets a connection in if there is room; false when the arcade is full.
    func enter() -> Bool {
        open.withLockedValue { open in
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    /// A connection let in has closed.
    func leave() {
        open.withLockedValue { $0 -= 1 }
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
