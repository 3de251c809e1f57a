import GestureReplay
import Games
import Gestures
import JSONKit

// The keys of a page playing locally: what a key does in the game (its touches, which the page
// then gives the session as a finger's, so the server's session takes them too) and the list
// of keys for the page's help.
extension ScriptedSession {
    /// What a key does now, from `{"key": "Enter", "phase": "down", "shift": false, "alt":
    /// false, "node": "tile3"}` (phase, shift, alt and node optional: down, false, false, the
    /// play area), or the rest of a plan that continued, from `{"continue": true}`. Returns the
    /// plan as one line — `{"touches": [{"dt": MS, "type", "id", "x", "y"}], "said", "focus",
    /// "chosen", "continues"}`, `dt` in milliseconds after the key, points in scene points — or
    /// `null` when the key does nothing here.
    public func key(_ line: String) throws(ArcadeError) -> String {
        let node: JSONNode
        do { node = try JSONParser.parse(line) } catch { throw ArcadeError("not JSON: \(error.message)") }
        let keyboard = session.game.keyboard
        if case .bool(true)? = node["continue"]?.value { return keyboard.continuePlan().map(Self.line) ?? "null" }
        guard let name = Self.string(node["key"]), !name.isEmpty else {
            throw ArcadeError("a key needs \"key\" (as KeyboardEvent.key names it), or \"continue\": true")
        }
        var phase = GameKey.Phase.down
        if let given = Self.string(node["phase"]) {
            guard let p = GameKey.Phase(rawValue: given) else { throw ArcadeError("\"phase\" is \"down\" or \"up\"") }
            phase = p
        }
        let key = GameKey(name, phase: phase, shift: Self.flag(node["shift"]), alt: Self.flag(node["alt"]), node: Self.string(node["node"]))
        return keyboard.plan(for: key).map(Self.line) ?? "null"
    }

    /// The game's keys, for the page's help: `[{"keys", "shortcuts", "does"}]`.
    public var keysJSON: String {
        "[" + session.game.keyboard.keys.map { help in
            "{\"keys\":\(JSONOutput.string(help.keys)),\"shortcuts\":\(JSONOutput.string(help.shortcuts)),\"does\":\(JSONOutput.string(help.does))}"
        }.joined(separator: ",") + "]"
    }

    private static func flag(_ node: JSONNode?) -> Bool {
        if case .bool(let b)? = node?.value { return b }
        return false
    }

    // The plan as the page reads it: its touches in milliseconds and points to a thousandth.
    private static func line(_ plan: KeyPlan) -> String {
        var out = "{\"touches\":["
        for (i, t) in plan.touches.enumerated() {
            if i > 0 { out.append(",") }
            out.append("{\"dt\":\(JSONOutput.number(t.delay * 1000)),\"type\":\"\(t.action.rawValue)\",\"id\":\(t.pointer)")
            out.append(",\"x\":\(JSONOutput.number(t.point.x)),\"y\":\(JSONOutput.number(t.point.y))}")
        }
        out.append("]")
        if let said = plan.said { out.append(",\"said\":\(JSONOutput.string(said))") }
        if let focus = plan.focus { out.append(",\"focus\":\(JSONOutput.string(focus))") }
        if let chosen = plan.chosen { out.append(",\"chosen\":\(JSONOutput.string(chosen))") }
        if plan.continues { out.append(",\"continues\":true") }
        out.append("}")
        return out
    }
}
