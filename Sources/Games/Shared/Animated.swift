/// A value that may be animating: its target (what hit-testing and game rules use, as UIKit's
/// model layer) and, while an animation runs, how it looks at any instant.
///
/// Times are seconds of the engine's clock; nothing here reads a clock.
///
/// ```swift
/// var x = Animated(0.0)
/// x.animate(to: 100, at: 2.0, duration: 0.35, curve: .easeOut)
/// x.target            // 100
/// x.value(at: 2.0)    // 0
/// x.value(at: 2.35)   // 100
/// ```
public struct Animated<Value: Interpolatable>: Sendable {
    /// The final value.
    public private(set) var target: Value
    private var from: Value
    private var start = 0.0
    private var duration = 0.0
    private var curve = Curve.linear

    /// A value at rest.
    public init(_ value: Value) {
        target = value
        from = value
    }

    /// Jumps to `value` with no animation.
    public mutating func set(_ value: Value) {
        target = value
        from = value
        duration = 0
    }

    /// Animates from wherever the value appears at `time` to `value`, over `duration` seconds.
    public mutating func animate(to value: Value, at time: Double, duration: Double, curve: Curve) {
        from = self.value(at: time)
        target = value
        start = time
        self.duration = max(0, duration)
        self.curve = curve
    }

    /// How the value looks at `time`, in seconds.
    public func value(at time: Double) -> Value {
        guard duration > 0, time < start + duration else { return target }
        guard time > start else { return from }
        return from.interpolated(to: target, by: curve.progress((time - start) / duration))
    }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool { duration > 0 && time < start + duration }

    /// The animation under way at `time` — from where, to where, from when, for how long and
    /// along which curve — or nil when the value is at rest.
    public func motion(at time: Double) -> (from: Value, to: Value, start: Double, duration: Double, curve: Curve)? {
        isAnimating(at: time) ? (from, target, start, duration, curve) : nil
    }

    /// When the current animation ends, in seconds (its start if there is none).
    public var endTime: Double { start + duration }
}
