/// A budget that refills at a steady rate up to a burst: a connection may spend `burst` at
/// once and `rate` a second on average. Times are seconds on any monotonic clock.
struct TokenBucket: Sendable {
    /// Refill a second.
    let rate: Double
    /// The most the bucket holds.
    let burst: Double
    private var tokens: Double
    private var last: Double

    /// A full bucket at `time`.
    init(rate: Double, burst: Double, at time: Double) {
        self.rate = rate
        self.burst = burst
        tokens = burst
        last = time
    }

    /// Spends `amount` at `time` if the bucket holds it; false (and nothing spent) if not.
    mutating func take(_ amount: Double, at time: Double) -> Bool {
        if time > last {
            tokens = min(burst, tokens + (time - last) * rate)
            last = time
        }
        guard tokens >= amount else { return false }
        tokens -= amount
        return true
    }

    /// Whether the bucket would be full at `time`: nothing spent is still owed.
    func isFull(at time: Double) -> Bool { tokens + max(0, time - last) * rate >= burst }
}
