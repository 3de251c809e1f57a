/// Why a leaderboard could not be opened or used, in words an operator can act on.
public struct ScoreStoreError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, and where.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
