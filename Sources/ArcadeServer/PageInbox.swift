import ArcadeProtocol
import NIOConcurrencyHelpers

/// The `steps` and `sync` messages of a page playing its game alone, read on its socket's event
/// loop (``FrequentMessageRoute``) and waiting for its connection: they skip the WebSocket library's
/// stream of messages (its buffering, its text, a task woken for each) — a page sends steps ten
/// times a second, and a server holds thousands of pages.
///
/// One loop of the session takes them (``next()``) and hands them to the connection in order. A
/// message that comes the library's way after them waits (``idle()``) until they are handled:
/// the page's messages are handled in the order it sent them.
final class PageInbox: Sendable {
    private struct State {
        var waiting: [ClientMessage] = []
        var taker: CheckedContinuation<[ClientMessage]?, Never>?
        /// Messages taken and not yet handled.
        var inHand = 0
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var closed = false

        /// What waits, now counted as in hand.
        mutating func takeWaiting() -> [ClientMessage] {
            defer { waiting.removeAll(keepingCapacity: true) }
            inHand += waiting.count
            return waiting
        }
    }

    private let state = NIOLockedValueBox(State())

    init() {}

    /// Adds a message read from the page; a taker waiting gets it at once.
    func put(_ message: ClientMessage) {
        let handed = state.withLockedValue { s -> (CheckedContinuation<[ClientMessage]?, Never>, [ClientMessage])? in
            guard !s.closed else { return nil }
            s.waiting.append(message)
            guard let taker = s.taker else { return nil }
            s.taker = nil
            return (taker, s.takeWaiting())
        }
        handed?.0.resume(returning: handed?.1)
    }

    /// The messages waiting, in order, once there is one; nil once closed (or the waiting task is
    /// cancelled). The caller says when it has handled them (``handled(_:)``).
    func next() async -> [ClientMessage]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[ClientMessage]?, Never>) in
                let ready = state.withLockedValue { s -> [ClientMessage]?? in
                    if s.closed || Task.isCancelled { return .some(nil) }
                    if !s.waiting.isEmpty { return .some(s.takeWaiting()) }
                    s.taker = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            close()
        }
    }

    /// `count` messages taken are handled: those waiting for the inbox to be idle go on once
    /// nothing is left.
    func handled(_ count: Int) {
        let waiters = state.withLockedValue { s -> [CheckedContinuation<Void, Never>] in
            s.inHand -= count
            guard s.inHand == 0, s.waiting.isEmpty else { return [] }
            defer { s.idleWaiters = [] }
            return s.idleWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once every message put so far has been handled (at once when none waits), or the
    /// inbox is closed — as it is when the waiting task is cancelled (the session is ending).
    func idle() async {
        // The reader asks before every message it hands on, of every session: most find nothing.
        if state.withLockedValue({ $0.closed || ($0.inHand == 0 && $0.waiting.isEmpty) }) { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLockedValue { s -> Bool in
                    if s.closed || Task.isCancelled || (s.inHand == 0 && s.waiting.isEmpty) { return true }
                    s.idleWaiters.append(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            close()
        }
    }

    /// How many wait in ``idle()`` now, and whether a taker waits in ``next()``: what a test
    /// waits for before it asserts what has not happened yet.
    var waiters: (idle: Int, taker: Bool) { state.withLockedValue { ($0.idleWaiters.count, $0.taker != nil) } }

    /// No more messages: the taker gets nil, and those waiting for idleness go on.
    func close() {
        let (taker, waiters) = state.withLockedValue { s -> (CheckedContinuation<[ClientMessage]?, Never>?, [CheckedContinuation<Void, Never>]) in
            s.closed = true
            s.waiting = []
            defer { s.taker = nil; s.idleWaiters = [] }
            return (s.taker, s.idleWaiters)
        }
        taker?.resume(returning: nil)
        for waiter in waiters { waiter.resume() }
    }
}
