/// Runs `body`, throwing a ``ScoreStoreError`` saying "`what` within `limit`" if it has not
/// finished by then (it is then cancelled). The store's answers are waited for this way — at
/// start, for `/ready`, for each save — so a database that hangs never holds a session or a
/// request longer than its limit.
func withTimeLimit<T: Sendable>(_ limit: Duration, what: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask { try await Task.sleep(for: limit); return nil }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw ScoreStoreError("\(what) within \(limit)")
        }
        return value
    }
}
