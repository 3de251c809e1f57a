/// The version of the arcade's WebSocket protocol (docs/protocol.md). A client's `hello` names
/// the version it speaks; another version gets an `error` message and the session closes.
public enum WireProtocol {
    /// The protocol version this build speaks.
    public static let version = 1
}
