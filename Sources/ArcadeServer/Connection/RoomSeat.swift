/// A room's player's place as their connection holds it: the room, the player's id there, the
/// feed the room posts the page's messages into, and the screen (points) and play (`local`) the
/// page said it has, which its rounds' sessions are built to.
struct RoomSeat: Sendable {
    let room: Room
    let id: Int
    let feed: LiveFeed
    let width: Double
    let height: Double
    /// Whether the page plays its rounds itself (it is sent no scenes).
    let local: Bool
    /// Whether the room plays one board together (its input goes to the room), not a game each.
    let together: Bool
}
