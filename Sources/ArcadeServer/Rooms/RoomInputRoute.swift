import Arcade
import ArcadeProtocol
import NIOConcurrencyHelpers
import NIOWebSocket

/// Where a board-played-together seat's `input` messages may go straight from its socket's event
/// loop (``RoomInputHandler``) instead of through the connection's task: to the room, with no
/// task resumed and no actor entered per message — a room of four takes one a frame from each.
///
/// The connection opens the route once its seat is in a room that plays one board
/// (``open(room:seat:feed:)``) and closes it when it ends. Messages keep their order: a message
/// the handler passes on to the connection (a `name`, a `press`, anything it does not take) is
/// counted, and while the connection has not yet handled every message passed to it
/// (``handled()``) the handler takes none itself.
final class RoomInputRoute: Sendable {
    /// A seat's room, its player's id there, and the feed its page is sent the room's messages by.
    struct Seat: Sendable {
        let room: Room
        let id: Int
        let feed: LiveFeed
    }

    private struct State {
        var seat: Seat?
        var passed = 0
        var handled = 0
    }

    private let state = NIOLockedValueBox(State())

    /// A route that takes nothing until opened.
    init() {}

    /// Input from now on may go straight to `room` as player `seat`'s; their errors to `feed`.
    func open(room: Room, seat id: Int, feed: LiveFeed) {
        state.withLockedValue { $0.seat = Seat(room: room, id: id, feed: feed) }
    }

    /// The seat is gone: everything goes to the connection again.
    func close() {
        state.withLockedValue { $0.seat = nil }
    }

    /// The handler passed a whole message on to the connection.
    func passed() {
        state.withLockedValue { $0.passed += 1 }
    }

    /// The connection has handled one message the handler passed on.
    func handled() {
        state.withLockedValue { $0.handled += 1 }
    }

    /// The seat, when the route is open and the connection has handled all it was passed (so a
    /// message taken now comes after them, as it came); else nil.
    private var idleSeat: Seat? {
        state.withLockedValue { $0.passed == $0.handled ? $0.seat : nil }
    }

    /// Takes `frame`, a whole text message from the page, if the route is open and idle and it is
    /// an `input` message as a page writes it: puts it in the room's order (as
    /// ``ArcadeConnection`` would, with the same refusals in the same words) and returns true.
    /// False — and nothing done — for anything else, which the connection then reads in full.
    func take(_ frame: WebSocketFrame) -> Bool {
        // Its bytes are read only for a seat that may take them (one lock a frame).
        guard let seat = idleSeat else { return false }
        // Text the page writes is ASCII; anything else (UTF-8 to check) is left to the connection.
        guard let bytes = Self.asciiPayload(of: frame), case .input(let input)? = ClientMessage.quickly(bytes),
              input.events.count <= WireProtocol.maximumEventsPerMessage else { return false }
        ArcadeMetrics.shared.messages.increment()
        ArcadeMetrics.shared.events.increment(by: input.events.count)
        do throws(ArcadeError) {
            try seat.room.input(from: seat.id, seq: input.seq ?? 0, events: input.events)
        } catch {
            // After the room's own messages to this page, as the connection's answer would be.
            seat.feed.post(ServerMessage.error(message: error.message, fatal: false).jsonText)
        }
        return true
    }

    /// `frame`'s payload unmasked (by the WebSocket library) as bytes; nil when a byte is not ASCII.
    static func asciiPayload(of frame: WebSocketFrame) -> [UInt8]? {
        var payload = frame.unmaskedData
        guard let bytes = payload.readBytes(length: payload.readableBytes), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return bytes
    }
}
