import Arcade

/// Games in progress across the instances that share one store: a spectator on one instance
/// watches a game another holds, and every instance lists them all. The store provides it
/// (``PostgresScoreStore``: a table of games and LISTEN/NOTIFY); an arcade on SQLite is one
/// instance and needs none.
protocol LiveRelay: AnyObject, Sendable {
    /// Connects the relay to this instance's games (once, when the application is built).
    func attach(_ games: LiveGames)

    /// The games anyone may watch on every instance: `local`'s and the others'.
    func list(local: [LiveGames.Summary]) async -> [LiveGames.Summary]

    /// Starts `feed` watching game `id`, held by another instance: its opening and what follows
    /// arrive in the feed. Throws when no instance holds it (or it is private).
    func watch(_ id: String, feed: LiveFeed) async throws(ArcadeError)

    /// Stops `feed` watching game `id` held elsewhere.
    func leave(_ id: String, feed: LiveFeed)

    /// This instance's games changed (one opened, closed or went private): the shared list
    /// hears it soon.
    func changed()
}
