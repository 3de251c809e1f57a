/// A short list of recognizers in canonical order, stored as unmanaged references: the engine's
/// arena (`GestureEngine.engaged`) and each touch's recognizers (`ActiveTouch.recognizers`).
///
/// No list counts references. Every recognizer in one is alive for as long as it is listed: its
/// view owns it, and a view that lets go of one that is listed (removing it, or going away
/// itself) hands it to the engine to hold (`GestureEngine.pinned`) until it leaves the arena. A
/// touch's recognizers are all in the arena, and one that resets leaves the arena and then every
/// touch's list in the same pass (`GestureEngine.performResets`); if pinned, it is let go of
/// after both. So joining a list is a store, with no array append, uniqueness check or
/// reference counting.
///
/// A list lives in one object, which frees its storage when it goes; it is never copied.
struct RecognizerList {
    private var items: OwnedBuffer<Unmanaged<GestureRecognizer>>
    /// How many recognizers the list holds.
    var count: Int { items.count }

    init(capacity: Int = 8) {
        items = OwnedBuffer(capacity: capacity)
    }

    /// Frees the storage (releasing nothing); the list is not used afterwards.
    func deallocate() { items.deallocate() }

    /// The `index`-th recognizer, unretained.
    @inline(__always)
    subscript(index: Int) -> Unmanaged<GestureRecognizer> { items[index] }

    /// Adds `recognizer` after the first `start` entries, in canonical order among those after
    /// them (``GestureRecognizer/precedes(_:_:)``); ties keep the order they were added in.
    mutating func insertSorted(_ recognizer: GestureRecognizer, from start: Int) {
        var i = items.count
        while i > start, items[i - 1]._withUnsafeGuaranteedRef({ GestureRecognizer.precedes(recognizer, $0) }) {
            i -= 1
        }
        items.insert(Unmanaged.passUnretained(recognizer), at: i)
    }

    /// Whether `recognizer` sorts after every entry from `start` on, so that ``append(_:)`` puts
    /// it in its place — the common case, tested without a call.
    @inline(__always)
    func goesLast(_ recognizer: GestureRecognizer, from start: Int) -> Bool {
        count <= start || !items[count - 1]._withUnsafeGuaranteedRef { GestureRecognizer.precedes(recognizer, $0) }
    }

    /// Adds `recognizer` at the end (see ``goesLast(_:from:)``).
    @inline(__always)
    mutating func append(_ recognizer: Unmanaged<GestureRecognizer>) {
        items.append(recognizer)
    }

    /// Whether any recognizer in the list satisfies `test`.
    @inline(__always)
    func contains(where test: (GestureRecognizer) -> Bool) -> Bool {
        var i = 0
        while i < count {
            if items[i]._withUnsafeGuaranteedRef(test) { return true }
            i += 1
        }
        return false
    }

    /// Drops the recognizers that have left the arena (no longer engaged), keeping the others
    /// in order.
    mutating func removeDisengaged() {
        var kept = 0
        for i in 0..<count where items[i]._withUnsafeGuaranteedRef({ $0.isEngaged }) {
            if kept != i { items[kept] = items[i] }
            kept &+= 1
        }
        items.truncate(to: kept)
    }

    /// Puts `recognizer` at `index`, which is below `count` (compacting the list in place).
    @inline(__always)
    mutating func place(_ recognizer: Unmanaged<GestureRecognizer>, at index: Int) {
        items[index] = recognizer
    }

    /// Keeps the first `newCount` recognizers.
    @inline(__always)
    mutating func truncate(to newCount: Int) { items.truncate(to: newCount) }

    /// Empties the list, keeping its storage (releasing nothing).
    mutating func removeAll() { items.removeAll() }
}
