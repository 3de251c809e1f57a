import Gestures

/// Anagrams: drag the letter tiles of one phrase onto the targets that spell the other.
///
/// A tile keeps the point where the finger grabbed it. On release, the unmatched target whose
/// frame holds the tile's centre decides: the right letter (any target with that letter, for
/// repeated letters) snaps the tile onto it in 0.35 s with ease-out, straightened, locks it,
/// hides the target and scores ``AnagramsLevel/pointsPerTile``; a wrong letter turns the tile
/// again at random and sends it back to where it was dealt (``AnagramTile/home``, in 0.35 s like
/// a snap) for half the points off; a tile dropped on no target stays where it was put. Tiles
/// are dealt in the order of the phrase they spell, so the player sees what to rearrange. The score never goes
/// below 0. A HUD on top — a stopwatch counting down from ``AnagramsLevel/timeToSolve`` and a
/// points counter that counts one step at a time, the first at once — never takes a touch. At
/// zero the puzzle is lost and the solution shown. Tiles and targets are at least 44 pt: a long
/// phrase goes on several rows (``AnagramsLayout``). Three level buttons deal a puzzle of their
/// level; the best score of a level is the most points won on that level since it was chosen.
public final class AnagramsGame {
    /// What happened.
    public enum Event: Sendable, Hashable {
        case dealt(tiles: String, targets: String)
        case matched(Character)
        case missed(Character)
        case hinted(Character)
        case won(timeLeft: Double)
        case lost
        case newBest(level: String, score: Int)
        /// The player chose another level: its points start again from 0.
        case levelChosen(String)
    }

    /// Where the puzzle is.
    public enum Phase: Sendable, Hashable { case playing, won, lost }

    /// How long a snap takes, in seconds. 0.35 s.
    public static let snapDuration = 0.35
    /// How long a bounce takes, in seconds. 0.35 s, as long as a snap.
    public static let bounceDuration = 0.35
    /// The most a tile is turned at random, in radians. 0.2 rad (about 11°).
    public static let maximumTilt = 0.2
    /// How long the counter takes for a gain and for a penalty, in seconds.
    public static let gainCountDuration = 1.5, penaltyCountDuration = 0.75

    /// The engine driving the game.
    public let engine: GestureEngine
    /// The play area with targets and tiles.
    public let board: View
    /// The heads-up display on top; it never takes touches.
    public let hud: View
    /// The hint button (top right, below the HUD's counters).
    public let hintButton: View
    /// The next-puzzle button, shown when a puzzle is over.
    public let nextButton: View
    /// One button per level of ``AnagramsLevel/all`` (top left, easiest first): a tap deals a
    /// puzzle of that level.
    public let levelButtons: [View]
    /// The levels the buttons choose, in the buttons' order.
    public let levels: [AnagramsLevel]

    /// Whether a solved (or timed-out) puzzle offers Next, which deals another (default true);
    /// false where the next puzzle comes from elsewhere (an Anagrams race deals it to everyone).
    public let offersNext: Bool
    /// The level being played.
    public private(set) var level: AnagramsLevel
    /// The phrase the tiles spell, shuffled.
    public private(set) var tilesPhrase = ""
    /// The phrase the targets spell: the answer.
    public private(set) var targetsPhrase = ""
    /// The tiles of the current puzzle.
    public private(set) var tiles: [AnagramTile] = []
    /// The targets of the current puzzle, left to right.
    public private(set) var targets: [AnagramTarget] = []
    /// The phase of the current puzzle.
    public private(set) var phase = Phase.playing
    /// The score of the session (it carries over from puzzle to puzzle and level to level).
    public private(set) var score = 0
    /// The points won on the current level since it was chosen (never below 0): what the
    /// level's best score is kept from.
    public private(set) var levelScore = 0
    /// The counter as shown.
    public private(set) var counter = CountingNumber(0)
    /// The best score of each level, by name.
    public private(set) var bestScores: [String: Int] = [:]
    /// When the current puzzle was dealt, in seconds.
    public private(set) var dealtAt = 0.0
    /// Called with every event.
    public var onEvent: ((Event) -> Void)?
    /// The last of the player's moves in words, as a screen reader announces it ("F placed at
    /// row 2, column 3"), with how many moves came before it; nil before the first.
    public private(set) var lastMove: (text: String, count: Int)?
    /// The moments a player should feel: snaps, misses, a solved puzzle, a new best.
    public private(set) var effects = SceneEffects()

