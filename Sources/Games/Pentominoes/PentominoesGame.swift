import Gestures

/// Pentominoes: cover the board with the twelve pieces.
///
/// A pan that starts on one of a piece's filled squares (not its bounding box) picks it up, and
/// so does a long press. A lifted piece grows by ``liftScale`` and rides above the finger, offset
/// by half its height, so the finger does not hide it. A tap with a second finger while dragging
/// turns it a quarter clockwise (the pan follows one finger, so the tap is recognised alongside
/// it); a double tap on a resting piece flips it. On release the piece snaps to the grid if every
/// square lands on a free board square, and otherwise animates back to where it was picked up.
/// A covered board is solved, with its elapsed time. A solver powers ``hint()`` and
/// ``isStillSolvable()``.
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
        case solved(elapsed: Double)
    }

    /// How much a lifted piece grows. 1.1.
    public static let liftScale = 1.1
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
    /// The board and what lies on it.
    public private(set) var board: PentominoBoard
    /// The twelve pieces, in letter order.
    public let pieces: [PentominoPiece]
    /// When the game started, in seconds.
    public let startTime: Double
    /// How long the board took, once covered (seconds).
    public private(set) var solvedTime: Double?
    /// Called with every event.
    public var onEvent: ((Event) -> Void)?

    private let solver: PentominoSolver
    private var lifted: (piece: PentominoPiece, grabOffset: Vector, pickupCenter: Point, pickupOrigin: Cell?)?
    private var solvableCache: (PentominoBoard, Bool)?
    private let turnPolicy = TurnTapPolicy()

    /// Lays out `kind` in the middle of `engine`'s root view with the pieces evenly around it
    /// (see ``PentominoLayout``).
    public init(engine: GestureEngine, kind: PentominoBoardKind = .sixByTen) {
        self.engine = engine
        let bounds = engine.rootView.bounds
        let layout = PentominoLayout(kind: kind, bounds: bounds)
        cellSize = layout.cellSize
        board = PentominoBoard(kind: kind)
        solver = PentominoSolver(kind: kind)
        startTime = engine.now
        table = View(frame: bounds, name: "table")
        boardView = View(frame: layout.boardFrame, name: "board")
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
        turnPolicy.game = self
        turn.delegate = turnPolicy
        turn.addAction { [unowned self] _ in turnLiftedPiece() }
        table.addGestureRecognizer(turn)
    }

    /// The piece with a letter.
    public func piece(_ letter: Pentomino) -> PentominoPiece { pieces.first { $0.letter == letter }! }

    /// The piece being carried, if any.
    public var liftedPiece: PentominoPiece? { lifted?.piece }

    private func attach(to piece: PentominoPiece) {
        let pan = PanRecognizer(name: "\(piece.letter.rawValue).pan")
        pan.maximumNumberOfTouches = 1
        let press = LongPressRecognizer(name: "\(piece.letter.rawValue).press")
        let flip = TapRecognizer(name: "\(piece.letter.rawValue).flip")
        flip.numberOfTapsRequired = 2
        for carrier in [pan, press] as [GestureRecognizer] {
            carrier.addAction { [unowned self] r in
                let finger = r.location(in: table)
                switch r.state {
                case .began:
                    // Grab where the finger went down, so the piece does not lag by the pan's slop.
                    let grab = (r as? PanRecognizer).map { finger - $0.translation(in: table) } ?? finger
                    pickUp(piece, at: grab)
                    carry(piece, to: finger)
                case .changed: carry(piece, to: finger)
                case .ended, .cancelled: drop(piece)
                default: break
                }
            }
        }
        flip.addAction { [unowned self] _ in flipResting(piece) }
        for r in [pan, press, flip] as [GestureRecognizer] { piece.view.addGestureRecognizer(r) }
    }

    // MARK: Carrying

    private func pickUp(_ piece: PentominoPiece, at finger: Point) {
        guard lifted == nil else { return }
        let now = engine.now
        let pickupOrigin = piece.boardOrigin
        if pickupOrigin != nil {
            board.remove(piece.letter)
            piece.boardOrigin = nil
            solvedTime = nil
        }
        let rise = Vector(dx: 0, dy: -piece.size.height * Self.liftScale / 2)
        lifted = (piece, piece.view.center - finger + rise, piece.view.center, pickupOrigin)
        piece.isLifted = true
        piece.view.center = piece.view.center + rise
        piece.view.transform = AffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
        table.bringSubviewToFront(piece.view)
        piece.shownCenter.animate(to: piece.view.center, at: now, duration: Self.liftDuration, curve: .easeOut)
        piece.shownScale.animate(to: Self.liftScale, at: now, duration: Self.liftDuration, curve: .easeOut)
        onEvent?(.pickedUp(piece.letter))
    }

    private func carry(_ piece: PentominoPiece, to finger: Point) {
        guard let lifted, lifted.piece === piece else { return }
        piece.view.center = finger + lifted.grabOffset
        if !piece.shownCenter.isAnimating(at: engine.now) { piece.shownCenter.set(piece.view.center) } else {
            piece.shownCenter.animate(to: piece.view.center, at: engine.now, duration: piece.shownCenter.endTime - engine.now, curve: .easeOut)
        }
    }

    private func drop(_ piece: PentominoPiece) {
        guard let carried = lifted, carried.piece === piece else { return }
        lifted = nil
        piece.isLifted = false
        piece.view.transform = .identity
        let now = engine.now
        piece.shownScale.animate(to: 1, at: now, duration: Self.snapDuration, curve: .easeOut)
        let corner = piece.view.center - Vector(dx: piece.size.width / 2, dy: piece.size.height / 2)
        let onBoard = corner - boardView.frame.origin
        let origin = Cell(column: Int((onBoard.dx / cellSize).rounded()), row: Int((onBoard.dy / cellSize).rounded()))
        if board.place(piece.letter, piece.shape, at: origin) {
            settle(piece, at: origin, duration: Self.snapDuration, curve: .easeOut)
            onEvent?(.placed(piece.letter, at: origin))
            checkSolved()
            return
        }
        if let back = carried.pickupOrigin, board.place(piece.letter, piece.shape, at: back) {
            settle(piece, at: back, duration: Self.returnDuration, curve: .easeInOut)
        } else {
            let target = carried.pickupOrigin == nil ? carried.pickupCenter : piece.homeCenter
            piece.view.center = target
            piece.shownCenter.animate(to: target, at: now, duration: Self.returnDuration, curve: .easeInOut)
        }
        onEvent?(.returned(piece.letter))
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

    private func turnLiftedPiece() {
        guard let piece = lifted?.piece else { return }
        piece.setShape(piece.shape.rotatedClockwise)
        onEvent?(.turned(piece.letter))
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
                piece.view.center = piece.homeCenter
                piece.shownCenter.animate(to: piece.homeCenter, at: engine.now, duration: Self.returnDuration, curve: .easeInOut)
            }
        }
        onEvent?(.flipped(piece.letter))
    }

    private func checkSolved() {
        guard board.isCovered, solvedTime == nil else { return }
        solvedTime = engine.now - startTime
        onEvent?(.solved(elapsed: solvedTime!))
    }

    // MARK: Solver

    /// Whether the pieces on the board can still be completed to a solution (the 'still
    /// solvable' indicator). Computed by the solver, once per board position.
    public func isStillSolvable() -> Bool {
        if let (cached, answer) = solvableCache, cached == board { return answer }
        let answer = solver.isSolvable(board)
        solvableCache = (board, answer)
        return answer
    }

    /// Places one more piece where a solution that keeps the placed pieces puts it: the first
    /// piece, in letter order, not on the board. Returns false (and reports ``Event/noSolution``)
    /// when the placed pieces cannot be completed, or while a piece is being carried.
    @discardableResult
    public func hint() -> Bool {
        guard lifted == nil else { return false }
        guard let solution = solver.solve(board) else {
            solvableCache = (board, false)
            onEvent?(.noSolution)
            return false
        }
        guard let letter = Pentomino.allCases.first(where: { board.placements[$0] == nil }),
              let placement = solution[letter] else { return false }
        let piece = piece(letter)
        piece.setShape(placement.shape)
        board.place(letter, placement.shape, at: placement.origin)
        table.bringSubviewToFront(piece.view)
        settle(piece, at: placement.origin, duration: Self.snapDuration, curve: .easeOut)
        onEvent?(.hinted(letter, at: placement.origin))
        checkSolved()
        return true
    }

    fileprivate var isCarrying: Bool { lifted != nil }
}

/// The second-finger turn tap listens only while a piece is being carried, so it never
/// competes with the finger that picks a piece up.
private final class TurnTapPolicy: GestureRecognizerDelegate {
    weak var game: PentominoesGame?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        game?.isCarrying ?? false
    }
}
