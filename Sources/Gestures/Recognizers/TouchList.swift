/// The touches a recognizer is tracking, in the order they went down: the recognizer's own
/// storage, written on every touch event.
///
/// An `Array` would check on every write whether its buffer is shared (a runtime call) and
/// whether it has room; this list belongs to one recognizer, which never shares it — the public
/// ``GestureRecognizer/touches`` hands out a copy — so a write is a store. It frees its storage
/// when the recognizer goes (`deallocate()`), and is never copied itself.
struct TouchList: RandomAccessCollection {
    private var storage: UnsafeMutablePointer<Touch>
    private var capacity: Int
    /// How many touches the list holds.
    private(set) var count = 0

    init(capacity: Int = 4) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Frees the storage; the list is not used afterwards.
    func deallocate() { storage.deallocate() }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The `index`-th touch.
    @inline(__always)
    subscript(index: Int) -> Touch {
        precondition(index >= 0 && index < count, "touch index out of range")
        return storage[index]
    }

    /// Replaces the `index`-th touch.
    @inline(__always)
    mutating func set(_ touch: Touch, at index: Int) {
        precondition(index >= 0 && index < count, "touch index out of range")
        storage[index] = touch
    }

    @inline(__always)
    mutating func append(_ touch: Touch) {
        if count == capacity { grow() }
        (storage + count).initialize(to: touch)
        count += 1
    }

    /// Removes the `index`-th touch, keeping the others in order.
    mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "touch index out of range")
        if index < count - 1 { (storage + index).update(from: storage + index + 1, count: count - 1 - index) }
        count -= 1
    }

    /// Empties the list, keeping its storage. (`Touch` holds no references: nothing to release.)
    @inline(__always)
    mutating func removeAll() { count = 0 }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Touch>.allocate(capacity: capacity * 2)
        bigger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}
