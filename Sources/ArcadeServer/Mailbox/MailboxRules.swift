/// The queueing rules of a ``Mailbox`` as a value: what waits, what a post does to it, what a
/// reader takes, what counts as overflow. Nothing here waits or locks, so each box's rules are
/// tested by calling them in order (MailboxRulesTests); the mailbox alone holds the lock and
/// the waiting reader.
protocol MailboxRules: Sendable {
    /// What is posted.
    associatedtype Letter
    /// What a reader takes at once.
    associatedtype Batch: Sendable

    /// Adds `letter` to what waits.
    mutating func put(_ letter: Letter)
    /// What a reader takes now, or nil when nothing waits for it.
    mutating func take() -> Batch?
    /// After a post (and a waiting reader handed its batch): whether what is left keeps within
    /// the box's limits. Once a box has overflowed it stays so. True unless the rules bound it.
    mutating func settle() -> Bool
    /// Whether nothing waits.
    var isEmpty: Bool { get }
    /// Whether nothing waits and nothing taken is still in hand: those waiting for the box to
    /// be idle go on. ``isEmpty`` unless the rules count what is in hand.
    var isIdle: Bool { get }
    /// Drops what waits: the box is closed without delivering it.
    mutating func discard()
}

extension MailboxRules {
    mutating func settle() -> Bool { true }
    var isIdle: Bool { isEmpty }
}
