/// A game's recent ``SceneEffect``s: numbered as they happen, and kept for ``lifetime`` so that
/// the scenes sent meanwhile carry them (a client that misses one scene still gets them).
public struct SceneEffects: Sendable, Hashable {
    /// How long an effect stays in the scene, in seconds. 1 s.
    public static let lifetime = 1.0
    /// The most effects kept. 16.
    public static let capacity = 16

    private var kept: [SceneEffect] = []
    private var count = 0

    /// No effects yet.
    public init() {}

    /// Records that `kind` happened at `time` (to `node`, if given).
    public mutating func add(_ kind: SceneEffect.Kind, at time: Double, node: String? = nil) {
        count += 1
        kept.append(SceneEffect(id: count, kind: kind, time: time, node: node))
        if kept.count > Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
    }

    /// The effects of the last ``lifetime`` before `time`, oldest first.
    public func recent(at time: Double) -> [SceneEffect] {
        kept.filter { $0.time <= time && time - $0.time < Self.lifetime }
    }
}
