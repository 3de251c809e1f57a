import Arcade
import ArcadeProtocol
import GestureReplay

/// One game in progress as spectators see it: what the list shows of it, the feeds of those
/// watching, and those waiting for their opening. Its player's connection holds it and is the
/// only one to write the game's steps and scenes into it; each game has its own mailbox
/// (``WatchersRules``), so a player's message never waits on another game's, nor on the list.
///
/// A game nobody watches costs what it did before it could be watched: its connection keeps
/// its steps as the values it parsed (no text), asks ``isWatched`` (one uncontended read) before
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

    /// The game's id: 24 hex digits.
    let id: String
    let opening: Opening
    /// When the game began, in seconds of the instance's clock.
    let startedAt: Double
    /// Rung when spectators come or go: the player's connection tells its page, and serves
    /// the openings waiting.
    let playerAlarm: Alarm
    /// Who watches and what the list shows: ``WatchersRules`` in a ``Mailbox``.
    private let box: Mailbox<WatchersRules>

    init(id: String, opening: Opening, player: String, isPrivate: Bool, startedAt: Double, playerAlarm: Alarm) {
        self.id = id
        self.opening = opening
        self.startedAt = startedAt
        self.playerAlarm = playerAlarm
        box = Mailbox(WatchersRules(player: player, isPrivate: isPrivate))
    }

    /// Whether anyone watches or waits to: only then does the player's connection make
    /// spectators' messages.
    var isWatched: Bool { box.read { $0.isWatched } }

    /// How many spectators watch it (a relayed feed counts its spectators).
    var watchers: Int { box.read { $0.watchers } }

    /// Whether it may be watched now: listed and not too long to join.
    var isWatchable: Bool { box.read { $0.isWatchable } }

    var player: String { box.read { $0.player } }
    var progress: String { box.read { $0.progress } }
    /// The feeds watching now (a room's board posts its steps to them with its players').
    var watchingFeeds: [LiveFeed] { box.read { Array($0.feeds.values) } }
    var isPrivate: Bool { box.read { $0.isPrivate } }

    /// The player's name and how far they have got, for the list.
    func update(player: String, progress: String) {
        box.update { rules in
            rules.player = player
            rules.progress = progress
        }
    }

    /// The game's steps so far outgrew what a spectator may be sent: no one may join it now
    /// (those watching go on watching).
    func markTooLong() { box.update { $0.markTooLong() } }

    /// Adds `feed` to those waiting for an opening (`tag`: a relay's mark), unless the game is
    /// private or too long to join; rings the player. False when it cannot be watched.
    /// A feed already watching (a relay's, another spectator joining there) keeps getting
    /// the game's messages meanwhile.
    func wait(_ feed: LiveFeed, tag: String? = nil) -> Bool {
        let accepted = box.update { $0.wait(Waiting(feed: feed, tag: tag)) }
        if accepted { playerAlarm.ring() }
        return accepted
    }

    /// The feeds waiting for their openings, now watching: the player's connection posts each
    /// its opening before anything more of the game, so what follows in a feed comes after it.
    func takeWaiting() -> [Waiting] { box.update { $0.takeWaiting() } }

    /// Posts `text` (a whole message) to every feed watching.
    func post(_ text: String) {
        for feed in watchingFeeds { feed.post(text) }
    }

    /// Stops `feed` watching (or waiting); true when it was.
    @discardableResult
    func leave(_ feed: LiveFeed) -> Bool {
        let left = box.update { $0.leave(feed) }
        if left { playerAlarm.ring() }
        return left
    }

    /// Keeps the game off the list and from spectators (`isPrivate`), or lets it be watched;
    /// going private sends everyone watching away.
    func setPrivate(_ isPrivate: Bool) {
        let away = box.update { $0.setPrivate(isPrivate) }
        for feed in away { feed.post(LiveGames.ended("the player made the game private"), ends: true) }
        if !away.isEmpty { playerAlarm.ring() }
    }

    /// The game is over or gone: everyone watching or waiting is told `why`.
    func end(_ why: String) {
        let all = box.update { $0.endAll() }
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
