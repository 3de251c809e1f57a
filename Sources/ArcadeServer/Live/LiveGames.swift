import Arcade
import ArcadeProtocol
import Foundation
import GestureReplay

/// The games in progress on this instance, for spectators: each a ``WatchedGame`` its player's
/// connection holds, found here by id.
///
/// A spectator of a game its page plays itself gets the steps and plays the session in its own
/// WebAssembly build; a spectator of a game the server draws gets the scenes the player gets.
/// What a spectator needs is made when one comes: the player's connection makes the opening
/// from the steps it kept as values, and only a watched game's messages are written for
/// spectators — an unwatched game touches this list only when it opens, closes, changes its
/// privacy or is listed. A private game is never listed and cannot be watched; ids are 96
/// random bits, so no game can be found by guessing.
final class LiveGames: Sendable {
    /// One game in the list `GET /api/live` gives.
    struct Summary: Encodable, Sendable, Hashable {
        /// The game's id: `/watch/live/ID` watches it.
        var id: String
        /// The game's name and title ("tapit", "Tap It").
        var game: String
        var title: String
        /// The player's name.
        var player: String
        /// How long the game has been played, in seconds.
        var played: Double
        /// How far the player has got ("score 7", "40 points"; "" for Pieces).
        var progress: String
        /// How many spectators watch it.
        var watchers: Int
    }

    /// The most bytes of steps a spectator who joins is sent. 8 MiB: two full rounds'
    /// records; a game past it can still be watched by those already watching.
    static let historyLimit = 8 << 20

    /// The games by id: ``GameListRules`` in a ``Mailbox``.
    private let games = Mailbox(GameListRules())
    private let clock: any SessionClock
    /// What games in progress and their spectators count into.
    let metrics: ArcadeMetrics
    /// What carries games between instances (the store's, on PostgreSQL); nil: this instance's only.
    let relay: (any LiveRelay)?

    /// Games timed by `clock`, counted into `metrics`, carried between instances by `relay` (nil: none).
    init(clock: any SessionClock, metrics: ArcadeMetrics, relay: (any LiveRelay)? = nil) {
        self.clock = clock
        self.metrics = metrics
        self.relay = relay
    }

    /// A new random id: 24 hex digits.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<12).map { _ in String(UInt8.random(in: 0...255, using: &generator), radix: 16) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }

    /// Lists a game in progress under `id` (its own, or the one it had at another instance);
    /// `playerAlarm` is rung when its spectators come or go. Returns the game, which the
    /// player's connection holds.
    func open(id: String = LiveGames.newID(), _ opening: WatchedGame.Opening, player: String, isPrivate: Bool, playerAlarm: Alarm) -> WatchedGame {
        let game = WatchedGame(id: id, opening: opening, player: player, isPrivate: isPrivate, startedAt: clock.now, playerAlarm: playerAlarm)
        let replaced = games.update { $0.open(game) }
        // The same game carried on here again: its spectators start over with it.
        if let replaced {
            replaced.end("the game started over")
        } else {
            metrics.liveGames.increment()
        }
        relay?.changed()
        return game
    }

    /// Takes `game` off the list; its spectators are told `why` ("the game is over", "the
    /// game moved to another instance").
    func close(_ game: WatchedGame, why: String) {
        let removed = games.update { $0.close(game) }
        game.end(why)
        guard removed else { return }
        metrics.liveGames.decrement()
        relay?.changed()
    }

    /// Keeps `game` off the list and from spectators (`isPrivate`), or lets it be watched.
    func setPrivate(_ game: WatchedGame, _ isPrivate: Bool) {
        game.setPrivate(isPrivate)
        relay?.changed()
    }

    /// The game held here under `id`, if any.
    func game(_ id: String) -> WatchedGame? {
        games.read { $0.games[id] }
    }

    /// Starts `feed` watching game `id`: its opening comes into the feed once the player's
    /// connection has made it (at its next tick). Throws when there is no such game to watch.
    func watch(_ id: String, feed: LiveFeed) throws(ArcadeError) {
        // One message for a game that ended, is private, or never was: nothing to tell apart.
        guard let game = game(id), game.wait(feed) else {
            throw ArcadeError("there is no game \(id.prefix(32)) in progress to watch (it may have ended, or be private)")
        }
        metrics.spectators.increment()
    }

    /// Whether game `id` is held here and may be watched.
    func isWatchable(_ id: String) -> Bool {
        game(id)?.isWatchable ?? false
    }

    /// Adds `feed` (a relay's, to another instance) to game `id`'s watchers and has it posted
    /// the game's opening, marked with `tag` (`o:TAG:` and the `spectating` message), before
    /// anything more of the game. A feed relayed to another instance takes one opening per
    /// spectator joining there. False when there is no such game to watch.
    func open(_ id: String, relayingTo feed: LiveFeed, tag: String) -> Bool {
        game(id)?.wait(feed, tag: tag) ?? false
    }

    /// Rings game `id`'s player: its watchers changed elsewhere (a relayed feed's count).
    func watchersChanged(_ id: String) {
        game(id)?.playerAlarm.ring()
    }

    /// The games anyone may watch, for the instances' shared list: each with when it began, in
    /// seconds since 1970.
    func directory() -> [(summary: Summary, began: Double)] {
        let wall = Date().timeIntervalSince1970
        return list().map { ($0, wall - $0.played) }
    }

    /// Stops `feed` watching game `id`: a page's (`counted` in the spectators metric) or a
    /// relay's.
    func leave(_ id: String, feed: LiveFeed, counted: Bool = true) {
        game(id)?.leave(feed)
        if counted { metrics.spectators.decrement() }
    }

    /// How many spectators watch game `id`.
    func watchers(_ id: String) -> Int {
        game(id)?.watchers ?? 0
    }

    /// The games anyone may watch, longest played first.
    func list() -> [Summary] {
        let now = clock.now
        return games.read { Array($0.games.values) }.compactMap { g -> Summary? in
            guard !g.isPrivate else { return nil }
            return Summary(id: g.id, game: g.opening.game.rawValue, title: g.opening.game.title, player: g.player,
                           played: (now - g.startedAt).rounded(), progress: g.progress, watchers: g.watchers)
        }.sorted { ($0.played, $0.id) > ($1.played, $1.id) }
    }

    /// The `ended` message, saying `why`.
    static func ended(_ why: String) -> String {
        ServerMessage.ended(reason: why).jsonText
    }
}
