/// An event the ``InputLoop`` did not hand to the engine, and why.
public struct RefusedEvent: Sendable, Hashable, CustomStringConvertible {
    /// Its place in the list given to ``InputLoop/receive(_:arrivedAt:)`` (or among the events
    /// of the frame); for a batch the engine refused, the batch's first event.
    public let index: Int
    /// Why, in a sentence: "pointer 3: not a finite number", "more than 10 pointers: …".
    public let reason: String

    /// The reason.
    public var description: String { reason }
}
