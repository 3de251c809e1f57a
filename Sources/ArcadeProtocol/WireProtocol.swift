/// The arcade's WebSocket protocol's constants (docs/protocol.md). A client's `hello` names the
/// version it speaks; another version gets an `error` message and the session closes.
///
/// The page's side of these constants, `Sources/ArcadeServer/Public/protocol.js`, is generated
/// from here (``PageProtocolScript``, written by scripts/generate-protocol), and a test fails
/// while it is stale.
public enum WireProtocol {
    /// The protocol version this build speaks.
    public static let version = 1
    /// The letters a room's code is made of: no 0, O, 1, I or L, which read alike.
    public static let roomCodeLetters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    /// How many letters a room's code has. 6.
    public static let roomCodeLength = 6
    /// The most events one `input` or `steps` message may carry. 500: a page's events take
    /// 60–90 bytes, so 500 fit in a 64 KiB message.
    public static let maximumEventsPerMessage = 500
    /// The longest a sync's label or a button's id may be, in UTF-8 bytes. 64.
    public static let maximumLabelBytes = 64
}
