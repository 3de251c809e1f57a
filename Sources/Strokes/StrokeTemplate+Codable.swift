// JSON through Codable where Foundation's coders exist; Embedded Swift (the WebAssembly build)
// has no Codable, and reads templates with its own parser.
#if !hasFeature(Embedded)
import Gestures

/// A template is `{"name": "circle", "points": [[x, y], …]}`; a point that is not two finite
/// numbers, or no points at all, is an error that says so.
extension StrokeTemplate: Codable {
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
#endif
