import GestureReplay
import Gestures
import JSONKit

/// Who holds what on a board played together: each player's fingers are theirs alone. A finger
/// that lands on something another player holds — a piece they carry, a square they pinch — is
/// refused for its whole stroke (it reaches no recognizer, so it never becomes the second finger
/// of another player's gesture), and reported (``Held``) so its player sees why nothing happens.
///
/// Pointer ids carry their player: the server gives player `p`'s pointer `n` the id
/// `p × playerStride + n` (``pointer(_:of:)``), so a record's trace says who made each input.
/// Ownership is decided from the inputs and the game alone, so every page that runs the same
/// steps refuses the same fingers as the server.
public struct PointerOwnership: Sendable {
    /// The span of pointer ids each player has: 1,000,000.
    public static let playerStride = 1_000_000

    /// A finger refused because another player holds what it landed on.
    public struct Held: Sendable, Hashable {
        /// The refused pointer's id (its player's: see ``player(of:)``).
        public var pointer: Int
        /// Where it landed, in scene points.
        public var x: Double, y: Double
        /// The scene node it landed on, and who holds it (a seat).
        public var node: String
        public var holder: Int

        /// A refusal; see the properties.
        public init(pointer: Int, x: Double, y: Double, node: String, holder: Int) {
            self.pointer = pointer
            self.x = x
            self.y = y
            self.node = node
            self.holder = holder
        }

        /// The refusal as a JSON line a page reads: `{"held":{"pointer","x","y","node","by"}}`.
        public var jsonText: String {
            "{\"held\":{\"pointer\":\(pointer),\"x\":\(JSONOutput.number(x)),\"y\":\(JSONOutput.number(y)),\"node\":\(JSONOutput.string(node)),\"by\":\(holder)}}"
        }
    }

    private struct Down {
        var player: Int
        var target: String?
        var x: Double, y: Double
        var kind: String?
    }

    /// Pointers down and admitted: whose they are, what they hold, where they were last.
    private var down: [Int: Down] = [:]
    /// Pointers down and refused until they lift.
    private var refused: Set<Int> = []

    /// No pointer down.
    public init() {}

    /// The id player `player`'s pointer `id` (the page's own) has in a team session.
    public static func pointer(_ id: Int, of player: Int) -> Int { player * playerStride + id % playerStride }

    /// The player a team session's pointer id belongs to.
    public static func player(of pointer: Int) -> Int { pointer / playerStride }

    /// The inputs that reach the game, in order, and the fingers refused: a `down` on a node
    /// another player holds (``LiveGame/touchTarget(at:)``) is refused with the rest of its
    /// stroke; every other input passes.
    public mutating func admit(_ inputs: [ClientInput], game: LiveGame) -> (admitted: [ClientInput], held: [Held]) {
        var admitted: [ClientInput] = []
        admitted.reserveCapacity(inputs.count)
        var held: [Held] = []
        for input in inputs {
            let player = Self.player(of: input.id)
            switch input.type {
            case "down":
                refused.remove(input.id)
                let target = game.touchTarget(at: Point(x: input.x, y: input.y))
                if let target, let holder = down.values.first(where: { $0.target == target && $0.player != player })?.player {
                    refused.insert(input.id)
                    held.append(Held(pointer: input.id, x: input.x, y: input.y, node: target, holder: holder))
                    continue
                }
                down[input.id] = Down(player: player, target: target, x: input.x, y: input.y, kind: input.kind)
            case "move":
                if refused.contains(input.id) { continue }
                down[input.id]?.x = input.x
                down[input.id]?.y = input.y
            case "up", "cancel":
                if refused.remove(input.id) != nil { continue }
                down[input.id] = nil
            default:
                break
            }
            admitted.append(input)
        }
        return (admitted, held)
    }

    /// Cancels for every pointer `player` has down, where each was last, stamped `t`
    /// (milliseconds): a player who leaves lets go of what they held. Their refused pointers
    /// are forgotten.
    public mutating func release(player: Int, t: Double) -> [ClientInput] {
        let theirs = down.filter { $0.value.player == player }.sorted { $0.key < $1.key }
        for (id, _) in theirs { down[id] = nil }
        refused = refused.filter { Self.player(of: $0) != player }
        return theirs.map { ClientInput(t: t, type: "cancel", id: $0.key, x: $0.value.x, y: $0.value.y, kind: $0.value.kind) }
    }

    /// Who holds each node now (node → seat), for a page that marks them.
    public var holders: [String: Int] {
        var out: [String: Int] = [:]
        for d in down.values { if let t = d.target { out[t] = d.player } }
        return out
    }
}
