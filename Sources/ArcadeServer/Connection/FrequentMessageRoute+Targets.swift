import Arcade
import ArcadeProtocol

/// The targets a connection opens the event loop's route to: the floor's side of the route.
extension FrequentMessageRoute.Target {
    /// A seat on a board played together: its `input`, a letter to the room (``Room/post(_:)``),
    /// which puts it in its order as the connection would; a refusal posted to the seat's feed
    /// after the room's own messages, as the connection's answer would come.
    static func input(to seat: RoomSeat, metrics: ArcadeMetrics) -> Self {
        Self(kinds: [.input]) { message in
            guard case .input(let input) = message else { return }
            metrics.messages.increment()
            metrics.events.increment(by: input.events.count)
            seat.room.post(.input(from: seat.id, seq: input.seq ?? 0, events: input.events, feed: seat.feed))
        }
    }

    /// A page playing its game alone: its `steps` and `sync`, into its connection's inbox, handled
    /// there as any message is (the same answers).
    static func steps(to inbox: PageInbox) -> Self {
        Self(kinds: [.steps, .sync]) { inbox.put($0) }
    }
}
