import NIOConcurrencyHelpers

/// What one spectator is sent of the game it watches, waiting to be taken by its connection's
/// next tick. The player's connection posts into it without waiting (a lock and an append): a
/// spectator, however slow, never holds the player up. A feed that holds more than its limit
/// unsent is overflowed: its spectator reads too slowly and is cut off.
final class LiveFeed: Sendable {
    /// Rung when something is posted: the spectator's connection wakes to send it.
    let alarm: Alarm
    private let limit: Int
    private let state = NIOLockedValueBox<(texts: [String], bytes: Int, overflowed: Bool, ended: Bool)>(([], 0, false, false))
    private let spectatorCount = NIOLockedValueBox(1)

    /// How many spectators the feed stands for: 1 for a page; for a feed relayed to another
    /// instance, the spectators there.
    var spectators: Int {
        get { spectatorCount.withLockedValue { $0 } }
        set { spectatorCount.withLockedValue { $0 = newValue } }
    }

    /// A feed that rings `alarm` and holds at most `limit` bytes unsent.
    init(alarm: Alarm, limit: Int) {
        self.alarm = alarm
        self.limit = limit
    }

    /// Posts `text` (a whole message); `ends` marks the last one (the game is over or gone).
    /// With `ring` false the connection is not woken: a poster that sends many messages in a
    /// short time (a room's steps) rings once for them all (``ring()``).
    func post(_ text: String, ends: Bool = false, ring: Bool = true) {
        state.withLockedValue { s in
            guard !s.overflowed, !s.ended else { return }
            s.bytes += text.utf8.count
            if s.bytes > limit {
                s.overflowed = true
                s.texts = []
            } else {
                s.texts.append(text)
            }
            if ends { s.ended = true }
        }
        if ring { alarm.ring() }
    }

    /// Wakes the connection to send what was posted without a ring.
    func ring() { alarm.ring() }

    /// Everything posted since the last take; whether the feed overflowed; whether it has ended.
    func take() -> (texts: [String], overflowed: Bool, ended: Bool) {
        state.withLockedValue { s in
            defer {
                s.texts = []
                s.bytes = 0
            }
            return (s.texts, s.overflowed, s.ended)
        }
    }
}
