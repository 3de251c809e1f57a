/// How an animation moves from its start to its end over its duration.
public enum Curve: String, Sendable, Hashable, CaseIterable {
    /// Constant speed.
    case linear
    /// Starts slowly, ends fast.
    case easeIn
    /// Starts fast, settles gently — snaps and bounces.
    case easeOut
    /// Slow at both ends.
    case easeInOut

    /// The eased progress for a linear progress `x` in 0…1 (cubic curves).
    public func progress(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: let u = 1 - t; return 1 - u * u * u
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
