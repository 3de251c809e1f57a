import Arcade
import Foundation
import GestureReplay
import NIOConcurrencyHelpers

/// The games in progress on this instance, for spectators: each game's opening (what a page
/// needs to play the same session) and the steps its server has taken so far, the latest scene
/// of a game the server draws, and the feeds of the spectators watching it.
///
/// A spectator of a game its page plays itself gets the steps and plays the session in its own
/// WebAssembly build, so watching costs the player's instance a string handed to each feed per
/// `steps` message; a spectator of a game the server draws gets the scenes the player gets. A
/// private game is never listed and cannot be watched; ids are 96 random bits, so no game can be
/// found by guessing.
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
    }

    /// The most bytes of steps kept for spectators who join later. 8 MiB: two full rounds'
    /// records; a game past it can still be watched by those already watching.
    static let historyLimit = 8 << 20

    private struct Entry {
        var opening: Opening
        var player: String
        var isPrivate: Bool
        var startedAt: Double
        var progress = ""
        var history: [String] = []
        var historyBytes = 0
        var lastScene: String?
        var feeds: [ObjectIdentifier: LiveFeed] = [:]
        let playerAlarm: Alarm
    }

    private let entries = NIOLockedValueBox<[String: Entry]>([:])
    private let clock: any SessionClock
    private let relayBox = NIOLockedValueBox<(any LiveRelay)?>(nil)

    /// What carries games between instances (the store's, on PostgreSQL); nil: this instance's only.
    var relay: (any LiveRelay)? {
        get { relayBox.withLockedValue { $0 } }
        set { relayBox.withLockedValue { $0 = newValue } }
    }

    /// Games timed by `clock`.
    init(clock: any SessionClock) {
        self.clock = clock
    }

    /// A new random id: 24 hex digits.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<12).map { _ in String(UInt8.random(in: 0...255, using: &generator), radix: 16) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }

    /// Lists a game in progress under `id` (its own, or the one it had at another instance);
    /// `playerAlarm` is rung when its spectators come or go. Returns the id.
    @discardableResult
    func open(id: String = LiveGames.newID(), _ opening: Opening, player: String, isPrivate: Bool, playerAlarm: Alarm) -> String {
        let entry = Entry(opening: opening, player: player, isPrivate: isPrivate, startedAt: clock.now, playerAlarm: playerAlarm)
        let replaced = entries.withLockedValue { entries in
            defer { entries[id] = entry }
            return entries[id]
        }
        // The same game carried on here again: its spectators start over with it.
        if let replaced {
            for feed in replaced.feeds.values { feed.post(Self.ended("the game started over"), ends: true) }
        } else {
            ArcadeMetrics.shared.liveGames.increment()
        }
        relay?.changed()
        return id
    }

    /// Takes game `id` off the list; its spectators are told `why` ("the game is over", "the
    /// game moved to another instance").
    func close(_ id: String, why: String) {
        guard let entry = entries.withLockedValue({ $0.removeValue(forKey: id) }) else { return }
        ArcadeMetrics.shared.liveGames.decrement()
        relay?.changed()
        let text = Self.ended(why)
        for feed in entry.feeds.values { feed.post(text, ends: true) }
    }

    /// Keeps game `id` off the list and from spectators (`isPrivate`), or lets it be watched.
    func setPrivate(_ id: String, _ isPrivate: Bool) {
        let feeds = entries.withLockedValue { entries -> [LiveFeed] in
            guard entries[id] != nil else { return [] }
            entries[id]!.isPrivate = isPrivate
            guard isPrivate else { return [] }
            defer { entries[id]!.feeds = [:] }
            return Array(entries[id]!.feeds.values)
        }
        for feed in feeds { feed.post(Self.ended("the player made the game private"), ends: true) }
        if !feeds.isEmpty { entries.withLockedValue { $0[id]?.playerAlarm.ring() } }
        relay?.changed()
    }

    /// The player's name and progress, for the list.
    func update(_ id: String, player: String, progress: String) {
        entries.withLockedValue { entries in
            entries[id]?.player = player
            entries[id]?.progress = progress
        }
    }

    /// The steps the server took for game `id` (each a step's JSON), kept for spectators to
    /// come and posted to those watching as one `steps` message.
    func publish(_ id: String, steps: [String]) {
        guard !steps.isEmpty else { return }
        let feeds = entries.withLockedValue { entries -> [LiveFeed] in
            guard var entry = entries[id] else { return [] }
            if entry.historyBytes <= Self.historyLimit {
                entry.history += steps
                entry.historyBytes += steps.reduce(0) { $0 + $1.utf8.count + 1 }
            }
            let feeds = Array(entry.feeds.values)
            entries[id] = entry
            return feeds
        }
        guard !feeds.isEmpty else { return }
        let text = "{\"type\":\"steps\",\"steps\":[" + steps.joined(separator: ",") + "]}"
        for feed in feeds { feed.post(text) }
    }

    /// A scene message of game `id`, drawn by the server: kept as its latest, posted to those watching.
    func publish(_ id: String, scene: String) {
        let feeds = entries.withLockedValue { entries -> [LiveFeed] in
            entries[id]?.lastScene = scene
            return entries[id].map { Array($0.feeds.values) } ?? []
        }
        for feed in feeds { feed.post(scene) }
    }

    /// Starts `feed` watching game `id`: returns the `spectating` message (the opening, with
    /// the steps so far or the latest scene), or throws when there is no such game to watch.
    func watch(_ id: String, feed: LiveFeed) throws(ArcadeError) -> String {
        let found = entries.withLockedValue { entries -> Entry? in
            guard let entry = entries[id], !entry.isPrivate, entry.historyBytes <= Self.historyLimit else { return nil }
            entries[id]!.feeds[ObjectIdentifier(feed)] = feed
            return entries[id]
        }
        // One message for a game that ended, is private, or never was: nothing to tell apart.
        guard let entry = found else { throw ArcadeError("there is no game \(id.prefix(32)) in progress to watch (it may have ended, or be private)") }
        entry.playerAlarm.ring()
        ArcadeMetrics.shared.spectators.increment()
        return Self.spectating(id, entry, played: clock.now - entry.startedAt)
    }

    /// Whether game `id` is held here and may be watched.
    func isWatchable(_ id: String) -> Bool {
        entries.withLockedValue { entries in entries[id].map { !$0.isPrivate && $0.historyBytes <= Self.historyLimit } ?? false }
    }

    /// Adds `feed` to game `id`'s watchers and posts it the game's opening, marked with `tag`
    /// (`o:TAG:` and the `spectating` message) — under the same lock as the game's posts, so
    /// what follows in the feed comes after it. A feed relayed to another instance takes one
    /// opening per spectator joining there. False when there is no such game to watch.
    func open(_ id: String, relayingTo feed: LiveFeed, tag: String) -> Bool {
        let now = clock.now
        let (found, alarm) = entries.withLockedValue { entries -> (Bool, Alarm?) in
            guard let entry = entries[id], !entry.isPrivate, entry.historyBytes <= Self.historyLimit else { return (false, nil) }
            let isNew = entries[id]!.feeds.updateValue(feed, forKey: ObjectIdentifier(feed)) == nil
            feed.post("o:\(tag):" + Self.spectating(id, entry, played: now - entry.startedAt))
            return (true, isNew ? entry.playerAlarm : nil)
        }
        alarm?.ring()
        return found
    }

    /// Rings game `id`'s player: its watchers changed elsewhere (a relayed feed's count).
    func watchersChanged(_ id: String) {
        entries.withLockedValue { $0[id]?.playerAlarm }?.ring()
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
        let alarm = entries.withLockedValue { entries -> Alarm? in
            guard entries[id]?.feeds.removeValue(forKey: ObjectIdentifier(feed)) != nil else { return nil }
            return entries[id]?.playerAlarm
        }
        if counted { ArcadeMetrics.shared.spectators.decrement() }
        alarm?.ring()
    }

    /// How many spectators watch game `id`.
    func watchers(_ id: String) -> Int {
        entries.withLockedValue { $0[id]?.feeds.values.reduce(0) { $0 + $1.spectators } ?? 0 }
    }

    /// The games anyone may watch, longest played first.
    func list() -> [Summary] {
        let now = clock.now
        return entries.withLockedValue { entries in
            entries.compactMap { id, e -> Summary? in
                guard !e.isPrivate else { return nil }
                return Summary(id: id, game: e.opening.game.rawValue, title: e.opening.game.title, player: e.player,
                               played: (now - e.startedAt).rounded(), progress: e.progress, watchers: e.feeds.values.reduce(0) { $0 + $1.spectators })
            }
        }.sorted { ($0.played, $0.id) > ($1.played, $1.id) }
    }

    /// The `ended` message, saying `why`.
    static func ended(_ why: String) -> String {
        "{\"type\":\"ended\",\"reason\":\(JSONOutput.string(why))}"
    }

    private static func spectating(_ id: String, _ e: Entry, played: Double) -> String {
        let o = e.opening
        var out = "{\"type\":\"spectating\",\"id\":\"\(id)\",\"game\":\"\(o.game.rawValue)\",\"title\":\(JSONOutput.string(o.game.title))"
        out += ",\"player\":\(JSONOutput.string(e.player)),\"played\":\(JSONOutput.number(played, decimals: 3))"
        out += ",\"options\":\(o.options.jsonText),\"seed\":\(o.seed),\"width\":\(JSONOutput.number(o.width)),\"height\":\(JSONOutput.number(o.height))"
        if let best = o.bestScore { out += ",\"bestScore\":\(best)" }
        if let round = o.round { out += ",\"round\":\(round)" }
        if let carry = o.carry { out += ",\"carry\":" + carry.jsonText }
        if o.local {
            out += ",\"mode\":\"steps\",\"steps\":[" + e.history.joined(separator: ",") + "]"
        } else {
            out += ",\"mode\":\"scenes\"" + (e.lastScene.map { ",\"scene\":" + $0 } ?? "")
        }
        return out + "}"
    }
}

