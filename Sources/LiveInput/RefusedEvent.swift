import Gestures

/// An event the ``InputLoop`` did not hand to the engine, and why.
public struct RefusedEvent: Sendable, Hashable, CustomStringConvertible {
    /// Its place in the list given to ``InputLoop/receive(_:arrivedAt:)`` (or among the events
    /// of the frame); for a batch the engine refused, the batch's first event.
    public let index: Int

    /// What was wrong, kept as data: the sentence is written only when someone reads
    /// ``reason``, so a loop that never reads it (a web page's) carries no text formatting.
    enum Cause: Sendable, Hashable {
        case refused(GestureInputError)
        case notFinite(pointer: Int)
        case tooManyPointers(limit: Int, pointer: Int)
    }
    let cause: Cause

    init(index: Int, cause: Cause) {
        self.index = index
        self.cause = cause
    }

    /// Why, in a sentence: "pointer 3: not a finite number", "more than 10 pointers: …".
    public var reason: String {
        switch cause {
        case .refused(let error): return "input refused: \(error.description)"
        case .notFinite(let pointer): return "pointer \(pointer): not a finite number"
        case .tooManyPointers(let limit, let pointer): return "more than \(limit) pointers: pointer \(pointer) ignored"
        }
    }

    /// The reason.
    public var description: String { reason }
}
