import ArcadeProtocol
import NIOConcurrencyHelpers
import NIOCore

/// The messages waiting to be written to one page, so that making them never waits on the
/// page reading them: the session's clock and its message loop put messages in, and one
/// writer takes them out as fast as the socket allows.
///
/// What it bounds is what the page has not yet taken, not the size of one message: a board, an
/// opening or a batch of steps may be as large as the arcade sends (``largest``), and a page that
/// reads always gets it whole. So that a page reading more slowly than a room plays falls
/// behind in one message rather than many, a scene replaces the scene still waiting (each is
/// the whole picture) and a room's steps join the steps message still waiting at the end of
/// the queue. The box overflows — the page is not reading, and its session is closed — when the
/// bytes waiting besides the largest waiting message pass ``limit``, or the largest passes
/// ``largest``.
final class Outbox: Sendable {
    /// A message to send.
    struct Message: Sendable, Equatable {
        /// The JSON text (for a room's steps, built when the writer takes it).
        private(set) var text: String
        /// Whether it is a `scene`, which a later scene replaces.
        private(set) var isScene = false
        /// A room's `steps` message: the steps (a JSON list's inside), their count and the
        /// chain's link after the last; a later one joins it while it waits (``join(_:)``).
        private(set) var steps: (list: String, count: Int, chain: String)?
        /// Its bytes, near enough to count against the limits: kept, not worked out, as the
        /// box weighs what waits at every post.
        private(set) var size: Int

        /// A message already written (`text`); `isScene` for a `scene`.
        init(text: String, isScene: Bool = false) {
            self.text = text
            self.isScene = isScene
            size = text.utf8.count
        }

        /// `message`, written now.
        init(_ message: ServerMessage) {
            self.init(text: message.jsonText, isScene: message.kind == .scene)
        }

        /// A room's `steps` message: `list` the steps' JSON, comma-separated, `count` the place
        /// of the last, `chain` the chain's link after it.
        static func steps(_ list: String, count: Int, chain: String) -> Message {
            var message = Message(text: "")
            message.steps = (list, count, chain)
            message.size = Self.stepsSize(list: list, chain: chain)
            return message
        }

        private static func stepsSize(list: String, chain: String) -> Int { list.utf8.count + chain.utf8.count + 48 }

        /// Appends `later`'s steps to these (both a room's `steps` messages): one message, in
        /// order, with the later's count and link.
        mutating func join(_ later: (list: String, count: Int, chain: String)) {
            guard steps != nil else { return }
            steps!.list.append(",")
            steps!.list.append(later.list)
            steps!.count = later.count
            steps!.chain = later.chain
            size = Self.stepsSize(list: steps!.list, chain: later.chain)
        }

        /// A room's feed's items (no round start among them) as messages: the steps that come
        /// together joined in one `steps` message with the place of the last and the chain's
        /// link after it, the other messages as they are.
        static func roomMessages(_ items: some Collection<LiveFeed.Item>) -> [Message] {
            var out: [Message] = []
            var steps: [String] = []
            var link = (count: 0, chain: "")
            func flushSteps() {
                guard !steps.isEmpty else { return }
                out.append(.steps(steps.joined(separator: ","), count: link.count, chain: link.chain))
                steps = []
            }
            for item in items {
                switch item {
                case .step(let text, let count, let chain):
                    link = (count, chain)
                    steps.append(text)
                case .message(let text):
                    flushSteps()
                    out.append(Message(text: text))
                case .roundStart:
                    flushSteps()
                }
            }
            flushSteps()
            return out
        }

        /// A room's steps as the protocol's message.
        private var stepsMessage: ServerMessage.Steps? {
            steps.map { ServerMessage.Steps(list: $0.list, link: ($0.count, $0.chain)) }
        }

        /// What is written.
        var wireText: String {
            guard let stepsMessage else { return text }
            return ServerMessage.steps(stepsMessage).jsonText
        }

        /// Writes ``wireText``'s bytes into `buffer` — a room's steps message straight from its
        /// pieces (``ServerMessage/Steps/write(to:)``), with no text of the whole in between.
        func write(into buffer: inout ByteBuffer) {
            guard let stepsMessage else {
                buffer.writeString(text)
                return
            }
            stepsMessage.write { buffer.writeString($0) }
        }

        /// Writes the message as one final, unmasked text frame into `buffer`: its head, then
        /// ``write(into:)``'s bytes (the length summed from the same pieces first).
        func writeFrame(into buffer: inout ByteBuffer) {
            var length = 0
            if let stepsMessage {
                stepsMessage.write { length += $0.utf8.count }
            } else {
                length = text.utf8.count
            }
            ServerFrame.writeHead(opcode: ServerFrame.text, length: length, to: &buffer)
            write(into: &buffer)
        }

        static func == (a: Message, b: Message) -> Bool { a.wireText == b.wireText && a.isScene == b.isScene }
    }

