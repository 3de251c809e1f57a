import Games
import Gestures
import GesturesTesting
import Testing

@Suite struct TapItTests {
    let center = Point(x: 300, y: 300)
    let button = Point(x: 300, y: 300)

    private func makeGame(seed: UInt64 = 7, rules: TapItRules = .classic) -> (TapItGame, VirtualFingers, () -> [TapItGame.Event]) {
        let engine = GestureEngine(viewport: Size(width: 600, height: 600))
        let game = TapItGame(engine: engine, seed: seed, rules: rules)
        var events: [TapItGame.Event] = []
        game.onEvent = { events.append($0) }
        return (game, VirtualFingers(engine: engine), { events })
    }

    /// Performs the gesture the command asks for, starting at `ms`; returns when it ended.
    @discardableResult
    private func obey(_ command: TapItCommand, _ f: VirtualFingers, at ms: Double) -> Double {
        switch command {
        case .tap: return f.tap(center, at: ms)
        case .doubleTap: return f.doubleTap(center, at: ms)
        case .pinch: return f.pinch(around: center, scale: 2, at: ms)
        case .rotate: return f.rotate(around: center, by: 1, at: ms)
        case .longPress: return f.longPress(center, at: ms)
        case .swipe, .swipeRight: return f.swipe(.right, from: center, at: ms)
        case .swipeLeft: return f.swipe(.left, from: center, at: ms)
        case .swipeUp: return f.swipe(.up, from: center, at: ms)
        case .swipeDown: return f.swipe(.down, from: center, at: ms)
        case .drawCircle: return f.drag(along: ShapePaths.circle(center), at: ms)
        case .drawCheck: return f.drag(along: ShapePaths.check(center), at: ms)
        }
    }

    @Test("the default pace is a curve: 5.0 s, then each move keeps 0.88 of the time above 1.2 s; two fingers get 0.3 s more")
    func curve() {
        let rules = TapItRules()
        let times = [0, 5, 10, 20, 30].map { (rules.allowance(afterGoodMoves: $0, for: .tap) * 1000).rounded() / 1000 }
        #expect(times == [5.0, 3.205, 2.258, 1.495, 1.282])
        #expect(abs(rules.allowance(afterGoodMoves: 10, for: .pinch) - rules.allowance(afterGoodMoves: 10, for: .tap) - 0.3) < 1e-12)
        #expect(abs(rules.allowance(afterGoodMoves: 10, for: .longPress) - rules.allowance(afterGoodMoves: 10, for: .tap) - 0.5) < 1e-12)
        #expect(TapItRules.classic.allowance(afterGoodMoves: 11, for: .pinch) == 0.3)
    }

    @Test("a practised player — 0.35 s to react, then the gesture — passes move 30 and meets every command by default, but stops by move 12 in Classic")
    func practisedPlayer() {
        func play(_ rules: TapItRules) -> (score: Int, seen: Set<TapItCommand>) {
            let (game, f, events) = makeGame(seed: 11, rules: rules)
            var t = f.tap(button, at: 0) + 100
            while game.phase == .playing && game.score < 60 {
                let command = game.command!
                let issued = game.commandIssuedAt * 1000
                t = obey(command, f, at: max(t, issued + 350)) + 60
                f.wait(until: t)
            }
            let seen = Set(events().compactMap { e -> TapItCommand? in if case .command(let c, _) = e { return c } else { return nil } })
            return (game.score, seen)
        }
        let standard = play(TapItRules())
        #expect(standard.score >= 30)
        #expect(standard.seen == Set(TapItCommand.allCases))
        let classic = play(.classic)
        #expect(classic.score <= 12)
    }

    @Test("New Game starts with 5.0 s shown in tenths")
    func start() {
        let (game, f, events) = makeGame()
        #expect(game.phase == .waiting)
        f.tap(button, at: 0)
        #expect(game.phase == .playing)
        #expect(game.newGameButton.isHidden)
        #expect(game.deadline == 0.05 + 5.0)
        #expect(game.countdownText(at: 0.05) == "5.0")
        #expect(game.countdownText(at: 0.75) == "4.3")
        #expect(game.countdownText(at: 5.0) == "0.1")
        #expect(events().first == .newGame)
    }

