/// The plainest queue: letters wait in order, and a reader takes all that wait at once.
struct ListRules<Letter: Sendable>: MailboxRules {
    private(set) var waiting: [Letter] = []

    mutating func put(_ letter: Letter) { waiting.append(letter) }

    mutating func take() -> [Letter]? {
        guard !waiting.isEmpty else { return nil }
        defer { waiting = [] }
        return waiting
    }

    var isEmpty: Bool { waiting.isEmpty }
    mutating func discard() { waiting = [] }
}
