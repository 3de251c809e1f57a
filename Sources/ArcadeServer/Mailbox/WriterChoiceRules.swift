/// How a ``WriterChoice`` keeps its choice: the first one posted stands, and every reader takes it.
struct WriterChoiceRules: MailboxRules {
    /// On the event loop (true) or the library's writer (false); nil until made.
    private(set) var choice: Bool?

    mutating func put(_ onEventLoop: Bool) {
        if choice == nil { choice = onEventLoop }
    }

    func take() -> Bool? { choice }
    var isEmpty: Bool { choice == nil }
    mutating func discard() {}
}
