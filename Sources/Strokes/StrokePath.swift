import Gestures

/// The geometry a stroke matcher needs, as pure functions on point lists (points, any units).
public enum StrokePath {
    /// The length of the polyline through `points`.
    public static func length(_ points: [Point]) -> Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += points[i - 1].distance(to: points[i]) }
        return total
    }

    /// Writes `count` points spaced evenly along the polyline through `points` into `xs` and
    /// `ys` (which must hold `count` elements each), as the $1 recognizer resamples: the first
    /// and last points are kept. Allocates nothing. A path of one point (or of length zero)
    /// gives `count` copies of it.
    public static func resample(_ points: [Point], count: Int, into xs: inout [Double], _ ys: inout [Double]) {
        precondition(count >= 2 && xs.count >= count && ys.count >= count && !points.isEmpty)
        let total = length(points)
        let last = points[points.count - 1]
        xs[0] = points[0].x
        ys[0] = points[0].y
        var written = 1
        if total > 0 {
            let step = total / Double(count - 1)
            // The k-th point lies k · step along the path, measured from the start rather than
            // from the point before, so rounding does not build up; each segment is measured
            // once however many points fall on it.
            var next = step, walked = 0.0
            var i = 1
            while i < points.count && written < count - 1 {
                let p = points[i - 1], q = points[i]
                let dx = q.x - p.x, dy = q.y - p.y
                let d = (dx * dx + dy * dy).squareRoot()
                while walked + d >= next && written < count - 1 {
                    let f = (next - walked) / d
                    xs[written] = p.x + f * dx
                    ys[written] = p.y + f * dy
                    written += 1
                    next = step * Double(written)
                }
                walked += d
                i += 1
            }
        }
        // The end of the path, also where rounding leaves the last points unwritten.
        while written < count {
            xs[written] = last.x
            ys[written] = last.y
            written += 1
        }
    }
}
