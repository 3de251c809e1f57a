import Gestures

/// Anagrams by keys: typing a letter drags the first free tile bearing it onto the first empty
/// target; Enter or Space on a tile chooses it and on a target drags the chosen tile there; the
/// arrow keys move the focus along the tiles (left and right) and between tiles and targets (up
/// and down); Escape lets the chosen tile go. Each move is a finger's drag from the tile's
/// centre to the target's, which the game judges as any other.
public final class AnagramsKeyboard: GameKeyboard {
    unowned(unsafe) let game: AnagramsGame
    private var fingers = KeyFingers()
    // The tile Enter chose, by index.
    private var chosen: Int?

    /// Keys for `game`.
    public init(game: AnagramsGame) { self.game = game }

    public var keys: [KeyHelp] {
        [KeyHelp("A letter", shortcuts: "A B C", "put the first free tile with that letter on the first empty target"),
         KeyHelp("Backspace", shortcuts: "Backspace", "take back the last tile placed (a matched tile stays: it is locked)"),
         KeyHelp("Tab or arrow keys", shortcuts: "Tab ArrowLeft ArrowRight ArrowUp ArrowDown", "go to a tile or a target"),
         KeyHelp("Enter or Space", shortcuts: "Enter Space", "choose the tile; on a target, move the chosen tile there"),
         KeyHelp("Escape", shortcuts: "Escape", "let the chosen tile go")]
    }

    public func plan(for key: GameKey) -> KeyPlan? {
        guard key.phase == .down, game.phase == .playing else { return nil }
        let focused = key.node.flatMap(Self.index(in:))
        if let letter = key.letter, !key.isPress { return place(letter) }
        if let arrow = key.arrow { return move(from: key.node, focused, arrow) }
        switch key.key {
        case "Enter", " ":
            guard let (kind, i) = focused else { return nil }
            return kind == "tile" ? choose(i) : drop(on: i)
        case "Escape":
            guard chosen != nil else { return nil }
            chosen = nil
            return KeyPlan(said: "No tile chosen", chosen: "")
        case "Backspace":
            // A tile on its target is locked and a wrong one goes back at once: nothing waits to be taken back.
            return .saying("Nothing to take back: a matched tile is locked")
        default: return nil
        }
    }

    private func place(_ letter: Character) -> KeyPlan {
        guard let tile = game.tiles.indices.first(where: { !game.tiles[$0].isLocked && game.tiles[$0].letter == letter }) else {
            return .saying("No free tile \(String(letter).uppercased())")
        }
        guard let target = game.targets.indices.first(where: { !game.targets[$0].isMatched }) else { return .saying("Every target is taken") }
        return drag(tile, to: target)
    }

    private func choose(_ i: Int) -> KeyPlan {
        guard game.tiles.indices.contains(i), !game.tiles[i].isLocked else { return .saying("That tile is locked") }
        if chosen == i {
            chosen = nil
            return KeyPlan(said: "No tile chosen", chosen: "")
        }
        chosen = i
        return KeyPlan(said: "Tile \(String(game.tiles[i].letter).uppercased()) chosen: now a target", chosen: "tile\(i)")
    }

    private func drop(on target: Int) -> KeyPlan {
        guard let tile = chosen, game.tiles.indices.contains(tile), !game.tiles[tile].isLocked else { return .saying("Choose a tile first") }
        guard game.targets.indices.contains(target), !game.targets[target].isMatched else { return .saying("That target is taken") }
        chosen = nil
        var plan = drag(tile, to: target)
        plan.chosen = ""
        // The target goes once matched: the focus goes on to the next free tile.
        plan.focus = game.tiles.indices.first { $0 != tile && !game.tiles[$0].isLocked }.map { "tile\($0)" }
        return plan
    }

    private func drag(_ tile: Int, to target: Int) -> KeyPlan {
        let from = game.tiles[tile].view.center, to = game.targets[target].view.center
        return KeyPlan(fingers.drag(from: game.board.convert(from, to: nil), to: game.board.convert(to, to: nil)))
    }

    // Left and right go along the tiles or the targets, up to the targets and down to the tiles.
    private func move(from node: String?, _ focused: (String, Int)?, _ arrow: Vector) -> KeyPlan? {
        let tiles = game.tiles.indices.filter { !game.tiles[$0].isLocked }.map { "tile\($0)" }
        let targets = game.targets.indices.filter { !game.targets[$0].isMatched }.map { "target\($0)" }
        guard let (kind, _) = focused, let node else { return KeyPlan(focus: tiles.first ?? targets.first) }
        if arrow.dy != 0 {
            let row = arrow.dy < 0 ? targets : tiles
            return KeyPlan(focus: row.first)
        }
        let row = kind == "tile" ? tiles : targets
        guard let at = row.firstIndex(of: node) else { return KeyPlan(focus: row.first) }
        let next = at + (arrow.dx > 0 ? 1 : -1)
        return KeyPlan(focus: row.indices.contains(next) ? row[next] : row[at])
    }

    // "tile3" → ("tile", 3); "target0" → ("target", 0). Read as bytes: the ids are ASCII.
    static func index(in node: String) -> (String, Int)? {
        let bytes = Array(node.utf8)
        for kind in ["target", "tile"] {
            let prefix = Array(kind.utf8)
            guard bytes.count > prefix.count, bytes.count <= prefix.count + 6, Array(bytes[..<prefix.count]) == prefix else { continue }
            var i = 0
            for b in bytes[prefix.count...] {
                guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
                i = i * 10 + Int(b - UInt8(ascii: "0"))
            }
            return (kind, i)
        }
        return nil
    }
}
