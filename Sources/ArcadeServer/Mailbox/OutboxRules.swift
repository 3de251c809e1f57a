/// How an ``Outbox`` queues what waits for a page: a scene replaces the scene still waiting (each
/// is the whole picture), a room's steps join the steps message still waiting at the end of the
/// queue, and the box overflows when the bytes waiting besides the largest waiting message pass
/// ``limit``, or the largest passes ``largest``. A reader on a task takes one message at a time;
/// one on an event loop takes as many as fit its batch (``takeAll(maxBytes:)``).
struct OutboxRules: MailboxRules {
    /// Bytes that may wait besides the largest waiting message.
    let limit: Int
    /// The largest one message may be.
    let largest: Int
    private(set) var queue: [Outbox.Message] = []
    /// The bytes waiting (each message's ``Outbox/Message/size``).
    private(set) var bytes = 0

    /// Rules holding at most `limit` bytes besides one message of at most `largest` (never less than `limit`).
    init(limit: Int, largest: Int) {
        self.limit = limit
        self.largest = max(largest, limit)
    }

    mutating func put(_ message: Outbox.Message) {
        if message.isScene, let old = queue.firstIndex(where: \.isScene) {
            bytes -= queue[old].size
            queue.remove(at: old)
        }
        if let steps = message.steps, let last = queue.indices.last, queue[last].steps != nil {
            // Steps join the steps still waiting: one message, in order, the last link
            // (appended in place: the waiting list is this box's alone).
            bytes -= queue[last].size
            queue[last].join(steps)
            bytes += queue[last].size
            return
        }
        queue.append(message)
        bytes += message.size
    }

    mutating func take() -> Outbox.Message? {
        guard !queue.isEmpty else { return nil }
        let first = queue.removeFirst()
        bytes -= first.size
        return first
    }

    /// Takes the messages waiting, in order, until their size passes `maxBytes` (at least one).
    mutating func takeAll(maxBytes: Int) -> [Outbox.Message] {
        var end = 0
        var taken = 0
        while end < queue.count, end == 0 || taken < maxBytes {
            taken += queue[end].size
            end += 1
        }
        let messages = Array(queue[..<end])
        queue.removeFirst(end)
        bytes -= taken
        return messages
    }

    func settle() -> Bool {
        var biggest = 0
        for message in queue where message.size > biggest { biggest = message.size }
        return bytes - biggest <= limit && biggest <= largest
    }

    var isEmpty: Bool { queue.isEmpty }

    mutating func discard() {
        queue = []
        bytes = 0
    }
}
