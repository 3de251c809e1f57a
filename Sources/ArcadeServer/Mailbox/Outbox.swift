import ArcadeProtocol

/// The messages waiting to be written to one page, so that making them never waits on the
/// page reading them: the session's clock and its message loop put messages in, and one
/// writer takes them out as fast as the socket allows.
///
/// What it bounds is what the page has not yet taken, not the size of one message: a board, an
/// opening or a batch of steps may be as large as the arcade sends (``OutboxRules/largest``), and a page that
/// reads always gets it whole. So that a page reading more slowly than a room plays falls
/// behind in one message rather than many, a scene replaces the scene still waiting (each is
/// the whole picture) and a room's steps join the steps message still waiting at the end of
/// the queue. The box overflows — the page is not reading, and its session is closed — when the
/// bytes waiting besides the largest waiting message pass ``OutboxRules/limit``, or the largest passes
/// ``OutboxRules/largest``. The rules are ``OutboxRules``; the box a ``Mailbox``.
final class Outbox: Sendable {
    private let box: Mailbox<OutboxRules>

    /// An empty box holding at most `limit` bytes besides one message of at most `largest`.
    init(limit: Int, largest: Int) {
        box = Mailbox(OutboxRules(limit: limit, largest: largest))
    }

    /// Adds messages; returns false once the box has overflowed (the page is not reading).
    @discardableResult
    func post(_ messages: some Collection<Message>) -> Bool {
        guard !messages.isEmpty else { return !box.overflowed }
        return box.post(messages)
    }

    /// Hands what is posted from now on to `ready` (called when messages come and when the box
    /// finishes) instead of a task waiting in ``next()``.
    func whenReady(_ ready: @escaping @Sendable () -> Void) { box.whenReady(ready) }

    /// Lets go of what ``whenReady(_:)`` gave (the writer holds the box, and the box it: the
    /// writer ends the cycle once it is done).
    func stopReady() { box.stopReady() }

    /// Takes the messages waiting, in order, until their size passes `maxBytes` (at least one);
    /// and whether the box is finished and now empty (nothing more will come). What is posted
    /// after it calls the ready handler again.
    func takeAll(maxBytes: Int) -> (messages: [Message], done: Bool) {
        let (messages, done) = box.take { $0.takeAll(maxBytes: maxBytes) }
        return (messages, done)
    }

    /// No more messages will come: the writer gets what is left, then nil.
    func finish() { box.finish() }

    /// The next message to write, waiting for one; nil once finished and empty, or when the
    /// waiting task is cancelled.
    func next() async -> String? { await box.next()?.wireText }
}
