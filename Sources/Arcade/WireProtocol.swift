/// The version of the arcade's WebSocket protocol (docs/protocol.md). A client's `hello` names
/// the version it speaks; another version gets an `error` message and the session closes.
///
/// The page's side of these constants, `Sources/ArcadeServer/Public/protocol.js`, is generated
/// from here (scripts/generate-protocol), and a test fails while it is stale.
public enum WireProtocol {
    /// The protocol version this build speaks.
    public static let version = 1
    /// The letters a room's code is made of: no 0, O, 1, I or L, which read alike.
    public static let roomCodeLetters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    /// How many letters a room's code has. 6.
    public static let roomCodeLength = 6
}
