import Gestures

/// What a key does in a game: the touches it makes (in time order), what to tell the player,
/// where the focus goes and which piece the page shows as chosen.
public struct KeyPlan: Sendable, Hashable {
    /// The pointer ids keys' touches use: 800,000 to 800,999, far from a device's and within a
    /// room's per-player range (the arcade's `PointerOwnership` adds a seat's stride of 1,000,000),
    /// so a record says which of its touches were keys'.
    public static let pointerIDs = 800_000..<801_000

    /// The touches, by delay.
    public var touches: [KeyTouch]
    /// What a screen reader should say that the scene does not (a key that could do nothing
    /// says why). Default nil.
    public var said: String?
    /// The node to move the focus to, nil to leave it. Default nil.
    public var focus: String?
    /// The node the page marks as chosen (a tile picked to move), "" for none, nil to leave
    /// the mark as it is. Default nil.
    public var chosen: String?
    /// Whether the game has more to do once these touches are in: the page asks again
    /// (``GameKeyboard/continuePlan()``) after the last of them. Default false.
    public var continues: Bool

    /// A plan; see the properties.
    public init(_ touches: [KeyTouch] = [], said: String? = nil, focus: String? = nil, chosen: String? = nil, continues: Bool = false) {
        self.touches = touches
        self.said = said
        self.focus = focus
        self.chosen = chosen
        self.continues = continues
    }

    /// A plan of no touches that says `text`: the key was heard and could do nothing now.
    public static func saying(_ text: String) -> KeyPlan { KeyPlan(said: text) }
}
