import Gestures

/// Named example strokes, prepared for matching: add templates from point lists, then match a
/// stroke against all of them. Saved and loaded as JSON through `Codable`
/// (`{"matcher": {"pointCount": 16, "rotationLimit": 0.35}, "templates": [{"name": "circle",
/// "points": [[x, y], …]}, …]}`).
///
/// Preparing a template allocates; matching allocates nothing: the candidate is prepared into
/// scratch storage the set owns. A set is not safe to match from two threads at once.
///
/// Finding the best template compares eight templates at a time in single precision (their
/// vectors are stored interleaved, a lane per template), then scores the winner in double
/// precision, so the score it reports is exactly what ``scores(for:)`` gives for that template.
/// Single precision can only choose differently between templates whose similarities agree
/// to about seven digits.
public final class StrokeTemplateSet: Codable {
    /// How strokes are prepared and compared.
    public let matcher: StrokeMatcher
    /// The templates, in the order they were added.
    public private(set) var templates: [StrokeTemplate] = []

    // Each template's prepared vector, one stretch of `vectorLength` after another.
    @exclusivity(unchecked) private var vectors: [Double] = []
    // The same vectors in single precision, eight side by side, for finding the best.
    @exclusivity(unchecked) private var lanes: TemplateLanes
    @exclusivity(unchecked) private var candidate: [Double]
    @exclusivity(unchecked) private var turned: [Double]
    @exclusivity(unchecked) private var scratchX: [Double]
    @exclusivity(unchecked) private var scratchY: [Double]

    /// An empty set using `matcher`.
    public init(matcher: StrokeMatcher = StrokeMatcher(), templates: [StrokeTemplate] = []) {
        self.matcher = matcher
        candidate = Array(repeating: 0, count: matcher.vectorLength)
        turned = candidate
        lanes = TemplateLanes(pointCount: matcher.pointCount)
        scratchX = Array(repeating: 0, count: matcher.pointCount)
        scratchY = scratchX
        for t in templates { add(t) }
    }

    /// Adds a template (at least one point).
    public func add(_ template: StrokeTemplate) {
        precondition(!template.points.isEmpty, "a template needs at least one point")
        templates.append(template)
        vectors.append(contentsOf: repeatElement(0, count: matcher.vectorLength))
        let start = vectors.count - matcher.vectorLength
        var vector = Array(vectors[start...])
        matcher.prepare(template.points, into: &vector, scratch: &scratchX, &scratchY)
        vectors.replaceSubrange(start..., with: vector)
        lanes.add(vector)
    }

    /// Adds a template named `name` drawn through `points`.
    public func add(name: String, points: [Point]) { add(StrokeTemplate(name: name, points: points)) }

    /// The best template for `points` and its score (higher is better; see ``StrokeMatcher``),
    /// or nil when the set is empty or `points` is. Allocates nothing.
    public func bestMatch(for points: [Point]) -> (index: Int, name: String, score: Double)? {
        guard !templates.isEmpty, !points.isEmpty else { return nil }
        prepareCandidate(points)
        let best = lanes.best(for: candidate, matcher: matcher)
        let length = matcher.vectorLength
        let similarity = vectors.withUnsafeBufferPointer { all in
            candidate.withUnsafeBufferPointer { c in
                turned.withUnsafeBufferPointer { r in matcher.similarity(all.baseAddress! + best * length, c.baseAddress!, turned: r.baseAddress!) }
            }
        }
        return (best, templates[best].name, matcher.score(similarity: similarity))
    }

    /// The score of every template for `points`, in template order (for showing how each one
    /// saw a stroke).
    public func scores(for points: [Point]) -> [Double] {
        guard !points.isEmpty else { return Array(repeating: 0, count: templates.count) }
        prepareCandidate(points)
        let length = matcher.vectorLength
        return vectors.withUnsafeBufferPointer { all in
            candidate.withUnsafeBufferPointer { c in
                turned.withUnsafeBufferPointer { r in
                    (0..<templates.count).map {
                        matcher.score(similarity: matcher.similarity(all.baseAddress! + $0 * length, c.baseAddress!, turned: r.baseAddress!))
                    }
                }
            }
        }
    }

    private func prepareCandidate(_ points: [Point]) {
        matcher.prepare(points, into: &candidate, scratch: &scratchX, &scratchY)
        matcher.prepareTurned(candidate, into: &turned)
    }

    private enum Keys: String, CodingKey { case matcher, templates }

    public convenience init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let matcher = try c.decodeIfPresent(StrokeMatcher.self, forKey: .matcher) ?? StrokeMatcher()
        self.init(matcher: matcher, templates: try c.decode([StrokeTemplate].self, forKey: .templates))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(matcher, forKey: .matcher)
        try c.encode(templates, forKey: .templates)
    }
}
