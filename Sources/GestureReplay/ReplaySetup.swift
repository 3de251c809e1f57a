import Gestures
import JSONKit

/// A replay setup file (`SETUP.json`): the viewport, a view tree and the recognizers on it.
///
/// ```json
/// {"viewport": {"width": 400, "height": 300},
///  "views": [{"id": "card", "frame": [20, 20, 200, 120]}],
///  "recognizers": [{"id": "tap", "kind": "tap", "view": "card", "numberOfTapsRequired": 2}]}
/// ```
/// The full contract is in `docs/replay.md`.
public struct ReplaySetup {
    /// One view of the tree.
    public struct ViewSpec {
        /// The view's id, unique in the setup.
        public var id: String
        /// The parent's id; nil for a child of the root view.
        public var parent: String?
        /// The frame in the parent's coordinates, points.
        public var frame: Rect
        /// The setup's `interactive` (default true).
        public var isUserInteractionEnabled: Bool
        /// The setup's `hidden` (default false).
        public var isHidden: Bool
        /// The setup's `alpha`, 0…1 (default 1).
        public var alpha: Double
    }

    /// The file name used in error messages.
    public let file: String
    /// The root view's size, in points.
    public let viewport: Size
    /// Views in file order (later ones in front of earlier siblings).
    public let views: [ViewSpec]
    let recognizerNodes: [JSONNode]

    /// Parses and checks a setup; every fault is a ``ReplayError`` naming `file` and a line.
    public init(text: String, file: String) throws(ReplayError) {
        self.file = file
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw ReplayError(file: file, line: error.line, message: "malformed JSON: \(error.message)") }
        var top = try JSONReader(root, file: file, context: "the setup")

        guard let viewportNode = top.raw("viewport") else { throw top.error("the setup needs a \"viewport\"") }
        var vp = try JSONReader(viewportNode, file: file, context: "the viewport")
        guard let width = try vp.number("width"), let height = try vp.number("height") else {
            throw vp.error("the viewport needs a \"width\" and a \"height\"")
        }
        guard width > 0, height > 0 else { throw vp.error("the viewport must be wider and taller than 0 pt") }
        try vp.rejectUnknown("key")
        viewport = Size(width: width, height: height)

