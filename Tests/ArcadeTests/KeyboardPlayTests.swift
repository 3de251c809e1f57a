import Arcade
import Games
import GestureReplay
import Gestures
import Testing

/// The four games played by keys alone, as a keyboard player plays them on the arcade's page:
/// every key a plan of touches the game's own recognizers judge.
@Suite struct KeyboardPlayTests {
    /// The keys that obey each of Tap It's commands.
    static func obey(_ command: String, with p: KeyPlayer) throws {
        switch command {
        case "Tap It!": try p.type("Enter")
        case "Double Tap It!":
            try p.type("Enter")
            try p.wait(0.08)
            try p.type(" ")
        case "Long Press It!": try p.type("Enter", hold: 0.6)
        case "Pinch It!": try p.key("+")
        case "Rotate It!": try p.key("r")
        case "Swipe It!", "Swipe Right It!": try p.key("ArrowRight")
        case "Swipe Left It!": try p.key("ArrowLeft")
        case "Swipe Up It!": try p.key("ArrowUp")
        case "Swipe Down It!": try p.key("ArrowDown")
        case "Draw a Circle!": try p.key("o")
        case "Draw a Check!": try p.key("v")
        default: Issue.record("unexpected command \(command)")
        }
    }

    @Test("Tap It by keys: Start by Enter, 24 commands obeyed by their keys, then time runs out")
    func tapIt() throws {
        let p = try KeyPlayer(#"{"game":"tapit","seed":11,"width":600,"height":600}"#)
        try p.wait(0.1)
        try p.press("newGame")
        var commands: Set<String> = []
        for move in 1...24 {
            let command = try #require(p.text("command"))
            commands.insert(command)
            try Self.obey(command, with: p)
            try p.wait(0.15)
            #expect(p.text("score") == "Score \(move) · Best 0", "after \(command)")
        }
        // Every kind of command came up and was obeyed by its keys.
        #expect(commands.count >= 10, "\(commands.sorted())")
        try p.wait(6)
        #expect(p.text("command") == "Game over")
        #expect(p.results.count == 1 && p.results[0].contains(#""category":"standard","value":24,"#), "\(p.results)")
        #expect(p.refused == [])
        // Its record: played by keys alone, so listed on Tap It's keyboard table; it replays to its result.
        let marker = try #require(p.results[0].range(of: #","record":"#))
        let record = try GameRecord(json: String(p.results[0][marker.upperBound...].dropLast()))
        #expect(try record.isPlayedByKeys && record.verify())
        #expect(record.listedResult.category == "standard keyboard" && record.listedResult.summary == "24 moves · Standard, by keyboard")
        // A finger's tap in it makes it a pointer's: listed with the others.
        var touched = record
        touched.trace = #"{"t":50,"type":"down","id":3,"x":10,"y":10,"kind":"touch"}"# + "\n" + #"{"t":60,"type":"up","id":3,"x":10,"y":10,"kind":"touch"}"# + "\n" + record.trace
        #expect(!touched.isPlayedByKeys && touched.listedResult == touched.result)
    }

    @Test("a key with nothing to do is left to the page; a held Enter is one finger until it comes up")
    func tapItKeysLeftAlone() throws {
        let p = try KeyPlayer(#"{"game":"tapit","seed":11,"width":600,"height":600}"#)
        // Keys on the Start button are the button's.
        #expect(try p.key("Enter", node: "newGame") == false)
        #expect(try p.key("Tab") == false && p.key("q") == false)
        #expect(try p.key("Enter") && p.key("Enter") && p.key("Enter", up: true) && p.key("Enter", up: true))
        #expect(p.scripted.session.engine.activeTouches.isEmpty)
    }

    @Test("Anagrams by keys: the answer typed letter by letter solves the puzzle; Enter moves a chosen tile")
    func anagrams() throws {
        let header = #"{"game":"anagrams","seed":5,"width":600,"height":700,"options":{"level":"easy"}}"#
        let p = try KeyPlayer(header)
        // The puzzle the seed deals, as a player reads it from the tiles and solves it in their head.
        let dealt = AnagramsGame(engine: GestureEngine(viewport: Size(width: 600, height: 700), start: 0), level: .easy, seed: 5)
        let answer = dealt.targetsPhrase.filter { $0 != " " }
        try p.wait(0.1)
        #expect(p.node("tile0")?.role == .piece && p.node("target0")?.role == .place)
        #expect(p.node("target0")?.label == "Target 1, empty")
        #expect(p.node("stopwatch")?.role == .tally && p.node("points")?.role == .tally)
        // The first letter by choosing its tile and the first target.
        let first = try #require(dealt.tiles.firstIndex { $0.letter == answer.first })
        try p.key("Enter", node: "tile\(first)")
        #expect(p.said.last == "Tile \(String(answer.first!).uppercased()) chosen: now a target")
        try p.key("Enter", node: "target0")
        try p.wait(0.4)
        #expect(p.node("tile\(first)")?.label == "Tile \(String(answer.first!).uppercased()), matched")
        #expect(p.move == "\(String(answer.first!).uppercased()) matched")
        // The rest typed.
        for letter in answer.dropFirst() {
            try p.key(String(letter))
            try p.wait(0.4)
        }
        #expect(p.text("outcome") == "Solved!")
        #expect(p.results.count == 1 && p.results[0].contains(#""category":"easy""#), "\(p.results)")
        #expect(try p.key("Backspace") == false)
        #expect(p.refused == [])
    }
}
