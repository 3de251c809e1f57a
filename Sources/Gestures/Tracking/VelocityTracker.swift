/// Estimates how fast something moves from its recent positions: a least-squares fit of the
/// samples in the last ``GestureSettings/velocityWindow`` (0.1 s), quadratic when there are
/// three or more and linear with two, differentiated at the newest sample — Flutter's and
/// Android's method.
///
/// Every report is a sample, a position repeated by a finger that has not moved yet included:
/// it says where the finger was at that time, and it anchors the fit of a fling that starts
/// from rest. Two time-based rules stop the estimate (Flutter's 40 ms rule, applied to both): a
/// gap longer than ``GestureSettings/velocityStopGap`` (0.04 s) between samples cuts the
/// history there, and a value that has not changed for longer than the stop gap has no
/// velocity — so a finger that rests before lifting gets zero whether or not its device keeps
/// reporting the resting position. Two reports at the same instant count once, the later one.
/// Works in any units: feed it points and get points per second, feed it a scale and get scale
/// per second.
///
/// Storage is a fixed ring of 20 samples held inline (no heap storage, so adding a sample
/// neither allocates nor checks for a shared buffer).
public struct VelocityTracker: Sendable {
    private static let capacity = 20
    /// Times are differences of seconds that were whole milliseconds on the device; a sample
    /// exactly one window (or one stop gap) old belongs in, as it does with integer
    /// milliseconds, whatever the last bit of the subtraction says.
    private static let tolerance = 1e-9
    /// Slot k holds a sample's time, x and y at 3k, 3k + 1 and 3k + 2: one buffer, so adding a
    /// sample checks one array's uniqueness, not three.
    // time, x, y for each of `capacity` samples.
    private var samples: Ring = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var head = 0
    private var count = 0
    /// When the value last differed from the sample before it (the first sample counts).
    private var lastMotionTime = -Double.infinity

    /// Creates an empty tracker.
    private typealias Ring = (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)

    public init() {}

    /// Forgets every sample.
    public mutating func reset() {
        head = 0
        count = 0
        lastMotionTime = -.infinity
    }

    /// Records a position at a time in seconds; times must not decrease. A sample at the same
    /// time as the newest replaces it.
    @inline(__always)
    public mutating func add(time: Double, x: Double, y: Double = 0) {
        var head = self.head, count = self.count, lastMotionTime = self.lastMotionTime
        // `head` stays in 0..<capacity and `count` in 0...capacity, so the index arithmetic
        // cannot overflow: it wraps unchecked.
        withUnsafeMutableBytes(of: &samples) { bytes in
            let s = bytes.bindMemory(to: Double.self)
            if count > 0 && s[3 &* head] == time {
                head = head == 0 ? Self.capacity &- 1 : head &- 1
                count &-= 1
            }
            if count == 0 || s[3 &* head &+ 1] != x || s[3 &* head &+ 2] != y { lastMotionTime = time }
            head = head &+ 1 == Self.capacity ? 0 : head &+ 1
            let slot = 3 &* head
            s[slot] = time
            s[slot &+ 1] = x
            s[slot &+ 2] = y
        }
        self.head = head
        self.count = min(count &+ 1, Self.capacity)
        self.lastMotionTime = lastMotionTime
    }

    /// The velocity at `time` seconds in units per second, (0, 0) when the samples are too few,
    /// cut off by a pause, or the value has rested longer than `stopGap` seconds by `time`.
    public func velocity(at time: Double, window: Double = 0.1, stopGap: Double = 0.04) -> (x: Double, y: Double) {
        var tracker = self
        return tracker.measureVelocity(at: time, window: window, stopGap: stopGap)
    }

    /// ``velocity(at:window:stopGap:)`` read where the samples lie. A method that does not
    /// mutate must copy the 480-byte ring to take its address, and that copy cost more than the
    /// fit itself on every transition; a recognizer's tracker is its own stored property, so
    /// this borrows it in place instead. `alongY` false: a value with one axis (a scale, an
    /// angle), whose y is 0.
    mutating func measureVelocity(at time: Double, window: Double, stopGap: Double, alongY: Bool = true) -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        guard time - lastMotionTime <= stopGap + Self.tolerance else { return (0, 0) }
        let head = self.head, count = self.count
        return withUnsafeMutableBytes(of: &samples) { bytes in
            // The samples within `window` of the newest, up to a gap longer than `stopGap`.
            let s = UnsafeBufferPointer(bytes.bindMemory(to: Double.self))
            let newest = s[3 * head]
            var n = 1
            var previous = newest
            var i = head
            while n < count {
                i = i == 0 ? Self.capacity - 1 : i - 1
                let t = s[3 * i]
                if newest - t > window + Self.tolerance || previous - t > stopGap + Self.tolerance { break }
                previous = t
                n += 1
            }
            guard n >= 2 else { return (0, 0) }
            return Self.slopes(s, head: head, samples: n, newest: newest, alongY: alongY)
        }
    }

    /// The derivatives at the newest sample of least-squares polynomials through the newest `n`
    /// samples of x and, when `alongY`, of y (0 otherwise): one pass, the time sums and the
    /// determinants shared (each axis's arithmetic is what a pass of its own would do, in the
    /// same order, so the bits are the same).
    private static func slopes(_ s: UnsafeBufferPointer<Double>, head: Int, samples n: Int, newest: Double,
                               alongY: Bool) -> (x: Double, y: Double) {
        // Sums for the normal equations of v = a + b·t + c·t², with t relative to the newest sample.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        var i = head
        for _ in 0..<n {
            // Milliseconds keep the sums well-conditioned for samples a few ms apart.
            let t = (s[3 * i] - newest) * 1000
            let x = s[3 * i + 1]
            let t2 = t * t
            s0 += 1; s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            x0 += x; x1 += x * t; x2 += x * t2
            if alongY {
                let y = s[3 * i + 2]
                y0 += y; y1 += y * t; y2 += y * t2
            }
            i = i == 0 ? capacity - 1 : i - 1
        }
        if n >= 3 {
            let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            if abs(det) > 1e-18 {
                // Cramer's rule for b.
                let minor = s1 * s4 - s3 * s2
                let x = (s0 * (x1 * s4 - s3 * x2) - x0 * minor + s2 * (s1 * x2 - x1 * s2)) / det * 1000
                guard alongY else { return (x, 0) }
                return (x, (s0 * (y1 * s4 - s3 * y2) - y0 * minor + s2 * (s1 * y2 - y1 * s2)) / det * 1000)
            }
        }
        let denominator = s0 * s2 - s1 * s1
        guard abs(denominator) > 1e-18 else { return (0, 0) }
        let x = (s0 * x1 - s1 * x0) / denominator * 1000
        guard alongY else { return (x, 0) }
        return (x, (s0 * y1 - s1 * y0) / denominator * 1000)
    }
}
