/// What the whole instance is doing, shared by its sessions, its HTTP routes and its drain:
/// the sessions open (so a drain can tell each page to move) and whether the instance is
/// draining. The one owner of that state, an actor; everything else asks it.
public actor ArcadeStatus {
    private var draining = false
    private var sessions: [ObjectIdentifier: (connection: ArcadeConnection, address: String)] = [:]
    private var perAddress: [String: Int] = [:]
    /// The instance's measurements, which its routes, sessions and drain record.
    public nonisolated let metrics: ArcadeMetrics

    /// A status with no session open, not draining, recording into `metrics`.
    public init(metrics: ArcadeMetrics = ArcadeMetrics()) {
        self.metrics = metrics
    }

    /// Whether the instance has begun draining: it takes no new session, `/ready` fails.
    public var isDraining: Bool { draining }

    /// Sessions open now.
    public var sessionCount: Int { sessions.count }

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
        guard !draining else { return .draining }
        let open = perAddress[address, default: 0]
        if perAddressLimit > 0 && open >= perAddressLimit { return .tooManyFromAddress(limit: perAddressLimit) }
        perAddress[address] = open + 1
        sessions[ObjectIdentifier(connection)] = (connection, address)
        return nil
    }

    /// `connection` has closed.
    func unregister(_ connection: ArcadeConnection) {
        guard let (_, address) = sessions.removeValue(forKey: ObjectIdentifier(connection)) else { return }
        let left = perAddress[address, default: 1] - 1
        perAddress[address] = left > 0 ? left : nil
    }

    /// Starts draining and returns the sessions open, to be told to move.
    func beginDraining() -> [ArcadeConnection] {
        draining = true
        return sessions.values.map(\.connection)
    }
}
