import Gestures

/// How one property of a ``SceneNode`` moves to its value: from `from` at `start` over
/// `duration` seconds of the game's clock along `curve`. Values are numbers; a centre animates
/// as two of them (`x` and `y`).
public struct SceneAnimation: Sendable, Hashable {
    /// The property: `x`, `y`, `rotation`, `scale`, `opacity` or `width` (a bar that drains).
    public var property: String
    /// The value when the animation starts.
    public var from: Double
    /// The value when it ends (the node's own value).
    public var to: Double
    /// When it starts, in seconds of the game's clock.
    public var start: Double
    /// How long it takes, in seconds.
    public var duration: Double
    /// Its easing.
    public var curve: Curve

    /// An animation of `property` from `from` to `to`.
    public init(property: String, from: Double, to: Double, start: Double, duration: Double, curve: Curve) {
        self.property = property
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// The animations that take an ``Animated`` point from where it appeared to its target,
    /// if it is still moving at `time`.
    public static func of(_ point: Animated<Point>, at time: Double) -> [SceneAnimation] {
        guard let m = point.motion(at: time) else { return [] }
        var out: [SceneAnimation] = []
        if m.from.x != m.to.x { out.append(SceneAnimation(property: "x", from: m.from.x, to: m.to.x, start: m.start, duration: m.duration, curve: m.curve)) }
        if m.from.y != m.to.y { out.append(SceneAnimation(property: "y", from: m.from.y, to: m.to.y, start: m.start, duration: m.duration, curve: m.curve)) }
        return out
    }

    /// The animation of an ``Animated`` number named `property`, if it is still moving at `time`.
    public static func of(_ value: Animated<Double>, _ property: String, at time: Double) -> [SceneAnimation] {
        guard let m = value.motion(at: time), m.from != m.to else { return [] }
        return [SceneAnimation(property: property, from: m.from, to: m.to, start: m.start, duration: m.duration, curve: m.curve)]
    }
}

// Synthesized, so in this file; not in Embedded Swift, which has no Codable.
#if !hasFeature(Embedded)
extension SceneAnimation: Encodable {}
extension Curve: Encodable {}
#endif
