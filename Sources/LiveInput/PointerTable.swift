import Gestures

/// The pointers an ``InputLoop`` has handed to its engine and not yet lifted, with where each
/// was last and what kind it is. There are few (at most the loop's
/// ``InputLoop/Configuration/maximumPointers``), so a list searched in order serves better than
/// a hash table — and keeps hashing out of the WebAssembly build for pages.
struct PointerTable {
    typealias Value = (location: Point, kind: PointerKind)

    private var ids: [Int] = []
    private var values: [Value] = []

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }
    /// The ids, in the order the pointers went down.
    var pointerIDs: [Int] { ids }

    private func index(of id: Int) -> Int? {
        for i in 0..<ids.count where ids[i] == id { return i }
        return nil
    }

    subscript(id: Int) -> Value? {
        get { index(of: id).map { values[$0] } }
        set {
            if let newValue { updateValue(newValue, for: id) } else { removeValue(for: id) }
        }
    }

    /// Sets the pointer's value; returns the one it replaced, if any.
    @discardableResult
    mutating func updateValue(_ value: Value, for id: Int) -> Value? {
        if let i = index(of: id) {
            let old = values[i]
            values[i] = value
            return old
        }
        ids.append(id)
        values.append(value)
        return nil
    }

    /// Takes the pointer out; returns its value, if it was there.
    @discardableResult
    mutating func removeValue(for id: Int) -> Value? {
        guard let i = index(of: id) else { return nil }
        ids.remove(at: i)
        return values.remove(at: i)
    }

    mutating func removeAll() {
        ids.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }
}
