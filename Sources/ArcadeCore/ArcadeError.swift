/// A request the arcade cannot carry out, with a message a player or developer can act on.
public struct ArcadeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as one sentence.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
