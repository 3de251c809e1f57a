extension Array {
    /// Removes every element and keeps the storage. The engine's lists hold a handful of
    /// elements, and removing them one by one from the end costs far less than the general
    /// path of `removeAll(keepingCapacity:)` (and nothing at all when the list is empty).
    /// Package-wide: LiveInput's loop clears its lists on every frame too.
    @inlinable
    package mutating func clear() {
        while !isEmpty { removeLast() }
    }
}
