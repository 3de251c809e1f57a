/// A growable run of plain values (no references counted) that exactly one owner writes: the
/// storage under the engine's recognizer lists, each recognizer's touches and the timer queue.
///
/// An `Array` would check on every write whether its buffer is shared (a runtime call); this
/// buffer belongs to one owner, which never copies it, so a write is a store. The owner frees
/// the storage when it goes (``deallocate()``); the buffer is not used afterwards. Elements are
/// trivial values (numbers, unmanaged references), so nothing is released when one is
/// overwritten or dropped.
struct OwnedBuffer<Element>: RandomAccessCollection {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the buffer holds.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Frees the storage; the buffer is not used afterwards.
    func deallocate() { storage.deallocate() }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The `index`-th element, read and written in place; `index` must be below ``count``
    /// (checked in debug builds).
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "index out of range")
            return UnsafePointer(storage + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "index out of range")
            return storage + index
        }
    }

    /// Adds `element` at the end, doubling the storage when it is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count &+= 1
    }

    /// Puts `element` at `index` (at most ``count``), moving the later ones up one place.
    mutating func insert(_ element: Element, at index: Int) {
        if count == capacity { grow() }
        if index < count { (storage + index + 1).moveInitialize(from: storage + index, count: count - index) }
        (storage + index).initialize(to: element)
        count &+= 1
    }

    /// Removes the `index`-th element, keeping the others in order.
    mutating func remove(at index: Int) {
        if index < count - 1 { (storage + index).update(from: storage + index + 1, count: count - 1 - index) }
        count &-= 1
    }

    /// Removes the last element; there must be one.
    @inline(__always)
    mutating func removeLast() {
        precondition(count > 0, "nothing to remove")
        count &-= 1
    }

    /// Keeps the first `newCount` elements.
    @inline(__always)
    mutating func truncate(to newCount: Int) { count = newCount }

    /// Empties the buffer, keeping its storage.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}
