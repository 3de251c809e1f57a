// JSON through Encodable where Foundation's coders exist (the server's tests compare it with
// the wire writer); Embedded Swift, the WebAssembly build, has no Codable.
#if !hasFeature(Embedded)
import Gestures

/// A scene as the arcade's wire protocol writes it (docs/protocol.md).
extension Scene: Encodable {
    private enum Keys: String, CodingKey { case width, height, background, nodes, effects }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(size.width, forKey: .width)
        try c.encode(size.height, forKey: .height)
        try c.encode(background, forKey: .background)
        try c.encode(nodes, forKey: .nodes)
        if !effects.isEmpty { try c.encode(effects, forKey: .effects) }
    }
}
#endif
