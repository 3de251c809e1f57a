import Gestures

/// A game's picture as a client draws it: a size, a background and a flat list of nodes —
/// rectangles with corner radius, fill and border, text, buttons — with transforms, opacity,
/// z-order and animations. A browser (or any other client) draws it without knowing the game:
/// adding a game needs no client code. Coordinates are the game's root-view points.
///
/// Hit-testing stays with the game: a scene carries the final (model) geometry of what moves,
/// and animations only say how it gets there on screen.
public struct Scene: Sendable, Hashable {
    /// The size of the picture, in points (the engine's viewport).
    public var size: Size
    /// The background colour, as a CSS colour.
    public var background: String
    /// The nodes; the client sorts them by ``SceneNode/z`` (then list order).
    public var nodes: [SceneNode]
    /// What just happened, for the client to make felt (sounds, a buzz, a flash); empty when
    /// nothing did in the last second.
    public var effects: [SceneEffect] = []

    /// A scene of `size` with `background` and no nodes yet.
    public init(size: Size, background: String, nodes: [SceneNode] = []) {
        self.size = size
        self.background = background
        self.nodes = nodes
    }

    /// Appends a node.
    public mutating func add(_ node: SceneNode) { nodes.append(node) }
}
