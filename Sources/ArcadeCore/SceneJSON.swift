import Games
import GestureReplay
import JSONKit

/// Writes a scene straight to JSON text — what the server sends most often, many times a second
/// per session, where Foundation's encoder cost more than the game itself, and what a page
/// playing locally (the WebAssembly build) draws, byte for byte the same.
/// Members are those of the `Encodable` scene (docs/protocol.md); numbers are rounded to 3
/// decimals (a thousandth of a point or of a second) and defaults are left out.
///
/// The wire's `scene` message is ArcadeProtocol's (`ServerMessage.scene`): it puts its `type`
/// before the members written here. A local session's output has no message kinds — each line
/// is known by its first member, as `{"result"` and `{"held"` are — so its scene line is the same
/// members alone (``line(time:scene:)``).
public enum SceneJSON {
    /// A local session's scene line, `{"time": T, "scene": {…}}` (`time` in seconds of the
    /// game's clock): the members of the wire's `scene` message, in its order, without its `type`.
    public static func line(time: Double, scene: Scene) -> String {
        var out = "{"
        members(time: time, scene: scene, into: &out)
        out += "}"
        return out
    }

    /// Appends `"time":T,"scene":{…}` to `out`: the members a scene message and a scene line share.
    public static func members(time: Double, scene: Scene, into out: inout String) {
        out += "\"time\":"
        out += JSONOutput.number(time, decimals: 6)
        out += ",\"scene\":{\"width\":\(JSONOutput.number(scene.size.width)),\"height\":\(JSONOutput.number(scene.size.height))"
        out += ",\"background\":\(JSONOutput.string(scene.background)),\"nodes\":["
        for (i, node) in scene.nodes.enumerated() {
            if i > 0 { out += "," }
            write(node, to: &out)
        }
        out += "]"
        if !scene.effects.isEmpty {
            out += ",\"effects\":["
            for (i, effect) in scene.effects.enumerated() {
                if i > 0 { out += "," }
                out += "{\"id\":\(effect.id),\"kind\":\"\(effect.kind.rawValue)\""
                if let node = effect.node { out += ",\"node\":\(JSONOutput.string(node))" }
                out += ",\"time\":\(JSONOutput.number(effect.time, decimals: 6))}"
            }
            out += "]"
        }
        out += "}"
    }

    private static func write(_ n: SceneNode, to out: inout String) {
        out += "{\"id\":\(JSONOutput.string(n.id)),\"role\":\"\(n.role.rawValue)\""
        out += ",\"x\":\(JSONOutput.number(n.center.x)),\"y\":\(JSONOutput.number(n.center.y))"
        out += ",\"width\":\(JSONOutput.number(n.size.width)),\"height\":\(JSONOutput.number(n.size.height))"
        if n.rotation != 0 { out += ",\"rotation\":\(JSONOutput.number(n.rotation, decimals: 6))" }
        if n.scale != 1 { out += ",\"scale\":\(JSONOutput.number(n.scale, decimals: 6))" }
        if n.opacity != 1 { out += ",\"opacity\":\(JSONOutput.number(n.opacity))" }
        if n.z != 0 { out += ",\"z\":\(n.z)" }
        if n.cornerRadius != 0 { out += ",\"cornerRadius\":\(JSONOutput.number(n.cornerRadius))" }
        if let fill = n.fill { out += ",\"fill\":\(JSONOutput.string(fill))" }
        if let stroke = n.stroke { out += ",\"stroke\":\(JSONOutput.string(stroke))" }
        if n.strokeWidth != 0 { out += ",\"strokeWidth\":\(JSONOutput.number(n.strokeWidth))" }
        if !n.parts.isEmpty {
            out += ",\"parts\":["
            for (i, p) in n.parts.enumerated() {
                if i > 0 { out += "," }
                out += "[\(JSONOutput.number(p.minX)),\(JSONOutput.number(p.minY)),\(JSONOutput.number(p.width)),\(JSONOutput.number(p.height))]"
            }
            out += "]"
        }
        if let text = n.text {
            out += ",\"text\":\(JSONOutput.string(text)),\"textColor\":\(JSONOutput.string(n.textColor)),\"fontSize\":\(JSONOutput.number(n.fontSize))"
            if n.bold { out += ",\"bold\":true" }
        }
        if let label = n.label { out += ",\"label\":\(JSONOutput.string(label))" }
        if !n.animations.isEmpty {
            out += ",\"animations\":["
            for (i, a) in n.animations.enumerated() {
                if i > 0 { out += "," }
                out += "{\"property\":\"\(a.property)\",\"from\":\(JSONOutput.number(a.from, decimals: 6)),\"to\":\(JSONOutput.number(a.to, decimals: 6))"
                out += ",\"start\":\(JSONOutput.number(a.start, decimals: 6)),\"duration\":\(JSONOutput.number(a.duration, decimals: 6)),\"curve\":\"\(a.curve.rawValue)\"}"
            }
            out += "]"
        }
        out += "}"
    }
}
