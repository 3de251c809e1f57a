/// What the Gesture Lab runs: which standard recognizers are on, and how the common pairs
/// relate. It becomes an ordinary replay setup (docs/replay.md), so a Lab session replays with
/// `fingerplay replay`.
public struct LabConfiguration: Sendable, Hashable, Codable {
    /// How two recognizers that want the same touches relate.
    public enum Pairing: String, Sendable, Hashable, Codable, CaseIterable {
        /// UIKit's default: whichever recognises first wins, the other fails.
        case exclusive
        /// The first waits until the second fails (`require(toFail:)`): a single tap waits for
        /// the double tap, a pan for the swipe, a rotation for the pinch.
        case requireFailure
        /// Both may recognise together (`simultaneousWith`).
        case together
    }

    /// The recognizers of the Lab, by id, in canonical order.
    public static let recognizers = ["tap", "doubleTap", "longPress", "pan", "swipe", "pinch", "rotation", "edge", "hover"]

    /// The recognizers switched on. Default: all.
    public var enabled: [String]
    /// Single tap and double tap. Default ``Pairing/requireFailure``.
    public var tapAndDoubleTap: Pairing
    /// Pan and swipe. Default ``Pairing/requireFailure``: the pan waits for the swipe to fail,
    /// as UIKit apps set them up, so a real swipe (a few quick moves) is a swipe and a slower
    /// drag a pan; first-wins made every swipe a pan, since a pan begins on the first move.
    public var panAndSwipe: Pairing
    /// Pinch and rotation. Default ``Pairing/together``.
    public var pinchAndRotation: Pairing

    /// The defaults above.
    public init(enabled: [String] = LabConfiguration.recognizers, tapAndDoubleTap: Pairing = .requireFailure,
                panAndSwipe: Pairing = .requireFailure, pinchAndRotation: Pairing = .together) {
        self.enabled = enabled
        self.tapAndDoubleTap = tapAndDoubleTap
        self.panAndSwipe = panAndSwipe
        self.pinchAndRotation = pinchAndRotation
    }

    /// The replay setup for a surface of `width` × `height` points: one view, `surface`, with
    /// every Lab recognizer on it (the ones switched off with `"isEnabled": false`).
    public func setup(width: Double, height: Double) -> String {
        func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
        func relation(_ pairing: Pairing, _ first: String, _ second: String) -> [String: String] {
            switch pairing {
            case .exclusive: return [:]
            case .requireFailure: return [first: "\"requireToFail\": [\"\(second)\"]"]
            case .together: return [first: "\"simultaneousWith\": [\"\(second)\"]"]
            }
        }
        var extra: [String: [String]] = [:]
        for (pairing, a, b) in [(tapAndDoubleTap, "tap", "doubleTap"), (panAndSwipe, "pan", "swipe"), (pinchAndRotation, "rotation", "pinch")] {
            for (id, text) in relation(pairing, a, b) { extra[id, default: []].append(text) }
        }
        let options: [String: String] = [
            "doubleTap": "\"kind\": \"tap\", \"numberOfTapsRequired\": 2",
            "tap": "\"kind\": \"tap\"", "longPress": "\"kind\": \"longPress\"", "pan": "\"kind\": \"pan\"",
            "swipe": "\"kind\": \"swipe\", \"direction\": \"all\"", "pinch": "\"kind\": \"pinch\"",
            "rotation": "\"kind\": \"rotation\"", "edge": "\"kind\": \"screenEdgePan\", \"edges\": \"all\"", "hover": "\"kind\": \"hover\"",
        ]
        let lines = Self.recognizers.map { id in
            var parts = ["\"id\": \"\(id)\"", options[id]!, "\"view\": \"surface\""]
            if !enabled.contains(id) { parts.append("\"isEnabled\": false") }
            parts += extra[id] ?? []
            return "    {" + parts.joined(separator: ", ") + "}"
        }
        return """
            {
              "viewport": {"width": \(number(width)), "height": \(number(height))},
              "views": [{"id": "surface", "frame": [0, 0, \(number(width)), \(number(height))]}],
              "recognizers": [
            \(lines.joined(separator: ",\n"))
              ]
            }

            """
    }
}
