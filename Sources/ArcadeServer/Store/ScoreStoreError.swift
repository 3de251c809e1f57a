import PostgresNIO

/// Why a leaderboard could not be opened or used, in words an operator can act on.
public struct ScoreStoreError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, and where.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }

    /// What any store error says, in words: a PostgreSQL server's own message and code rather
    /// than postgres-nio's deliberately vague wording, the error itself otherwise.
    static func describing(_ error: any Error) -> String {
        if let error = error as? ScoreStoreError { return error.description }
        if let error = error as? PostgresTransactionError {
            if let inner = error.closureError ?? error.beginError ?? error.commitError { return describing(inner) }
        }
        guard let error = error as? PSQLError else { return "\(error)" }
        if let message = error.serverInfo?[.message] {
            let code = error.serverInfo?[.sqlState].map { " (\($0))" } ?? ""
            return message + code
        }
        if error.code == .authMechanismRequiresPassword { return "the server wants a password and the URL gives none" }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }

    /// The session key a store keeps as hex text (32 bytes or more), or an error saying it is
    /// missing or damaged.
    static func sessionKey(fromHex hex: String?) throws -> [UInt8] {
        guard let hex, let key = Hex.decode(hex), key.count >= 32 else {
            throw ScoreStoreError("the stored session key is missing or damaged")
        }
        return key
    }
}
