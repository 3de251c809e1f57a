import NIOConcurrencyHelpers

/// What the whole instance is doing, shared by its sessions, its HTTP routes and its drain:
/// the sessions open (so a drain can tell each page to move) and whether the instance is
/// draining. The one owner of that state; everything else asks it.
public final class ArcadeStatus: Sendable {
    private struct State {
        var draining = false
        var sessions: [ObjectIdentifier: ArcadeConnection] = [:]
        var saver: ResultSaver?
    }

    private let state = NIOLockedValueBox(State())

    /// A status with no session open, not draining.
    public init() {}

    /// Whether the instance has begun draining: it takes no new session, `/ready` fails.
    public var isDraining: Bool { state.withLockedValue { $0.draining } }

    /// Sessions open now.
    public var sessionCount: Int { state.withLockedValue { $0.sessions.count } }

    /// The saver of the instance's results, which a drain flushes before the store closes.
    var saver: ResultSaver? {
        get { state.withLockedValue { $0.saver } }
        set { state.withLockedValue { $0.saver = newValue } }
    }

    /// Counts `connection` as open; false (and not counted) when the instance is draining.
    func register(_ connection: ArcadeConnection) -> Bool {
        state.withLockedValue { state in
            guard !state.draining else { return false }
            state.sessions[ObjectIdentifier(connection)] = connection
            return true
        }
    }

    /// `connection` has closed.
    func unregister(_ connection: ArcadeConnection) {
        state.withLockedValue { $0.sessions[ObjectIdentifier(connection)] = nil }
    }

    /// Starts draining and returns the sessions open, to be told to move.
    func beginDraining() -> [ArcadeConnection] {
        state.withLockedValue { state in
            state.draining = true
            return Array(state.sessions.values)
        }
    }
}