    private var rng: SeededGenerator
    private var stopwatchTimer: TimerID?
    private var stoppedAt: Double?

    // Its actions and timers hold the game unowned(unsafe): see GameTeardown.
    deinit { GameTeardown.strip([board, hintButton, nextButton] + levelButtons + [hud], timers: [stopwatchTimer], in: engine) }

    /// Deals the first puzzle of `level` in `engine`'s root view; `seed` fixes every random
    /// choice. The level buttons offer `levels` (default: easy, medium and hard). A game that
    /// goes on from earlier play starts with its `bestScores` (by level name; default none)
    /// and its `score` on the points counter (default 0). `offersNext` (default true): see
    /// ``offersNext``; no level buttons (`levels` empty) and no Next make a game of one puzzle.
    public init(engine: GestureEngine, level: AnagramsLevel = .easy, seed: UInt64, levels: [AnagramsLevel] = AnagramsLevel.all,
                bestScores: [String: Int] = [:], score: Int = 0, offersNext: Bool = true) {
        self.offersNext = offersNext
        self.engine = engine
        self.level = level
        self.levels = levels
        self.bestScores = bestScores
        self.score = max(0, score)
        counter = CountingNumber(max(0, score))
        rng = SeededGenerator(seed: seed)
        let bounds = engine.rootView.bounds
        board = View(frame: bounds, name: "board")
        hud = View(frame: bounds, name: "hud")
        hud.isUserInteractionEnabled = false
        hintButton = View(frame: Rect(x: bounds.maxX - 110, y: 70, width: 100, height: 44), name: "hint")
        nextButton = View(frame: Rect(x: bounds.midX - 80, y: bounds.maxY - 80, width: 160, height: 50), name: "next")
        let buttonWidth = min(90, (bounds.width - 140) / Double(max(levels.count, 1)) - 6)
        levelButtons = levels.enumerated().map { i, level in
            View(frame: Rect(x: 10 + Double(i) * (buttonWidth + 6), y: 70, width: buttonWidth, height: 44), name: "level-\(level.name)")
        }
        for v in [board, hintButton, nextButton] + levelButtons + [hud] { engine.rootView.addSubview(v) }
        for (button, choice) in zip(levelButtons, levels) {
            let tap = TapRecognizer(name: "level-\(choice.name)")
            tap.addAction { [unowned(unsafe) self] _ in chooseLevel(choice) }
            button.addGestureRecognizer(tap)
        }
        let hintTap = TapRecognizer(name: "hint")
        hintTap.addAction { [unowned(unsafe) self] _ in hint() }
        hintButton.addGestureRecognizer(hintTap)
        let nextTap = TapRecognizer(name: "next")
        nextTap.addAction { [unowned(unsafe) self] _ in nextPuzzle() }
        nextButton.addGestureRecognizer(nextTap)
        deal()
    }

    // Every event goes out through here: a move is kept in words for the scene.
    private func tell(_ event: Event) {
        if let text = event.spoken { lastMove = (text, (lastMove?.count ?? 0) + 1) }
        onEvent?(event)
    }

    // MARK: Dealing

    /// Deals a new puzzle, of `level` if given (default: the same level; another level starts
    /// its points from 0, as ``chooseLevel(_:)`` does).
    public func nextPuzzle(level newLevel: AnagramsLevel? = nil) {
        if let newLevel, newLevel != level {
            level = newLevel
            levelScore = 0
            tell(.levelChosen(newLevel.name))
        }
        deal()
    }