    @Test("each good move takes 0.5 s off the next, down to 0.3 s; commands never repeat")
    func speedsUp() {
        let (game, f, events) = makeGame()
        var t = f.tap(button, at: 0) + 100
        for _ in 0..<13 {
            guard let command = game.command else { break }
            t = obey(command, f, at: t) + 60
        }
        #expect(game.phase == .playing)
        #expect(game.score == 13)
        let issued = events().compactMap { e -> (TapItCommand, Double)? in
            if case .command(let c, let a) = e { return (c, a) } else { return nil }
        }
        let expected = [5.0, 4.5, 4.0, 3.5, 3.0, 2.5, 2.0, 1.5, 1.0, 0.5, 0.3, 0.3, 0.3, 0.3]
        #expect(issued.count == 14)
        for (i, (command, allowance)) in issued.enumerated() {
            let extra = command == .longPress ? 0.5 : 0
            #expect(abs(allowance - expected[i] - extra) < 1e-9)
            if i > 0 { #expect(command != issued[i - 1].0) }
            if i < 10 { #expect(TapItCommand.basic.contains(command)) }
        }
        #expect(f.errors == [])
    }

    @Test("running out of time at the 0.3 s floor ends the game at the deadline")
    func timeUpAtFloor() {
        let (game, f, events) = makeGame()
        var t = f.tap(button, at: 0) + 100
        for _ in 0..<10 { t = obey(game.command!, f, at: t) + 60 }
        let command = game.command!
        let deadline = game.deadline
        #expect(abs(deadline - game.commandIssuedAt - (command == .longPress ? 0.8 : 0.3)) < 1e-9)
        f.wait(until: deadline * 1000 - 1)
        #expect(game.phase == .playing)
        f.wait(until: deadline * 1000)
        #expect(game.phase == .over(.timeUp(command)))
        #expect(events().suffix(2) == [.gameOver(.timeUp(command), score: 10), .newBest(10)])
        #expect(game.bestScore == 10)
        #expect(!game.newGameButton.isHidden)
    }

    @Test("a wrong gesture ends the game; New Game starts another and the best score stays")
    func wrongGesture() {
        let (game, f, _) = makeGame()
        var t = f.tap(button, at: 0) + 100
        t = obey(game.command!, f, at: t) + 60
        t = obey(game.command!, f, at: t) + 60
        let command = game.command!
        let wrong: TapItCommand = command == .tap ? .pinch : .tap
        let got: TapItGesture = wrong == .tap ? .tap : .pinch
        t = obey(wrong, f, at: t) + 60
        #expect(game.phase == .over(.wrongGesture(expected: command, got: got)))
        #expect(game.score == 2)
        #expect(game.bestScore == 2)
        t = f.tap(button, at: t) + 100
        #expect(game.phase == .playing)
        #expect(game.score == 0)
        #expect(game.bestScore == 2)
    }

    @Test("a pinch still going when the command changes is neither scored twice nor wrong")
    func pinchJudgedOnce() {
        let (game, f, _) = makeGame(seed: 3)
        var t = f.tap(button, at: 0) + 100
        while game.command != .pinch { t = obey(game.command!, f, at: t) + 60 }
        let before = game.score
        // The pinch begins (a good move), then keeps changing under the next command.
        t = f.pinchAndRotate(around: center, scale: 2.5, angle: 0.3, at: t, steps: 20) + 60
        #expect(game.score == before + 1)
        #expect(game.phase == .playing)
        t = obey(game.command!, f, at: t) + 60
        #expect(game.score == before + 2)
    }

    @Test("a double tap scores once; a tap is never taken for a swipe")
    func doubleTapAndTap() {
        let (game, f, _) = makeGame(seed: 11)
        var t = f.tap(button, at: 0) + 100
        for _ in 0..<10 { t = obey(game.command!, f, at: t) + 60 }
        while game.command != .doubleTap { t = obey(game.command!, f, at: t) + 60 }
        let before = game.score
        t = f.doubleTap(center, at: t) + 60
        #expect(game.score == before + 1)
        while game.command != .swipe { t = obey(game.command!, f, at: t) + 60 }
        f.tap(center, at: t)
        #expect(game.phase == .over(.wrongGesture(expected: .swipe, got: .tap)))
    }

    @Test("the same seed deals the same commands")
    func seeded() {
        func commands(_ seed: UInt64) -> [TapItCommand] {
            let (game, f, _) = makeGame(seed: seed)
            var t = f.tap(button, at: 0) + 100
            var seen: [TapItCommand] = []
            for _ in 0..<8 { seen.append(game.command!); t = obey(game.command!, f, at: t) + 60 }
            return seen
        }
        #expect(commands(5) == commands(5))
        #expect(commands(5) != commands(6))
    }

    @Test("the countdown text rounds up to tenths")
    func countdownText() {
        #expect(TapItRules.countdownText(5) == "5.0")
        #expect(TapItRules.countdownText(4.31) == "4.4")
        #expect(TapItRules.countdownText(0.3) == "0.3")
        #expect(TapItRules.countdownText(0.0001) == "0.1")
        #expect(TapItRules.countdownText(0) == "0.0")
    }

    @Test("past ten good moves the harder commands join")
    func harderCommands() {
        // Leisurely rules: at the 0.3 s floor a double tap after a long press may not fit.
        let (game, f, events) = makeGame(seed: 21, rules: Self.leisurely)
        var t = f.tap(button, at: 0) + 100
        for _ in 0..<30 where game.phase == .playing { t = obey(game.command!, f, at: t) + 60 }
        let issued = events().compactMap { e -> TapItCommand? in if case .command(let c, _) = e { return c } else { return nil } }
        #expect(game.score == 30)
        #expect(issued.prefix(10).allSatisfy(TapItCommand.basic.contains))
        #expect(issued.dropFirst(10).contains { TapItCommand.harder.contains($0) })
    }

    /// Rules whose moves never get shorter than 2 s, so a test can take its time at any score.
    private static let leisurely: TapItRules = {
        var rules = TapItRules()
        rules.minimumAllowance = 2
        return rules
    }()

    /// Plays good moves until the harder commands are in play and `command` is up.
    private func reach(_ command: TapItCommand, _ game: TapItGame, _ f: VirtualFingers, from start: Double) -> Double {
        var t = start
        while game.phase == .playing && (game.score < 10 || game.command != command) { t = obey(game.command!, f, at: t) + 60 }
        return t
    }

    @Test("a pinch whose fingers twist before they spread scores under Pinch It!")
    func twistThenSpread() {
        let (game, f, _) = makeGame(seed: 21, rules: Self.leisurely)
        var t = reach(.pinch, game, f, from: f.tap(button, at: 0) + 100)
        let before = game.score
        // 8° of twist at a steady 100 pt, then the spread grows to 180 pt.
        let twist = (1...4).map { (spread: 100.0, angle: 0.14 * Double($0) / 4) }
        let spread = (1...8).map { (spread: 100.0 + 10 * Double($0), angle: 0.14) }
        t = f.twoFingers(around: center, through: [(100, 0)] + twist + spread, at: t)
        #expect(game.phase == .playing)
        #expect(game.score == before + 1)
        #expect(f.errors == [])
    }

    @Test("a rotation whose fingers spread before they twist scores under Rotate It!")
    func spreadThenTwist() {
        let (game, f, _) = makeGame(seed: 21, rules: Self.leisurely)
        var t = reach(.rotate, game, f, from: f.tap(button, at: 0) + 100)
        let before = game.score
        let spread = (1...4).map { (spread: 100.0 + 5 * Double($0), angle: 0.0) }
        let twist = (1...8).map { (spread: 120.0, angle: 0.1 * Double($0)) }
        t = f.twoFingers(around: center, through: [(100, 0)] + spread + twist, at: t)
        #expect(game.phase == .playing)
        #expect(game.score == before + 1)
    }

    @Test("before Long Press It! is in play, a tap held 0.6 s under Tap It! is a tap")
    func heldTapEarly() {
        let (game, f, _) = makeGame(seed: 3)
        var t = f.tap(button, at: 0) + 100
        while game.command != .tap { t = obey(game.command!, f, at: t) + 60 }
        let before = game.score
        #expect(before < 10)
        t = f.tap(center, at: t, hold: 600) + 60
        #expect(game.phase == .playing)
        #expect(game.score == before + 1)
    }

    @Test("once Long Press It! is in play, holding under Tap It! is a long press, and wrong")
    func heldTapLater() {
        let (game, f, _) = makeGame(seed: 21, rules: Self.leisurely)
        let t = reach(.tap, game, f, from: f.tap(button, at: 0) + 100)
        f.tap(center, at: t, hold: 600)
        #expect(game.phase == .over(.wrongGesture(expected: .tap, got: .longPress)))
    }

    @Test("past twenty good moves the drawn shapes join: a drawn circle and a drawn check score, the wrong shape ends the game")
    func drawnShapes() {
        let (game, f, events) = makeGame(seed: 21, rules: Self.leisurely)
        var t = f.tap(button, at: 0) + 100
        var drew: Set<TapItCommand> = []
        while game.phase == .playing && game.score < 40 {
            if TapItCommand.drawn.contains(game.command!) { drew.insert(game.command!) }
            let before = game.score
            t = obey(game.command!, f, at: t) + 60
            #expect(game.score == before + 1, "\(game.command!) not scored")
        }
        let issued = events().compactMap { e -> TapItCommand? in if case .command(let c, _) = e { return c } else { return nil } }
        #expect(issued.prefix(20).allSatisfy { !TapItCommand.drawn.contains($0) })
        #expect(drew == [.drawCircle, .drawCheck])
        // A circle under Draw a Check! is the wrong shape.
        while game.phase == .playing && game.command != .drawCheck { t = obey(game.command!, f, at: t) + 60 }
        f.drag(along: ShapePaths.circle(center, start: 2.5), at: t)
        #expect(game.phase == .over(.wrongGesture(expected: .drawCheck, got: .drawn("circle"))))
    }

    @Test("once drawing is in play a swipe still scores, when the finger lifts")
    func swipeWithDrawing() {
        let (game, f, _) = makeGame(seed: 21, rules: Self.leisurely)
        var t = f.tap(button, at: 0) + 100
        while game.phase == .playing && (game.score < 20 || game.command != .swipe) { t = obey(game.command!, f, at: t) + 60 }
        let before = game.score
        f.swipe(.left, from: center, at: t)
        #expect(game.score == before + 1)
    }

    @Test("a good move, the end of a game and a new best are effects in the scene; the time left drains as a bar")
    func feel() {
        let (game, f, _) = makeGame()
        var t = f.tap(button, at: 0) + 100
        let issued = game.commandIssuedAt, deadline = game.deadline
        let bar = game.scene(at: 1).nodes.first { $0.id == "timebar" }
        #expect(bar?.size.width == 0 && bar?.animations.map(\.property) == ["width", "x"])
        #expect(bar?.animations.first?.start == issued && bar?.animations.first.map { $0.start + $0.duration } == deadline)
        t = obey(game.command!, f, at: t) + 60
        #expect(game.scene(at: t / 1000).effects.map(\.kind) == [.good])
        f.wait(until: game.deadline * 1000 + 1)
        let kinds = game.scene(at: game.deadline + 0.01).effects.map(\.kind)
        #expect(kinds == [.good, .over, .best] || kinds == [.over, .best])
        #expect(game.scene(at: game.deadline + 0.01).effects.last?.node == "score")
    }
}
