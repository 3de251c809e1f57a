import Gestures
import Strokes

/// Tap It, a Bop It clone: do the gesture on command, faster and faster.
///
/// The game builds a full-screen play pad with its recognizers and a New Game button in front
/// of it, shown between games. Each gesture is judged when it is recognised (taps, swipes) or
/// begins (pinch, rotation, long press), by what the touches end up doing under the current
/// command: a rotation that begins before the pinch on the same two fingers (they twisted a
/// little before they spread) is neither right nor wrong under Pinch It!, and the pinch that
/// follows scores — and the other way round under Rotate It!. Once a move has been scored on two
/// fingers, they are not judged again: a pinch still going on when the command changes is
/// neither scored twice nor counted as wrong (nor is a rotation that they start later). Whatever
/// else is recognised at the same instant as a good move (the single tap inside a double tap) is
/// part of that move. Only the recognizers of commands in play judge: rotation and long press
/// join with the harder commands, so a tap held half a second under Tap It! early on is still
/// a tap, and the double-tap recognizer runs only while Double Tap It! is up, so two quick taps
/// under other commands are two taps. Past ``TapItRules/drawnAfter`` good moves the player also
/// draws shapes (Draw a Circle!, Draw a Check!), matched against ``TapItStrokes`` when the finger
/// lifts; swipes then wait for the lift too, so a quick circle is not taken for a swipe.
public final class TapItGame {
    /// Where the game is.
    public enum Phase: Sendable, Hashable {
        /// Before the first game; the button says "Start".
        case waiting
        /// A command is up and its countdown runs.
        case playing
        /// The last game ended.
        case over(GameOverReason)
    }

    /// Why a game ended.
    public enum GameOverReason: Sendable, Hashable {
        case wrongGesture(expected: TapItCommand, got: TapItGesture)
        case timeUp(TapItCommand)
    }

    /// What happened, for scores and sounds.
    public enum Event: Sendable, Hashable {
        case newGame
        case command(TapItCommand, allowance: Double)
        case goodMove(score: Int)
        case gameOver(GameOverReason, score: Int)
        case newBest(Int)
    }

    /// The rules in force.
    public let rules: TapItRules
    /// The engine driving the game; its clock is the game's clock.
    public let engine: GestureEngine
    /// The play area, filling the screen.
    public let pad: View
    /// The New Game button, shown (and touchable) only between games.
    public let newGameButton: View
    /// Whether a game over offers New Game (default true); false where one game is all there is
    /// (a room's round: the room starts the next).
    public let offersNewGame: Bool

    /// The phase of play.
    public private(set) var phase = Phase.waiting
    /// The current command while playing (the last one after a game).
    public private(set) var command: TapItCommand?
    /// Good moves in this game.
    public private(set) var score = 0
    /// The best score since the game was created.
    public private(set) var bestScore = 0
    /// When the current command's time runs out, in seconds.
    public private(set) var deadline = 0.0
    /// When the current command was issued, in seconds.
    public private(set) var commandIssuedAt = 0.0
    /// Called with every event, in order.
    public var onEvent: ((Event) -> Void)?
    /// The moments a player should feel: good moves, the end, a new best.
    public private(set) var effects = SceneEffects()

    private var rng: SeededGenerator
    private var timer: TimerID?
    private var lastGoodMoveTime = -Double.infinity
    private let swipe = SwipeRecognizer()
    private let doubleTap = TapRecognizer(name: "doubleTap")
    private let rotation = RotationRecognizer(name: "rotate")
    private let press = LongPressRecognizer(name: "longPress")
    private let stroke = StrokeRecognizer(templates: TapItStrokes.templates(), name: "draw")
    /// The touches of the last move scored on two fingers: not judged again.
    private var judgedTouches: [Int] = []

    // Its actions and timers hold the game unowned(unsafe): see GameTeardown.
    deinit { GameTeardown.strip([pad, newGameButton], timers: [timer], in: engine) }

    /// Builds the game in `engine`'s root view. `seed` fixes the order of commands; `bestScore`
    /// is the best so far (from earlier games the player played elsewhere; default 0);
    /// `offersNewGame` (default true): see ``offersNewGame``.
    public init(engine: GestureEngine, seed: UInt64, rules: TapItRules = TapItRules(), bestScore: Int = 0, offersNewGame: Bool = true) {
        self.offersNewGame = offersNewGame
        self.engine = engine
        self.rules = rules
        self.bestScore = bestScore
        self.rng = SeededGenerator(seed: seed)
        let bounds = engine.rootView.bounds
        pad = View(frame: bounds, name: "pad")
        newGameButton = View(
            frame: Rect(x: bounds.midX - 100, y: bounds.midY - 30, width: 200, height: 60), name: "newGame")
        engine.rootView.addSubview(pad)
        engine.rootView.addSubview(newGameButton)
        attachRecognizers()
    }

