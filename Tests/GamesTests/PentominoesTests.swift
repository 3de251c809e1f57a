import Games
import Gestures
import GesturesTesting
import Testing

extension PentominoShape {
    /// The shape's bounding box for squares of `cell` points.
    fileprivate func size(cell: Double) -> Size { Size(width: Double(width) * cell, height: Double(height) * cell) }
}

@Suite struct PentominoesTests {
    private func makeGame(_ kind: PentominoBoardKind = .sixByTen) -> (PentominoesGame, VirtualFingers, () -> [PentominoesGame.Event]) {
        let engine = GestureEngine(viewport: Size(width: 1024, height: 768))
        let game = PentominoesGame(engine: engine, kind: kind)
        var events: [PentominoesGame.Event] = []
        game.onEvent = { events.append($0) }
        return (game, VirtualFingers(engine: engine), { events })
    }

    /// The middle of a piece's first filled square, in screen points.
    private func grabPoint(_ piece: PentominoPiece) -> Point {
        let cell = piece.shape.cells[0]
        let side = piece.view.bounds.width / Double(piece.shape.width)
        return piece.view.convert(Point(x: (Double(cell.column) + 0.5) * side, y: (Double(cell.row) + 0.5) * side), to: nil)
    }

    /// Where the finger must end so the carried piece's corner lands on `origin` (plus `nudge`),
    /// for a piece grabbed at `grabPoint` and carried with its bottom edge above the fingertip.
    private func fingerTarget(_ game: PentominoesGame, _ piece: PentominoPiece, origin: Cell, nudge: Vector = .zero) -> Point {
        let s = game.cellSize
        let size = piece.view.bounds.size
        let target = game.boardView.frame.origin + Vector(dx: Double(origin.column) * s + size.width / 2, dy: Double(origin.row) * s + size.height / 2)
        let sideways = Vector(dx: piece.view.center.x - grabPoint(piece).x, dy: 0)
        let rise = Vector(dx: 0, dy: size.height * PentominoesGame.liftScale / 2 + PentominoesGame.liftClearance)
        return target - sideways + rise + nudge
    }

    @Test("the board sits in the middle with the twelve pieces evenly around it")
    func layout() {
        let (game, _, _) = makeGame()
        #expect(game.cellSize == 40)
        // In the middle of the screen above the help line's 34-pt strip.
        #expect(game.boardView.frame == Rect(x: 312, y: 247, width: 400, height: 240))
        #expect(game.piece(.F).homeCenter == Point(x: 476, y: 621))
        #expect(game.piece(.U).homeCenter == Point(x: 743, y: 114))
        #expect(game.piece(.T).homeCenter == Point(x: 628, y: 621))
        #expect(game.hintButton.frame == Rect(x: 948, y: 4, width: 72, height: 40))
        #expect(!game.hintButton.isHidden)
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
        // The whole piece rides above the finger: its lifted bottom edge 10 pt over the
        // fingertip, its centre 66 pt (half the lifted height) higher still, and sideways where
        // it was grabbed.
        let finger = grab + Vector(dx: 0, dy: -120)
        #expect(F.view.center == Point(x: home.x, y: finger.y - 66 - 10))
        #expect(F.view.frame.maxY == finger.y - 10)
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
        #expect(I.view.center == Point(x: 412, y: 267))
        #expect(I.presentation(at: t / 1000 + 0.15).center == Point(x: 412, y: 267))

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
        f.down(id, from, at: 0)
        f.move(id, from + Vector(dx: 0, dy: 30), at: 16)
        f.tap(Point(x: 100, y: 700), at: 100)
        #expect(L.shape == original.rotatedClockwise)
        f.tap(Point(x: 100, y: 700), at: 600)
        #expect(L.shape == original.rotatedClockwise.rotatedClockwise)
        f.move(id, from + Vector(dx: 0, dy: 40), at: 700)
        f.up(id, from + Vector(dx: 0, dy: 40), at: 716)
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
        f.down(id, at, at: 0)
        f.wait(until: 600)
        #expect(events() == [.pickedUp(.P)])
        #expect(P.isLifted)
        f.move(id, at + Vector(dx: 5, dy: 0), at: 700)
        f.up(id, at + Vector(dx: 5, dy: 0), at: 800)
        #expect(events().last == .returned(.P))
    }

