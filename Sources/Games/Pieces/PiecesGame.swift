import Gestures

/// Pieces, after Apple's gesture sample: three coloured squares that can be panned, pinched and
/// rotated at the same time, with scaling and rotation about the centroid of the fingers so the
/// square stays under them; a one-finger horizontal shake on the background (three reversals)
/// sends every square back to its first place, size and angle with an animation once the finger
/// lifts.
public final class PiecesGame {
    /// What happened.
    public enum Event: Sendable, Hashable {
        /// A square was picked up by a gesture (and brought to the front).
        case touched(String)
        /// The shake sent every square home; the animation ends at `until` seconds.
        case reset(until: Double)
    }

    /// How long the squares take to go home, in seconds. 0.5 s, ease-in-out.
    public static let resetDuration = 0.5

    /// The engine driving the game.
    public let engine: GestureEngine
    /// The background, behind the squares; it takes the shake.
    public let background: View
    /// The squares, in the order they were laid out.
    public let pieces: [PiecesPiece]
    /// Called with every event.
    public var onEvent: ((Event) -> Void)?

    private var sessions: [PiecesSession] = []

    // Its actions and timers hold the game unowned(unsafe): see GameTeardown.
    deinit { GameTeardown.strip([background], in: engine) }

    /// Builds the sandbox in `engine`'s root view: three 100-pt squares across the middle.
    public init(engine: GestureEngine) {
        self.engine = engine
        let bounds = engine.rootView.bounds
        background = View(frame: bounds, name: "background")
        engine.rootView.addSubview(background)
        let colors = ["red", "green", "blue"]
        let side = 100.0
        let gap = (bounds.width - 3 * side) / 4
        pieces = colors.enumerated().map { i, color in
            PiecesPiece(color: color, frame: Rect(x: gap + Double(i) * (side + gap), y: bounds.midY - side / 2, width: side, height: side))
        }
        for piece in pieces {
            background.addSubview(piece.view)
            attach(to: piece)
        }
        let shake = ShakeRecognizer(name: "shake")
        // The reset waits until the player is done shaking, as a motion event ends when the
        // shake does.
        shake.recognizesOnLift = true
        shake.addAction { [unowned(unsafe) self] _ in resetPieces() }
        background.addGestureRecognizer(shake)
    }

    private func attach(to piece: PiecesPiece) {
        let pan = PanRecognizer(name: "\(piece.color).pan")
        let pinch = PinchRecognizer(name: "\(piece.color).pinch")
        let rotation = RotationRecognizer(name: "\(piece.color).rotation")
        pan.recognizeSimultaneously(with: pinch)
        pan.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: rotation)
        let session = PiecesSession(piece: piece, pan: pan, pinch: pinch, rotation: rotation)
        for r in [pan, pinch, rotation] as [GestureRecognizer] {
            r.addAction { [unowned(unsafe) self, unowned(unsafe) session] r in
                switch r.state {
                case .began:
                    if session.begin(r) {
                        background.bringSubviewToFront(piece.view)
                        onEvent?(.touched(piece.color))
                    }
                    session.follow()
                case .changed:
                    session.follow()
                case .ended, .cancelled:
                    session.fold(r)
                default:
                    break
                }
            }
            piece.view.addGestureRecognizer(r)
        }
        sessions.append(session)
    }

    /// Sends every square home: the model jumps there at once (as UIKit's does, so hit-testing
    /// uses the final place), and the presentation animates over ``resetDuration``.
    public func resetPieces() {
        let now = engine.now
        for piece in pieces {
            let shown = piece.presentation(at: now)
            piece.view.setAnchorPoint(Point(x: 0.5, y: 0.5))
            piece.scale = 1
            piece.rotation = 0
            piece.view.transform = .identity
            piece.view.center = piece.homeCenter
            piece.shownCenter.set(shown.center)
            piece.shownScale.set(shown.scale)
            piece.shownRotation.set(shown.rotation)
            piece.shownCenter.animate(to: piece.homeCenter, at: now, duration: Self.resetDuration, curve: .easeInOut)
            piece.shownScale.animate(to: 1, at: now, duration: Self.resetDuration, curve: .easeInOut)
            piece.shownRotation.animate(to: 0, at: now, duration: Self.resetDuration, curve: .easeInOut)
        }
        onEvent?(.reset(until: now + Self.resetDuration))
    }
}

extension PiecesGame.Event: CustomStringConvertible {
    /// The event in words, as `fingerplay replay --game` prints it: "touched red".
    public var description: String {
        switch self {
        case .touched(let name): return "touched \(name)"
        case .reset(let until): return "reset, home at \(GameText.seconds(until)) s"
        }
    }
}
