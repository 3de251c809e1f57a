import Games
import Gestures
import Testing

@Suite struct PentominoesTests {
    private func makeGame(_ kind: PentominoBoardKind = .sixByTen) -> (PentominoesGame, Finger, () -> [PentominoesGame.Event]) {
        let engine = GestureEngine(viewport: Size(width: 1024, height: 768))
        let game = PentominoesGame(engine: engine, kind: kind)
        var events: [PentominoesGame.Event] = []
        game.onEvent = { events.append($0) }
        return (game, Finger(engine), { events })
    }

    /// The middle of a piece's first filled square, in screen points.
    private func grabPoint(_ piece: PentominoPiece) -> Point {
        let cell = piece.shape.cells[0]
        let side = piece.view.bounds.width / Double(piece.shape.width)
        return piece.view.convert(Point(x: (Double(cell.column) + 0.5) * side, y: (Double(cell.row) + 0.5) * side), to: nil)
    }

    /// Where the finger must end so the carried piece's corner lands on `origin` (plus `nudge`).
    private func fingerTarget(_ game: PentominoesGame, _ piece: PentominoPiece, origin: Cell, nudge: Vector = .zero) -> Point {
        let s = game.cellSize
        let size = piece.view.bounds.size
        let target = game.boardView.frame.origin + Vector(dx: Double(origin.column) * s + size.width / 2, dy: Double(origin.row) * s + size.height / 2)
        let rise = Vector(dx: 0, dy: size.height * PentominoesGame.liftScale / 2)
        return target - (piece.view.center - grabPoint(piece)) + rise + nudge
    }

    @Test("the board sits in the middle with the twelve pieces evenly around it")
    func layout() {
        let (game, _, _) = makeGame()
        #expect(game.cellSize == 40)
        #expect(game.boardView.frame == Rect(x: 312, y: 264, width: 400, height: 240))
        #expect(game.piece(.F).homeCenter == Point(x: 476, y: 646))
        #expect(game.piece(.U).homeCenter == Point(x: 743, y: 122))
        #expect(game.piece(.T).homeCenter == Point(x: 628, y: 646))
        let above = game.pieces.filter { $0.view.frame.maxY <= game.boardView.frame.minY }.count
        let below = game.pieces.filter { $0.view.frame.minY >= game.boardView.frame.maxY }.count
        #expect(above >= 4 && below >= 4)
        for piece in game.pieces {
            #expect(!piece.view.frame.intersects(game.boardView.frame))
            #expect(game.table.bounds.contains(piece.view.frame.origin))
        }
    }

    @Test("a pan picks a piece up only on its filled squares, lifts it and carries it above the finger")
    func pickUpOnFilledSquares() {
        let (game, f, events) = makeGame()
        let F = game.piece(.F)
        let side = game.cellSize
        // An empty square of F's bounding box, and the first filled one.
        let empty = (0..<3).flatMap { r in (0..<3).map { Cell(column: $0, row: r) } }.first { !F.shape.cells.contains($0) }!
        let hole = F.view.convert(Point(x: (Double(empty.column) + 0.5) * side, y: (Double(empty.row) + 0.5) * side), to: nil)
        #expect(game.engine.rootView.hitTest(hole) !== F.view)
        f.drag(from: hole, to: hole + Vector(dx: 0, dy: -100), at: 0)
        #expect(events() == [])
        let home = F.view.center
        let grab = grabPoint(F)
        let t = f.drag(from: grab, to: grab + Vector(dx: 0, dy: -120), at: 1000, lift: false)
        #expect(events() == [.pickedUp(.F)])
        #expect(F.isLifted)
        #expect(F.view.transform == AffineTransform(scaleX: 1.1, y: 1.1))
        // The centre follows the finger, 66 pt (half the lifted height) higher.
        #expect(F.view.center == home + Vector(dx: 0, dy: -120 - 66))
        #expect(F.presentation(at: t / 1000 + 1).scale == 1.1)
    }

    @Test("a piece dropped over free squares snaps to the grid; half off the board it goes back")
    func snapOrReturn() {
        let (game, f, events) = makeGame()
        let I = game.piece(.I)
        let start = grabPoint(I)
        var t = f.drag(from: start, to: fingerTarget(game, I, origin: Cell(column: 0, row: 0), nudge: Vector(dx: 6, dy: -6)), at: 0)
        #expect(events() == [.pickedUp(.I), .placed(.I, at: Cell(column: 0, row: 0))])
        #expect(game.board.placements[.I]?.origin == Cell(column: 0, row: 0))
        #expect(I.view.center == Point(x: 412, y: 284))
        #expect(I.presentation(at: t / 1000 + 0.15).center == Point(x: 412, y: 284))

        let L = game.piece(.L)
        let home = L.view.center
        t = f.drag(from: grabPoint(L), to: fingerTarget(game, L, origin: Cell(column: 9, row: 1)), at: 1000)
        #expect(events().suffix(2) == [.pickedUp(.L), .returned(.L)])
        #expect(game.board.placements[.L] == nil)
        #expect(L.view.center == home)
        #expect(L.presentation(at: t / 1000 + PentominoesGame.returnDuration).center == home)
        #expect(L.presentation(at: t / 1000).center != home)

        // A piece picked up from the board and dropped nowhere goes back onto the board.
        f.drag(from: Point(x: 412, y: 284), to: Point(x: 412, y: 700), at: 3000)
        #expect(game.board.placements[.I]?.origin == Cell(column: 0, row: 0))
        #expect(events().suffix(2) == [.pickedUp(.I), .returned(.I)])
    }

