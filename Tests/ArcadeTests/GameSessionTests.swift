import Arcade
import Games
import Gestures
import Testing

@Suite struct GameSessionTests {
    /// A tap by pointer `id` at `p`, stamped `ms` on the page's clock, arriving at once.
    private func tap(_ s: GameSession, _ id: Int, _ p: Point, pageMs: Double, serverOffset: Double) {
        s.receive([ClientInput(t: pageMs, type: "down", id: id, x: p.x, y: p.y)], arrivedAt: (pageMs + 5) / 1000 + serverOffset)
        s.receive([ClientInput(t: pageMs + 61.37, type: "up", id: id, x: p.x, y: p.y)], arrivedAt: (pageMs + 66.37) / 1000 + serverOffset)
    }

    private func node(_ s: GameSession, _ id: String) -> SceneNode? { s.scene().nodes.first { $0.id == id } }

    @Test("a Tap It game played through page inputs gives a result its record replays to exactly")
    func tapItRecordReplays() throws {
        let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: 42, width: 390.4, height: 844)
        var results: [GameResult] = []
        s.onResult = { result, _ in results.append(result) }
        // The page's clock reads 123456.789 ms when the server's reads 2 s.
        let offset = 2 - 123.456789
        var page = 123_456.789
        s.advance(to: 2)
        tap(s, 1, node(s, "newGame")!.center, pageMs: page, serverOffset: offset)
        var moves = 0
        for _ in 0..<12 {
            page += 400.123
            s.advance(to: (page + 1) / 1000 + offset)
            guard let command = node(s, "command")?.text, command == "Tap It!" else { break }
            tap(s, 2, Point(x: 101.23456, y: 300.98765), pageMs: page, serverOffset: offset)
            moves += 1
        }
        // Do nothing until time runs out.
        s.advance(to: page / 1000 + offset + 6)
        try #require(results.count == 1)
        #expect(results[0].game == .tapIt && results[0].value == Double(moves) && results[0].unit == "moves")
        let record = try #require(s.record(forResult: 0))
        #expect(record.width == 390 && record.height == 844)
        // The Start tap began round 1 at its lift: the record starts there.
        #expect(record.format == 2 && record.round == 1 && record.start == s.roundStart && record.carry == LiveGame.Carry(bestScore: 0))
        #expect(try record.replay() == results)
        #expect(try record.verify())
        // A record changed by one input no longer verifies.
        var forged = record
        forged.result.value += 1
        #expect(try !forged.verify())
    }

    @Test("page times map onto the game's clock with their own spacing; late ones are stamped now, early ones at arrival")
    func timeMapping() throws {
        let s = try GameSession(kind: .pieces, options: GameOptions(), seed: 1, width: 800, height: 600)
        s.advance(to: 10)
        #expect(s.engine.now == 9.95)
        s.receive([ClientInput(t: 5000, type: "down", id: 1, x: 10, y: 10), ClientInput(t: 5016, type: "move", id: 1, x: 20, y: 10)], arrivedAt: 10.02)
        // The first message sets the offset from its latest stamp: 10.02 - 5.016 s.
        #expect(s.engine.now == GameSessionTests.micro(5.016 + 10.02 - 5.016))
        let lines = s.trace.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"t":10004,"#))
        #expect(lines[1].hasPrefix(#"{"t":10020,"#))
        // A stamp from before the game's clock is stamped at it, not refused.
        let problems = s.receive([ClientInput(t: 4000, type: "move", id: 1, x: 30, y: 10)], arrivedAt: 10.03)
        #expect(problems == [])
        #expect(s.trace.split(separator: "\n").last!.hasPrefix(#"{"t":10020,"#))
        // One hours ahead is placed at its arrival.
        s.receive([ClientInput(t: 5016 + 3_600_000, type: "up", id: 1, x: 30, y: 10)], arrivedAt: 10.05)
        #expect(s.trace.split(separator: "\n").last!.hasPrefix(#"{"t":10050,"#))
    }

    @Test("an input that arrives after a deadline is handled after it, whether or not the server's wake for the deadline has run")
    func deadlineBeforeLateInput() throws {
        let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: 5, width: 600, height: 600)
        var results: [GameResult] = []
        s.onResult = { result, _ in results.append(result) }
        s.advance(to: 1)
        // A hover pins the page's clock to the server's: page 1000 ms is server 1 s.
        s.receive([ClientInput(t: 1000, type: "hover", id: 7, x: 5, y: 5, kind: "mouse")], arrivedAt: 1)
        try s.press("newGame")
        let start = s.roundStart
        // Nobody ran the clock for 7 s; then a tap stamped 0.3 s after the command arrives.
        s.receive([ClientInput(t: 1300, type: "down", id: 1, x: 300, y: 300), ClientInput(t: 1340, type: "up", id: 1, x: 300, y: 300)], arrivedAt: 8)
        try #require(results.count == 1)
        #expect(results[0].value == 0)
        // Time ran out 5 s after the command, before the tap.
        #expect(start == 0.95 && results[0].time == 5.95)
    }

    static func micro(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded(.down) / 1_000_000 }

    @Test("bad inputs are refused one by one with a reason; the rest are handled")
    func badInputs() throws {
        let s = try GameSession(kind: .pieces, options: GameOptions(), seed: 1, width: 800, height: 600)
        var inputs = (1...11).map { ClientInput(t: 100, type: "down", id: $0, x: Double($0) * 30, y: 50) }
        inputs.append(ClientInput(t: 101, type: "move", id: 1, x: .nan, y: 0))
        inputs.append(ClientInput(t: 101, type: "wave", id: 1, x: 1, y: 0))
        inputs.append(ClientInput(t: 101, type: "move", id: 1, x: 1, y: 0, kind: "glove"))
        inputs.append(ClientInput(t: 101, type: "move", id: 99, x: 1, y: 0))
        let problems = s.receive(inputs, arrivedAt: 1)
        #expect(problems == [
            "more than 10 pointers: pointer 11 ignored",
            "an input's coordinates are not finite numbers within a million points",
            "unknown input type \"wave\" (down, move, up, cancel, hover)",
            "unknown pointer kind \"glove\" (touch, mouse, pen)",
        ])
        #expect(s.engine.touchCount == 10)
        #expect(throws: ArcadeError("there is no button \"nope\" on the screen")) { try s.press("nope") }
        #expect(throws: ArcadeError("unknown board \"9x9\" (sixByTen, fiveByTwelve, fourByFifteen, threeByTwenty, eightByEight)")) {
            try GameSession(kind: .pentominoes, options: GameOptions(board: "9x9"), seed: 1, width: 800, height: 600)
        }
    }

    @Test("a keyboard press taps the button's centre and is recorded")
    func press() throws {
        let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: 3, width: 600, height: 600)
        s.advance(to: 1)
        try s.press("newGame")
        #expect(node(s, "command")?.role == .announcement)
        // The score is a tally: read where it stands, said now and then by the page, not each change.
        #expect(node(s, "score")?.role == .tally && node(s, "score")?.text == "Score 0 · Best 0")
        // The press began round 1: its record starts after the press.
        #expect(s.round == 1 && s.roundStart == 0.95 && s.trace.isEmpty)
    }

    @Test("each Tap It game's record holds that game's inputs only, carries the best so far, and replays")
    func recordPerGame() throws {
        let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: 7, width: 600, height: 600)
        var records: [GameRecord?] = []
        s.onResult = { _, record in records.append(record) }
        var page = 1000.0
        func play(goodMoves: Int) {
            tap(s, 1, node(s, "newGame")!.center, pageMs: page, serverOffset: 0)
            for _ in 0..<goodMoves {
                page += 300
                s.advance(to: page / 1000)
                if node(s, "command")?.text == "Tap It!" { tap(s, 2, Point(x: 100, y: 500), pageMs: page, serverOffset: 0) }
            }
            page += 6000
            s.advance(to: page / 1000)
        }
        play(goodMoves: 3)
        let firstStart = s.roundStart
        play(goodMoves: 2)
        #expect(records.count == 2 && s.round == 2)
        let first = try #require(records[0]), second = try #require(records[1])
        #expect(first.round == 1 && first.start == firstStart && second.round == 2 && second.start == s.roundStart)
        #expect(second.start! > first.result.time)
        // Game 2's record begins after game 1 ended: none of game 1's inputs are in it.
        let times = second.trace.split(separator: "\n").map { Double($0.dropFirst(5).prefix { $0 != "," })! / 1000 }
        #expect(times.allSatisfy { $0 >= second.start! })
        #expect(second.carry == LiveGame.Carry(bestScore: Int(first.result.value)))
        #expect(try first.verify() && second.verify())
    }

    @Test("a change of Anagrams level begins a round with the level's options and the bests so far")
    func anagramsLevelRound() throws {
        let s = try GameSession(kind: .anagrams, options: GameOptions(level: "easy"), seed: 5, width: 600, height: 800)
        s.advance(to: 1)
        try s.press("level-hard")
        #expect(s.round == 1 && s.game.options == GameOptions(level: "hard"))
        #expect(node(s, "level-hard")?.fill == ScenePalette.button && node(s, "level-easy")?.fill == ScenePalette.surface)
    }

    @Test("Next board on a solved Pentominoes board begins a round on the next board kind")
    func nextBoardRound() throws {
        let s = try GameSession(kind: .pentominoes, options: GameOptions(board: "sixByTen"), seed: 5, width: 1280, height: 800)
        for _ in 0..<12 { try s.press("hint") }
        try s.press("nextBoard")
        #expect(s.round == 1 && s.game.options == GameOptions(board: "fiveByTwelve"))
        #expect(s.scene().nodes.first { $0.id == "board" }?.parts.count == 60)
    }

    @Test("hovers that no recognizer hears are not passed on or recorded")
    func idleHoversAreNotRecorded() throws {
        let s = try GameSession(kind: .pieces, options: GameOptions(), seed: 1, width: 800, height: 600)
        let hovers = (0..<100).map { ClientInput(t: 1000 + Double($0) * 8, type: "hover", id: 1, x: Double($0), y: 10, kind: "mouse") }
        #expect(s.receive(hovers, arrivedAt: 2) == [])
        #expect(s.trace.isEmpty)
        s.receive([ClientInput(t: 1900, type: "down", id: 1, x: 150, y: 300, kind: "mouse")], arrivedAt: 2.1)
        #expect(s.trace.split(separator: "\n").count == 1)
    }

    @Test("a round that outgrows 4 MiB of record plays on, but its result comes without a record")
    func recordIsBounded() throws {
        let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: 7, width: 600, height: 600)
        var got: [(GameResult, GameRecord?)] = []
        s.onResult = { got.append(($0, $1)) }
        try s.press("newGame")
        // One finger wanders in 72,000 small steps (a swipe never forms): 4.5 MB of trace.
        var inputs = [ClientInput(t: 0, type: "down", id: 1, x: 300, y: 300)]
        for i in 1...72_000 { inputs.append(ClientInput(t: Double(i) / 15, type: "move", id: 1, x: 300 + Double(i % 3), y: 300)) }
        for chunk in stride(from: 0, to: inputs.count, by: 500) { s.receive(Array(inputs[chunk..<min(chunk + 500, inputs.count)]), arrivedAt: 1) }
        #expect(s.isRecordFull)
        #expect(s.trace.utf8.count <= GameSession.maximumRecordBytes)
        s.advance(to: 8)
        #expect(got.count == 1 && got[0].1 == nil)
    }
}