        var views: [ViewSpec] = []
        var known: Set<String> = ["root"]
        for node in try Self.array(top.raw("views"), "views", file: file) {
            var r = try JSONReader(node, file: file, context: "a view")
            guard let id = try r.string("id") else { throw r.error("a view needs an \"id\"") }
            r = try JSONReader(node, file: file, context: "view \"\(id)\"")
            _ = try r.string("id")
            guard !known.contains(id) else { throw r.error("view id \"\(id)\" is used twice") }
            let parent = try r.string("parent")
            if let parent, !known.contains(parent) {
                throw r.error("view \"\(id)\": unknown parent view \"\(parent)\" (parents must come first)", at: r.raw("parent"))
            }
            guard let frameNode = r.raw("frame"), case .array(let items) = frameNode.value, items.count == 4 else {
                throw r.error("view \"\(id)\" needs \"frame\": [x, y, width, height]")
            }
            var f: [Double] = []
            for item in items {
                guard case .number(let d) = item.value else { throw r.error("view \"\(id)\": frame values must be numbers", at: item) }
                f.append(d)
            }
            guard f[2] >= 0, f[3] >= 0 else { throw r.error("view \"\(id)\": frame width and height must not be negative", at: frameNode) }
            let alpha = try r.number("alpha") ?? 1
            guard (0...1).contains(alpha) else { throw r.error("view \"\(id)\": alpha must be from 0 to 1", at: r.raw("alpha")) }
            let spec = ViewSpec(
                id: id, parent: parent, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]),
                isUserInteractionEnabled: try r.bool("interactive") ?? true,
                isHidden: try r.bool("hidden") ?? false, alpha: alpha)
            try r.rejectUnknown("key")
            views.append(spec)
            known.insert(id)
        }
        self.views = views
        recognizerNodes = try Self.array(top.raw("recognizers"), "recognizers", file: file)
        try top.rejectUnknown("key")
        // Building once checks every recognizer, option and reference.
        _ = try makeScene()
    }

    private static func array(_ node: JSONNode?, _ name: String, file: String) throws(ReplayError) -> [JSONNode] {
        guard let node else { return [] }
        guard case .array(let items) = node.value else {
            throw ReplayError(file: file, line: node.line, message: "\"\(name)\" must be an array, not \(node.typeName)")
        }
        return items
    }

    /// Builds a fresh engine with the views and recognizers, starting at `start` seconds.
    public func makeScene(start: Double = 0) throws(ReplayError) -> ReplayScene {
        try build(in: GestureEngine(viewport: viewport, start: start))
    }

    /// Builds the setup's views and recognizers under `engine`'s root view (whose size the
    /// engine already has) — how a live tool such as the arcade's Gesture Lab runs a setup.
    public func build(in engine: GestureEngine) throws(ReplayError) -> ReplayScene {
        var viewsByID: [String: View] = ["root": engine.rootView]
        var built: [View] = []
        for spec in views {
            let view = View(frame: spec.frame, name: spec.id)
            view.isUserInteractionEnabled = spec.isUserInteractionEnabled
            view.isHidden = spec.isHidden
            view.alpha = spec.alpha
            viewsByID[spec.parent ?? "root"]!.addSubview(view)
            viewsByID[spec.id] = view
            built.append(view)
        }
        var recognizers: [(id: String, recognizer: GestureRecognizer)] = []
        var pending: [(GestureRecognizer, JSONReader, [String], [String])] = []
        for node in recognizerNodes {
            var r = try JSONReader(node, file: file, context: "a recognizer")
            guard let id = try r.string("id") else { throw r.error("a recognizer needs an \"id\"") }
            guard !recognizers.contains(where: { $0.id == id }) else { throw r.error("recognizer id \"\(id)\" is used twice") }
            r = try JSONReader(node, file: file, context: "recognizer \"\(id)\"")
            _ = try r.string("id")
            guard let viewID = try r.string("view") else { throw r.error("recognizer \"\(id)\" needs a \"view\"") }
            guard let view = viewsByID[viewID] else { throw r.error("recognizer \"\(id)\": unknown view \"\(viewID)\"", at: r.raw("view")) }
            guard let kind = try r.string("kind") else { throw r.error("recognizer \"\(id)\" needs a \"kind\"") }
            let recognizer = try RecognizerFactory.make(kind: kind, reader: &r)
            recognizer.name = id
            var simultaneous: [String] = []
            if let node = r.raw("simultaneousWith"), case .string("*") = node.value {
                recognizer.recognizesSimultaneouslyWithAll = true
            } else {
                simultaneous = try r.strings("simultaneousWith") ?? []
            }
            let requirements = try r.strings("requireToFail") ?? []
            try r.rejectUnknown("option")
            view.addGestureRecognizer(recognizer)
            recognizers.append((id, recognizer))
            pending.append((recognizer, r, requirements, simultaneous))
        }
        for (recognizer, reader, requirements, simultaneous) in pending {
            for other in requirements {
                guard let target = recognizers.first(where: { $0.id == other })?.recognizer else {
                    throw reader.error("recognizer \"\(recognizer.name ?? "")\": requireToFail names unknown recognizer \"\(other)\"", at: reader.node["requireToFail"])
                }
                recognizer.require(toFail: target)
            }
            for other in simultaneous {
                guard let target = recognizers.first(where: { $0.id == other })?.recognizer else {
                    throw reader.error("recognizer \"\(recognizer.name ?? "")\": simultaneousWith names unknown recognizer \"\(other)\"", at: reader.node["simultaneousWith"])
                }
                recognizer.recognizeSimultaneously(with: target)
            }
        }
        return ReplayScene(engine: engine, views: built, recognizers: recognizers.map { $0.recognizer })
    }
}

/// A built setup: an engine with its views and recognizers, ready to replay a trace.
public struct ReplayScene {
    /// The engine.
    public let engine: GestureEngine
    /// The setup's views in file order (the root view not among them); each one's `name` is
    /// its id.
    public let views: [View]
    /// The recognizers in file order; each one's `name` is its id.
    public let recognizers: [GestureRecognizer]
}
