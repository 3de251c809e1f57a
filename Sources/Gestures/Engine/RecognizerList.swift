/// A short list of recognizers in canonical order, stored as unmanaged references: the engine's
/// arena (`GestureEngine.engaged`) and each touch's recognizers (`ActiveTouch.recognizers`).
///
/// The list counts no references itself; its owner decides. The arena owns its recognizers: it
/// retains one as it joins (`insertRetained`) and releases those that leave (`removeLeavingArena`
/// with `releasing`). A touch's list owns none: every recognizer in it is also in the arena — a
/// touch's recognizers join the arena as soon as the touch has landed, and one that resets leaves
/// every touch's list before it leaves the arena (`GestureEngine.performResets`); while a touch is
/// landing, one taken off its view before it joins is held by the engine (`GestureEngine.pinned`).
/// So adding to a list is a store, not an array append with its uniqueness and capacity checks,
/// and a touch's list costs no reference counting at all.
///
/// A list lives in one object, which frees its storage when it goes; it is never copied.
struct RecognizerList {
    private var storage: UnsafeMutablePointer<Unmanaged<GestureRecognizer>>
    private var capacity: Int
    /// How many recognizers the list holds.
    private(set) var count = 0

    init(capacity: Int = 8) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Frees the storage (releasing nothing); the list is not used afterwards.
    func deallocate() { storage.deallocate() }

    /// The `index`-th recognizer, unretained.
    @inline(__always)
    subscript(index: Int) -> Unmanaged<GestureRecognizer> { storage[index] }

    /// Adds `recognizer` after the first `start` entries, in canonical order among those after
    /// them (``GestureRecognizer/precedes(_:_:)``); ties keep the order they were added in.
    mutating func insertSorted(_ recognizer: GestureRecognizer, from start: Int) {
        insert(Unmanaged.passUnretained(recognizer), from: start)
    }

    /// Whether `recognizer` sorts after every entry from `start` on, so that ``append(_:)`` puts
    /// it in its place — the common case, tested without a call.
    @inline(__always)
    func goesLast(_ recognizer: GestureRecognizer, from start: Int) -> Bool {
        count <= start || !storage[count - 1]._withUnsafeGuaranteedRef { GestureRecognizer.precedes(recognizer, $0) }
    }

    /// Adds `recognizer` at the end (see ``goesLast(_:from:)``).
    @inline(__always)
    mutating func append(_ recognizer: Unmanaged<GestureRecognizer>) {
        if count == capacity { grow() }
        storage[count] = recognizer
        count += 1
    }

    /// ``insertSorted(_:from:)``, retaining `recognizer` for the list.
    mutating func insertRetained(_ recognizer: GestureRecognizer, from start: Int) {
        insert(Unmanaged.passRetained(recognizer), from: start)
    }

    private mutating func insert(_ new: Unmanaged<GestureRecognizer>, from start: Int) {
        if count == capacity { grow() }
        var i = count
        new._withUnsafeGuaranteedRef { recognizer in
            while i > start, storage[i - 1]._withUnsafeGuaranteedRef({ GestureRecognizer.precedes(recognizer, $0) }) {
                storage[i] = storage[i - 1]
                i -= 1
            }
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

    /// Drops the recognizers marked as leaving the arena, keeping the others in order. With
    /// `releasing` (the arena, which lets them go last), each dropped one is unmarked and then
    /// released once the list is whole again.
    mutating func removeLeavingArena(releasing: Bool = false) {
        var kept = 0
        for i in 0..<count where !storage[i]._withUnsafeGuaranteedRef({ $0.leavesArena }) {
            if kept != i { swapAt(kept, i) }
            kept += 1
        }
        let end = count
        count = kept
        guard releasing else { return }
        for i in kept..<end {
            storage[i]._withUnsafeGuaranteedRef { $0.leavesArena = false }
            storage[i].release()
        }
    }

    /// Empties the list, keeping its storage (releasing nothing).
    mutating func removeAll() { count = 0 }

    private func swapAt(_ i: Int, _ j: Int) {
        let held = storage[i]
        storage[i] = storage[j]
        storage[j] = held
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Unmanaged<GestureRecognizer>>.allocate(capacity: capacity * 2)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}
