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
        guard total > 0 else {
            for i in 0..<count { xs[i] = points[0].x; ys[i] = points[0].y }
            return
        }
        let step = total / Double(count - 1)
        xs[0] = points[0].x
        ys[0] = points[0].y
        var written = 1
        var carried = 0.0            // distance walked since the last written point
        var px = points[0].x, py = points[0].y
        var i = 1
        while i < points.count && written < count - 1 {
            let qx = points[i].x, qy = points[i].y
            let d = ((qx - px) * (qx - px) + (qy - py) * (qy - py)).squareRoot()
            if carried + d >= step && d > 0 {
                let f = (step - carried) / d
                px += f * (qx - px)
                py += f * (qy - py)
                xs[written] = px
                ys[written] = py
                written += 1
                carried = 0
            } else {
                carried += d
                px = qx
                py = qy
                i += 1
            }
        }
        // Rounding can leave the last points unwritten: they are the end of the path.
        while written < count {
            xs[written] = points[points.count - 1].x
            ys[written] = points[points.count - 1].y
            written += 1
        }
    }
}
