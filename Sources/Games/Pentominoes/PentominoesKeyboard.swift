import Gestures

/// Pentominoes by keys: the arrow keys (or Tab) go from piece to piece; Enter or Space picks the
/// focused piece up — a finger lands on it and drags it onto the board's grid — the arrow keys
/// then move it a cell (the finger a cell's width), R turns it (a second finger's tap, as on a
/// phone; Shift+R three of them, the other way), F flips it, Enter or Space puts it down (the
/// finger lifts) and Escape puts it back where it was picked up. F on a piece at rest flips it
/// (a double tap). Every step is a finger's, so the game judges it as a finger's.
public final class PentominoesKeyboard: GameKeyboard {
    unowned(unsafe) let game: PentominoesGame
    private var fingers = KeyFingers()
    // The piece the keys carry: its finger's pointer and where the finger is (table points).
    private var carried: (piece: PentominoPiece, pointer: Int, finger: Point)?
    // What a plan that continues does next.
    private var then: [Step] = []

    private enum Step { case align, flipResting, pickUp }

    /// Keys for `game`.
    public init(game: PentominoesGame) { self.game = game }

    public var keys: [KeyHelp] {
        [.choose("piece"),
         .pickUp("piece"),
         KeyHelp("Arrow keys", shortcuts: "ArrowLeft ArrowRight ArrowUp ArrowDown", "move the piece picked up one cell"),
         KeyHelp("R", shortcuts: "R Shift+R", "turn the piece (Shift+R the other way)"),
         KeyHelp("F", shortcuts: "F", "flip the piece"),
         .putBack("piece")]
    }

    public func plan(for key: GameKey) -> KeyPlan? {
        guard key.phase == .down else { return nil }
        // A piece the keys carry that the game let go (a new board, a finger's cancel) is gone.
        if let c = carried, !c.piece.isLifted { carried = nil }
        guard let c = carried else { return resting(key) }
        if let arrow = key.arrow { return moveFinger(of: c, by: arrow) }
        if key.isPress { return lift(c, said: nil) }
        switch key.letter {
        case "r": return turn(c, times: key.shift ? 3 : 1)
        case "f":
            then = [.flipResting, .pickUp]
            return lift(c, said: nil, continues: true)
        default: break
        }
        if key.key == "Escape" {
            // Over its home in the tray, off the board: the game sends it back where it was.
            let home = c.piece.homeCenter
            let finger = fingerPoint(for: home, piece: c.piece, grab: c.piece.view.center.x - c.finger.x)
            carried = nil
            return KeyPlan([KeyTouch(.move, c.pointer, table(finger), after: 0), KeyTouch(.up, c.pointer, table(finger), after: KeyFingers.frame)],
                           chosen: "")
        }
        return nil
    }

    public func continuePlan() -> KeyPlan? {
        guard !then.isEmpty else { return nil }
        let step = then.removeFirst()
        let more = !then.isEmpty
        switch step {
        case .align:
            guard let c = carried else { return nil }
            return KeyPlan(align(c), continues: more)
        case .flipResting:
            guard let piece = lastLifted, !piece.isLifted else { then = []; return nil }
            var plan = flip(piece)
            plan.continues = more
            return plan
        case .pickUp:
            guard let piece = lastLifted, !piece.isLifted else { return nil }
            return pickUp(piece)
        }
    }

    // The piece the last F let go, to flip and pick up again.
    private var lastLifted: PentominoPiece?

    // MARK: A piece at rest

    private func resting(_ key: GameKey) -> KeyPlan? {
        let focused = key.node.flatMap { node in game.pieces.first { "piece-\($0.letter.rawValue)" == node } }
        if let arrow = key.arrow {
            let ids = game.pieces.map { "piece-\($0.letter.rawValue)" }
            guard let piece = focused, let at = game.pieces.firstIndex(where: { $0 === piece }) else { return KeyPlan(focus: ids.first) }
            let step = arrow.dx + arrow.dy > 0 ? 1 : -1
            return KeyPlan(focus: ids[(at + step + ids.count) % ids.count])
        }
        guard let piece = focused else { return nil }
        if key.isPress { return pickUp(piece) }
        switch key.letter {
        case "f": return flip(piece)
        case "r": return .saying("Pick the piece up with Enter to turn it")
        default: return nil
        }
    }

    private func flip(_ piece: PentominoPiece) -> KeyPlan {
        let at = table(cellCentre(of: piece))
        let first = fingers.tap(at: at), second = fingers.tap(at: at)
        return KeyPlan(first + second.map { var t = $0; t.delay += 0.15; return t })
    }

