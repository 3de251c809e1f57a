/// How an ``Alarm`` keeps its rings: any number before the clock waits again are one.
struct AlarmRules: MailboxRules {
    private(set) var rung = false

    mutating func put(_: Void) { rung = true }

    mutating func take() -> Void? {
        guard rung else { return nil }
        rung = false
        return ()
    }

    var isEmpty: Bool { !rung }
    mutating func discard() { rung = false }
}
