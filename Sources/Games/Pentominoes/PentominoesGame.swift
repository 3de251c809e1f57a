import Gestures

/// Pentominoes: cover the board with the twelve pieces.
///
/// A pan that starts on one of a piece's filled squares (not its bounding box) picks it up, and
/// so does a long press. A lifted piece grows by ``liftScale`` and rides wholly above the finger
/// — its bottom edge ``liftClearance`` above the fingertip, keeping the sideways grab offset — so
/// the finger hides none of it. A tap with a second finger while dragging turns it a quarter
/// clockwise (the pan follows one finger, so the tap is recognised alongside it); a double tap
/// on a resting piece flips it. While a piece is carried, no other finger can pick up, flip or
/// move any piece: the other fingers only turn it. On release the piece snaps to the grid if
/// every square lands on a free board square; otherwise it animates back, as it was picked up —
/// orientation included — to where it was. A piece sent home (a flip that no longer fits on the
/// board) lies there in an orientation with its home footprint, so it rests fully on screen.
/// Played together on one board (``allowsSeveralCarried``), each carrier lifts a piece of its
/// own: several pieces ride at once, a turn tap turns the carried piece nearest to it
/// (``carriedPiece(nearest:)``), and only the carried piece itself refuses new fingers.
/// A covered board is solved, with its elapsed time and the hints it took: a board finished
/// with help is a different feat from one finished alone, so the arcade ranks only the latter.
/// A solver powers ``hint()`` and ``isStillSolvable()``.
public final class PentominoesGame {
    /// What happened.
    public enum Event: Sendable, Hashable {
        case pickedUp(Pentomino)
        case turned(Pentomino)
        case flipped(Pentomino)
        case placed(Pentomino, at: Cell)
        case returned(Pentomino)
        case hinted(Pentomino, at: Cell)
        case noSolution
        /// A hint was asked for but the solver could not decide within its budget.
        case solverGaveUp
        /// The board is covered, `elapsed` seconds after the game began, with `hints` pieces
        /// placed by ``hint()`` along the way.
        case solved(elapsed: Double, hints: Int)
        /// The player asked for the next board (the Next board button, shown once solved).
        case nextBoard(PentominoBoardKind)
    }

    /// How much a lifted piece grows. 1.1.
    public static let liftScale = 1.1
    /// The gap between a carried piece's bottom edge and the fingertip, in points. 10 pt: the
    /// finger's pad covers a few points around the touch point.
    public static let liftClearance = 10.0
    /// The longest a second-finger tap may rest and still turn the carried piece, in seconds.
    /// 0.5 s.
    public static let turnTapMaximumDuration = 0.5
    /// Solver steps one game may spend on hints, and again on the 'still solvable' line (see
    /// ``PentominoSolver/nodeLimit``). 10,000,000 each, about a second of work: an honest game
    /// of a hundred moves takes a few hundred thousand, and a client that pokes at hopeless
    /// positions cannot make a game cost more.
    public static let solverBudget = 10_000_000
    /// How long a lift, a snap and a return take, in seconds.
    public static let liftDuration = 0.1, snapDuration = 0.15, returnDuration = 0.3

