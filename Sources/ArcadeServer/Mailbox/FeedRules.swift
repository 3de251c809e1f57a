/// Where a feed attached to a room player's connection hands what is posted: its outbox.
protocol FeedSink: Sendable {
    /// Adds `messages` in order; false once the sink has overflowed (its page is not reading).
    func post(_ messages: some Collection<Outbox.Message>) -> Bool
}

extension Outbox: FeedSink {}

/// How a ``LiveFeed`` keeps what it is sent: items wait in order until its connection takes
/// them, or — attached to a room player's outbox (`sink`) — are handed straight into it, up to a
/// round's start, which waits for the connection (only it can make the round's session and
/// welcome). More than `limit` bytes waiting overflows the feed for good: its page reads too
/// slowly. After the item marked as the end, nothing more is kept.
///
/// The hand-over is made by the rules, inside the feed's box: what reaches the outbox keeps
/// the order it was posted in, whichever thread posts next.
struct FeedRules<Sink: FeedSink>: MailboxRules {
    /// The most bytes that may wait.
    let limit: Int
    private(set) var items: [LiveFeed.Item] = []
    /// The bytes of `items`.
    private(set) var bytes = 0
    private(set) var overflowed = false
    private(set) var ended = false
    /// A room player's outbox, which what is posted goes straight into.
    private(set) var sink: Sink?

    init(limit: Int) {
        self.limit = limit
    }

    /// Keeps `item` (`ends`: the last one; `ring`: the poster wants it sent now, not when it
    /// rings for many); true when the connection must be woken.
    mutating func post(_ item: LiveFeed.Item, ends: Bool, ring: Bool) -> Bool {
        guard !overflowed, !ended else { return false }
        if ring, !ends, let sink, items.isEmpty, case .step(let text, let count, let link) = item, item.bytes <= limit {
            // A step with nothing waiting before it goes straight into the outbox, as handing it
            // over would put it: a step comes for every player's move.
            guard sink.post(CollectionOfOne(.steps(text, count: count, chain: link))) else {
                overflowed = true
                return true
            }
            return false
        }
        bytes += item.bytes
        if bytes > limit {
            overflowed = true
            items = []
            return true
        }
        items.append(item)
        if ends { ended = true }
        return ring && !handOver()
    }

    /// What waits is to be sent now: true when the connection must be woken for it (no outbox,
    /// a round's start waits, or the outbox overflowed).
    mutating func ring() -> Bool { !handOver() }

    /// Hands what waits, and all that comes later, to `sink`; true when the connection must be
    /// woken.
    mutating func attach(_ sink: Sink) -> Bool {
        self.sink = sink
        return !handOver()
    }

    /// Whether a round's start waits at the head of an attached feed for the connection.
    var roundStartWaiting: Bool { sink != nil && items.first == .roundStart }

    /// The connection has started the round: `messages` (its welcome) take the round start's
    /// place, and what came after it goes on into the outbox. True when the connection must be
    /// woken again.
    mutating func passRoundStart(with messages: [Outbox.Message]) -> Bool {
        guard let sink, items.first == .roundStart else { return false }
        items.removeFirst()
        if !sink.post(messages) { overflowed = true }
        return !handOver()
    }

    /// Moves what waits, up to a round's start, into the sink; false when the connection must
    /// be woken (no sink, a round's start waits, or the sink overflowed).
    private mutating func handOver() -> Bool {
        guard let sink, !overflowed else { return false }
        let end = items.firstIndex(of: .roundStart) ?? items.endIndex
        if end > 0 {
            let messages = Outbox.Message.roomMessages(items[..<end])
            items.removeFirst(end)
            bytes = items.reduce(0) { $0 + $1.bytes }
            if !sink.post(messages) {
                overflowed = true
                return false
            }
        }
        return items.isEmpty
    }

    /// Everything waiting, taken by the feed's connection.
    mutating func takeAll() -> [LiveFeed.Item] {
        defer {
            items = []
            bytes = 0
        }
        return items
    }

    mutating func put(_ item: LiveFeed.Item) { _ = post(item, ends: false, ring: false) }

    mutating func take() -> [LiveFeed.Item]? { items.isEmpty ? nil : takeAll() }

    var isEmpty: Bool { items.isEmpty }

    mutating func discard() {
        items = []
        bytes = 0
    }
}
