/// The latest letter stands for every reader until another replaces it: a setting one side
/// changes now and then and the other reads many times (the frequent-message route's target).
struct LatestRules<Letter: Sendable>: MailboxRules {
    private(set) var latest: Letter?

    mutating func put(_ letter: Letter) { latest = letter }

    func take() -> Letter? { latest }
    var isEmpty: Bool { latest == nil }
    mutating func discard() { latest = nil }
}
