import GestureReplay

extension PageStep {
    /// The step as a page's `steps` message carries it — `{"at", "inputs", "press"}`, the keys
    /// a page's own session (`fp_game_step`) reads — for spectators, who play the session from
    /// the steps its server took. Numbers are written in full (Swift's shortest exact form), so
    /// a spectator's session gets the very values the server's took.
    public var jsonText: String {
        var out = "{\"at\":\(at)"
        if !events.isEmpty {
            let inputs = events.map { e in
                "{\"t\":\(e.t),\"type\":\(JSONOutput.string(e.type)),\"id\":\(e.id),\"x\":\(e.x),\"y\":\(e.y)"
                    + "\(e.kind.map { ",\"kind\":" + JSONOutput.string($0) } ?? "")}"
            }
            out += ",\"inputs\":[" + inputs.joined(separator: ",") + "]"
        }
        if let press { out += ",\"press\":" + JSONOutput.string(press) }
        return out + "}"
    }
}