    // Down on one of its squares, past the pan's slop, then to where the lifted piece sits on
    // the grid: the cell it covers most, kept on the board.
    private func pickUp(_ piece: PentominoPiece) -> KeyPlan {
        let grab = cellCentre(of: piece)
        let id = fingers.pointer()
        carried = (piece, id, grab)
        let target = gridCentre(for: piece, near: piece.view.center)
        let finger = fingerPoint(for: target, piece: piece, grab: piece.view.center.x - grab.x)
        carried?.finger = finger
        let slop = grab + Vector(dx: 0, dy: 12)
        return KeyPlan([KeyTouch(.down, id, table(grab), after: 0), KeyTouch(.move, id, table(slop), after: KeyFingers.frame),
                        KeyTouch(.move, id, table(finger), after: 2 * KeyFingers.frame)])
    }

    // MARK: A piece carried

    private func moveFinger(of c: (piece: PentominoPiece, pointer: Int, finger: Point), by arrow: Vector) -> KeyPlan {
        let cell = game.cellSize
        let wanted = c.piece.view.center + arrow * cell
        let centre = gridCentre(for: c.piece, near: wanted)
        let finger = c.finger + (centre - c.piece.view.center)
        carried?.finger = finger
        return KeyPlan([KeyTouch(.move, c.pointer, table(finger), after: 0)])
    }

    private func lift(_ c: (piece: PentominoPiece, pointer: Int, finger: Point), said: String?, continues: Bool = false) -> KeyPlan {
        carried = nil
        lastLifted = c.piece
        return KeyPlan([KeyTouch(.up, c.pointer, table(c.finger), after: 0)], said: said, continues: continues)
    }

    // Turn taps of a second finger on the table, clear of the pieces and buttons; then the
    // finger moves the turned piece back onto the grid.
    private func turn(_ c: (piece: PentominoPiece, pointer: Int, finger: Point), times: Int) -> KeyPlan {
        let spot = clearSpot()
        var touches: [KeyTouch] = []
        for k in 0..<times {
            touches += fingers.tap(at: spot).map { var t = $0; t.delay += Double(k) * 0.12; return t }
        }
        then = [.align]
        return KeyPlan(touches, continues: true)
    }

    private func align(_ c: (piece: PentominoPiece, pointer: Int, finger: Point)) -> [KeyTouch] {
        let centre = gridCentre(for: c.piece, near: c.piece.view.center)
        guard centre != c.piece.view.center else { return [] }
        let finger = c.finger + (centre - c.piece.view.center)
        carried?.finger = finger
        return [KeyTouch(.move, c.pointer, table(finger), after: 0)]
    }

    // MARK: Geometry (table points)

    private func table(_ p: Point) -> Point { game.table.convert(p, to: nil) }

    // The centre of the piece's first square, at rest.
    private func cellCentre(of piece: PentominoPiece) -> Point {
        let cell = game.cellSize, corner = piece.view.center - Vector(dx: piece.size.width / 2, dy: piece.size.height / 2)
        let first = piece.shape.cells.min() ?? Cell(column: 0, row: 0)
        return corner + Vector(dx: (Double(first.column) + 0.5) * cell, dy: (Double(first.row) + 0.5) * cell)
    }

    // The centre the piece has on the board's grid nearest `centre`, its squares on the board.
    private func gridCentre(for piece: PentominoPiece, near centre: Point) -> Point {
        let cell = game.cellSize, origin = game.boardView.frame.origin
        let w = piece.shape.width, h = piece.shape.height
        let corner = centre - Vector(dx: Double(w) * cell / 2, dy: Double(h) * cell / 2)
        let column = min(max(Int(((corner.x - origin.x) / cell).rounded()), 0), max(game.board.columns - w, 0))
        let row = min(max(Int(((corner.y - origin.y) / cell).rounded()), 0), max(game.board.rows - h, 0))
        return Point(x: origin.x + (Double(column) + Double(w) / 2) * cell, y: origin.y + (Double(row) + Double(h) / 2) * cell)
    }

    // Where the finger goes for the lifted piece's centre to be at `centre`: the game carries
    // it above the finger, sideways by the grab (clamped to the lifted piece's half width).
    private func fingerPoint(for centre: Point, piece: PentominoPiece, grab: Double) -> Point {
        let lift = PentominoesGame.liftScale
        let halfWidth = Double(piece.shape.width) * game.cellSize * lift / 2
        let halfHeight = Double(piece.shape.height) * game.cellSize * lift / 2
        let dx = min(max(grab, -halfWidth), halfWidth)
        return Point(x: centre.x - dx, y: centre.y + halfHeight + PentominoesGame.liftClearance)
    }

    // A point of the table that no piece or button covers, for a turn tap.
    private func clearSpot() -> Point {
        let b = game.table.bounds
        let candidates = [Point(x: b.minX + 6, y: b.maxY - 6), Point(x: b.maxX - 6, y: b.maxY - 6), Point(x: b.minX + 6, y: b.minY + 6),
                          Point(x: b.maxX - 6, y: b.minY + 6), Point(x: b.midX, y: b.maxY - 6)]
        return candidates.first { game.engine.rootView.hitTest(table($0)) === game.table } ?? candidates[0]
    }
}
