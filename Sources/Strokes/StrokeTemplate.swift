import Gestures

/// A named example stroke: the points of one drawing, in drawing order (points, any origin).
public struct StrokeTemplate: Sendable, Hashable {
    /// What the stroke means ("circle", "check").
    public var name: String
    /// The points, in order.
    public var points: [Point]

    /// A template named `name` drawn through `points`.
    public init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }
}
