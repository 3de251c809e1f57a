/// Which writer a socket's outbox gets, decided once its first message says what the connection
/// is (``ArcadeConnection/writesOnEventLoop``) — or, if time runs out first, the library's:
/// nothing is written before the choice, so no message can pass another. Kept by
/// ``WriterChoiceRules`` in a ``Mailbox``.
final class WriterChoice: Sendable {
    private let box = Mailbox(WriterChoiceRules())

    /// Decides (the first call only): `onEventLoop` for a ``ChannelWriter``, else the library's writer.
    func make(onEventLoop: Bool) { box.post(onEventLoop) }

    /// Whether the choice is made.
    var isMade: Bool { box.read { $0.choice != nil } }

    /// The choice, once made (the library's writer if the waiting task is cancelled).
    func wait() async -> Bool { await box.next() ?? false }
}
