import NIOConcurrencyHelpers

/// What one spectator is sent of the game it watches, waiting to be taken by its connection's
/// next tick. The player's connection posts into it without waiting (a lock and an append): a
/// spectator, however slow, never holds the player up. A feed that holds more than its limit
/// unsent is overflowed: its spectator reads too slowly and is cut off.
final class LiveFeed: Sendable {
    /// Rung when something is posted: the spectator's connection wakes to send it.
    let alarm: Alarm
    private let limit: Int
    private let state = NIOLockedValueBox<(items: [Item], bytes: Int, overflowed: Bool, ended: Bool)>(([], 0, false, false))
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

    /// What a feed carries to its connection.
    enum Item: Sendable, Equatable {
        /// A whole message's text, sent as it is.
        case message(String)
        /// A step of a room's shared board (its JSON text), with its place and the chain's link
        /// after it: the connection sends the steps it takes together in one `steps` message.
        case step(String, count: Int, link: String)
        /// A room's round begins: the connection starts this player's session of it.
        case roundStart

        var bytes: Int {
            switch self {
            case .message(let text): return text.utf8.count
            case .step(let text, _, let link): return text.utf8.count + link.utf8.count + 8
            case .roundStart: return 0
            }
        }
    }

    /// What ``take()`` gives: everything posted since the last take, whether the feed
    /// overflowed, and whether it has ended.
    struct Taken {
        var items: [Item]
        var overflowed: Bool
        var ended: Bool

        /// The whole messages among the items.
        var texts: [String] { items.compactMap { if case .message(let text) = $0 { text } else { nil } } }
    }

    /// Posts `text` (a whole message); `ends` marks the last one (the game is over or gone).
    /// With `ring` false the connection is not woken: a poster that sends many messages in a
    /// short time (a room's steps) rings once for them all (``ring()``).
    func post(_ text: String, ends: Bool = false, ring: Bool = true) {
        post(.message(text), ends: ends, ring: ring)
    }

    /// Posts `item`; see ``post(_:ends:ring:)``.
    func post(_ item: Item, ends: Bool = false, ring: Bool = true) {
        state.withLockedValue { s in
            guard !s.overflowed, !s.ended else { return }
            s.bytes += item.bytes
            if s.bytes > limit {
                s.overflowed = true
                s.items = []
            } else {
                s.items.append(item)
            }
            if ends { s.ended = true }
        }
        if ring { alarm.ring() }
    }

    /// Wakes the connection to send what was posted without a ring.
    func ring() { alarm.ring() }

    /// Everything posted since the last take; whether the feed overflowed; whether it has ended.
    func take() -> Taken {
        state.withLockedValue { s in
            defer {
                s.items = []
                s.bytes = 0
            }
            return Taken(items: s.items, overflowed: s.overflowed, ended: s.ended)
        }
    }
}