    /// The engine driving the game.
    public let engine: GestureEngine
    /// The table: everything, filling the screen.
    public let table: View
    /// The board's view, centred on the table.
    public let boardView: View
    /// The side of a board square, in points.
    public let cellSize: Double
    /// The hint button, in a free corner of the screen (hidden when no corner is free; see
    /// ``PentominoLayout/hintButtonFrame``): a tap places one more piece (``hint()``).
    public let hintButton: View
    /// The Next board button, over the middle of the board once it is solved.
    public let nextButton: View
    /// The board and what lies on it.
    public private(set) var board: PentominoBoard
    /// The twelve pieces, in letter order.
    public let pieces: [PentominoPiece]
    /// When the game started, in seconds.
    public let startTime: Double
    /// How long the board took, once covered (seconds).
    public private(set) var solvedTime: Double?
    /// How many pieces ``hint()`` has placed in this game (a piece hinted and then moved still
    /// counts).
    public private(set) var hintsUsed = 0
    /// Called with every event.
    public var onEvent: ((Event) -> Void)?
    /// The last of the player's moves in words, as a screen reader announces it ("F placed at
    /// row 2, column 3"), with how many moves came before it; nil before the first.
    public private(set) var lastMove: (text: String, count: Int)?
    /// Whether several pieces may be carried at once, one by each carrier: a board played
    /// together (several players' fingers on one engine). Default false: one piece at a time,
    /// the other fingers only turning it. Set before play; a record replays with the same.
    public var allowsSeveralCarried = false
    /// The moments a player should feel: a piece snapping in, one sent back, a solved board.
    public private(set) var effects = SceneEffects()

    let solver: PentominoSolver
    /// A piece being carried: which recognizer carries it, the finger's sideways offset from
    /// its centre, where the finger is, and how and where it was picked up.
    private typealias Carried = (piece: PentominoPiece, carrier: ObjectIdentifier, grabDx: Double, finger: Point,
                                 pickupShape: PentominoShape, pickupCenter: Point, pickupOrigin: Cell?)
    /// The pieces being carried, in the order they were picked up (at most one unless
    /// ``allowsSeveralCarried``).
    private var lifted: [Carried] = []
    /// The carried piece the turn tap under way turns (chosen as its finger lands).
    private var turnTarget: PentominoPiece?
    /// What the solver decided of positions already asked about, with the steps it took (at
    /// most 64 kept).
    var decided: [PentominoBoard: (outcome: PentominoSolver.Outcome, steps: Int)] = [:]
    /// Solver steps left for hints: spent only by hints, so a hint's answer depends on the
    /// game's inputs alone and a replay, which draws no scenes, gives the same.
    private var hintSteps = PentominoesGame.solverBudget
    /// Solver steps left for the 'still solvable' line, which only a drawing client asks.
    var statusSteps = PentominoesGame.solverBudget
    private let turnPolicy = TurnTapPolicy()
    private let piecePolicy = PieceTouchPolicy()

    // Its actions and timers hold the game unowned(unsafe): see GameTeardown.
    deinit { GameTeardown.strip([table, hintButton, nextButton], in: engine) }

    /// Lays out `kind` in the middle of `engine`'s root view with the pieces evenly around it
    /// (see ``PentominoLayout``).
    public init(engine: GestureEngine, kind: PentominoBoardKind = .sixByTen) {
        self.engine = engine
        let bounds = engine.rootView.bounds
        let layout = PentominoLayout(kind: kind, bounds: bounds)
        cellSize = layout.cellSize
        board = PentominoBoard(kind: kind, upright: layout.upright)
        solver = PentominoSolver(kind: kind, upright: layout.upright)
        startTime = engine.now
        table = View(frame: bounds, name: "table")
        boardView = View(frame: layout.boardFrame, name: "board")
        let hintFrame = layout.hintButtonFrame
        hintButton = View(frame: hintFrame ?? .zero, name: "hint")
        hintButton.isHidden = hintFrame == nil
        nextButton = View(frame: Rect(x: layout.boardFrame.midX - 80, y: layout.boardFrame.midY + 8, width: 160, height: 48), name: "nextBoard")
        nextButton.isHidden = true
        engine.rootView.addSubview(table)
        table.addSubview(boardView)
        let side = layout.cellSize
        pieces = zip(Pentomino.allCases, layout.homes).map { letter, home in
            PentominoPiece(letter: letter, shape: home.shape, center: home.center, cellSize: side)
        }
        for piece in pieces {
            table.addSubview(piece.view)
            attach(to: piece)
        }
        let turn = TapRecognizer(name: "turn")
        turn.recognizesSimultaneouslyWithAll = true
        // A finger that rests on the table is not a turn: past half a second a touch is a
        // press (Android's long-press timeout), whatever it does on lifting.
        turn.maximumTapDuration = Self.turnTapMaximumDuration
        turnPolicy.game = self
        piecePolicy.game = self
        turn.delegate = turnPolicy
        turn.addAction { [unowned(unsafe) self] _ in turnLiftedPiece() }
        table.addGestureRecognizer(turn)
        engine.rootView.addSubview(hintButton)
        engine.rootView.addSubview(nextButton)
        let nextTap = TapRecognizer(name: "nextBoard")
        nextTap.addAction { [unowned(unsafe) self] _ in tell(.nextBoard(board.kind.next)) }
        nextButton.addGestureRecognizer(nextTap)
        let hintTap = TapRecognizer(name: "hint")
        hintTap.addAction { [unowned(unsafe) self] _ in hint() }
        hintButton.addGestureRecognizer(hintTap)
    }

