/// How a ``ConnectionGate`` counts connections and picks the one to close for a newcomer: the
/// connections let in wait as "silent" until they send a whole request head, oldest first, and
/// when the arcade is full the oldest silent one is taken (``take()``) to make room.
///
/// Generic over what a connection is (a channel; an object of a test's), a class instance known
/// by its identity:
/// entries of connections that spoke or closed are skipped when met — an object made later at
/// a closed one's address has the same identifier, but not the same number.
struct GateRules<Connection: Sendable>: MailboxRules {
    /// The most connections held at once.
    let limit: Int
    /// The connections open now.
    private(set) var open = 0
    /// Silent connections, oldest first, each with the number it was let in as.
    private var silentOrder: [(id: ObjectIdentifier, number: Int)] = []
    private var silentStart = 0
    private var silent: [ObjectIdentifier: (connection: Connection, number: Int)] = [:]
    /// How many connections have been let in.
    private(set) var admitted = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// How many connections are silent now.
    var silentCount: Int { silent.count }

    /// Lets `connection` in, silent, if there is room or a silent one to close for it (returned
    /// as `closing`); not admitted when the arcade is full of connections that have spoken.
    mutating func enter(_ connection: Connection) -> (admitted: Bool, closing: Connection?) {
        var closing: Connection?
        if open >= limit {
            // The one closed leaves when its channel has closed: until then it is counted.
            closing = take()
            guard closing != nil else { return (false, nil) }
        }
        put(connection)
        return (true, closing)
    }

    /// `connection` has sent a whole request head: it is no longer one to close for a newcomer.
    mutating func spoke(_ connection: Connection) {
        silent.removeValue(forKey: Self.identity(connection))
    }

    /// A connection let in has closed.
    mutating func leave(_ connection: Connection) {
        open -= 1
        silent.removeValue(forKey: Self.identity(connection))
    }

    /// Counts `connection` in, silent.
    mutating func put(_ connection: Connection) {
        open += 1
        admitted += 1
        let id = Self.identity(connection)
        silent[id] = (connection, admitted)
        silentOrder.append((id, admitted))
        // The order list is compacted now and then, so it never outgrows the connections.
        if silentStart > 1024 && silentStart * 2 > silentOrder.count {
            silentOrder.removeFirst(silentStart)
            silentStart = 0
        }
    }

    /// The oldest silent connection, no longer silent; nil when every one has spoken.
    mutating func take() -> Connection? {
        while silentStart < silentOrder.count {
            let oldest = silentOrder[silentStart]
            silentStart += 1
            if let entry = silent[oldest.id], entry.number == oldest.number {
                silent.removeValue(forKey: oldest.id)
                return entry.connection
            }
        }
        return nil
    }

    /// A connection's identity (`any Channel` is an object, though not a generic `AnyObject`).
    private static func identity(_ connection: Connection) -> ObjectIdentifier { ObjectIdentifier(connection as AnyObject) }

    var isEmpty: Bool { silent.isEmpty }

    mutating func discard() {
        silent = [:]
        silentOrder = []
        silentStart = 0
    }
}