    /// Switches to `level` and deals a puzzle of it — what a level button does. The puzzle under
    /// way is abandoned; the level's points start from 0.
    public func chooseLevel(_ newLevel: AnagramsLevel) {
        level = newLevel
        levelScore = 0
        tell(.levelChosen(newLevel.name))
        deal()
    }

    private func deal() {
        for tile in tiles { tile.view.removeFromSuperview() }
        for target in targets { target.view.removeFromSuperview() }
        let pair = level.pairs[rng.index(below: level.pairs.count)]
        let flip = Bool.random(using: &rng)
        tilesPhrase = flip ? pair.second : pair.first
        targetsPhrase = flip ? pair.first : pair.second
        // In the order of the phrase they spell: the player sees what to rearrange (two real
        // words like LAMP and PALM would otherwise make the first guess a coin toss).
        let letters = AnagramPair.letters(of: tilesPhrase)
        let layout = AnagramsLayout(answer: targetsPhrase, tileCount: letters.count, bounds: engine.rootView.bounds)
        let answer = targetsPhrase.lowercased().filter { $0.isLetter }
        targets = zip(answer, layout.targetFrames).map { AnagramTarget(letter: $0, frame: $1) }
        tiles = zip(letters, layout.tileFrames).map { AnagramTile(letter: $0, frame: $1, rotation: randomTilt()) }
        for target in targets { board.addSubview(target.view) }
        for tile in tiles {
            board.addSubview(tile.view)
            attach(tile)
        }
        phase = .playing
        nextButton.isHidden = true
        dealtAt = engine.now
        stoppedAt = nil
        if let stopwatchTimer { engine.cancel(stopwatchTimer) }
        stopwatchTimer = engine.schedule(after: level.timeToSolve) { [unowned(unsafe) self] in timeUp() }
        tell(.dealt(tiles: tilesPhrase, targets: targetsPhrase))
    }

    private func randomTilt() -> Double {
        Double.random(in: -Self.maximumTilt...Self.maximumTilt, using: &rng)
    }

    private func attach(_ tile: AnagramTile) {
        tile.pan.name = "drag"
        tile.pan.maximumNumberOfTouches = 1
        tile.pan.addAction { [unowned(unsafe) self, unowned(unsafe) tile] r in
            switch r.state {
            case .began, .changed:
                // Moving by the translation keeps the grabbed point under the finger.
                tile.view.center = tile.view.center + tile.pan.translation(in: board)
                tile.pan.setTranslation(.zero, in: board)
                tile.shownCenter.set(tile.view.center)
                board.bringSubviewToFront(tile.view)
            case .ended, .cancelled:
                release(tile)
            default:
                break
            }
        }
        tile.view.addGestureRecognizer(tile.pan)
    }

    // MARK: Playing

    private func release(_ tile: AnagramTile) {
        guard phase == .playing, !tile.isLocked else { return }
        let center = tile.view.center
        guard let target = targets.first(where: { !$0.isMatched && $0.view.frame.contains(center) }) else { return }
        if target.letter == tile.letter {
            place(tile, on: target)
            changeScore(by: level.pointsPerTile)
            effects.add(.snap, at: engine.now, node: node(of: tile))
            tell(.matched(tile.letter))
            checkWon()
        } else {
            // Back to the tray where it was dealt: never left lying on a target under the next tile.
            tile.move(to: tile.home, rotation: randomTilt(), at: engine.now, duration: Self.bounceDuration, curve: .easeOut)
            changeScore(by: -level.pointsPerTile / 2)
            effects.add(.bad, at: engine.now, node: node(of: tile))
            tell(.missed(tile.letter))
        }
    }

    private func place(_ tile: AnagramTile, on target: AnagramTarget) {
        tile.isLocked = true
        tile.pan.isEnabled = false
        target.isMatched = true
        target.view.isHidden = true
        tile.move(to: target.view.center, rotation: 0, at: engine.now, duration: Self.snapDuration, curve: .easeOut)
    }

    private func changeScore(by points: Int) {
        levelScore = max(0, levelScore + points)
        let newScore = max(0, score + points)
        guard newScore != score else { return }
        let duration = newScore > score ? Self.gainCountDuration : Self.penaltyCountDuration
        score = newScore
        counter.count(to: score, at: engine.now, duration: duration)
    }

