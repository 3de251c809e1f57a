import ArcadeProtocol

/// How a ``PageInbox`` queues a page's messages read on the event loop: a reader takes all that
/// wait at once, in order, and they count as in hand until it says they are handled; the inbox
/// is idle when nothing waits and nothing is in hand.
struct PageInboxRules: MailboxRules {
    private(set) var waiting: [ClientMessage] = []
    /// Messages taken and not yet handled.
    private(set) var inHand = 0

    mutating func put(_ message: ClientMessage) { waiting.append(message) }

    mutating func take() -> [ClientMessage]? {
        guard !waiting.isEmpty else { return nil }
        defer { waiting.removeAll(keepingCapacity: true) }
        inHand += waiting.count
        return waiting
    }

    /// `count` messages taken are handled.
    mutating func handled(_ count: Int) { inHand -= count }

    var isEmpty: Bool { waiting.isEmpty }
    var isIdle: Bool { inHand == 0 && waiting.isEmpty }
    mutating func discard() { waiting = [] }
}
