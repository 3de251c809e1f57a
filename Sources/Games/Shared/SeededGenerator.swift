/// A small, fast, seedable random number generator (SplitMix64), so that every random choice a
/// game makes can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random index in `0..<count` (count > 0): what `Int.random(in: 0..<count, using:)`
    /// gives on a 64-bit machine, computed in 64 bits everywhere — on a 32-bit target such as
    /// WebAssembly, `Int.random` draws 32 bits and would choose differently.
    public mutating func index(below count: Int) -> Int {
        Int(truncatingIfNeeded: next(upperBound: UInt64(count)))
    }
}
