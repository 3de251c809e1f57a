/// The engine's pending deadlines: long-press delays, multi-tap windows, swipe time limits.
///
/// Deadlines are data, not threads: nothing fires until the engine's time is moved past them,
/// and ties fire in the order they were set. The queue is tiny (a few entries per gesture), so a
/// flat array beats a heap and allocates nothing once warm.
struct TimerQueue {
    struct Entry {
        var deadline: Double
        var serial: Int
        /// The recognizer to notify, or nil for a host callback named by `token`.
        var target: Unmanaged<GestureRecognizer>?
        var token: Int

        var recognizer: GestureRecognizer? { target?.takeUnretainedValue() }
    }

    private(set) var entries: [Entry] = []
    private var serial = 0

    init() { entries.reserveCapacity(16) }

    var isEmpty: Bool { entries.isEmpty }

    /// The earliest deadline, in seconds.
    var nextDeadline: Double? {
        guard let i = earliestIndex() else { return nil }
        return entries[i].deadline
    }

    mutating func add(_ recognizer: GestureRecognizer, at deadline: Double, token: Int) {
        serial += 1
        entries.append(Entry(deadline: deadline, serial: serial, target: Unmanaged.passUnretained(recognizer), token: token))
    }

    mutating func addCallback(at deadline: Double, id: Int) {
        serial += 1
        entries.append(Entry(deadline: deadline, serial: serial, target: nil, token: id))
    }

    mutating func removeCallback(id: Int) {
        entries.removeAll { $0.target == nil && $0.token == id }
    }

    mutating func remove(_ recognizer: GestureRecognizer, token: Int?) {
        entries.removeAll { $0.target?.toOpaque() == Unmanaged.passUnretained(recognizer).toOpaque() && (token == nil || $0.token == token) }
    }

    /// Removes and returns the earliest entry due at or before `time`.
    mutating func popDue(atOrBefore time: Double) -> Entry? {
        guard let i = earliestIndex(), entries[i].deadline <= time else { return nil }
        return entries.remove(at: i)
    }

    private func earliestIndex() -> Int? {
        var best: Int?
        for i in entries.indices {
            guard let b = best else { best = i; continue }
            let e = entries[i], f = entries[b]
            if e.deadline < f.deadline || (e.deadline == f.deadline && e.serial < f.serial) { best = i }
        }
        return best
    }
}
