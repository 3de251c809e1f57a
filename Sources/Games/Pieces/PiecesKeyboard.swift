import Gestures

/// Pieces by keys: the arrow keys (or Tab) go from square to square; Enter or Space picks the
/// focused square up, and then the arrow keys drag it 10 points (Shift: 100, Alt: 1), + and −
/// pinch it (×1.25, ×0.8), R and Shift+R turn it 15° either way, Enter or Space puts it down and
/// Escape drags it back to where it was picked up; S shakes a finger on the background, which
/// sends every square home. Each is a finger's drag, pinch or turn on the square.
public final class PiecesKeyboard: GameKeyboard {
    /// How far an arrow drags, in points: 10, 100 with Shift, 1 with Alt.
    public static let step = 10.0, shiftStep = 100.0, altStep = 1.0
    /// How far R turns: 15° a press.
    public static let turn = Double.pi / 12

    unowned(unsafe) let game: PiecesGame
    private var fingers = KeyFingers()
    // The square picked up, and how far the keys have dragged it since (root points).
    private var picked: (piece: PiecesPiece, moved: Vector)?

    /// Keys for `game`.
    public init(game: PiecesGame) { self.game = game }

    public var keys: [KeyHelp] {
        [.choose("square"),
         .pickUp("square"),
         KeyHelp("Arrow keys", shortcuts: "ArrowLeft ArrowRight ArrowUp ArrowDown", "move the square picked up 10 points (Shift: 100, Alt: 1)"),
         KeyHelp("+ or −", shortcuts: "+ -", "scale the square"),
         KeyHelp("R", shortcuts: "R Shift+R", "turn the square (Shift+R the other way)"),
         .putBack("square"),
         KeyHelp("S", shortcuts: "S", "shake: every square goes home")]
    }

    public func plan(for key: GameKey) -> KeyPlan? {
        guard key.phase == .down else { return nil }
        if key.letter == "s" { return KeyPlan(shake()) }
        let focused = key.node.flatMap { node in game.pieces.first { $0.color == node } }
        guard let p = picked else {
            if let arrow = key.arrow {
                let ids = game.pieces.map { $0.color }
                guard let piece = focused, let at = game.pieces.firstIndex(where: { $0 === piece }) else { return KeyPlan(focus: ids.first) }
                return KeyPlan(focus: ids[(at + (arrow.dx + arrow.dy > 0 ? 1 : -1) + ids.count) % ids.count])
            }
            guard key.isPress, let piece = focused else { return nil }
            picked = (piece, .zero)
            return KeyPlan(said: "\(Self.name(piece)) picked up", chosen: piece.color)
        }
        if let arrow = key.arrow {
            let step = key.alt ? Self.altStep : key.shift ? Self.shiftStep : Self.step
            picked?.moved = p.moved + arrow * step
            return KeyPlan(drag(p.piece, by: arrow * step))
        }
        if key.isPress {
            picked = nil
            return KeyPlan(said: "\(Self.name(p.piece)) put down", chosen: "")
        }
        switch key.key {
        case "+", "=": return KeyPlan(fingers.pinch(about: middle(p.piece), scale: 1.25, spread: spread(p.piece)))
        case "-", "_", "−": return KeyPlan(fingers.pinch(about: middle(p.piece), scale: 0.8, spread: spread(p.piece)))
        case "Escape":
            picked = nil
            return KeyPlan(drag(p.piece, by: p.moved * -1), chosen: "")
        default: break
        }
        if key.letter == "r" { return KeyPlan(fingers.rotate(about: middle(p.piece), by: key.shift ? -Self.turn : Self.turn, spread: spread(p.piece))) }
        return nil
    }

    /// The square's name, as a reader says it: "The red square".
    public static func name(_ piece: PiecesPiece) -> String { "The \(piece.color) square" }

    // The square's middle in root points, where its gestures are made.
    private func middle(_ piece: PiecesPiece) -> Point {
        piece.view.convert(Point(x: piece.view.bounds.midX, y: piece.view.bounds.midY), to: nil)
    }

    // Two fingers well inside the square, however it is scaled: 60 % of its shown side.
    private func spread(_ piece: PiecesPiece) -> Double { 0.6 * piece.view.bounds.width * piece.scale }

    // A drag of the square by `offset`: down in its middle, past the pan's slop the way it goes,
    // then to the offset (the square follows the finger's translation), lifted.
    private func drag(_ piece: PiecesPiece, by offset: Vector) -> [KeyTouch] {
        guard offset.length > 0 else { return [] }
        let start = middle(piece), unit = offset * (1 / offset.length)
        let past = start + unit * (game.engine.settings.panSlop + 2 + offset.length)
        let id = fingers.pointer()
        return [KeyTouch(.down, id, start, after: 0), KeyTouch(.move, id, past, after: KeyFingers.frame),
                KeyTouch(.move, id, start + offset, after: 2 * KeyFingers.frame), KeyTouch(.up, id, start + offset, after: 3 * KeyFingers.frame)]
    }

    // A finger on the background below the squares, from side to side: four legs of 45 points.
    private func shake() -> [KeyTouch] {
        let b = game.background.bounds
        let y = b.minY + b.height * 0.85, half = 22.5
        let points = [Point(x: b.midX - half, y: y)] + (0...3).map { Point(x: b.midX + ($0 % 2 == 0 ? half : -half), y: y) }
        return fingers.stroke(points.map { game.background.convert($0, to: nil) }, interval: 0.04)
    }
}