    /// The piece with a letter.
    public func piece(_ letter: Pentomino) -> PentominoPiece { pieces.first { $0.letter == letter }! }

    private func attach(to piece: PentominoPiece) {
        let pan = PanRecognizer(name: "\(piece.letter.rawValue).pan")
        pan.maximumNumberOfTouches = 1
        let press = LongPressRecognizer(name: "\(piece.letter.rawValue).press")
        let flip = TapRecognizer(name: "\(piece.letter.rawValue).flip")
        flip.numberOfTapsRequired = 2
        for carrier in [pan, press] as [GestureRecognizer] {
            carrier.addAction { [unowned(unsafe) self] r in
                let finger = r.location(in: table)
                switch r.state {
                case .began:
                    // Grab where the finger went down, so the piece does not lag by the pan's slop.
                    let grab = (r as? PanRecognizer).map { finger - $0.translation(in: table) } ?? finger
                    pickUp(piece, at: grab, by: r)
                    carry(piece, to: finger, by: r)
                case .changed: carry(piece, to: finger, by: r)
                case .ended, .cancelled: drop(piece, by: r)
                default: break
                }
            }
        }
        flip.addAction { [unowned(unsafe) self] _ in flipResting(piece) }
        for r in [pan, press, flip] as [GestureRecognizer] {
            r.delegate = piecePolicy
            piece.view.addGestureRecognizer(r)
        }
    }

    // Every event goes out through here: a move is kept in words for the scene.
    private func tell(_ event: Event) {
        if let text = event.spoken { lastMove = (text, (lastMove?.count ?? 0) + 1) }
        onEvent?(event)
    }

    // MARK: Carrying

    private func pickUp(_ piece: PentominoPiece, at finger: Point, by carrier: GestureRecognizer) {
        guard allowsSeveralCarried ? !piece.isLifted : lifted.isEmpty else { return }
        let now = engine.now
        let pickupOrigin = piece.boardOrigin
        if pickupOrigin != nil {
            board.remove(piece.letter)
            piece.boardOrigin = nil
            solvedTime = nil
            nextButton.isHidden = true
        }
        lifted.append((piece, ObjectIdentifier(carrier), piece.view.center.x - finger.x, finger, piece.shape, piece.view.center, pickupOrigin))
        piece.isLifted = true
        piece.view.center = carriedCenter(of: piece, finger: finger)
        piece.view.transform = AffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
        table.bringSubviewToFront(piece.view)
        piece.shownCenter.animate(to: piece.view.center, at: now, duration: Self.liftDuration, curve: .easeOut)
        piece.shownScale.animate(to: Self.liftScale, at: now, duration: Self.liftDuration, curve: .easeOut)
        tell(.pickedUp(piece.letter))
    }

