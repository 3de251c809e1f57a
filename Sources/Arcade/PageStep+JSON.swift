import GestureReplay
import JSONKit

extension PageStep {
    /// The step as a page's `steps` message carries it — `{"at", "inputs", "press"}`, the keys
    /// a page's own session (`fp_game_step`) reads — for spectators, who play the session from
    /// the steps its server took. Numbers are written in full (Swift's shortest exact form), so
    /// a spectator's session gets the very values the server's took.
    public var jsonText: String {
        // Appended to one string made large enough at once: a room writes this for every move
        // of every player.
        var out = "{\"at\":"
        out.reserveCapacity(24 + 80 * events.count)
        out.append(at.description)
        if !events.isEmpty {
            out.append(",\"inputs\":[")
            for (i, e) in events.enumerated() {
                out.append(i == 0 ? "{\"t\":" : ",{\"t\":")
                out.append(e.t.description)
                out.append(",\"type\":")
                out.append(JSONOutput.string(e.type))
                out.append(",\"id\":")
                out.append(e.id.description)
                out.append(",\"x\":")
                out.append(e.x.description)
                out.append(",\"y\":")
                out.append(e.y.description)
                if let kind = e.kind {
                    out.append(",\"kind\":")
                    out.append(JSONOutput.string(kind))
                }
                out.append("}")
            }
            out.append("]")
        }
        if let press {
            out.append(",\"press\":")
            out.append(JSONOutput.string(press))
        }
        out.append("}")
        return out
    }
}
