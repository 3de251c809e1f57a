// JSON through Codable where Foundation's coders exist (not in Embedded Swift).
#if !hasFeature(Embedded)
/// A matcher is `{"pointCount": 64, "rotationLimit": 0.785}`, each checked against its range.
extension StrokeMatcher: Codable {
    private enum CodingKeys: String, CodingKey { case pointCount, rotationLimit }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let points = try c.decode(Int.self, forKey: .pointCount), limit = try c.decode(Double.self, forKey: .rotationLimit)
        guard Self.pointCountRange.contains(points) else {
            throw DecodingError.dataCorruptedError(forKey: .pointCount, in: c, debugDescription: "pointCount \(points) is not within 4…1024")
        }
        guard limit >= 0 && limit <= .pi else {
            throw DecodingError.dataCorruptedError(forKey: .rotationLimit, in: c, debugDescription: "rotationLimit \(limit) is not within 0…π radians")
        }
        self.init(pointCount: points, rotationLimit: limit)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pointCount, forKey: .pointCount)
        try c.encode(rotationLimit, forKey: .rotationLimit)
    }
}
#endif
