import Arcade
import ArcadeProtocol
import GestureReplay
import NIOConcurrencyHelpers

/// One game in progress as spectators see it: what the list shows of it, the feeds of those
/// watching, and those waiting for their opening. Its player's connection holds it and is the
/// only one to write the game's steps and scenes into it; each game has its own lock, so a
/// player's message never waits on another game's, nor on the list.
///
/// A game nobody watches costs what it did before it could be watched: its connection keeps
/// its steps as the values it parsed (no text), asks ``isWatched`` (one uncontended lock) before
/// making a spectator's message, and makes a spectator's opening only when one comes
/// (``takeWaiting()``: the spectator waits a tick of the player's connection for it).
final class WatchedGame: Sendable {
    /// What a spectator's page needs to play the same session: the welcome's parts.
    struct Opening: Sendable {
        var game: GameKind
        var options: GameOptions
        var seed: UInt64
        var width: Double
        var height: Double
        var bestScore: Int?
        var round: Int?
        var carry: LiveGame.Carry?
        /// The page plays the game itself (spectators get steps) or the server draws it (scenes).
        var local: Bool
        /// A room's round (``ArcadeCore/LiveGame/oneRound``): the spectator's session is built so too.
        var oneRound = false
        /// A room's board played together: its players (the spectator's session is the team's).
        var team: [TeamMember]?
    }

    /// A feed waiting for its opening: a spectator's page, or a relay's with the tag its
    /// opening is marked with (`o:TAG:`).
    struct Waiting {
        var feed: LiveFeed
        var tag: String?
    }

    private struct State {
        var player: String
        var isPrivate: Bool
        var progress = ""
        /// More steps than a spectator may be sent at once (``LiveGames/historyLimit``).
        var tooLong = false
        var feeds: [ObjectIdentifier: LiveFeed] = [:]
        var waiting: [Waiting] = []
    }

    /// The game's id: 24 hex digits.
    let id: String
    let opening: Opening
    /// When the game began, in seconds of the instance's clock.
    let startedAt: Double
    /// Rung when spectators come or go: the player's connection tells its page, and serves
    /// the openings waiting.
    let playerAlarm: Alarm
    private let state: NIOLockedValueBox<State>

    init(id: String, opening: Opening, player: String, isPrivate: Bool, startedAt: Double, playerAlarm: Alarm) {
        self.id = id
        self.opening = opening
        self.startedAt = startedAt
        self.playerAlarm = playerAlarm
        state = NIOLockedValueBox(State(player: player, isPrivate: isPrivate))
    }

    /// Whether anyone watches or waits to: only then does the player's connection make
    /// spectators' messages.
    var isWatched: Bool { state.withLockedValue { !$0.feeds.isEmpty || !$0.waiting.isEmpty } }

    /// How many spectators watch it (a relayed feed counts its spectators).
    var watchers: Int {
        state.withLockedValue { s in
            var counted = Set(s.feeds.keys)
            var count = s.feeds.values.reduce(0) { $0 + $1.spectators }
            for w in s.waiting where counted.insert(ObjectIdentifier(w.feed)).inserted { count += w.feed.spectators }
            return count
        }
    }

    /// Whether it may be watched now: listed and not too long to join.
    var isWatchable: Bool { state.withLockedValue { !$0.isPrivate && !$0.tooLong } }

    var player: String { state.withLockedValue { $0.player } }
    var progress: String { state.withLockedValue { $0.progress } }
    /// The feeds watching now (a room's board posts its steps to them with its players').
    var watchingFeeds: [LiveFeed] { state.withLockedValue { Array($0.feeds.values) } }
    var isPrivate: Bool { state.withLockedValue { $0.isPrivate } }

    /// The player's name and how far they have got, for the list.
    func update(player: String, progress: String) {
        state.withLockedValue { s in
            s.player = player
            s.progress = progress
        }
    }

    /// The game's steps so far outgrew what a spectator may be sent: no one may join it now
    /// (those watching go on watching).
    func markTooLong() { state.withLockedValue { $0.tooLong = true } }

    /// Adds `feed` to those waiting for an opening (`tag`: a relay's mark), unless the game is
    /// private or too long to join; rings the player. False when it cannot be watched.
    /// A feed already watching (a relay's, another spectator joining there) keeps getting
    /// the game's messages meanwhile.
    func wait(_ feed: LiveFeed, tag: String? = nil) -> Bool {
        let accepted = state.withLockedValue { s -> Bool in
            guard !s.isPrivate, !s.tooLong else { return false }
            s.waiting.append(Waiting(feed: feed, tag: tag))
            return true
        }
        if accepted { playerAlarm.ring() }
        return accepted
    }

    /// The feeds waiting for their openings, now watching: the player's connection posts each
    /// its opening before anything more of the game, so what follows in a feed comes after it.
    func takeWaiting() -> [Waiting] {
        state.withLockedValue { s in
            defer { s.waiting = [] }
            for w in s.waiting { s.feeds[ObjectIdentifier(w.feed)] = w.feed }
            return s.waiting
        }
    }

    /// Posts `text` (a whole message) to every feed watching.
    func post(_ text: String) {
        for feed in state.withLockedValue({ Array($0.feeds.values) }) { feed.post(text) }
    }

    /// Stops `feed` watching (or waiting); true when it was.
    @discardableResult
    func leave(_ feed: LiveFeed) -> Bool {
        let left = state.withLockedValue { s -> Bool in
            let watching = s.feeds.removeValue(forKey: ObjectIdentifier(feed)) != nil
            let before = s.waiting.count
            s.waiting.removeAll { $0.feed === feed }
            return watching || s.waiting.count != before
        }
        if left { playerAlarm.ring() }
        return left
    }

    /// Keeps the game off the list and from spectators (`isPrivate`), or lets it be watched;
    /// going private sends everyone watching away.
    func setPrivate(_ isPrivate: Bool) {
        let away = state.withLockedValue { s -> [LiveFeed] in
            s.isPrivate = isPrivate
            guard isPrivate else { return [] }
            defer {
                s.feeds = [:]
                s.waiting = []
            }
            return Array(s.feeds.values) + s.waiting.map(\.feed)
        }
        for feed in away { feed.post(LiveGames.ended("the player made the game private"), ends: true) }
        if !away.isEmpty { playerAlarm.ring() }
    }

    /// The game is over or gone: everyone watching or waiting is told `why`.
    func end(_ why: String) {
        let all = state.withLockedValue { s -> [LiveFeed] in
            defer {
                s.feeds = [:]
                s.waiting = []
            }
            return Array(s.feeds.values) + s.waiting.map(\.feed)
        }
        let text = LiveGames.ended(why)
        for feed in all { feed.post(text, ends: true) }
    }

    /// The `spectating` message: the opening, who plays and for how long (`played`, seconds),
    /// and what has happened so far.
    func spectating(played: Double, soFar: ServerMessage.SoFar) -> String {
        let o = opening
        return ServerMessage.spectating(.init(id: id, game: o.game, player: player, played: played, options: o.options, seed: o.seed, width: o.width,
                                              height: o.height, bestScore: o.bestScore, round: o.round, carry: o.carry, oneRound: o.oneRound,
                                              team: o.team, soFar: soFar)).jsonText
    }
}
