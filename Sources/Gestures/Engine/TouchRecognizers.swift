/// The recognizers a touch was handed to, in canonical order — a list that does not own them.
///
/// Every recognizer in it is also in the engine's `engaged` list, which owns it: a touch's
/// recognizers are engaged as soon as the touch has landed, and one that resets leaves every
/// touch's list before it leaves `engaged` (`GestureEngine.performResets`). While a touch is
/// landing, before its recognizers are engaged, the engine pins them itself if any code of the
/// user's could run (a delegate, or a recognizer class of the user's). So the list needs no
/// reference counting, and adding to it is a store, not an array append with its checks.
///
/// It lives in one `ActiveTouch`, which frees the storage when it goes; it is never copied.
struct TouchRecognizers {
    private var storage: UnsafeMutablePointer<Unmanaged<GestureRecognizer>>
    private var capacity: Int
    /// How many recognizers the list holds.
    private(set) var count = 0

    init(capacity: Int = 8) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Frees the storage; the list is not used afterwards.
    func deallocate() { storage.deallocate() }

    /// The `index`-th recognizer, borrowed.
    @inline(__always)
    subscript(index: Int) -> Unmanaged<GestureRecognizer> { storage[index] }

    /// Adds `recognizer` after the first `start` entries, in canonical order among those after
    /// them (``GestureRecognizer/precedes(_:_:)``): ties keep the order they were added in.
    mutating func insertSorted(_ recognizer: GestureRecognizer, from start: Int) {
        if count == capacity { grow() }
        var i = count
        let new = Unmanaged.passUnretained(recognizer)
        while i > start, storage[i - 1]._withUnsafeGuaranteedRef({ GestureRecognizer.precedes(recognizer, $0) }) {
            storage[i] = storage[i - 1]
            i -= 1
        }
        storage[i] = new
        count += 1
    }

    /// Whether any recognizer in the list satisfies `test`.
    @inline(__always)
    func contains(where test: (GestureRecognizer) -> Bool) -> Bool {
        var i = 0
        while i < count {
            if storage[i]._withUnsafeGuaranteedRef(test) { return true }
            i += 1
        }
        return false
    }

    /// Drops the recognizers marked as leaving the arena, keeping the others in order.
    mutating func removeLeavingArena() {
        var kept = 0
        for i in 0..<count where !storage[i]._withUnsafeGuaranteedRef({ $0.leavesArena }) {
            storage[kept] = storage[i]
            kept += 1
        }
        count = kept
    }

    /// Empties the list, keeping its storage.
    mutating func removeAll() { count = 0 }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Unmanaged<GestureRecognizer>>.allocate(capacity: capacity * 2)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}
