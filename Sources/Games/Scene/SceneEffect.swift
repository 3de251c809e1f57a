/// Something that just happened in a game, for a client to make felt: a sound, a buzz, a flash
/// of the node it happened to. The scene carries the game's recent effects (see
/// ``SceneEffects``); a client plays each once, by its ``id``, and knows nothing of the game.
public struct SceneEffect: Sendable, Hashable {
    /// What kind of moment it was; a client picks its sound and buzz from this alone.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A good move (Tap It's command obeyed).
        case good
        /// A miss: a wrong move, a wrong tile, a piece that would not fit.
        case bad
        /// Something settled where it belongs (a tile on its target, a piece on the board).
        case snap
        /// A puzzle or board finished.
        case win
        /// A game ended (Tap It's game over).
        case over
        /// A new best score.
        case best
    }

    /// The effect's number in its game, counting from 1: a client plays each number once.
    public var id: Int
    /// What happened.
    public var kind: Kind
    /// When, in seconds of the game's clock.
    public var time: Double
    /// The node it happened to, to flash; nil for the whole screen.
    public var node: String?

    /// An effect; see the properties.
    public init(id: Int, kind: Kind, time: Double, node: String? = nil) {
        self.id = id
        self.kind = kind
        self.time = time
        self.node = node
    }
}

// Synthesized, so in this file; not in Embedded Swift, which has no Codable.
#if !hasFeature(Embedded)
extension SceneEffect: Encodable {}
extension SceneEffect.Kind: Encodable {}
#endif
