import ArcadeProtocol
import NIOCore

extension Outbox {
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
}
