/// The prepared templates of a ``StrokeTemplateSet`` laid out for finding the best one fast:
/// eight templates side by side in single precision (a SIMD lane each), compared in two halves
/// so that most of them are ruled out after half the work.
///
/// Why two halves: a template's similarity is at most |S| where S = Σ conj(tₖ)·cₖ over the
/// points k (template and candidate as complex numbers), and |S| ≤ |S₁| + ‖t₂‖·‖c₂‖ (triangle
/// and Cauchy–Schwarz inequalities) where S₁ sums over half the points and t₂, c₂ are the
/// other halves. Every template's S₁ is computed first; the most promising block is finished,
/// and any other block whose bound cannot reach the best similarity so far is skipped. The
/// halves are the even and the odd points, so each half still spans the whole stroke. Skipping
/// never changes the answer: a skipped template's similarity is below one already found.
struct TemplateLanes {
    let pointCount: Int
    /// Block k holds templates 8k…8k+7: `pointCount` × 2 components, even points first, each
    /// component a SIMD8 of one value per template (zero past the last template).
    private var lanes: [SIMD8<Float>] = []
    /// Per block, each template's norm over the odd points (hugely negative past the last
    /// template, so those lanes are always ruled out).
    private var oddNorms: [SIMD8<Float>] = []
    /// Per block, the even points' sums (a₁, b₁) of the current candidate.
    private var partials: [SIMD8<Float>] = []
    /// The current candidate, each component repeated in eight lanes, even points first.
    private var candidate: [SIMD8<Float>]
    /// For each component of a block, the component of a prepared vector it holds.
    private let order: [Int]
    private(set) var count = 0

    init(pointCount: Int) {
        self.pointCount = pointCount
        candidate = Array(repeating: SIMD8(), count: 2 * pointCount)
        let points = Array(stride(from: 0, to: pointCount, by: 2)) + Array(stride(from: 1, to: pointCount, by: 2))
        order = points.flatMap { [2 * $0, 2 * $0 + 1] }
    }

    private var blockLength: Int { 2 * pointCount }

    /// Adds a template's prepared vector (``StrokeMatcher/prepare(_:into:scratch:_:)``).
    mutating func add(_ vector: [Double]) {
        let lane = count % 8, block = count / 8
        if lane == 0 {
            lanes.append(contentsOf: repeatElement(SIMD8<Float>(), count: blockLength))
            oddNorms.append(SIMD8(repeating: -1e30))
            partials.append(contentsOf: [SIMD8(), SIMD8()])
        }
        var oddSquares = 0.0
        for (slot, c) in order.enumerated() {
            lanes[block * blockLength + slot][lane] = Float(vector[c])
            if slot >= pointCount { oddSquares += vector[c] * vector[c] }
        }
        oddNorms[block][lane] = Float(oddSquares.squareRoot())
        count += 1
    }

    /// The index of the template most like `vector` (a prepared candidate) as `matcher`
    /// compares them, the first of equals winning. Needs at least one template. Allocates
    /// nothing.
    mutating func best(for vector: [Double], matcher: StrokeMatcher) -> Int {
        precondition(count > 0)
        var oddSquares = 0.0
        order.withUnsafeBufferPointer { order in
            vector.withUnsafeBufferPointer { vector in
                candidate.withUnsafeMutableBufferPointer { candidate in
                    for slot in 0..<order.count {
                        let value = vector[order[slot]]
                        candidate[slot] = SIMD8(repeating: Float(value))
                        if slot >= pointCount { oddSquares += value * value }
                    }
                }
            }
        }
        let candidateOddNorm = SIMD8<Float>(repeating: Float(oddSquares.squareRoot()))
        let blocks = (count + 7) / 8, half = pointCount   // components in each half
        let length = blockLength
        return lanes.withUnsafeBufferPointer { lanes in
            candidate.withUnsafeBufferPointer { candidate in
                partials.withUnsafeMutableBufferPointer { partials in
                    let c = candidate.baseAddress!
                    // a = Σ tx·cx + ty·cy and b = Σ tx·cy − ty·cx over components [from, to).
                    func sums(_ block: Int, from: Int, to: Int, _ a: inout SIMD8<Float>, _ b: inout SIMD8<Float>) {
                        let t = lanes.baseAddress! + block * length
                        var i = from
                        while i < to {
                            let tx = t[i], ty = t[i + 1], cx = c[i], cy = c[i + 1]
                            a += tx * cx + ty * cy
                            b += tx * cy - ty * cx
                            i += 2
                        }
                    }
                    // Even points of every block; the block holding the largest |S₁| first.
                    var start = 0, startSize: Float = -1
                    for block in 0..<blocks {
                        var a = SIMD8<Float>(), b = SIMD8<Float>()
                        sums(block, from: 0, to: half, &a, &b)
                        partials[2 * block] = a
                        partials[2 * block + 1] = b
                        let size = Self.largest(a * a + b * b)
                        if size > startSize { startSize = size; start = block }
                    }
                    var best = -1, bestSimilarity = -Float.infinity
                    func finish(_ block: Int) {
                        var a = partials[2 * block], b = partials[2 * block + 1]
                        sums(block, from: half, to: length, &a, &b)
                        let s = matcher.similarities(a, b)
                        for lane in 0..<min(8, count - 8 * block) {
                            let index = 8 * block + lane
                            if s[lane] > bestSimilarity || (s[lane] == bestSimilarity && index < best) {
                                bestSimilarity = s[lane]
                                best = index
                            }
                        }
                    }
                    finish(start)
                    // Rounding in single precision is far below the margin.
                    let margin = SIMD8<Float>(repeating: 1e-4)
                    for block in 0..<blocks where block != start {
                        let a = partials[2 * block], b = partials[2 * block + 1]
                        let bound = (a * a + b * b).squareRoot() + oddNorms[block] * candidateOddNorm + margin
                        if Self.largest(bound) >= bestSimilarity { finish(block) }
                    }
                    return best
                }
            }
        }
    }

    /// The largest of eight numbers (SIMD's `max()` is not inlined here).
    @inline(__always)
    private static func largest(_ v: SIMD8<Float>) -> Float {
        Swift.max(Swift.max(Swift.max(v[0], v[1]), Swift.max(v[2], v[3])), Swift.max(Swift.max(v[4], v[5]), Swift.max(v[6], v[7])))
    }
}
