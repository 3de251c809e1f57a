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
public final class StrokeTemplateSet {
    /// How strokes are prepared and compared.
    public let matcher: StrokeMatcher
    /// The templates, in the order they were added.
    public private(set) var templates: [StrokeTemplate] = []
    /// Whether a closed stroke (it ends within a quarter of its size from where it began) may
    /// begin anywhere round its loop and go either way — a circle begun at the top or the
    /// side, clockwise or not: it is then compared from each of its points as a start, in both
    /// directions, and the best counts. What a person drawing shapes expects (the Gesture Lab's pad sets it).
    /// Default false: the $1 papers' protocol, which `fingerplay strokes-bench` measures.
    public var closedStrokesStartAnywhere = false

    // Each template's prepared vector, one stretch of `vectorLength` after another.
    @exclusivity(unchecked) private var vectors: [Double] = []
    // The same vectors in single precision, eight side by side, for finding the best.
    @exclusivity(unchecked) private var lanes: TemplateLanes
    @exclusivity(unchecked) private var candidate: [Double]
    @exclusivity(unchecked) private var turned: [Double]
    @exclusivity(unchecked) private var scratchX: [Double]
    @exclusivity(unchecked) private var scratchY: [Double]
    // The candidate as drawn, while its other starts and direction are tried.
    @exclusivity(unchecked) private var drawn: [Double]

    /// An empty set using `matcher`.
    public init(matcher: StrokeMatcher = StrokeMatcher(), templates: [StrokeTemplate] = []) {
        self.matcher = matcher
        candidate = Array(repeating: 0, count: matcher.vectorLength)
        turned = candidate
        lanes = TemplateLanes(pointCount: matcher.pointCount)
        scratchX = Array(repeating: 0, count: matcher.pointCount)
        scratchY = scratchX
        drawn = candidate
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
        var best = (index: 0, similarity: -Double.infinity)
        for variant in 0..<variantCount(points) {
            setVariant(variant)
            let index = lanes.best(for: candidate, matcher: matcher)
            let similarity = similarity(ofTemplate: index)
            if similarity > best.similarity { best = (index, similarity) }
        }
        return (best.index, templates[best.index].name, matcher.score(similarity: best.similarity))
    }

    /// The score of every template for `points`, in template order (for showing how each one
    /// saw a stroke).
    public func scores(for points: [Point]) -> [Double] {
        guard !points.isEmpty else { return Array(repeating: 0, count: templates.count) }
        prepareCandidate(points)
        var best = Array(repeating: -Double.infinity, count: templates.count)
        for variant in 0..<variantCount(points) {
            setVariant(variant)
            for i in templates.indices { best[i] = max(best[i], similarity(ofTemplate: i)) }
        }
        return best.map { matcher.score(similarity: $0) }
    }

    /// How many ways the candidate is compared: 1, or twice the point count (every start, both
    /// directions) for a closed stroke when ``closedStrokesStartAnywhere``.
    private func variantCount(_ points: [Point]) -> Int {
        guard closedStrokesStartAnywhere, let first = points.first, let last = points.last else { return 1 }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let size = ((maxX - minX) * (maxX - minX) + (maxY - minY) * (maxY - minY)).squareRoot()
        let gap = ((last.x - first.x) * (last.x - first.x) + (last.y - first.y) * (last.y - first.y)).squareRoot()
        return size > 0 && gap <= size / 4 ? 2 * matcher.pointCount : 1
    }

    /// Puts variant `k` of the drawn candidate in `candidate` and `turned`: its points begun at
    /// point `k % n`, reversed when `k >= n`. Moving the start round a loop or reversing it
    /// keeps the vector centred and of length 1, so no new preparation is needed.
    private func setVariant(_ k: Int) {
        let n = matcher.pointCount
        let shift = k % n
        for j in 0..<n {
            let from = k >= n ? (n - 1 - (j + shift) % n) : (j + shift) % n
            candidate[2 * j] = drawn[2 * from]
            candidate[2 * j + 1] = drawn[2 * from + 1]
        }
        matcher.prepareTurned(candidate, into: &turned)
    }

    private func similarity(ofTemplate index: Int) -> Double {
        let length = matcher.vectorLength
        return vectors.withUnsafeBufferPointer { all in
            candidate.withUnsafeBufferPointer { c in
                turned.withUnsafeBufferPointer { r in matcher.similarity(all.baseAddress! + index * length, c.baseAddress!, turned: r.baseAddress!) }
            }
        }
    }

    /// Prepares `points` into `drawn`; ``setVariant(_:)`` then copies a variant into the
    /// candidate's own storage (no copy-on-write: matching allocates nothing).
    private func prepareCandidate(_ points: [Point]) {
        matcher.prepare(points, into: &drawn, scratch: &scratchX, &scratchY)
    }
}
