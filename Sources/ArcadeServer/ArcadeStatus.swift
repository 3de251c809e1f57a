import NIOConcurrencyHelpers

/// What the whole instance is doing, shared by its sessions, its HTTP routes and its drain:
/// the sessions open (so a drain can tell each page to move) and whether the instance is
/// draining. The one owner of that state; everything else asks it.
public final class ArcadeStatus: Sendable {
    private struct State {
        var draining = false
        var sessions: [ObjectIdentifier: (connection: ArcadeConnection, address: String)] = [:]
        var perAddress: [String: Int] = [:]
        var saver: ResultSaver?
    }

    private let state = NIOLockedValueBox(State())
    /// The instance's measurements, which its routes, sessions and drain record.
    public let metrics: ArcadeMetrics

    /// A status with no session open, not draining, recording into `metrics`.
    public init(metrics: ArcadeMetrics = ArcadeMetrics()) {
        self.metrics = metrics
    }

    /// Whether the instance has begun draining: it takes no new session, `/ready` fails.
    public var isDraining: Bool { state.withLockedValue { $0.draining } }

    /// Sessions open now.
    public var sessionCount: Int { state.withLockedValue { $0.sessions.count } }

    /// The saver of the instance's results, which a drain flushes before the store closes.
    var saver: ResultSaver? {
        get { state.withLockedValue { $0.saver } }
        set { state.withLockedValue { $0.saver = newValue } }
    }

    /// Why a session was not let in.
    enum Refusal: Error, Equatable {
        /// The instance is draining.
        case draining
        /// `limit` sessions from the player's address are open already.
        case tooManyFromAddress(limit: Int)
    }

    /// Counts `connection`, from the player at `address`, as open; refuses it (not counted) when
    /// the instance is draining or `perAddressLimit` sessions (0: no limit) from that address
    /// are open already.
    func register(_ connection: ArcadeConnection, address: String, perAddressLimit: Int) -> Refusal? {
        state.withLockedValue { state in
            guard !state.draining else { return .draining }
            let open = state.perAddress[address, default: 0]
            if perAddressLimit > 0 && open >= perAddressLimit { return .tooManyFromAddress(limit: perAddressLimit) }
            state.perAddress[address] = open + 1
            state.sessions[ObjectIdentifier(connection)] = (connection, address)
            return nil
        }
    }

    /// `connection` has closed.
    func unregister(_ connection: ArcadeConnection) {
        state.withLockedValue { state in
            guard let (_, address) = state.sessions.removeValue(forKey: ObjectIdentifier(connection)) else { return }
            let left = state.perAddress[address, default: 1] - 1
            state.perAddress[address] = left > 0 ? left : nil
        }
    }

    /// Starts draining and returns the sessions open, to be told to move.
    func beginDraining() -> [ArcadeConnection] {
        state.withLockedValue { state in
            state.draining = true
            return state.sessions.values.map(\.connection)
        }
    }
}
