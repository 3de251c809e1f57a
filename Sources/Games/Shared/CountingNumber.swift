/// A displayed number that counts towards its target one step at a time, as the Anagrams HUD
/// does: each change of `n` takes `n` steps, the first at once and then one every
/// `duration / (n + 1)` seconds, never faster than ``minimumStepDelay``.
public struct CountingNumber: Sendable, Hashable {
    /// The shortest time between two steps, in seconds. 0.05 s.
    public static let minimumStepDelay = 0.05

    /// The value the number is counting to.
    public private(set) var target: Int
    private var from: Int
    private var start = 0.0
    private var stepDelay = 0.0

    /// A number at rest.
    public init(_ value: Int) {
        target = value
        from = value
    }

    /// Starts counting from the value shown at `time` to `value`, over about `duration` seconds.
    public mutating func count(to value: Int, at time: Double, duration: Double) {
        from = displayed(at: time)
        target = value
        start = time
        let change = abs(value - from)
        stepDelay = max(Self.minimumStepDelay, duration / Double(change + 1))
    }

    /// The time between steps of the current count, in seconds.
    public var currentStepDelay: Double { stepDelay }

    /// The value shown at `time`, in seconds.
    public func displayed(at time: Double) -> Int {
        guard from != target, stepDelay > 0 else { return target }
        guard time >= start else { return from }
        // The first step shows at once, so the counter answers the moment points change.
        let steps = Int(((time - start) / stepDelay + 1e-9).rounded(.down)) + 1
        let change = abs(target - from)
        guard steps < change else { return target }
        return from + (target > from ? steps : -steps)
    }

    /// When the shown number next changes after `time` (seconds), or nil once it shows its
    /// target.
    public func nextChange(after time: Double) -> Double? {
        guard from != target, stepDelay > 0 else { return nil }
        guard time >= start else { return start }
        let steps = Int(((time - start) / stepDelay + 1e-9).rounded(.down)) + 1
        guard steps < abs(target - from) else { return nil }
        return start + Double(steps) * stepDelay
    }
}
