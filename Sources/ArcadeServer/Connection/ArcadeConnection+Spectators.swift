import Arcade
import ArcadeProtocol
import Foundation

extension ArcadeConnection {
    /// A `spectate` message: this connection watches a game in progress, here or (through the
    /// relay) at another instance; its opening comes into its feed.
    func spectate(_ request: ClientMessage.Spectate) async -> (messages: [Outbox.Message], close: Bool) {
        do throws(ArcadeError) {
            try Self.checkVersion(request.version)
            guard let live else { throw ArcadeError("this arcade lists no games in progress") }
            let id = request.id ?? ""
            // Room for the opening: the steps so far.
            let feed = LiveFeed(alarm: alarm, limit: limits.maximumUnsentBytes + LiveGames.historyLimit)
            if live.isWatchable(id) || live.relay == nil {
                // The opening comes into the feed once the player's connection has made it.
                try live.watch(id, feed: feed)
                route(machine.watch(.init(id: id, feed: feed, relayed: false)))
                logger.info("spectator start", metadata: ["live": "\(id)"])
                return ([], false)
            }
            // Held by another instance: its opening comes through the relay, into the feed.
            try await live.relay?.watch(id, feed: feed)
            route(machine.watch(.init(id: id, feed: feed, relayed: true)))
            logger.info("spectator start", metadata: ["live": "\(id)", "relayed": "true"])
            return ([], false)
        } catch {
            return ([self.error(error.message, fatal: true)], true)
        }
    }

    /// Keeps `steps`, which the session has just taken, for spectators to come, and sends them to
    /// those watching (the openings of those waiting follow in ``update()``, holding them
    /// already). Nobody watching, that is all it costs: an append and one uncontended lock.
    @inline(never)
    func follow(_ steps: [PageStep]) {
        guard let watched, !steps.isEmpty else { return }
        if keptBytes <= LiveGames.historyLimit {
            for step in steps {
                kept.append(step)
                // At least the step's JSON: numbers written at their longest, the texts as they are.
                keptBytes += 40 + (step.press?.utf8.count ?? 0)
                for e in step.events { keptBytes += 136 + e.type.utf8.count + (e.kind?.utf8.count ?? 0) }
            }
            if keptBytes > LiveGames.historyLimit {
                // Too long to join: those watching go on; no one new comes.
                watched.markTooLong()
                kept = StepLog()
            }
        }
        if watched.isWatched {
            watched.post(ServerMessage.steps(.init(list: steps.map(\.jsonText).joined(separator: ","))).jsonText)
        }
    }

    /// Posts each feed waiting to watch the game its opening (made now, from what was kept),
    /// before anything more of the game.
    @inline(never)
    func serveSpectators(_ watched: WatchedGame) {
        let waiting = watched.takeWaiting()
        guard !waiting.isEmpty else { return }
        let soFar: ServerMessage.SoFar = watched.opening.local ? .steps(kept.steps.map(\.jsonText).joined(separator: ",")) : .scene(lastSceneText)
        let text = watched.spectating(played: clock.now - watched.startedAt, soFar: soFar)
        for w in waiting { w.feed.post(w.tag.map { RelayCodec.GameMessage.opening(token: $0, text: text).payload } ?? text) }
    }

}
