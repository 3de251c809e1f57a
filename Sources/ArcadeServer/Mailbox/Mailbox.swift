import NIOConcurrencyHelpers

/// Letters handed from one side of the server to another without either waiting on the other:
/// the floor's one lock with a task waiting on it (the rooms' ``RoomExecutor``, beside it, keeps
/// the other lock the floor has: work waiting for a room). What it holds and how letters
/// queue are its ``MailboxRules`` (a value); the box adds the lock, one reader waiting for the
/// next batch (``next()``) or a handler called when letters come (``whenReady(_:)``, for a
/// reader on an event loop), those waiting for it to be idle (``idle()``), and its end
/// (``finish()`` delivers what is left, ``close()`` drops it). Used by the outbox a page is
/// written from, a page's inbox, a session's alarm, a socket's choice of writer, a live feed, a
/// watched game's spectators, the list of games in progress, the connection gate and the quick
/// route's setting — each a state one side changes and another reads (``update(_:)``,
/// ``read(_:)``) by the rules' own calls.
final class Mailbox<Rules: MailboxRules>: Sendable {
    private struct State: Sendable {
        var rules: Rules
        var reader: CheckedContinuation<Rules.Batch?, Never>?
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var finished = false
        var overflowed = false
        /// Called (outside the lock) when letters come or the box finishes.
        var onReady: (@Sendable () -> Void)?
        /// `onReady` was called and the reader has not taken since: letters that come meanwhile
        /// go with what it takes, and call nobody.
        var readyCalled = false

        mutating func readyToCall() -> (@Sendable () -> Void)? {
            guard let onReady, !readyCalled else { return nil }
            readyCalled = true
            return onReady
        }

        /// Those waiting for idleness, once the box is idle (or closed).
        mutating func idleToResume() -> [CheckedContinuation<Void, Never>] {
            guard !idleWaiters.isEmpty, finished || rules.isIdle else { return [] }
            defer { idleWaiters = [] }
            return idleWaiters
        }
    }

    private let state: NIOLockedValueBox<State>

    /// An empty box kept by `rules`.
    init(_ rules: Rules) {
        state = NIOLockedValueBox(State(rules: rules))
    }

    /// Posts `letters` in order; a reader waiting is handed its batch at once. Returns false once
    /// the box has overflowed. Letters posted after the box finished are dropped.
    @discardableResult
    func post(_ letters: some Collection<Rules.Letter>) -> Bool {
        let (handed, ok, ready) = state.withLockedValue { s -> ((CheckedContinuation<Rules.Batch?, Never>, Rules.Batch)?, Bool, (@Sendable () -> Void)?) in
            guard !s.finished else { return (nil, !s.overflowed, nil) }
            for letter in letters { s.rules.put(letter) }
            var handed: (CheckedContinuation<Rules.Batch?, Never>, Rules.Batch)?
            if let reader = s.reader, let batch = s.rules.take() {
                s.reader = nil
                handed = (reader, batch)
            }
            if !s.rules.settle() { s.overflowed = true }
            return (handed, !s.overflowed, s.readyToCall())
        }
        handed?.0.resume(returning: handed?.1)
        ready?()
        return ok
    }

    /// Posts one letter.
    @discardableResult
    func post(_ letter: Rules.Letter) -> Bool { post(CollectionOfOne(letter)) }

    /// The next batch, waiting for one; nil once the box has finished and nothing waits, or when
    /// the waiting task is cancelled.
    func next() async -> Rules.Batch? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Rules.Batch?, Never>) in
                let ready = state.withLockedValue { s -> Rules.Batch?? in
                    if Task.isCancelled { return .some(nil) }
                    if let batch = s.rules.take() { return .some(batch) }
                    if s.finished { return .some(nil) }
                    s.reader = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let reader = state.withLockedValue { s -> CheckedContinuation<Rules.Batch?, Never>? in
                defer { s.reader = nil }
                return s.reader
            }
            reader?.resume(returning: nil)
        }
    }

    /// Takes at once by a reader's own rule (an event-loop writer's batch limit), and says
    /// whether the box has finished with nothing left. Letters posted after it call the ready
    /// handler again.
    func take<Taken>(_ taking: (inout Rules) -> Taken) -> (taken: Taken, done: Bool) {
        state.withLockedValue { s in
            s.readyCalled = false
            let taken = taking(&s.rules)
            return (taken, s.finished && s.rules.isEmpty)
        }
    }

    /// Changes the rules by a call of their own (a reader handled what it took; a feed's post
    /// with its hand-over) and returns what it says: those waiting for idleness go on once the
    /// box is idle.
    @discardableResult
    func update<Result>(_ change: (inout Rules) -> Result) -> Result {
        let (result, waiters) = state.withLockedValue { s in
            let result = change(&s.rules)
            return (result, s.idleToResume())
        }
        for waiter in waiters { waiter.resume() }
        return result
    }

    /// Reads the rules' state.
    func read<Value>(_ reading: (Rules) -> Value) -> Value {
        state.withLockedValue { reading($0.rules) }
    }

    /// Returns once the box is idle (at once when it is), or closed — as it is when the waiting
    /// task is cancelled.
    func idle() async {
        // Asked before every message a socket's reader hands on: most find the box idle.
        if state.withLockedValue({ $0.finished || $0.rules.isIdle }) { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLockedValue { s -> Bool in
                    if s.finished || Task.isCancelled || s.rules.isIdle { return true }
                    s.idleWaiters.append(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            close()
        }
    }

    /// Hands letters posted from now on to `ready` (called when letters come and when the box
    /// finishes) instead of a task waiting in ``next()``; it takes with ``take(_:)``.
    func whenReady(_ ready: @escaping @Sendable () -> Void) {
        state.withLockedValue {
            $0.onReady = ready
            $0.readyCalled = true
        }
        ready()
    }

    /// Lets go of what ``whenReady(_:)`` gave (the reader holds the box, and the box it).
    func stopReady() {
        state.withLockedValue { $0.onReady = nil }
    }

    /// No more letters: the reader gets what is left, then nil.
    func finish() {
        let (reader, ready) = state.withLockedValue { s -> (CheckedContinuation<Rules.Batch?, Never>?, (@Sendable () -> Void)?) in
            s.finished = true
            // Called even if it was already: a reader on an event loop ends once it sees the box finished.
            s.readyCalled = true
            defer { s.reader = nil }
            return (s.reader, s.onReady)
        }
        reader?.resume(returning: nil)
        ready?()
    }

    /// No more letters, and those waiting are dropped: the reader gets nil, and those waiting for
    /// idleness go on.
    func close() {
        let (reader, waiters, ready) = state.withLockedValue { s -> (CheckedContinuation<Rules.Batch?, Never>?, [CheckedContinuation<Void, Never>], (@Sendable () -> Void)?) in
            s.finished = true
            s.readyCalled = true
            s.rules.discard()
            defer { s.reader = nil }
            return (s.reader, s.idleToResume(), s.onReady)
        }
        reader?.resume(returning: nil)
        for waiter in waiters { waiter.resume() }
        ready?()
    }

    /// Whether the box has overflowed.
    var overflowed: Bool { state.withLockedValue { $0.overflowed } }

    /// How many wait in ``idle()`` now, and whether a reader waits in ``next()``: what a test
    /// waits for before it asserts what has not happened yet.
    var waiters: (idle: Int, reader: Bool) { state.withLockedValue { ($0.idleWaiters.count, $0.reader != nil) } }
}
