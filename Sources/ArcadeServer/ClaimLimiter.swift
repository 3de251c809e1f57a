/// How many passkey ceremonies an address may begin: a burst of 10, then one every 6 seconds —
/// a player claiming a name, signing in on a few devices or retrying after a cancelled prompt
/// never meets it; a script trying names by the thousand does. Addresses quiet for a full
/// bucket's time are forgotten.
actor ClaimLimiter {
    private var buckets: [String: TokenBucket] = [:]
    private let rate = 1.0 / 6, burst = 10.0
    private var lastSweep = 0.0

    /// Spends one of `address`'s ceremonies at `time` (seconds, any monotonic clock); false
    /// when it has none left.
    func allow(_ address: String, at time: Double) -> Bool {
        if time - lastSweep > burst / rate {
            buckets = buckets.filter { _, bucket in !bucket.isFull(at: time) }
            lastSweep = time
        }
        var bucket = buckets[address] ?? TokenBucket(rate: rate, burst: burst, at: time)
        defer { buckets[address] = bucket }
        return bucket.take(1, at: time)
    }
}