@Suite struct GameResultTests {
    @Test("a result reads as a player says it: the figure, a time in minutes and seconds, the category by its title")
    func summary() {
        #expect(GameResult(game: .tapIt, category: "standard", value: 12, unit: "moves", higherIsBetter: true, time: 40).summary == "12 moves · Standard")
        #expect(GameResult(game: .anagrams, category: "hard", value: 80, unit: "points", higherIsBetter: true, time: 40).summary == "80 points · Hard")
        #expect(GameResult(game: .tapIt, category: "standard", value: 1, unit: "moves", higherIsBetter: true, time: 40).summary == "1 move · Standard")
        #expect(GameResult(game: .anagrams, category: "easy", value: 1, unit: "points", higherIsBetter: true, time: 40).summary == "1 point · Easy")
        #expect(GameResult(game: .pentominoes, category: "sixByTen", value: 16.3, unit: "seconds", higherIsBetter: false, time: 40).summary == "0:16 · 6 × 10")
        #expect(GameResult(game: .pentominoes, category: "eightByEight", value: 125.6, unit: "seconds", higherIsBetter: false, time: 40).summary == "2:06 · 8 × 8 (holed)")
    }

    @Test("a room's round is one game: Tap It's over offers no New Game, Anagrams no level buttons and no Next; a game of one's own offers them")
    func oneRound() throws {
        func buttons(_ s: GameSession) -> Set<String> { Set(s.scene().nodes.filter { $0.role == .button }.map(\.id)) }
        for oneRound in [true, false] {
            let tapIt = try GameSession(kind: .tapIt, options: GameOptions(), seed: 4, width: 600, height: 600, round: 1, oneRound: oneRound)
            tapIt.advance(to: 30)
            #expect(tapIt.game.results.count == 1)
            #expect(buttons(tapIt) == (oneRound ? [] : ["newGame"]))
            if oneRound {
                #expect(throws: ArcadeError("there is no button \"newGame\" on the screen")) { try tapIt.press("newGame") }
            }
            let anagrams = try GameSession(kind: .anagrams, options: GameOptions(level: "medium"), seed: 4, width: 600, height: 600, round: 1, oneRound: oneRound)
            #expect(buttons(anagrams) == (oneRound ? ["hint"] : ["hint", "level-easy", "level-medium", "level-hard"]))
            anagrams.advance(to: 200)
            #expect(buttons(anagrams) == (oneRound ? [] : ["next", "level-easy", "level-medium", "level-hard"]))
        }
    }
}
