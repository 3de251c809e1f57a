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
    }

    /// The entries, in no particular order: the earliest is found by deadline and serial.
    private var entries = OwnedBuffer<Entry>(capacity: 16)
    private var serial = 0
    /// The earliest deadline (infinity when empty), kept so that the check made before every
    /// event — is anything due? — is one comparison.
    private var earliest = Double.infinity

    init() {}

    /// Frees the entries' storage; the queue is not used afterwards.
    func deallocate() { entries.deallocate() }

    var isEmpty: Bool { entries.isEmpty }

    /// The earliest deadline, in seconds.
    var nextDeadline: Double? { entries.isEmpty ? nil : earliest }

    mutating func add(_ recognizer: GestureRecognizer, at deadline: Double, token: Int) {
        serial &+= 1
        recognizer.pendingTimers &+= 1
        entries.append(Entry(deadline: deadline, serial: serial, target: Unmanaged.passUnretained(recognizer), token: token))
        earliest = min(earliest, deadline)
    }

    mutating func addCallback(at deadline: Double, id: Int) {
        serial += 1
        entries.append(Entry(deadline: deadline, serial: serial, target: nil, token: id))
        earliest = min(earliest, deadline)
    }

    mutating func removeCallback(id: Int) {
        removeEntries { $0.target == nil && $0.token == id }
    }

    mutating func remove(_ recognizer: GestureRecognizer, token: Int?) {
        guard recognizer.pendingTimers > 0 else { return }
        let target = Unmanaged.passUnretained(recognizer).toOpaque()
        removeEntries { $0.target?.toOpaque() == target && (token == nil || $0.token == token) }
    }

    /// Whether `recognizer` has a timer pending.
    func hasTimer(for recognizer: GestureRecognizer) -> Bool {
        recognizer.pendingTimers > 0
    }

    /// Removes the entries `match` picks. A removed one is replaced by the last; the earliest
    /// deadline is worked out again only if it may have gone.
    private mutating func removeEntries(where match: (Entry) -> Bool) {
        var i = 0
        var removedEarliest = false
        while i < entries.count {
            guard match(entries[i]) else { i += 1; continue }
            entries[i].target?._withUnsafeGuaranteedRef { $0.pendingTimers &-= 1 }
            if entries[i].deadline <= earliest { removedEarliest = true }
            if i != entries.count - 1 { entries[i] = entries[entries.count - 1] }
            entries.removeLast()
        }
        if removedEarliest { recomputeEarliest() }
    }

    private mutating func recomputeEarliest() {
        earliest = .infinity
        for entry in entries where entry.deadline < earliest { earliest = entry.deadline }
    }

    /// Whether a timer is due at `time` seconds or before.
    @inline(__always)
    func hasDue(atOrBefore time: Double) -> Bool { earliest <= time }

    /// Removes and returns the earliest entry due at or before `time`.
    mutating func popDue(atOrBefore time: Double) -> Entry? {
        guard earliest <= time, let i = earliestIndex() else { return nil }
        let entry = entries[i]
        if i != entries.count - 1 { entries[i] = entries[entries.count - 1] }
        entries.removeLast()
        entry.target?._withUnsafeGuaranteedRef { $0.pendingTimers &-= 1 }
        recomputeEarliest()
        return entry
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
