import Arcade
import ArcadeProtocol
import NIOWebSocket
import Synchronization

/// Where the messages a page sends many times a second may go straight from its socket's event
/// loop (``FrequentMessageHandler``) instead of through the WebSocket library's stream: a
/// board-played-together seat's `input` to the room, with no task resumed and no actor entered
/// per message (a room of four takes one a frame from each); a page playing alone's `steps` and
/// `sync` to its connection's ``PageInbox`` (ten a second from each of thousands of pages). Its
/// whole interface to the floor: frames in, ``ClientMessage``s handed to the ``Target`` out.
///
/// The connection sets the route with every change of its state (``set(_:role:)``): its seat in
/// a room that plays one board, or its page playing its game alone, opens it; its end closes it;
/// and the route takes only what the connection's role admits (``ConnectionRole/admit(_:events:)``,
/// the rules the connection itself reads by). Messages keep their order: a message the handler passes on to the connection (a
/// `name`, a `press`, anything it does not take) is counted, and while the connection has not yet
/// handled every message passed to it (``handled()``) the handler takes none itself.
final class FrequentMessageRoute: Sendable {
    /// What the route takes, and where it hands it: a seat on a board played together its
    /// `input` (to the room), a page playing alone its `steps` and `sync` (to its connection's
    /// inbox). Made by the connection (``ArcadeConnection/route(_:)``): the route knows nothing of
    /// rooms or sessions — frames in, messages out.
    struct Target: Sendable {
        /// The kinds of message taken here (one or two: a list, checked for every frame, is
        /// cheaper than a set's hashing).
        let kinds: [ClientMessageKind]
        /// Hands on a message taken, on the event loop.
        let deliver: @Sendable (ClientMessage) -> Void
    }

    /// Where messages go and what the connection is, as it last set them.
    private struct Setting: Sendable {
        var target: Target?
        /// What the connection is: the route takes only what its rules admit.
        var role: ConnectionRole
    }

    /// The connection's latest setting: ``LatestRules`` in a ``Mailbox``.
    private let setting = Mailbox(LatestRules<Setting>())
    /// Messages the handler passed on to the connection: counted on the event loop alone.
    private let passedCount = Atomic<Int>(0)
    /// Of those, the ones the connection has handled: stored with release after the state it set
    /// while handling them, so a route that sees the count sees that state.
    private let handledCount = Atomic<Int>(0)
    /// A route that takes nothing until opened.
    init() {}

    /// The connection is now `role`; its frequent messages go to `target` (nil: all to the
    /// connection). Set with every change of the connection's state.
    func set(_ target: Target?, role: ConnectionRole) {
        setting.post(Setting(target: target, role: role))
    }

    /// The handler passed a whole message on to the connection.
    func passed() {
        passedCount.add(1, ordering: .relaxed)
    }

    /// The connection has handled one message the handler passed on.
    func handled() {
        handledCount.add(1, ordering: .releasing)
    }

    /// Where a message goes and what the connection is, when the route is open and the
    /// connection has handled all it was passed (so a message taken now comes after them, as it
    /// came); else nil.
    private var idleTarget: (target: Target, role: ConnectionRole)? {
        guard handledCount.load(ordering: .acquiring) == passedCount.load(ordering: .relaxed) else { return nil }
        return setting.read { rules in rules.latest.flatMap { s in s.target.map { ($0, s.role) } } }
    }

    /// Takes `frame`, a whole text message from the page, if the route is open and idle and it is
    /// a message it takes as a page writes it and the connection's role admits — a seat's
    /// `input`, put in the room's order, or a page's `steps` or `sync`, put in its inbox — and
    /// returns true. False — and nothing done — for anything else, which the connection then
    /// reads in full and answers by the same rules (a refusal in the same words).
    func take(_ frame: WebSocketFrame) -> Bool {
        // Its bytes are read only for a target that may take them (one read of the setting a frame).
        guard let (target, role) = idleTarget else { return false }
        // Text the page writes is ASCII; anything else (UTF-8 to check) is left to the connection.
        guard let bytes = Self.asciiPayload(of: frame), let message = ClientMessage.quickly(bytes), target.kinds.contains(message.kind),
              role.admit(message.kind, events: message.eventCount) == nil else { return false }
        target.deliver(message)
        return true
    }

    /// `frame`'s payload unmasked as bytes (what the WebSocket library's `unmaskedData` holds);
    /// nil when a byte is not ASCII. One pass over the masked bytes, eight at a time, into the
    /// array returned: it is done for every message a page sends many times a second.
    static func asciiPayload(of frame: WebSocketFrame) -> [UInt8]? {
        let count = frame.data.readableBytes
        // The key's four bytes twice over, in memory order, for eight bytes at a time.
        var key: UInt64 = 0
        if let mask = frame.maskKey {
            for i in 0..<8 { key |= UInt64(mask[i % 4]) << (8 * i) }
            key = UInt64(littleEndian: key)
        }
        var high: UInt8 = 0
        let bytes = frame.data.withUnsafeReadableBytes { masked in
            [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                let source = UnsafeRawPointer(masked.baseAddress), target = UnsafeMutableRawPointer(out.baseAddress)
                var i = 0, wide: UInt64 = 0
                while i + 8 <= count {
                    let word = source!.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ key
                    target!.storeBytes(of: word, toByteOffset: i, as: UInt64.self)
                    wide |= word
                    i += 8
                }
                while i < count {
                    let byte = masked[i] ^ (frame.maskKey?[i % 4] ?? 0)
                    out[i] = byte
                    high |= byte
                    i += 1
                }
                if wide & 0x8080_8080_8080_8080 != 0 { high |= 0x80 }
                initialized = count
            }
        }
        return high < 0x80 ? bytes : nil
    }
}
