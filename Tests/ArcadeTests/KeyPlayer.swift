import Arcade
import Games
import GestureReplay
import Gestures
import JSONKit

/// A page's keys on a local session, as the play page drives them: each key's plan asked of the
/// session (`ScriptedSession.key`), its touches handed back to it as inputs at their times —
/// stamped on the page's clock, which here is the session's — and a plan that continues asked
/// again once its touches are in.
final class KeyPlayer {
    let scripted: ScriptedSession
    /// The session's clock, in seconds.
    private(set) var now = 0.0
    /// The result lines the session gave.
    private(set) var results: [String] = []
    /// What the plans said, in order.
    private(set) var said: [String] = []
    /// Where the last plan that moved the focus moved it.
    private(set) var focus: String?
    /// The inputs refused.
    private(set) var refused: [String] = []

    init(_ header: String) throws { scripted = try ScriptedSession(header: header) }

    var scene: Scene { scripted.session.scene() }
    func node(_ id: String) -> SceneNode? { scene.nodes.first { $0.id == id } }
    /// The node `id`, which the scene must have.
    func shown(_ id: String) throws -> SceneNode {
        guard let node = node(id) else { throw ArcadeError("the scene has no node \"\(id)\"") }
        return node
    }
    func text(_ id: String) -> String? { node(id)?.text }
    /// The last move as a reader hears it: the "move" node's text without the no-break space
    /// that makes a repeat heard.
    var move: String? { text("move").map { $0.hasSuffix("\u{00A0}") ? String($0.dropLast()) : $0 } }

    /// Lets time run to `at` with `inputs` (a JSON array's text) arriving then, or `press`.
    func step(at: Double, inputs: String? = nil, press: String? = nil) throws {
        var line = "{\"at\":\(at)"
        if let inputs { line += ",\"inputs\":\(inputs)" }
        if let press { line += ",\"press\":\"\(press)\"" }
        for out in try scripted.step(line + "}") {
            if out.hasPrefix("{\"result\"") { results.append(out) }
            if out.hasPrefix("{\"refused\"") { refused.append(out) }
        }
        now = max(now, at)
    }

    /// Lets `seconds` pass in 50 ms steps, as a page's frames do while nothing happens.
    func wait(_ seconds: Double) throws {
        let end = now + seconds
        while now < end { try step(at: min(end, now + 0.05)) }
    }

    /// Presses the button `id`, as a keyboard's Enter on it does.
    func press(_ id: String) throws { try step(at: now + 0.02, press: id) }

    /// A key down (or up): its plan played out; whether the key did anything.
    @discardableResult
    func key(_ key: String, node: String? = nil, shift: Bool = false, alt: Bool = false, up: Bool = false) throws -> Bool {
        var line = "{\"key\":\(JSONOutput.string(key)),\"phase\":\"\(up ? "up" : "down")\",\"shift\":\(shift),\"alt\":\(alt)"
        if let node { line += ",\"node\":\(JSONOutput.string(node))" }
        return try play(scripted.key(line + "}"))
    }

    /// A key pressed and let go `hold` seconds later (default 0.05).
    func type(_ key: String, node: String? = nil, shift: Bool = false, alt: Bool = false, hold: Double = 0.05) throws {
        try self.key(key, node: node, shift: shift, alt: alt)
        try wait(hold)
        try self.key(key, node: node, shift: shift, alt: alt, up: true)
    }

    private func play(_ planText: String) throws -> Bool {
        guard planText != "null" else { return false }
        let plan = try JSONParser.parse(planText)
        if case .string(let s)? = plan["said"]?.value { said.append(s) }
        if case .string(let f)? = plan["focus"]?.value { focus = f }
        let start = now
        var groups: [(Double, [String])] = []
        if case .array(let touches)? = plan["touches"]?.value {
            for t in touches {
                guard case .number(let dt)? = t["dt"]?.value, case .string(let type)? = t["type"]?.value,
                      case .number(let id)? = t["id"]?.value, case .number(let x)? = t["x"]?.value, case .number(let y)? = t["y"]?.value else { continue }
                let at = start + dt / 1000
                let input = "{\"t\":\(at * 1000),\"type\":\"\(type)\",\"id\":\(Int(id)),\"x\":\(x),\"y\":\(y)}"
                if let last = groups.last, last.0 == at { groups[groups.count - 1].1.append(input) } else { groups.append((at, [input])) }
            }
        }
        for (at, inputs) in groups { try step(at: at, inputs: "[" + inputs.joined(separator: ",") + "]") }
        if case .bool(true)? = plan["continues"]?.value {
            try step(at: now + 0.02)
            _ = try play(scripted.key("{\"continue\":true}"))
        }
        return true
    }
}
