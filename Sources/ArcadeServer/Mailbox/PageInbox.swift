import ArcadeProtocol

/// The `steps` and `sync` messages of a page playing its game alone, read on its socket's event
/// loop (``FrequentMessageRoute``) and waiting for its connection: they skip the WebSocket library's
/// stream of messages (its buffering, its text, a task woken for each) — a page sends steps ten
/// times a second, and a server holds thousands of pages.
///
/// One loop of the session takes them (``next()``) and hands them to the connection in order. A
/// message that comes the library's way after them waits (``idle()``) until they are handled:
/// the page's messages are handled in the order it sent them. Kept by ``PageInboxRules`` in a
/// ``Mailbox``.
final class PageInbox: Sendable {
    private let box = Mailbox(PageInboxRules())

    init() {}

    /// Adds a message read from the page; a taker waiting gets it at once.
    func put(_ message: ClientMessage) { box.post(message) }

    /// The messages waiting, in order, once there is one; nil once closed (or the waiting task is
    /// cancelled, which closes the inbox). The caller says when it has handled them (``handled(_:)``).
    func next() async -> [ClientMessage]? {
        await withTaskCancellationHandler {
            await box.next()
        } onCancel: {
            close()
        }
    }

    /// `count` messages taken are handled: those waiting for the inbox to be idle go on once
    /// nothing is left.
    func handled(_ count: Int) { box.update { $0.handled(count) } }

    /// Returns once every message put so far has been handled (at once when none waits), or the
    /// inbox is closed — as it is when the waiting task is cancelled (the session is ending).
    func idle() async { await box.idle() }

    /// How many wait in ``idle()`` now, and whether a taker waits in ``next()``: what a test
    /// waits for before it asserts what has not happened yet.
    var waiters: (idle: Int, taker: Bool) {
        let waiters = box.waiters
        return (waiters.idle, waiters.reader)
    }

    /// No more messages: the taker gets nil, and those waiting for idleness go on.
    func close() { box.close() }
}
