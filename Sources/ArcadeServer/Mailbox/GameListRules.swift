/// The games in progress on an instance, by id, as ``LiveGames`` keeps them in its mailbox: a
/// game opened under an id another holds replaces it (the same game carried on here again); a
/// game closes only if it is still the one listed. Every reader takes the whole list.
struct GameListRules: MailboxRules {
    private(set) var games: [String: WatchedGame] = [:]

    /// Lists `game` under its id; returns the game it replaced, if any.
    mutating func open(_ game: WatchedGame) -> WatchedGame? {
        defer { games[game.id] = game }
        return games[game.id]
    }

    /// Takes `game` off the list; false when it was not the one listed under its id.
    mutating func close(_ game: WatchedGame) -> Bool {
        guard games[game.id] === game else { return false }
        games[game.id] = nil
        return true
    }

    mutating func put(_ game: WatchedGame) { _ = open(game) }

    func take() -> [WatchedGame]? { games.isEmpty ? nil : Array(games.values) }
    var isEmpty: Bool { games.isEmpty }
    mutating func discard() { games = [:] }
}
