/// One step of a page playing a game locally, as its own session took it: the game's clock ran
/// to ``at`` (seconds of the page's game clock, since the session began), then the step's
/// events arrived (`inputs`, as in a session script), then its button was pressed. A `steps` message carries a page's steps in
/// order; the server takes each exactly as the page's session did (``ScriptedSession/step(_:)``),
/// so both sessions hold the same game and a result's record is the same on both — and another
/// instance, handed the steps after a move, rebuilds the same game from them.
public struct PageStep: Sendable, Hashable {
    /// When, in seconds of the game's clock.
    public var at: Double
    /// The pointer events that arrived then (none for a step that only lets time pass).
    public var events: [ClientInput]
    /// The button pressed then (a keyboard's press), if any.
    public var press: String?

    /// A step; see the properties.
    public init(at: Double, events: [ClientInput] = [], press: String? = nil) {
        self.at = at
        self.events = events
        self.press = press
    }
}