    /// Where a carried piece's centre goes for a finger at `finger`: above it, the bottom edge
    /// (of the lifted, scaled piece) ``liftClearance`` over the fingertip, and sideways by the
    /// grab offset, kept within the piece so the finger stays under it.
    private func carriedCenter(of piece: PentominoPiece, finger: Point) -> Point {
        let halfWidth = piece.size.width * Self.liftScale / 2, halfHeight = piece.size.height * Self.liftScale / 2
        let dx = min(max(lifted.first { $0.piece === piece }?.grabDx ?? 0, -halfWidth), halfWidth)
        return Point(x: finger.x + dx, y: finger.y - halfHeight - Self.liftClearance)
    }

    /// Where `piece` is among the carried, when `carrier` carries it.
    private func carriedIndex(_ piece: PentominoPiece, by carrier: GestureRecognizer) -> Int? {
        lifted.firstIndex { $0.piece === piece && $0.carrier == ObjectIdentifier(carrier) }
    }

    private func carry(_ piece: PentominoPiece, to finger: Point, by carrier: GestureRecognizer) {
        guard let index = carriedIndex(piece, by: carrier) else { return }
        lifted[index].finger = finger
        piece.view.center = carriedCenter(of: piece, finger: finger)
        if !piece.shownCenter.isAnimating(at: engine.now) { piece.shownCenter.set(piece.view.center) } else {
            piece.shownCenter.animate(to: piece.view.center, at: engine.now, duration: piece.shownCenter.endTime - engine.now, curve: .easeOut)
        }
    }

    private func drop(_ piece: PentominoPiece, by carrier: GestureRecognizer) {
        guard let index = carriedIndex(piece, by: carrier) else { return }
        let carried = lifted.remove(at: index)
        piece.isLifted = false
        piece.view.transform = .identity
        let now = engine.now
        piece.shownScale.animate(to: 1, at: now, duration: Self.snapDuration, curve: .easeOut)
        let corner = piece.view.center - Vector(dx: piece.size.width / 2, dy: piece.size.height / 2)
        let onBoard = corner - boardView.frame.origin
        let origin = Cell(column: Int((onBoard.dx / cellSize).rounded()), row: Int((onBoard.dy / cellSize).rounded()))
        if board.place(piece.letter, piece.shape, at: origin) {
            settle(piece, at: origin, duration: Self.snapDuration, curve: .easeOut)
            effects.add(.snap, at: now, node: "piece-\(piece.letter.rawValue)")
            tell(.placed(piece.letter, at: origin))
            checkSolved()
            return
        }
        // It cannot be placed: back as it was picked up, turns undone, to where it was.
        piece.setShape(carried.pickupShape)
        if let back = carried.pickupOrigin, board.place(piece.letter, piece.shape, at: back) {
            settle(piece, at: back, duration: Self.returnDuration, curve: .easeInOut)
        } else if carried.pickupOrigin == nil {
            piece.view.center = carried.pickupCenter
            piece.shownCenter.animate(to: carried.pickupCenter, at: now, duration: Self.returnDuration, curve: .easeInOut)
        } else {
            sendHome(piece)
        }
        effects.add(.bad, at: now, node: "piece-\(piece.letter.rawValue)")
        tell(.returned(piece.letter))
    }

    /// Moves a piece already placed on `board` at `origin` onto its squares.
    private func settle(_ piece: PentominoPiece, at origin: Cell, duration: Double, curve: Curve) {
        piece.boardOrigin = origin
        let target = boardView.frame.origin + Vector(
            dx: (Double(origin.column) + Double(piece.shape.width) / 2) * cellSize,
            dy: (Double(origin.row) + Double(piece.shape.height) / 2) * cellSize)
        piece.view.center = target
        piece.shownCenter.animate(to: target, at: engine.now, duration: duration, curve: curve)
    }