    private struct State {
        var queue: [Message] = []
        var bytes = 0
        var finished = false
        var overflowed = false
        var writer: CheckedContinuation<String?, Never>?
        /// Called (outside the lock) when messages come or the box finishes: an event-loop
        /// writer (``ChannelWriter``) takes them from there.
        var onReady: (@Sendable () -> Void)?
        /// `onReady` was called and the writer has not taken since: messages that come meanwhile
        /// go with what it takes, and call nobody (a room's step comes to a page several times
        /// a frame).
        var readyCalled = false

        /// `onReady`, unless it was called and the writer has not taken since.
        mutating func readyToCall() -> (@Sendable () -> Void)? {
            guard let onReady, !readyCalled else { return nil }
            readyCalled = true
            return onReady
        }

        /// Takes the first message waiting.
        mutating func takeFirst() -> String {
            let first = queue.removeFirst()
            bytes -= first.size
            return first.wireText
        }
    }

    /// Bytes that may wait besides the largest waiting message.
    let limit: Int
    /// The largest one message may be: what the arcade sends at most in one (a board's steps so far).
    let largest: Int
    private let state = NIOLockedValueBox(State())

    /// An empty box holding at most `limit` bytes besides one message of at most `largest`.
    init(limit: Int, largest: Int) {
        self.limit = limit
        self.largest = max(largest, limit)
    }

    /// Adds messages; returns false once the box has overflowed (the page is not reading).
    @discardableResult
    func post(_ messages: some Collection<Message>) -> Bool {
        guard !messages.isEmpty else { return !state.withLockedValue { $0.overflowed } }
        let (writer, text, ok, ready): (CheckedContinuation<String?, Never>?, String?, Bool, (@Sendable () -> Void)?) = state.withLockedValue { s in
            guard !s.finished else { return (nil, nil, !s.overflowed, nil) }
            for message in messages {
                if message.isScene, let old = s.queue.firstIndex(where: \.isScene) {
                    s.bytes -= s.queue[old].size
                    s.queue.remove(at: old)
                }
                if let steps = message.steps, let last = s.queue.indices.last, s.queue[last].steps != nil {
                    // Steps join the steps still waiting: one message, in order, the last link
                    // (appended in place: the waiting list is this box's alone).
                    s.bytes -= s.queue[last].size
                    s.queue[last].join(steps)
                    s.bytes += s.queue[last].size
                    continue
                }
                s.queue.append(message)
                s.bytes += message.size
            }
            // A writer waiting takes the first at once: only what is left waits.
            var handed: (CheckedContinuation<String?, Never>, String)?
            if let writer = s.writer {
                s.writer = nil
                handed = (writer, s.takeFirst())
            }
            var biggest = 0
            for i in s.queue.indices where s.queue[i].size > biggest { biggest = s.queue[i].size }
            if s.bytes - biggest > limit || biggest > largest { s.overflowed = true }
            return (handed?.0, handed?.1, !s.overflowed, s.readyToCall())
        }
        writer?.resume(returning: text)
        ready?()
        return ok
    }

    /// Hands what is posted from now on to `ready` (called when messages come and when the box
    /// finishes) instead of a task waiting in ``next()``.
    func whenReady(_ ready: @escaping @Sendable () -> Void) {
        state.withLockedValue {
            $0.onReady = ready
            $0.readyCalled = true
        }
        ready()
    }

    /// Lets go of what ``whenReady(_:)`` gave (the writer holds the box, and the box it: the
    /// writer ends the cycle once it is done).
    func stopReady() {
        state.withLockedValue { $0.onReady = nil }
    }

    /// Takes the messages waiting, in order, until their size passes `maxBytes` (at least one);
    /// and whether the box is finished and now empty (nothing more will come). What is posted
    /// after it calls the ready handler again.
    func takeAll(maxBytes: Int) -> (messages: [Message], done: Bool) {
        state.withLockedValue { s in
            var end = 0
            var bytes = 0
            while end < s.queue.count, end == 0 || bytes < maxBytes {
                bytes += s.queue[end].size
                end += 1
            }
            let taken = Array(s.queue[..<end])
            s.queue.removeFirst(end)
            s.readyCalled = false
            s.bytes -= bytes
            return (taken, s.finished && s.queue.isEmpty)
        }
    }

    /// No more messages will come: the writer gets what is left, then nil.
    func finish() {
        let (writer, ready) = state.withLockedValue { s -> (CheckedContinuation<String?, Never>?, (@Sendable () -> Void)?) in
            s.finished = true
            defer { s.writer = nil }
            // Called even if it was already: the writer ends once it sees the box finished.
            s.readyCalled = true
            return (s.queue.isEmpty ? s.writer : nil, s.onReady)
        }
        writer?.resume(returning: nil)
        ready?()
    }

    /// The next message to write, waiting for one; nil once finished and empty, or when the
    /// waiting task is cancelled.
    func next() async -> String? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                let ready: String?? = state.withLockedValue { s in
                    if !s.queue.isEmpty { return .some(s.takeFirst()) }
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