    @Test("a second-finger tap turns the carried piece; a double tap flips a resting one")
    func turnAndFlip() {
        let (game, f, events) = makeGame()
        let L = game.piece(.L)
        let original = L.shape
        let id = f.newID()
        let from = grabPoint(L)
        f.send(.down, id, from, 0)
        f.send(.move, id, from + Vector(dx: 0, dy: 30), 16)
        f.tap(Point(x: 100, y: 700), at: 100)
        #expect(L.shape == original.rotatedClockwise)
        f.tap(Point(x: 100, y: 700), at: 600)
        #expect(L.shape == original.rotatedClockwise.rotatedClockwise)
        f.send(.move, id, from + Vector(dx: 0, dy: 40), 700)
        f.send(.up, id, from + Vector(dx: 0, dy: 40), 716)
        #expect(events() == [.pickedUp(.L), .turned(.L), .turned(.L), .returned(.L)])
        #expect(!L.isLifted)

        let before = L.shape
        f.doubleTap(grabPoint(L), at: 2000)
        #expect(L.shape == before.flipped)
        #expect(events().last == .flipped(.L))
        // A tap with nothing carried turns nothing.
        f.tap(Point(x: 100, y: 700), at: 4000)
        #expect(L.shape == before.flipped)
    }

    @Test("a long press also picks a piece up")
    func longPress() {
        let (game, f, events) = makeGame()
        let P = game.piece(.P)
        let at = grabPoint(P)
        let id = f.newID()
        f.send(.down, id, at, 0)
        f.wait(until: 600)
        #expect(events() == [.pickedUp(.P)])
        #expect(P.isLifted)
        f.send(.move, id, at + Vector(dx: 5, dy: 0), 700)
        f.send(.up, id, at + Vector(dx: 5, dy: 0), 800)
        #expect(events().last == .returned(.P))
    }

    @Test("hints fill the board from a solution; the last piece placed by hand solves it with its time")
    func solveWithHints() {
        let (game, f, events) = makeGame()
        for _ in 0..<11 { #expect(game.hint()) }
        #expect(game.isStillSolvable())
        let last = game.pieces.first { game.board.placements[$0.letter] == nil }!
        #expect(last.letter == .Z)
        // Find the orientation the remaining hole needs, then turn and flip the piece into it.
        let hole = game.board
        let holeOrigin = (0..<6).flatMap { r in (0..<10).map { Cell(column: $0, row: r) } }
        var target: (PentominoShape, Cell)?
        for shape in last.letter.shape.orientations {
            if let origin = holeOrigin.first(where: { hole.canPlace(shape, at: $0) }) { target = (shape, origin); break }
        }
        let (shape, origin) = target!
        var t = 1000.0
        let turns = (0..<4).map { n in (0..<n).reduce(last.shape) { s, _ in s.rotatedClockwise } }
        if !turns.contains(shape) {
            f.doubleTap(grabPoint(last), at: t)
            t += 1000
        }
        let id = f.newID()
        var finger = grabPoint(last)
        f.send(.down, id, finger, t)
        finger = finger + Vector(dx: 0, dy: 20)
        f.send(.move, id, finger, t + 16)
        var taps = 0
        while last.shape != shape && taps < 4 {
            f.tap(Point(x: 60, y: 740), at: t + 100 + Double(taps) * 500)
            taps += 1
        }
        t += 100 + Double(taps) * 500
        #expect(last.shape == shape)
        let s = game.cellSize
        let goal = game.boardView.frame.origin + Vector(
            dx: (Double(origin.column) + Double(shape.width) / 2) * s, dy: (Double(origin.row) + Double(shape.height) / 2) * s)
        finger = finger + (goal - last.view.center)
        f.send(.move, id, finger, t + 16)
        f.send(.up, id, finger, t + 32)
        #expect(game.board.isCovered)
        #expect(events().last == .solved(elapsed: (t + 32) / 1000))
        #expect(game.solvedTime == (t + 32) / 1000)
    }

    @Test("a piece that makes the board unsolvable turns the indicator off and the hint refuses")
    func unsolvable() {
        let (game, f, events) = makeGame()
        let X = game.piece(.X)
        f.drag(from: grabPoint(X), to: fingerTarget(game, X, origin: Cell(column: 0, row: 0)), at: 0)
        #expect(game.board.placements[.X]?.origin == Cell(column: 0, row: 0))
        #expect(!game.isStillSolvable())
        #expect(!game.hint())
        #expect(events().last == .noSolution)
    }

    @Test("on the 8×8 board a piece over the centre hole does not snap")
    func eightByEightHole() {
        let (game, f, events) = makeGame(.eightByEight)
        #expect(game.boardView.frame.width == game.boardView.frame.height)
        let I = game.piece(.I)
        f.drag(from: grabPoint(I), to: fingerTarget(game, I, origin: Cell(column: 2, row: 3)), at: 0)
        #expect(events().last == .returned(.I))
        #expect(game.board.placements.isEmpty)
        f.drag(from: grabPoint(I), to: fingerTarget(game, I, origin: Cell(column: 2, row: 2)), at: 1000)
        #expect(events().last == .placed(.I, at: Cell(column: 2, row: 2)))
    }

    @Test("on every board the pieces rest clear of the board, of each other and of the screen edges", arguments: PentominoBoardKind.allCases)
    func layoutEveryBoard(kind: PentominoBoardKind) {
        let (game, _, _) = makeGame(kind)
        let screen = game.table.bounds
        for (i, piece) in game.pieces.enumerated() {
            let f = piece.view.frame
            #expect(!f.intersects(game.boardView.frame), "\(piece.letter) over the board")
            #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= screen.maxX && f.maxY <= screen.maxY, "\(piece.letter) off screen")
            for other in game.pieces[(i + 1)...] {
                #expect(!f.intersects(other.view.frame), "\(piece.letter) over \(other.letter)")
            }
        }
    }
}
