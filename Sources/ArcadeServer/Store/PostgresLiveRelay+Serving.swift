import Arcade
import PostgresNIO

/// Our games relayed to other instances: the feeds their spectators' instances are sent by.
extension PostgresLiveRelay {
    /// A `live_want` payload (``RelayCodec/Want``) for a game of ours.
    func wanted(_ payload: String) {
        guard let want = RelayCodec.Want(payload: payload), want.holder == instance, let games = state.withLockedValue({ $0.games }) else { return }
        let (id, from, token, count) = (want.game, want.from, want.token, want.count)
        let key = id + " " + from
        if count == 0 {
            guard let feed = state.withLockedValue({ $0.serving.removeValue(forKey: key) }) else { return }
            games.leave(id, feed: feed, counted: false)
            feed.post(LiveGames.ended("no one watches here any more"), ends: true)
            return
        }
        var feed = state.withLockedValue { $0.serving[key] }
        let isNew = feed == nil
        if isNew {
            let made = LiveFeed(alarm: Alarm(), limit: 64 << 20)
            state.withLockedValue { $0.serving[key] = made }
            feed = made
        }
        guard let feed else { return }
        feed.spectators = count
        games.watchersChanged(id)
        if let token, !games.open(id, relayingTo: feed, tag: token) {
            // Gone, or private: the spectator hears so at once.
            let gone = LiveGames.ended("there is no game \(id) in progress to watch (it may have ended, or be private)")
            jobs.post(.send(RelayCodec.GameMessage.opening(token: token, text: gone).payload, game: id))
        }
        if isNew { jobs.post(.serve(feed, game: id, key: key)) }
    }

    /// Sends what `feed` is posted on `live_ID`, in order, until the game ends or no one there watches.
    func serve(_ feed: LiveFeed, game id: String, key: String) async {
        while !Task.isCancelled {
            await feed.alarm.wait(until: nil, on: clock)
            let (texts, overflowed, ended) = feed.take()
            for text in texts { await send(RelayCodec.relayed(text), game: id) }
            if overflowed || ended { break }
        }
        state.withLockedValue { s in
            if s.serving[key] === feed { s.serving[key] = nil }
        }
        state.withLockedValue { $0.games }?.leave(id, feed: feed, counted: false)
    }

    /// NOTIFYs `text` on `live_ID`, in pieces when it is long.
    func send(_ text: String, game id: String) async {
        for piece in RelayCodec.pieces(of: text, id: LiveGames.newID(), limit: Self.chunkBytes) {
            do {
                try await client.query("SELECT pg_notify(\("live_" + id), \(piece))", logger: logger)
            } catch {
                logger.warning("a game's message was not relayed", metadata: ["live": "\(id)", "why": "\(ScoreStoreError.describing(error))"])
                return
            }
        }
    }
}
