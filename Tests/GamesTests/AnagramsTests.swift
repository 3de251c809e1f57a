import Games
import Gestures
import GesturesTesting
import Testing

@Suite struct AnagramsTests {
    static let desserts = AnagramsLevel(name: "test", timeToSolve: 30, pointsPerTile: 10, pairs: [AnagramPair("desserts", "stressed")])

    private func makeGame(_ level: AnagramsLevel = desserts, seed: UInt64 = 1) -> (AnagramsGame, VirtualFingers, () -> [AnagramsGame.Event]) {
        let engine = GestureEngine(viewport: Size(width: 1024, height: 768))
        let game = AnagramsGame(engine: engine, level: level, seed: seed)
        var events: [AnagramsGame.Event] = []
        game.onEvent = { events.append($0) }
        return (game, VirtualFingers(engine: engine), { events })
    }

    private func tile(_ game: AnagramsGame, _ letter: Character, skip: Int = 0) -> AnagramTile {
        game.tiles.filter { $0.letter == letter && !$0.isLocked }[skip]
    }

    private func target(_ game: AnagramsGame, _ letter: Character, skip: Int = 0) -> AnagramTarget {
        game.targets.filter { $0.letter == letter }[skip]
    }

    @Test("every level has at least 30 pairs and every pair is a true anagram")
    func pairs() {
        for level in AnagramsLevel.all {
            #expect(level.pairs.count >= 30)
            for pair in level.pairs { #expect(pair.isAnagram, "\(pair.first) / \(pair.second)") }
        }
        #expect(!AnagramPair("listen", "silence").isAnagram)
        #expect(AnagramPair("Election results", "Lies, let's recount").isAnagram)
    }

    @Test("a deal lays targets for one phrase, gaps for spaces, and tilted tiles for the other")
    func deal() {
        let level = AnagramsLevel(name: "t", timeToSolve: 30, pointsPerTile: 10, pairs: [AnagramPair("real fun", "real fun")])
        let (game, _, events) = makeGame(level)
        #expect(game.targets.map(\.letter) == Array("realfun"))
        #expect(game.tiles.map(\.letter).sorted() == Array("realfun").sorted())
        let xs = game.targets.map(\.view.center.x)
        let step = xs[1] - xs[0]
        #expect(step == 88)
        #expect(xs[4] - xs[3] == 2 * step)
        let tilted = game.tiles.allSatisfy { abs($0.rotation) <= 0.2 && $0.rotation != 0 }
        #expect(tilted)
        #expect(events() == [])
        #expect(game.tilesPhrase == "real fun" && game.targetsPhrase == "real fun")
        #expect(game.stopwatchText(at: 0) == "00:30")
    }

    @Test("a dragged tile keeps the point where it was grabbed; the right letter snaps, straightens and locks")
    func snap() {
        let (game, f, events) = makeGame()
        let d = tile(game, "d"), goal = target(game, "d")
        let grab = d.view.center + Vector(dx: 10, dy: 5)
        let start = d.view.center
        var t = f.drag(from: grab, to: grab + Vector(dx: 100, dy: -50), at: 0, lift: false)
        #expect(d.view.center == start + Vector(dx: 100, dy: -50))
        f.up(1, grab + Vector(dx: 100, dy: -50), at: t + 16)
        // Not over a target: it stays.
        #expect(d.view.center == start + Vector(dx: 100, dy: -50))
        #expect(events() == [])
        t = f.drag(from: d.view.center, to: goal.view.center + Vector(dx: 20, dy: 15), at: 1000) / 1000
        #expect(events().last == .matched("d"))
        #expect(game.score == 10)
        #expect(d.isLocked && goal.isMatched && goal.view.isHidden)
        #expect(d.view.center == goal.view.center && d.rotation == 0)
        let from = goal.view.center + Vector(dx: 20, dy: 15)
        let halfway = d.presentation(at: t + 0.175)
        #expect(abs(halfway.center.x - (from.x + (goal.view.center.x - from.x) * 0.875)) < 1e-9)
        #expect(d.presentation(at: t + 0.35).center == goal.view.center)
        // A locked tile no longer moves.
        f.drag(from: goal.view.center, to: goal.view.center + Vector(dx: 0, dy: 200), at: 3000)
        #expect(d.view.center == goal.view.center)
    }

    @Test("any target with the letter takes a repeated letter")
    func repeatedLetter() {
        let (game, f, _) = makeGame()
        let s = tile(game, "s")
        f.drag(from: s.view.center, to: target(game, "s", skip: 2).view.center, at: 0)
        #expect(target(game, "s", skip: 2).isMatched)
        #expect(game.score == 10)
    }

    @Test("a wrong letter goes back to the tray where it was dealt, turns, and costs half a tile; the score never goes below 0")
    func wrongLetter() {
        let (game, f, events) = makeGame()
        let d = tile(game, "d")
        let e = target(game, "e")
        let dealt = d.view.center
        f.drag(from: d.view.center, to: e.view.center, at: 0)
        #expect(events().last == .missed("d"))
        #expect(game.score == 0)
        // In sight and free: no target lies under it, and the next tile dropped on the target
        // does not cover it.
        #expect(d.view.center == dealt && d.home == dealt)
        #expect(!game.targets.contains { $0.view.frame.intersects(d.view.frame) })
        #expect(abs(d.rotation) <= 0.2)
        f.drag(from: tile(game, "e").view.center, to: e.view.center, at: 1000)
        #expect(game.score == 10)
        f.drag(from: tile(game, "t").view.center, to: target(game, "r").view.center, at: 2000)
        #expect(events().last == .missed("t"))
        #expect(game.score == 5)
    }

    @Test("the counter counts one step at a time, the first at once, then every duration ÷ (change + 1), at least 0.05 s")
    func counter() {
        var c = CountingNumber(0)
        c.count(to: 10, at: 1, duration: 1.5)
        let delay = 1.5 / 11
        #expect(c.currentStepDelay == delay)
        #expect(c.displayed(at: 0.99) == 0)
        #expect(c.displayed(at: 1) == 1)
        #expect(c.displayed(at: 1 + delay * 0.5) == 1)
        #expect(c.displayed(at: 1 + delay) == 2)
        #expect(c.displayed(at: 1 + delay * 8.5) == 9)
        #expect(c.displayed(at: 1 + delay * 9) == 10)
        c.count(to: 5, at: 3, duration: 0.75)
        #expect(c.currentStepDelay == 0.125)
        #expect(c.displayed(at: 3) == 9)
        #expect(c.displayed(at: 3.25) == 7)
        c.count(to: 45, at: 5, duration: 1.5)
        #expect(c.currentStepDelay == 0.05)
    }

    @Test("solving every target wins and stops the stopwatch; the HUD never takes a touch")
    func win() {
        let (game, f, events) = makeGame()
        var t = 0.0
        for target in game.targets {
            let free = game.tiles.first { !$0.isLocked && $0.letter == target.letter }!
            #expect(game.engine.rootView.hitTest(free.view.center) === free.view)
            t = f.drag(from: free.view.center, to: target.view.center, at: t) + 100
        }
        #expect(game.phase == .won)
        #expect(game.score == 80)
        guard case .won(let left) = events().suffix(2).first else { Issue.record("not won"); return }
        #expect(abs(left - (30 - (t - 100) / 1000)) < 1e-9)
        #expect(events().last == .newBest(level: "test", score: 80))
        #expect(game.stopwatchText(at: t / 1000) == game.stopwatchText(at: 100))
        #expect(game.bestScores == ["test": 80])
        #expect(!game.nextButton.isHidden)
        #expect(game.displayedPoints(at: t / 1000 + 5) == 80)
    }

    @Test("at zero the puzzle is lost and the solution shown; Next deals another")
    func lose() {
        let (game, f, events) = makeGame()
        f.drag(from: tile(game, "d").view.center, to: target(game, "d").view.center, at: 0)
        #expect(game.stopwatchText(at: 0.5) == "00:30")
        #expect(game.stopwatchText(at: 1.0) == "00:29")
        f.wait(until: 29_999)
        #expect(game.phase == .playing)
        f.wait(until: 30_000)
        #expect(game.phase == .lost)
        #expect(events().suffix(2) == [.lost, .newBest(level: "test", score: 10)])
        let allMatched = game.targets.allSatisfy { $0.isMatched }
        #expect(allMatched)
        let allLocked = game.tiles.allSatisfy { $0.isLocked }
        #expect(allLocked)
        #expect(game.stopwatchText(at: 40) == "00:00")
        f.tap(game.nextButton.center, at: 31_000)
        #expect(game.phase == .playing)
        let noneLocked = game.tiles.allSatisfy { !$0.isLocked }
        #expect(noneLocked)
        #expect(game.score == 10)
        #expect(game.stopwatchText(at: 31.05) == "00:30")
    }

    @Test("the hint button places one tile for half a tile's points")
    func hint() {
        let (game, f, events) = makeGame()
        f.drag(from: tile(game, "d").view.center, to: target(game, "d").view.center, at: 0)
        f.tap(game.hintButton.center, at: 1000)
        let firstFree = game.targets.first { $0.letter != "d" }!.letter
        #expect(events().last == .hinted(firstFree))
        #expect(game.targets.filter(\.isMatched).count == 2)
        #expect(game.score == 5)
    }

    @Test("the same seed deals the same puzzles")
    func seeded() {
        let a = makeGame(.hard, seed: 9).0, b = makeGame(.hard, seed: 9).0
        #expect(a.tilesPhrase == b.tilesPhrase && a.tiles.map(\.letter) == b.tiles.map(\.letter))
        #expect(a.tiles.map(\.rotation) == b.tiles.map(\.rotation))
    }

    @Test("targets for the longest phrase still fit the screen width")
    func longPhraseFits() {
        let longest = AnagramsLevel.hard.pairs.max { $0.second.count < $1.second.count }!
        let level = AnagramsLevel(name: "long", timeToSolve: 60, pointsPerTile: 20, pairs: [longest])
        let (game, _, _) = makeGame(level)
        let screen = game.engine.rootView.bounds
        let inside = game.targets.allSatisfy { screen.contains($0.view.frame.origin) && $0.view.frame.maxX <= screen.maxX }
        #expect(inside)
        let tilesInside = game.tiles.allSatisfy { $0.view.frame.minX >= 0 && $0.view.frame.maxX <= screen.maxX }
        #expect(tilesInside)
    }

    /// Drags every loose tile onto a target with its letter, from `ms`; returns when done.
    @discardableResult
    private func solve(_ game: AnagramsGame, _ f: VirtualFingers, at ms: Double) -> Double {
        var t = ms
        for target in game.targets where !target.isMatched {
            let free = game.tiles.first { !$0.isLocked && $0.letter == target.letter }!
            t = f.drag(from: free.view.center, to: target.view.center, at: t) + 100
        }
        return t
    }

    @Test("a level's best counts only the points won on it, not the session's running score")
    func bestPerLevel() {
        let other = AnagramsLevel(name: "other", timeToSolve: 20, pointsPerTile: 10, pairs: [AnagramPair("listen", "silent")])
        let engine = GestureEngine(viewport: Size(width: 1024, height: 768))
        let game = AnagramsGame(engine: engine, level: Self.desserts, seed: 1, levels: [Self.desserts, other])
        let f = VirtualFingers(engine: engine)
        var t = solve(game, f, at: 0)
        #expect(game.bestScores == ["test": 80])
        // The level button deals the other level; the session score carries, its points start at 0.
        t = f.tap(game.levelButtons[1].center, at: t + 100) + 100
        #expect(game.level == other)
        #expect(game.score == 80 && game.levelScore == 0)
        // Lost with no points scored on it: no best for it.
        f.wait(until: t + 20_000)
        #expect(game.phase == .lost)
        #expect(game.bestScores == ["test": 80])
        // Won on it: 60 points, its own.
        t = f.tap(game.nextButton.center, at: t + 21_000) + 100
        solve(game, f, at: t)
        #expect(game.score == 140)
        #expect(game.bestScores == ["test": 80, "other": 60])
    }

    @Test("a bounce takes 0.35 s, as a snap does, and the counter's first step shows at once")
    func bounceAndCounter() {
        let (game, f, _) = makeGame()
        let t = f.drag(from: tile(game, "e").view.center, to: target(game, "e").view.center, at: 0) / 1000
        #expect(game.displayedPoints(at: t) == 1)
        let d = tile(game, "d")
        let t2 = f.drag(from: d.view.center, to: target(game, "s").view.center, at: 2000) / 1000
        let final = d.view.center
        #expect(d.presentation(at: t2 + 0.3).center != final)
        #expect(d.presentation(at: t2 + AnagramsGame.bounceDuration).center == final)
        #expect(AnagramsGame.bounceDuration == AnagramsGame.snapDuration)
        // The penalty's first step shows at once too.
        #expect(game.displayedPoints(at: t2) == 9)
    }

    @Test("on a 390-pt phone every hard phrase keeps tiles and targets at least 44 pt, on screen, on rows", arguments: [Size(width: 390, height: 844), Size(width: 844, height: 390)])
    func phoneLayout(screen: Size) {
        for pair in AnagramsLevel.hard.pairs {
            let level = AnagramsLevel(name: "one", timeToSolve: 60, pointsPerTile: 20, pairs: [pair])
            let game = AnagramsGame(engine: GestureEngine(viewport: screen), level: level, seed: 1)
            let bounds = game.engine.rootView.bounds
            // Tiles lie tilted by up to 0.2 rad; their squares, untilted, must not overlap.
            func square(_ v: View) -> Rect {
                Rect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
            }
            let squares = game.targets.map { square($0.view) } + game.tiles.map { square($0.view) }
            for (i, frame) in squares.enumerated() {
                #expect(frame.width >= 44 && frame.height >= 44, "\(pair.first): \(frame.width) pt")
                #expect(frame.minX >= 0 && frame.maxX <= bounds.maxX && frame.minY >= 0 && frame.maxY <= bounds.maxY, "\(pair.first) off screen")
                for other in squares[(i + 1)...] { #expect(!frame.intersects(other), "\(pair.first): squares overlap") }
            }
            // Targets stay below the level buttons and the hint button.
            #expect(game.targets.allSatisfy { $0.view.frame.minY >= game.hintButton.frame.maxY }, "\(pair.first)")
            // Each answer word that fits on a row lies on one row.
            let rows = Set(game.targets.map { $0.view.frame.minY })
            let words = game.targetsPhrase.lowercased().split(separator: " ").map { $0.filter(\.isLetter) }
            var index = 0
            for word in words where !word.isEmpty {
                let ys = Set(game.targets[index..<(index + word.count)].map { $0.view.frame.minY })
                if word.count <= Int((bounds.width - 40) / 49) { #expect(ys.count == 1, "\(word) split") }
                index += word.count
            }
            #expect(rows.count >= 1)
        }
    }

    @Test("the level buttons deal a puzzle of their level")
    func levelButtons() {
        let engine = GestureEngine(viewport: Size(width: 390, height: 844))
        let game = AnagramsGame(engine: engine, seed: 4)
        let f = VirtualFingers(engine: engine)
        #expect(game.levels.map(\.name) == ["easy", "medium", "hard"])
        #expect(game.levelButtons.allSatisfy { $0.frame.height >= 44 && $0.frame.maxX <= game.hintButton.frame.minX })
        f.tap(game.levelButtons[2].center, at: 100)
        #expect(game.level == .hard)
        #expect(AnagramsLevel.hard.pairs.contains { $0.first == game.tilesPhrase || $0.second == game.tilesPhrase })
        f.tap(game.levelButtons[1].center, at: 1000)
        #expect(game.level == .medium)
    }

    @Test("the tiles are dealt in the order of the phrase they spell, so the player sees what to rearrange")
    func dealtInOrder() {
        for seed in [UInt64(1), 2, 3, 4, 5] {
            let game = AnagramsGame(engine: GestureEngine(viewport: Size(width: 600, height: 800)), seed: seed)
            let shown = String(game.tiles.sorted { ($0.view.center.y, $0.view.center.x) < ($1.view.center.y, $1.view.center.x) }.map(\.letter))
            #expect(shown == game.tilesPhrase.lowercased().filter(\.isLetter), "seed \(seed): \(shown) for \(game.tilesPhrase)")
        }
    }

    @Test("the level buttons' words fit them on a 360-pt and a 390-pt phone (Medium overflowed its button)", arguments: [360.0, 390.0])
    func levelButtonsFit(width: Double) {
        let game = AnagramsGame(engine: GestureEngine(viewport: Size(width: width, height: 780)), seed: 1)
        for node in game.scene(at: 0).nodes where node.id.hasPrefix("level-") {
            let text = node.text ?? ""
            #expect(node.fontSize * 0.75 * Double(text.count) + 10 <= node.size.width, "\(text): \(node.fontSize) pt in \(node.size.width) pt")
            #expect(node.fontSize >= 12)
        }
    }

    @Test("a right tile snaps and a wrong one misses as effects on their tiles")
    func feel() {
        let (game, f, _) = makeGame()
        f.drag(from: tile(game, "d").view.center, to: target(game, "e").view.center, at: 0)
        f.drag(from: tile(game, "e").view.center, to: target(game, "e").view.center, at: 500)
        let effects = game.scene(at: 0.9).effects
        #expect(effects.map(\.kind) == [.bad, .snap])
        #expect(effects.map(\.node) == ["tile\(game.tiles.firstIndex { $0.letter == "d" }!)", "tile\(game.tiles.firstIndex { $0.letter == "e" }!)"])
    }
}
