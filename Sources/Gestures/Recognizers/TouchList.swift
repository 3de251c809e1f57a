/// The touches a recognizer is tracking, in the order they went down: the recognizer's own
/// storage, written on every touch event.
///
/// An `Array` would check on every write whether its buffer is shared (a runtime call) and
/// whether it has room; this list belongs to one recognizer, which never shares it — the public
/// ``GestureRecognizer/touches`` hands out a copy — so a write is a store. It frees its storage
/// when the recognizer goes (`deallocate()`), and is never copied itself.
///
/// Each entry keeps its own copy of what changes as a touch moves (location, previous location,
/// time, phase), as handed to this recognizer, and reads the rest (identifier, start, tap
/// count, kind, view) from the engine's record of the touch. So a recognizer further down the
/// order than one whose hook is running still sees the touch as it was before the latest change,
/// as UIKit's recognizers each see a touch only once it is handed to them; and a change writes a
/// few words, not a whole touch. The record outlives the entry: the engine reuses a record only
/// once its touch has retired, after every recognizer that tracked it has let it go (on its
/// end, or when the recognizer reset in the same step).
package struct TouchList: RandomAccessCollection {
    private struct Entry {
        var record: Unmanaged<ActiveTouch>
        var location: Point
        var previousLocation: Point
        var timestamp: Double
        var phase: TouchPhase
    }

    private var storage: OwnedBuffer<Entry>
    /// How many touches the list holds.
    package var count: Int { storage.count }

    init(capacity: Int = 4) {
        storage = OwnedBuffer(capacity: capacity)
    }

    /// Frees the storage; the list is not used afterwards.
    func deallocate() { storage.deallocate() }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    /// The `index`-th touch, as last handed to the recognizer.
    package subscript(index: Int) -> Touch {
        precondition(index >= 0 && index < count, "touch index out of range")
        let entry = storage[index]
        var touch = entry.record._withUnsafeGuaranteedRef { $0.touch }
        touch.location = entry.location
        touch.previousLocation = entry.previousLocation
        touch.timestamp = entry.timestamp
        touch.phase = entry.phase
        return touch
    }

    /// The location of the `index`-th touch, in root-view points.
    @inline(__always)
    func location(at index: Int) -> Point {
        precondition(index >= 0 && index < count, "touch index out of range")
        return storage[index].location
    }

    /// The identifier of the `index`-th touch.
    @inline(__always)
    func id(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "touch index out of range")
        return storage[index].record._withUnsafeGuaranteedRef { $0.touch.id }
    }

    /// Where the touch of `record` is in the list, if it is there.
    @inline(__always)
    func index(of record: ActiveTouch) -> Int? {
        let target = Unmanaged.passUnretained(record).toOpaque()
        var i = 0
        while i < count {
            if storage[i].record.toOpaque() == target { return i }
            i += 1
        }
        return nil
    }

    /// Adds `touch`, whose record is `record`.
    @inline(__always)
    mutating func append(_ touch: Touch, record: ActiveTouch) {
        storage.append(Entry(
            record: Unmanaged.passUnretained(record), location: touch.location,
            previousLocation: touch.previousLocation, timestamp: touch.timestamp, phase: touch.phase))
    }

    /// Hands the `index`-th touch's latest change, `touch`, to the list.
    @inline(__always)
    func update(_ touch: Touch, at index: Int) {
        precondition(index >= 0 && index < count, "touch index out of range")
        storage[index].location = touch.location
        storage[index].previousLocation = touch.previousLocation
        storage[index].timestamp = touch.timestamp
        storage[index].phase = touch.phase
    }

    /// Removes the `index`-th touch, keeping the others in order.
    mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "touch index out of range")
        storage.remove(at: index)
    }

    /// Empties the list, keeping its storage.
    @inline(__always)
    mutating func removeAll() { storage.removeAll() }
}
