import Gestures

/// A named example stroke: the points of one drawing, in drawing order (points, any origin).
public struct StrokeTemplate: Sendable, Hashable, Codable {
    /// What the stroke means ("circle", "check").
    public var name: String
    /// The points, in order.
    public var points: [Point]

    /// A template named `name` drawn through `points`.
    public init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }

    private enum Keys: String, CodingKey { case name, points }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        name = try c.decode(String.self, forKey: .name)
        let pairs = try c.decode([[Double]].self, forKey: .points)
        points = try pairs.map { pair in
            guard pair.count == 2, pair[0].isFinite, pair[1].isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .points, in: c, debugDescription: "a point is two finite numbers [x, y]")
            }
            return Point(x: pair[0], y: pair[1])
        }
        guard !points.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .points, in: c, debugDescription: "template \"\(name)\" has no points")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .name)
        try c.encode(points.map { [$0.x, $0.y] }, forKey: .points)
    }
}