    @Test("hints fill the board from a solution; the last piece placed by hand solves it with its time")
    func solveWithHints() {
        let (game, f, events) = makeGame()
        for _ in 0..<11 { #expect(game.hint()) }
        #expect(game.isStillSolvable() == true)
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
        f.down(id, finger, at: t)
        finger = finger + Vector(dx: 0, dy: 20)
        f.move(id, finger, at: t + 16)
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
        f.move(id, finger, at: t + 16)
        f.up(id, finger, at: t + 32)
        #expect(game.board.isCovered)
        #expect(events().last == .solved(elapsed: (t + 32) / 1000, hints: 11))
        #expect(game.solvedTime == (t + 32) / 1000)
        #expect(game.scene(at: 30).nodes.first { $0.id == "status" }?.text == "Solved in 0:01 with 11 hints (not ranked)")
    }

    @Test("the hint button places one more piece; it shows until the board is solved, and only where a corner is free")
    func hintButton() {
        let (game, f, events) = makeGame()
        let button = game.hintButton.frame
        f.tap(Point(x: button.midX, y: button.midY), at: 0)
        #expect(events() == [.hinted(.F, at: Cell(column: 0, row: 0))])
        #expect(game.board.placements[.F] != nil)
        #expect(game.scene(at: 1).nodes.contains { $0.id == "hint" && $0.text == "Hint" })
        for _ in 0..<11 { game.hint() }
        #expect(game.solvedTime != nil)
        #expect(events().last == .solved(elapsed: 0.05, hints: 12))
        #expect(!game.scene(at: 2).nodes.contains { $0.id == "hint" })
        // A small landscape phone has no free corner: no button.
        let phone = PentominoesGame(engine: GestureEngine(viewport: Size(width: 667, height: 375)))
        #expect(phone.hintButton.isHidden)
        #expect(!phone.scene(at: 0).nodes.contains { $0.id == "hint" })
    }

    @Test("a solved board celebrates — Solved! grows in over a glowing board, then fades from it — and offers the next board; picking a piece up again takes the offer back")
    func celebrationAndNextBoard() throws {
        let (game, f, events) = makeGame()
        for _ in 0..<12 { game.hint() }
        let solved = game.scene(at: 0.1)
        let cheer = solved.nodes.first { $0.id == "cheer" }
        #expect(cheer?.text == "Solved!" && cheer?.animations.map(\.property) == ["opacity", "scale", "opacity"])
        // Two seconds on it fades to a trace of itself, and the solved board shows whole.
        let fading = try #require(cheer?.animations.first)
        #expect((fading.from, fading.to, fading.duration, cheer?.opacity) == (1, 0.15, 0.6, 0.15))
        let later = game.scene(at: 0.1 + 2.7).nodes.first { $0.id == "cheer" }
        #expect(later?.animations.isEmpty == true && later?.opacity == 0.15)
        #expect(solved.nodes.first { $0.id == "board" }?.fill == ScenePalette.good)
        #expect(solved.effects.map(\.kind).suffix(2) == [.snap, .win] && solved.effects.last?.node == "board")
        let next = game.nextButton.frame
        #expect(solved.nodes.first { $0.id == "nextBoard" }?.role == .button)
        f.tap(Point(x: next.midX, y: next.midY), at: 1000)
        #expect(events().last == .nextBoard(.fiveByTwelve))
        #expect(PentominoBoardKind.eightByEight.next == .sixByTen)
        #expect(game.scene(at: 2).nodes.contains { $0.id == "help" })
    }

    @Test("a piece that makes the board unsolvable turns the indicator off and the hint refuses")
    func unsolvable() {
        let (game, f, events) = makeGame()
        let X = game.piece(.X)
        f.drag(from: grabPoint(X), to: fingerTarget(game, X, origin: Cell(column: 0, row: 0)), at: 0)
        #expect(game.board.placements[.X]?.origin == Cell(column: 0, row: 0))
        #expect(game.isStillSolvable() == false)
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

    /// Screens the arcade is played on, in points: phones in both orientations, tablets and
    /// desktop windows.
    /// Puts finger `id` down on `piece` and moves it 30 pt down, so the piece is carried;
    /// returns where the finger is.
    private func pickUp(_ piece: PentominoPiece, _ f: VirtualFingers, id: Int, at ms: Double) -> Point {
        let from = grabPoint(piece)
        f.down(id, from, at: ms)
        f.move(id, from + Vector(dx: 0, dy: 30), at: ms + 16)
        return from + Vector(dx: 0, dy: 30)
    }

    @Test("a piece turned in the air and dropped over nothing goes back as it was picked up", arguments: [false, true])
    func turnedPieceReturns(fromBoard: Bool) {
        let (game, f, events) = makeGame()
        let L = game.piece(.L)
        var t = 0.0
        if fromBoard {
            t = f.drag(from: grabPoint(L), to: fingerTarget(game, L, origin: Cell(column: 0, row: 0)), at: 0) + 100
            #expect(game.board.placements[.L]?.origin == Cell(column: 0, row: 0))
        }
        let shape = L.shape, center = L.view.center
        let id = f.newID()
        let finger = pickUp(L, f, id: id, at: t)
        f.tap(Point(x: 30, y: 740), at: t + 100)
        #expect(L.shape == shape.rotatedClockwise)
        // Over nothing: far below the board, between the resting pieces.
        let nowhere = Point(x: finger.x, y: 760)
        f.move(id, nowhere, at: t + 300)
        f.up(id, nowhere, at: t + 316)
        #expect(events().suffix(3) == [.pickedUp(.L), .turned(.L), .returned(.L)])
        #expect(L.shape == shape)
        #expect(L.view.center == center)
        #expect(game.board.placements[.L]?.origin == (fromBoard ? Cell(column: 0, row: 0) : nil))
        #expect(game.isStillSolvable() == true)
    }

    @Test("a second finger resting on the carried piece neither picks it up nor drops it")
    func restingSecondFinger() {
        let (game, f, events) = makeGame()
        let T = game.piece(.T)
        let one = f.newID(), two = f.newID()
        var finger = pickUp(T, f, id: one, at: 0)
        let shape = T.shape
        // The second finger lands on the carried piece and rests 0.6 s.
        let onPiece = T.view.center
        #expect(game.engine.rootView.hitTest(onPiece) === T.view)
        f.down(two, onPiece, at: 100)
        f.wait(until: 700)
        f.up(two, onPiece, at: 700)
        finger = finger + Vector(dx: 40, dy: 0)
        f.move(one, finger, at: 716)
        #expect(T.isLifted)
        #expect(T.shape == shape)
        #expect(T.view.frame.maxY == finger.y - PentominoesGame.liftClearance)
        #expect(events() == [.pickedUp(.T)])
        f.up(one, finger, at: 732)
        #expect(events().count == 2)
        #expect(!T.isLifted)
    }

    @Test("two quick turn taps on a resting piece turn the carried one and leave the resting one")
    func turnTapsOnRestingPiece() {
        let (game, f, events) = makeGame()
        let L = game.piece(.L), P = game.piece(.P)
        let shapeL = L.shape, shapeP = P.shape
        let id = f.newID()
        _ = pickUp(L, f, id: id, at: 0)
        let onP = grabPoint(P)
        f.tap(onP, at: 100)
        f.tap(onP, at: 250)
        #expect(L.shape == shapeL.rotatedClockwise.rotatedClockwise)
        #expect(P.shape == shapeP)
        #expect(!P.isLifted)
        #expect(events() == [.pickedUp(.L), .turned(.L), .turned(.L)])
    }

    @Test("every piece, grabbed by its topmost square, rides wholly above the finger, turned or not")
    func carriedAboveFinger() {
        for letter in Pentomino.allCases {
            let (game, f, _) = makeGame()
            let piece = game.piece(letter)
            let side = game.cellSize
            let top = piece.shape.cells.min { ($0.row, $0.column) < ($1.row, $1.column) }!
            let grab = piece.view.convert(Point(x: (Double(top.column) + 0.5) * side, y: (Double(top.row) + 0.5) * side), to: nil)
            let id = f.newID()
            f.down(id, grab, at: 0)
            let finger = grab + Vector(dx: 0, dy: 30)
            f.move(id, finger, at: 16)
            #expect(piece.isLifted)
            // The frame of the lifted (scaled) piece ends above the fingertip.
            #expect(piece.view.frame.maxY <= finger.y, "\(letter)")
            #expect(piece.view.frame.minX <= finger.x && finger.x <= piece.view.frame.maxX, "\(letter)")
            f.tap(Point(x: 30, y: 740), at: 100)
            #expect(piece.view.frame.maxY <= finger.y, "\(letter) turned")
        }
    }

    @Test("on a small landscape phone every piece turned in the air comes back fully on screen", arguments: PentominoBoardKind.allCases)
    func turnedPiecesStayOnScreen(kind: PentominoBoardKind) {
        let game = PentominoesGame(engine: GestureEngine(viewport: Size(width: 844, height: 390)), kind: kind)
        let f = VirtualFingers(engine: game.engine)
        var t = 0.0
        var placed = 0
        for piece in game.pieces {
            let id = f.newID()
            let from = grabPoint(piece)
            f.down(id, from, at: t)
            f.move(id, from + Vector(dx: 0, dy: -20), at: t + 16)
            f.tap(game.boardView.frame.center, at: t + 100)
            f.up(id, from + Vector(dx: 0, dy: -20), at: t + 300)
            t += 1000
            #expect(piece.isOnScreen(in: game), "\(piece.letter)")
            // Beside the board the lifted piece may land on it; otherwise it is back as it was.
            if game.board.placements[piece.letter] == nil {
                #expect(piece.shape == piece.homeShape, "\(piece.letter)")
                #expect(piece.view.center == piece.homeCenter, "\(piece.letter)")
            } else {
                placed += 1
            }
        }
        #expect(placed < 12)
    }

    @Test("a flip that no longer fits on the board sends the piece home with its home footprint")
    func flipSendsHome() {
        let game = PentominoesGame(engine: GestureEngine(viewport: Size(width: 844, height: 390)), kind: .sixByTen)
        let f = VirtualFingers(engine: game.engine)
        for _ in 0..<12 { #expect(game.hint()) }
        #expect(game.board.isCovered)
        // F has no mirror symmetry: flipped in place it overlaps its neighbours.
        let F = game.piece(.F)
        f.doubleTap(grabPoint(F), at: 1000)
        #expect(game.board.placements[.F] == nil)
        #expect(F.view.center == F.homeCenter)
        #expect(F.view.bounds.size == F.homeShape.size(cell: game.cellSize))
        #expect(F.isOnScreen(in: game))
    }
}