    /// Places one tile on the first free target, for half a tile's points. Returns false when
    /// the puzzle is over.
    @discardableResult
    public func hint() -> Bool {
        guard phase == .playing,
              let target = targets.first(where: { !$0.isMatched }),
              let tile = tiles.first(where: { !$0.isLocked && $0.letter == target.letter })
        else { return false }
        place(tile, on: target)
        changeScore(by: -level.pointsPerTile / 2)
        effects.add(.snap, at: engine.now, node: node(of: tile))
        tell(.hinted(tile.letter))
        checkWon()
        return true
    }

    private func checkWon() {
        guard targets.allSatisfy({ $0.isMatched }) else { return }
        stoppedAt = engine.now
        if let stopwatchTimer { engine.cancel(stopwatchTimer) }
        stopwatchTimer = nil
        phase = .won
        effects.add(.win, at: engine.now)
        tell(.won(timeLeft: timeLeft(at: engine.now)))
        finishPuzzle()
    }

    private func timeUp() {
        guard phase == .playing else { return }
        stopwatchTimer = nil
        stoppedAt = engine.now
        phase = .lost
        // Show the solution: every loose tile flies to a free target with its letter.
        for target in targets where !target.isMatched {
            if let tile = tiles.first(where: { !$0.isLocked && $0.letter == target.letter }) { place(tile, on: target) }
        }
        effects.add(.over, at: engine.now)
        tell(.lost)
        finishPuzzle()
    }

    private func finishPuzzle() {
        nextButton.isHidden = !offersNext
        if levelScore > bestScores[level.name, default: 0] {
            bestScores[level.name] = levelScore
            effects.add(.best, at: engine.now, node: "points")
            tell(.newBest(level: level.name, score: levelScore))
        }
    }

    /// The scene node of a tile.
    private func node(of tile: AnagramTile) -> String {
        "tile\(tiles.firstIndex { $0 === tile } ?? 0)"
    }

    // MARK: HUD

    /// Seconds left on the stopwatch at `time` (frozen once the puzzle is over).
    public func timeLeft(at time: Double) -> Double {
        max(0, level.timeToSolve - ((stoppedAt ?? time) - dealtAt))
    }

    /// The stopwatch as shown at `time`: minutes and seconds left, rounded up ("01:30").
    public func stopwatchText(at time: Double) -> String {
        let seconds = Int((timeLeft(at: time) - 1e-9).rounded(.up))
        let m = max(0, seconds) / 60, s = max(0, seconds) % 60
        return (m < 10 ? "0\(m)" : "\(m)") + ":" + (s < 10 ? "0\(s)" : "\(s)")
    }

    /// The points counter as shown at `time`.
    public func displayedPoints(at time: Double) -> Int { counter.displayed(at: time) }
}

extension AnagramsGame.Event: CustomStringConvertible {
    /// The event in words, as `fingerplay replay --game` prints it: "matched E".
    public var description: String {
        switch self {
        case .dealt(let tiles, let targets): return "dealt \"\(tiles)\" for \"\(targets)\""
        case .matched(let letter): return "matched \(letter)"
        case .missed(let letter): return "missed \(letter)"
        case .hinted(let letter): return "hinted \(letter)"
        case .won(let timeLeft): return "won with \(GameText.seconds(timeLeft)) s left"
        case .lost: return "lost: time's up"
        case .newBest(let level, let score): return "new best on \(level): \(score)"
        case .levelChosen(let level): return "chose \(level)"
        }
    }
}

extension AnagramsGame.Event {
    /// The event as a screen reader announces a move ("A matched"); nil for what is no move.
    public var spoken: String? {
        switch self {
        case .matched(let letter): return "\(String(letter).uppercased()) matched"
        case .missed(let letter): return "\(String(letter).uppercased()) missed: back to the tray"
        case .hinted(let letter): return "Hint: \(String(letter).uppercased()) placed"
        default: return nil
        }
    }
}
