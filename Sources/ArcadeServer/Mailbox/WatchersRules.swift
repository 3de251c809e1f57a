/// Who watches a ``WatchedGame`` and what the list shows of it, as its mailbox keeps them: a
/// spectator's join is a letter that waits until the player's connection takes it (it posts
/// the opening first, so what follows in the feed comes after it); a leave, going private and
/// the game's end take feeds away at once.
struct WatchersRules: MailboxRules {
    /// The player's name (a team's names, in a room).
    var player: String
    /// Kept off the list and from spectators.
    private(set) var isPrivate: Bool
    /// How far the player has got, for the list.
    var progress = ""
    /// More steps than a spectator may be sent at once (``LiveGames/historyLimit``): no one may join.
    private(set) var tooLong = false
    /// The feeds watching, by identity.
    private(set) var feeds: [ObjectIdentifier: LiveFeed] = [:]
    /// The feeds waiting for their openings, in the order they came.
    private(set) var waiting: [WatchedGame.Waiting] = []

    init(player: String, isPrivate: Bool) {
        self.player = player
        self.isPrivate = isPrivate
    }

    /// Whether anyone watches or waits to.
    var isWatched: Bool { !feeds.isEmpty || !waiting.isEmpty }

    /// How many spectators watch or wait (a relayed feed counts its spectators, once).
    var watchers: Int {
        var counted = Set(feeds.keys)
        var count = feeds.values.reduce(0) { $0 + $1.spectators }
        for w in waiting where counted.insert(ObjectIdentifier(w.feed)).inserted { count += w.feed.spectators }
        return count
    }

    /// Whether a spectator may join now.
    var isWatchable: Bool { !isPrivate && !tooLong }

    /// The game outgrew what a spectator may be sent: those watching go on, no one joins.
    mutating func markTooLong() { tooLong = true }

    /// `joining` waits for its opening, unless the game cannot be watched now; whether it may.
    mutating func wait(_ joining: WatchedGame.Waiting) -> Bool {
        guard isWatchable else { return false }
        waiting.append(joining)
        return true
    }

    /// The feeds waiting, now watching.
    mutating func takeWaiting() -> [WatchedGame.Waiting] {
        defer { waiting = [] }
        for w in waiting { feeds[ObjectIdentifier(w.feed)] = w.feed }
        return waiting
    }

    /// `feed` stops watching or waiting; whether it was.
    mutating func leave(_ feed: LiveFeed) -> Bool {
        let watching = feeds.removeValue(forKey: ObjectIdentifier(feed)) != nil
        let before = waiting.count
        waiting.removeAll { $0.feed === feed }
        return watching || waiting.count != before
    }

    /// Keeps the game private or lets it be watched; returns the feeds going private sends away.
    mutating func setPrivate(_ isPrivate: Bool) -> [LiveFeed] {
        self.isPrivate = isPrivate
        return isPrivate ? endAll() : []
    }

    /// Every feed watching or waiting, taken away: the game is over or gone.
    mutating func endAll() -> [LiveFeed] {
        defer {
            feeds = [:]
            waiting = []
        }
        return Array(feeds.values) + waiting.map(\.feed)
    }

    mutating func put(_ joining: WatchedGame.Waiting) { _ = wait(joining) }

    mutating func take() -> [WatchedGame.Waiting]? { waiting.isEmpty ? nil : takeWaiting() }

    var isEmpty: Bool { waiting.isEmpty }

    mutating func discard() { waiting = [] }
}
