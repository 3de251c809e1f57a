import NIOConcurrencyHelpers

/// The messages waiting to be written to one page, so that making them never waits on the
/// page reading them: the session's clock and its message loop put messages in, and one
/// writer takes them out as fast as the socket allows. A scene replaces the scene still
/// waiting (each is the whole picture), so a slow page gets the latest picture rather than a
/// backlog; other messages queue, and past ``limit`` bytes of them the box overflows and the
/// session is closed.
final class Outbox: Sendable {
    /// A message to send.
    struct Message: Sendable, Equatable {
        /// The JSON text.
        var text: String
        /// Whether it is a `scene`, which a later scene replaces.
        var isScene = false
    }

    private struct State {
        var queue: [Message] = []
        var bytes = 0
        var finished = false
        var overflowed = false
        var writer: CheckedContinuation<String?, Never>?
    }

    /// Bytes of messages that may wait.
    let limit: Int
    private let state = NIOLockedValueBox(State())

    /// An empty box holding at most `limit` bytes.
    init(limit: Int) { self.limit = limit }

    /// Adds messages; returns false once the box has overflowed (the page is not reading).
    @discardableResult
    func post(_ messages: [Message]) -> Bool {
        guard !messages.isEmpty else { return !state.withLockedValue { $0.overflowed } }
        let (writer, text, ok): (CheckedContinuation<String?, Never>?, String?, Bool) = state.withLockedValue { s in
            guard !s.finished else { return (nil, nil, !s.overflowed) }
            for message in messages {
                if message.isScene, let old = s.queue.firstIndex(where: \.isScene) {
                    s.bytes -= s.queue[old].text.utf8.count
                    s.queue.remove(at: old)
                }
                s.queue.append(message)
                s.bytes += message.text.utf8.count
            }
            if s.bytes > limit { s.overflowed = true }
            guard let writer = s.writer else { return (nil, nil, !s.overflowed) }
            s.writer = nil
            let first = s.queue.removeFirst()
            s.bytes -= first.text.utf8.count
            return (writer, first.text, !s.overflowed)
        }
        writer?.resume(returning: text)
        return ok
    }

    /// No more messages will come: the writer gets what is left, then nil.
    func finish() {
        let writer = state.withLockedValue { s -> CheckedContinuation<String?, Never>? in
            s.finished = true
            defer { s.writer = nil }
            return s.queue.isEmpty ? s.writer : nil
        }
        writer?.resume(returning: nil)
    }

    /// The next message to write, waiting for one; nil once finished and empty, or when the
    /// waiting task is cancelled.
    func next() async -> String? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                let ready: String?? = state.withLockedValue { s in
                    if !s.queue.isEmpty {
                        let first = s.queue.removeFirst()
                        s.bytes -= first.text.utf8.count
                        return .some(first.text)
                    }
                    if s.finished || Task.isCancelled { return .some(nil) }
                    s.writer = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let writer = state.withLockedValue { s -> CheckedContinuation<String?, Never>? in
                defer { s.writer = nil }
                return s.writer
            }
            writer?.resume(returning: nil)
        }
    }
}