    /// The carried piece whose finger is nearest `point` (table coordinates; the earliest
    /// picked up on a tie), or nil when none is carried: the piece a turn tap there turns.
    public func carriedPiece(nearest point: Point) -> PentominoPiece? {
        var best: (piece: PentominoPiece, distance: Double)?
        for carried in lifted {
            let d = (carried.finger - point).length
            if best == nil || d < best!.distance { best = (carried.piece, d) }
        }
        return best?.piece
    }

    /// Notes which carried piece a turn tap landing at `point` (table coordinates) turns.
    func aimTurn(at point: Point) {
        turnTarget = allowsSeveralCarried ? carriedPiece(nearest: point) : nil
    }

    private func turnLiftedPiece() {
        let aimed = turnTarget.flatMap { target in lifted.first { $0.piece === target } }
        turnTarget = nil
        guard let carried = allowsSeveralCarried ? aimed : lifted.first else { return }
        let piece = carried.piece
        piece.setShape(piece.shape.rotatedClockwise)
        // Its height changed: keep it wholly above the finger.
        piece.view.center = carriedCenter(of: piece, finger: carried.finger)
        piece.shownCenter.set(piece.view.center)
        tell(.turned(piece.letter))
    }

    /// Sends a piece to its resting place off the board, turned if need be so that it has its
    /// home footprint (turning keeps a flip): the layout keeps that footprint on screen and
    /// clear of the board and the other pieces.
    private func sendHome(_ piece: PentominoPiece) {
        if piece.shape.width != piece.homeShape.width { piece.setShape(piece.shape.rotatedClockwise) }
        piece.view.center = piece.homeCenter
        piece.shownCenter.animate(to: piece.homeCenter, at: engine.now, duration: Self.returnDuration, curve: .easeInOut)
    }

    private func flipResting(_ piece: PentominoPiece) {
        guard !piece.isLifted else { return }
        let flipped = piece.shape.flipped
        piece.setShape(flipped)
        if let origin = piece.boardOrigin {
            board.remove(piece.letter)
            piece.boardOrigin = nil
            if board.place(piece.letter, flipped, at: origin) {
                settle(piece, at: origin, duration: 0, curve: .linear)
            } else {
                sendHome(piece)
            }
        }
        tell(.flipped(piece.letter))
    }

    private func checkSolved() {
        guard board.isCovered, solvedTime == nil else { return }
        solvedTime = engine.now - startTime
        nextButton.isHidden = false
        effects.add(.win, at: engine.now, node: "board")
        tell(.solved(elapsed: solvedTime!, hints: hintsUsed))
    }

    /// Places one more piece where a solution that keeps the placed pieces puts it: the first
    /// piece, in letter order, not on the board. Returns false (and reports ``Event/noSolution``,
    /// or ``Event/solverGaveUp`` when the solver could not decide) when the placed pieces
    /// cannot be completed, or while a piece is being carried.
    @discardableResult
    public func hint() -> Bool {
        guard lifted.isEmpty else { return false }
        let solution: [Pentomino: PentominoBoard.Placement]
        switch ask(about: board, budget: &hintSteps) {
        case .solved(let found): solution = found
        case .unsolvable:
            tell(.noSolution)
            return false
        case .undecided:
            tell(.solverGaveUp)
            return false
        }
        guard let letter = Pentomino.allCases.first(where: { board.placements[$0] == nil }),
              let placement = solution[letter] else { return false }
        let piece = piece(letter)
        piece.setShape(placement.shape)
        board.place(letter, placement.shape, at: placement.origin)
        hintsUsed += 1
        table.bringSubviewToFront(piece.view)
        settle(piece, at: placement.origin, duration: Self.snapDuration, curve: .easeOut)
        effects.add(.snap, at: engine.now, node: "piece-\(letter.rawValue)")
        tell(.hinted(letter, at: placement.origin))
        checkSolved()
        return true
    }

    var isCarrying: Bool { !lifted.isEmpty }

    /// Whether `view` is a carried piece's.
    func isCarried(_ view: View?) -> Bool {
        lifted.contains { $0.piece.view === view }
    }
}
