#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WASILibc)
import WASILibc
#endif
import Gestures

/// Turns strokes into the vectors that are compared, and compares them: the Protractor method
/// (Li, CHI 2010). A stroke is resampled to ``pointCount`` points, moved so its centroid is the
/// origin, optionally turned so its first point lies at angle 0 (its "indicative angle"), and
/// scaled to a unit vector. Two vectors are compared by the angle between them after the best
/// rotation of one onto the other (found in closed form), limited to ±``rotationLimit``; the
/// score is 1 / that angle, so higher is better.
public struct StrokeMatcher: Sendable, Hashable, Codable {
    /// How many points a stroke is resampled to. Default 32.
    public var pointCount: Int
    /// The largest turn, in radians, allowed between a stroke and a template; 0 compares them
    /// as drawn (orientation matters), π makes matching fully rotation-invariant. Default π / 4:
    /// a slanted stroke still matches, a check mark is not taken for a "v" turned over.
    public var rotationLimit: Double

    /// A matcher with the defaults above.
    public init(pointCount: Int = 32, rotationLimit: Double = .pi / 4) {
        self.pointCount = max(4, pointCount)
        self.rotationLimit = max(0, min(.pi, rotationLimit))
    }

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

    /// The score of `candidate` against `template` (both prepared, starting at the given
    /// offsets in flat arrays): 1 / the angle between them after the best allowed rotation.
    @inline(__always)
    public func score(_ template: UnsafePointer<Double>, _ candidate: UnsafePointer<Double>) -> Double {
        var a = 0.0, b = 0.0
        var i = 0
        let n = vectorLength
        while i < n {
            let tx = template[i], ty = template[i + 1], cx = candidate[i], cy = candidate[i + 1]
            a += tx * cx + ty * cy
            b += tx * cy - ty * cx
            i += 2
        }
        var angle = atan2(b, a)
        if angle > rotationLimit { angle = rotationLimit } else if angle < -rotationLimit { angle = -rotationLimit }
        let similarity = min(1, max(-1, a * cos(angle) + b * sin(angle)))
        return 1 / max(acos(similarity), 1e-9)
    }
}
