import Synchronization

/// What one spectator (or a room's player) is sent of the game it watches, waiting to be taken by
/// its connection's next tick. The player's connection posts into it without waiting (an
/// append in its mailbox): a spectator, however slow, never holds the player up. A feed that
/// holds more than its limit unsent is overflowed: its spectator reads too slowly and is cut off.
///
/// A room's player's feed is given its connection's outbox (``attach(_:)``): what is posted then
/// goes straight into it, in order, without waking the connection — a room's steps come many
/// times a frame — except a round's start, which only the connection can make (its session and
/// welcome): the feed holds everything after it until the connection has passed it
/// (``passRoundStart(with:)``). The rules are ``FeedRules``; the box a ``Mailbox``.
final class LiveFeed: Sendable {
    /// Rung when something is posted: the spectator's connection wakes to send it.
    let alarm: Alarm
    /// What waits, and where it is handed: ``FeedRules``.
    private let box: Mailbox<FeedRules<Outbox>>
    /// A count the relay sets and the list reads, nothing ordered by it: an atomic, not a lock.
    private let spectatorCount = Atomic<Int>(1)

    /// How many spectators the feed stands for: 1 for a page; for a feed relayed to another
    /// instance, the spectators there.
    var spectators: Int {
        get { spectatorCount.load(ordering: .relaxed) }
        set { spectatorCount.store(newValue, ordering: .relaxed) }
    }

    /// A feed that rings `alarm` and holds at most `limit` bytes unsent.
    init(alarm: Alarm, limit: Int) {
        self.alarm = alarm
        box = Mailbox(FeedRules(limit: limit))
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

    /// Posts `text` (a whole message); `ends` marks the last one (the game is over or gone).
    /// With `ring` false the connection is not woken: a poster that sends many messages in a
    /// short time (a room's steps) rings once for them all (``ring()``).
    func post(_ text: String, ends: Bool = false, ring: Bool = true) {
        post(.message(text), ends: ends, ring: ring)
    }

    /// Posts `item`; see ``post(_:ends:ring:)``.
    func post(_ item: Item, ends: Bool = false, ring: Bool = true) {
        if box.update({ $0.post(item, ends: ends, ring: ring) }) { alarm.ring() }
    }

    /// Sends what was posted without a ring: into the outbox when the feed has one (the
    /// connection woken only for a round's start), else by waking the connection.
    func ring() {
        if box.update({ $0.ring() }) { alarm.ring() }
    }

    /// Gives what is posted from now on (and what waits) straight to `outbox`.
    func attach(_ outbox: Outbox) {
        if box.update({ $0.attach(outbox) }) { alarm.ring() }
    }

    /// Whether a round's start waits at the head of an attached feed for the connection.
    var roundStartWaiting: Bool { box.read { $0.roundStartWaiting } }

    /// The connection has started the round: `messages` (its welcome) take the round start's
    /// place, and what came after it goes on into the outbox.
    func passRoundStart(with messages: [Outbox.Message]) {
        if box.update({ $0.passRoundStart(with: messages) }) { alarm.ring() }
    }

    /// Whether the feed has overflowed (its page reads too slowly: it is cut off).
    var overflowed: Bool { box.read { $0.overflowed } }

    /// The messages posted since the last take (a feed with no outbox attached: a spectator's,
    /// or a relay's); whether the feed overflowed; whether it has ended.
    func take() -> (texts: [String], overflowed: Bool, ended: Bool) {
        box.update { rules in
            // A room's board's steps reach a spectator as they reach its players: a steps message.
            (Outbox.Message.roomMessages(rules.takeAll()).map(\.wireText), rules.overflowed, rules.ended)
        }
    }
}