    private func attachRecognizers() {
        let tap = TapRecognizer(name: "tap")
        doubleTap.numberOfTapsRequired = 2
        doubleTap.isEnabled = false
        rotation.isEnabled = false
        press.isEnabled = false
        stroke.isEnabled = false
        stroke.rejectedNames = [TapItStrokes.line]
        // A fast circle would otherwise swipe first; once drawing is in play a swipe waits
        // until the finger lifts and the stroke is no shape.
        swipe.require(toFail: stroke)
        let pinch = PinchRecognizer(name: "pinch")
        swipe.name = "swipe"
        swipe.direction = .all
        // Taps report at once (no waiting for a double tap); judging sorts them out.
        tap.recognizeSimultaneously(with: doubleTap)
        pinch.recognizeSimultaneously(with: rotation)
        tap.addAction { [unowned(unsafe) self] _ in judge(.tap) }
        doubleTap.addAction { [unowned(unsafe) self] _ in judge(.doubleTap) }
        pinch.addAction { [unowned(unsafe) self] r in if r.state == .began { judge(.pinch, touches: r.touches) } }
        rotation.addAction { [unowned(unsafe) self] r in if r.state == .began { judge(.rotate, touches: r.touches) } }
        press.addAction { [unowned(unsafe) self] r in if r.state == .began { judge(.longPress) } }
        swipe.addAction { [unowned(unsafe) self] swipe in if let d = swipe.recognizedDirection { judge(.swipe(d)) } }
        stroke.addAction { [unowned(unsafe) self] stroke in if let name = stroke.matchedName { judge(.drawn(name)) } }
        for r in [tap, doubleTap, pinch, rotation, press, swipe, stroke] as [GestureRecognizer] { pad.addGestureRecognizer(r) }

        let button = TapRecognizer(name: "newGame")
        button.addAction { [unowned(unsafe) self] _ in newGame() }
        newGameButton.addGestureRecognizer(button)
    }

    /// Starts a new game now (what the New Game button does).
    public func newGame() {
        guard phase != .playing else { return }
        score = 0
        command = nil
        phase = .playing
        newGameButton.isHidden = true
        onEvent?(.newGame)
        issueNextCommand()
    }

    /// Seconds left for the current command at `time` (0 when not playing).
    public func remainingTime(at time: Double) -> Double {
        phase == .playing ? max(0, deadline - time) : 0
    }

    /// The countdown as shown at `time`, in seconds with tenths ("4.3").
    public func countdownText(at time: Double) -> String {
        TapItRules.countdownText(remainingTime(at: time))
    }

    private func issueNextCommand() {
        let next = rules.nextCommand(after: command, goodMoves: score, using: &rng)
        command = next
        doubleTap.isEnabled = next == .doubleTap
        let inPlay = rules.commands(afterGoodMoves: score)
        rotation.isEnabled = inPlay.contains(.rotate)
        press.isEnabled = inPlay.contains(.longPress)
        stroke.isEnabled = inPlay.contains(.drawCircle)
        commandIssuedAt = engine.now
        let allowance = rules.allowance(afterGoodMoves: score, for: next)
        deadline = engine.now + allowance
        if let timer { engine.cancel(timer) }
        timer = engine.schedule(after: allowance) { [unowned(unsafe) self] in
            timer = nil
            end(.timeUp(next))
        }
        onEvent?(.command(next, allowance: allowance))
    }

    private func judge(_ gesture: TapItGesture, touches: [Touch] = []) {
        guard phase == .playing, let command else { return }
        // Whatever is recognised in the same instant as a good move belongs to that move, and
        // fingers that already scored a two-finger move are not judged again as its other half.
        guard engine.now != lastGoodMoveTime else { return }
        let ids = touches.map { $0.id }
        guard ids.isEmpty || !ids.allSatisfy(judgedTouches.contains) else { return }
        if gesture.obeys(command) {
            judgedTouches = ids
            score += 1
            lastGoodMoveTime = engine.now
            effects.add(.good, at: engine.now, node: "command")
            onEvent?(.goodMove(score: score))
            issueNextCommand()
        } else if !gesture.mayLeadTo(command) {
            end(.wrongGesture(expected: command, got: gesture))
        }
    }

    private func end(_ reason: GameOverReason) {
        guard phase == .playing else { return }
        if let timer { engine.cancel(timer) }
        timer = nil
        phase = .over(reason)
        doubleTap.isEnabled = false
        rotation.isEnabled = false
        press.isEnabled = false
        stroke.isEnabled = false
        newGameButton.isHidden = !offersNewGame
        effects.add(.over, at: engine.now, node: "command")
        onEvent?(.gameOver(reason, score: score))
        if score > bestScore {
            bestScore = score
            effects.add(.best, at: engine.now, node: "score")
            onEvent?(.newBest(score))
        }
    }
}

extension TapItGame.Event: CustomStringConvertible {
    /// The event in words, as `fingerplay replay --game` prints it: "command pinch, 2.6 s".
    public var description: String {
        switch self {
        case .newGame: return "new game"
        case .command(let command, let allowance): return "command \(command.rawValue), \(GameText.seconds(allowance)) s"
        case .goodMove(let score): return "good move, score \(score)"
        case .gameOver(.wrongGesture(let expected, let got), let score):
            return "game over: \(got) instead of \(expected.rawValue), score \(score)"
        case .gameOver(.timeUp(let command), let score): return "game over: time up on \(command.rawValue), score \(score)"
        case .newBest(let score): return "new best \(score)"
        }
    }
}

extension TapItGesture: CustomStringConvertible {
    /// The gesture in words: its ``name``.
    public var description: String { name }
}
