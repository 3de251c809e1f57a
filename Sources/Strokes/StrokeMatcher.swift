import Gestures

/// Turns strokes into the vectors that are compared, and compares them: the Protractor method
/// (Li, CHI 2010). A stroke is resampled to ``pointCount`` points, moved so its centroid is the
/// origin, optionally turned so its first point lies at angle 0 (its "indicative angle"), and
/// scaled to a unit vector. Two vectors are compared by the angle between them after the best
/// rotation of one onto the other (found in closed form), limited to ±``rotationLimit``; the
/// score is 1 / that angle, so higher is better.
public struct StrokeMatcher: Sendable, Hashable {
    /// How many points a stroke is resampled to: a multiple of 2 from 4 (so a vector is whole
    /// groups of four numbers). Default 16, Protractor's: on the $1 logs' tuning participants
    /// 16 to 64 points were equally accurate, and 16 is the fastest.
    public let pointCount: Int
    /// The largest turn, in radians, allowed between a stroke and a template; 0 compares them
    /// as drawn (orientation matters), π makes matching fully rotation-invariant. Default 0.35
    /// (20°): a slanted stroke still matches, a check mark is not taken for a "v" turned over.
    /// On the $1 logs' tuning participants 0.2–0.35 rad was the most accurate, π the least.
    public let rotationLimit: Double

    // The limit's trigonometry, computed once: matching uses none of its own.
    private let tanLimit: Double, cosLimit: Double, sinLimit: Double

    /// A matcher with the defaults above.
    public init(pointCount: Int = 16, rotationLimit: Double = 0.35) {
        self.pointCount = max(4, pointCount + pointCount % 2)
        self.rotationLimit = max(0, min(.pi, rotationLimit))
        tanLimit = DeterministicMath.tan(self.rotationLimit)
        cosLimit = DeterministicMath.cos(self.rotationLimit)
        sinLimit = DeterministicMath.sin(self.rotationLimit)
    }

    /// The point counts a saved matcher may ask for: a file cannot make matching allocate
    /// without bound.
    public static let pointCountRange = 4...1024

    /// The length of a prepared vector (two numbers per point).
    public var vectorLength: Int { 2 * pointCount }

    /// Writes the prepared vector of `points` into `vector` (``vectorLength`` elements), using
    /// `xs` and `ys` (``pointCount`` elements each) as scratch. Allocates nothing.
    public func prepare(_ points: [Point], into vector: inout [Double], scratch xs: inout [Double], _ ys: inout [Double]) {
        StrokePath.resample(points, count: pointCount, into: &xs, &ys)
        var cx = 0.0, cy = 0.0
        for i in 0..<pointCount { cx += xs[i]; cy += ys[i] }
        cx /= Double(pointCount)
        cy /= Double(pointCount)
        var sumSquares = 0.0
        for i in 0..<pointCount {
            let x = xs[i] - cx, y = ys[i] - cy
            vector[2 * i] = x
            vector[2 * i + 1] = y
            sumSquares += x * x + y * y
        }
        let norm = sumSquares.squareRoot()
        guard norm > 0 else { return }
        for i in 0..<vectorLength { vector[i] /= norm }
    }

    /// How alike `candidate` and `template` are (both prepared vectors; `turned` is the
    /// candidate turned a quarter, see ``prepareTurned(_:into:)``): the cosine of the angle
    /// between them after the best rotation allowed, from −1 to 1. No trigonometry: the best
    /// rotation's cosine is √(a² + b²) when it is within the limit, and the limit's own
    /// otherwise. Ranking by similarity ranks by ``score(similarity:)``.
    @inline(__always)
    public func similarity(_ template: UnsafePointer<Double>, _ candidate: UnsafePointer<Double>, turned: UnsafePointer<Double>) -> Double {
        // a = t · c and b = t · turned(c): two dot products, four lanes at a time.
        var a4 = SIMD4<Double>(), b4 = SIMD4<Double>()
        let t = UnsafeRawPointer(template), c = UnsafeRawPointer(candidate), r = UnsafeRawPointer(turned)
        let stride = MemoryLayout<SIMD4<Double>>.stride
        var offset = 0
        let end = vectorLength * MemoryLayout<Double>.stride
        while offset < end {
            let tv = t.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            a4 += tv * c.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            b4 += tv * r.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            offset += stride
        }
        let a = a4.sum(), b = b4.sum()
        let within = rotationLimit >= .pi || (a > 0 && (rotationLimit >= .pi / 2 || abs(b) <= a * tanLimit))
        if within { return min(1, (a * a + b * b).squareRoot()) }
        return min(1, a * cosLimit + abs(b) * sinLimit)
    }

    /// ``similarity(_:_:turned:)`` for eight templates at once, in single precision, from
    /// their sums a = t · c and b = t · turned(c).
    @inline(__always)
    func similarities(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
        var similarity = (a * a + b * b).squareRoot()
        if rotationLimit < .pi {
            let magnitude = b.replacing(with: -b, where: b .< 0)
            let positive = a .> 0
            let within = rotationLimit >= .pi / 2 ? positive : positive .& (magnitude .<= a * Float(tanLimit))
            similarity.replace(with: a * Float(cosLimit) + magnitude * Float(sinLimit), where: .!within)
        }
        return similarity
    }

    /// Writes `vector` turned a quarter — (x, y) → (y, −x) per point — into `turned`, so that
    /// b = Σ tx·cy − ty·cx is a plain dot product.
    public func prepareTurned(_ vector: [Double], into turned: inout [Double]) {
        var i = 0
        while i < vectorLength {
            turned[i] = vector[i + 1]
            turned[i + 1] = -vector[i]
            i += 2
        }
    }

    /// The score for a similarity: 1 / the angle between the vectors (radians), so a stroke
    /// 0.4 rad (23°) from a template scores 2.5. Higher is better.
    public func score(similarity: Double) -> Double {
        1 / max(DeterministicMath.acos(min(1, max(-1, similarity))), 1e-9)
    }

}
