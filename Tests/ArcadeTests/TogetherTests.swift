import ArcadeCore
import Games
import Gestures
import Testing

/// Boards played together: several players' fingers in one session, each player's fingers
/// theirs alone (``PointerOwnership``).
@Suite struct TogetherTests {
    static let team = [TeamMember(id: 1, name: "Ann", colour: "#ff6b6b"), TeamMember(id: 2, name: "Bo", colour: "#4dabf7")]

    /// A session of `kind` played together by Ann (seat 1) and Bo (seat 2) on 800 × 600, with the game's events kept.
    static func together(_ kind: GameKind) throws -> (GameSession, Events) {
        let session = try GameSession(kind: kind, options: GameOptions(), seed: 7, width: 800, height: 600, team: team)
        let events = Events()
        session.game.onEvent = { _, text in events.lines.append(text) }
        return (session, events)
    }

    final class Events { var lines: [String] = [] }

    /// One input of `player`'s pointer `id` at `ms` milliseconds (page and game clocks agree here).
    static func input(_ s: GameSession, _ player: Int, _ type: String, _ id: Int, _ p: Point, ms: Double) {
        s.receive([ClientInput(t: ms, type: type, id: PointerOwnership.pointer(id, of: player), x: p.x, y: p.y)], arrivedAt: ms / 1000)
    }

    static func center(_ s: GameSession, _ node: String) throws -> Point { try #require(s.scene().nodes.first { $0.id == node }).center }

    @Test("Pieces: Ann and Bo drag the red and green squares at the same moment, each 100 pt right")
    func piecesTwoDrags() throws {
        let (s, _) = try Self.together(.pieces)
        #expect(try (Self.center(s, "red"), Self.center(s, "green")) == (Point(x: 175, y: 300), Point(x: 400, y: 300)))
        Self.input(s, 1, "down", 1, Point(x: 175, y: 300), ms: 1000)
        Self.input(s, 2, "down", 1, Point(x: 400, y: 300), ms: 1004)
        for i in 1...10 {
            let ms = 1000 + Double(i) * 16
            Self.input(s, 1, "move", 1, Point(x: 175 + Double(i) * 10, y: 300), ms: ms)
            Self.input(s, 2, "move", 1, Point(x: 400 + Double(i) * 10, y: 300), ms: ms + 4)
        }
        Self.input(s, 1, "up", 1, Point(x: 275, y: 300), ms: 1200)
        Self.input(s, 2, "up", 1, Point(x: 500, y: 300), ms: 1204)
        s.advance(to: 2)
        #expect(s.held.isEmpty)
        #expect(try (Self.center(s, "red"), Self.center(s, "green")) == (Point(x: 275, y: 300), Point(x: 500, y: 300)))
    }

    @Test("Pieces: Bo's finger on the square Ann drags is refused — no pinch, no turn, Ann's drag alone moves it")
    func piecesHeldSquare() throws {
        let (s, _) = try Self.together(.pieces)
        Self.input(s, 1, "down", 1, Point(x: 175, y: 300), ms: 1000)
        Self.input(s, 2, "down", 5, Point(x: 200, y: 330), ms: 1010)
        #expect(s.held == [PointerOwnership.Held(pointer: 2_000_005, x: 200, y: 330, node: "red", holder: 1)])
        #expect(s.ownership.holders == ["red": 1])
        for i in 1...5 {
            let ms = 1010 + Double(i) * 16
            Self.input(s, 1, "move", 1, Point(x: 175 + Double(i) * 10, y: 300), ms: ms)
            // Spread as a pinch would be, and turned: none of it reaches the square.
            Self.input(s, 2, "move", 5, Point(x: 200 + Double(i) * 30, y: 330 + Double(i) * 20), ms: ms + 2)
        }
        Self.input(s, 1, "up", 1, Point(x: 225, y: 300), ms: 1200)
        Self.input(s, 2, "up", 5, Point(x: 350, y: 430), ms: 1201)
        s.advance(to: 2)
        let red = try #require(s.scene().nodes.first { $0.id == "red" })
        #expect((red.center, red.scale, red.rotation) == (Point(x: 225, y: 300), 1, 0))
        // Once Ann lets go, Bo may take it.
        Self.input(s, 2, "down", 6, Point(x: 225, y: 300), ms: 2100)
        #expect(s.held.isEmpty && s.ownership.holders == ["red": 2])
        // The trace says who made each input: Bo's refused finger is not in it.
        #expect(!s.trace.contains("\"id\":2000005"))
        #expect(s.trace.contains("\"id\":1000001") && s.trace.contains("\"id\":2000006"))
    }

    @Test("Pentominoes: Ann and Bo carry a piece each at once; Bo's turn tap turns his own, and his finger on Ann's piece is refused")
    func pentominoesTwoCarried() throws {
        let (s, events) = try Self.together(.pentominoes)
        let i = try Self.center(s, "piece-I"), x = try Self.center(s, "piece-X")
        Self.input(s, 1, "down", 1, i, ms: 1000)
        Self.input(s, 2, "down", 1, x, ms: 1002)
        for step in 1...6 {
            let ms = 1000 + Double(step) * 16
            Self.input(s, 1, "move", 1, Point(x: i.x + Double(step) * 5, y: i.y), ms: ms)
            Self.input(s, 2, "move", 1, Point(x: x.x, y: x.y + Double(step) * 5), ms: ms + 2)
        }
        #expect(events.lines == ["picked up I", "picked up X"])
        // Bo taps with a second finger beside his own piece: X turns (I is Ann's and farther).
        let bosFinger = Point(x: x.x, y: x.y + 30)
        Self.input(s, 2, "down", 2, Point(x: bosFinger.x + 40, y: bosFinger.y), ms: 1200)
        Self.input(s, 2, "up", 2, Point(x: bosFinger.x + 40, y: bosFinger.y), ms: 1260)
        #expect(events.lines.last == "turned X")
        // Bo's finger on the I Ann carries does nothing.
        let annsFinger = Point(x: i.x + 30, y: i.y)
        let carriedI = try Self.center(s, "piece-I")
        Self.input(s, 2, "down", 3, carriedI, ms: 1300)
        #expect(s.held.map(\.node) == ["piece-I"] && s.held.map(\.holder) == [1])
        Self.input(s, 2, "up", 3, carriedI, ms: 1350)
        #expect(events.lines.last == "turned X")
        // Both let go: each piece goes where its own carrier left it.
        Self.input(s, 1, "up", 1, annsFinger, ms: 1400)
        Self.input(s, 2, "up", 1, bosFinger, ms: 1402)
        s.advance(to: 2)
        // Neither is over the board: each goes back where its own carrier found it.
        #expect(events.lines == ["picked up I", "picked up X", "turned X", "returned I", "returned X"])
        #expect(try (Self.center(s, "piece-I"), Self.center(s, "piece-X")) == (i, x))
    }

    @Test("Pentominoes: Bo double-taps a resting piece while Ada carries one — his piece flips, hers does not turn")
    func pentominoesFlipWhileAnotherCarries() throws {
        let (s, events) = try Self.together(.pentominoes)
        let i = try Self.center(s, "piece-I"), x = try Self.center(s, "piece-X")
        Self.input(s, 1, "down", 1, i, ms: 1000)
        for step in 1...4 { Self.input(s, 1, "move", 1, Point(x: i.x + Double(step) * 6, y: i.y), ms: 1000 + Double(step) * 16) }
        #expect(events.lines == ["picked up I"])
        for (k, ms) in [1100.0, 1250.0].enumerated() {
            Self.input(s, 2, "down", 10 + k, x, ms: ms)
            Self.input(s, 2, "up", 10 + k, x, ms: ms + 50)
        }
        s.advance(to: 1.6)
        #expect(events.lines == ["picked up I", "flipped X"])
    }

    @Test("a player who leaves lets go: their fingers are cancelled where they were, and the square is free")
    func releaseOnLeaving() throws {
        let (s, _) = try Self.together(.pieces)
        Self.input(s, 1, "down", 1, Point(x: 175, y: 300), ms: 1000)
        Self.input(s, 1, "move", 1, Point(x: 195, y: 300), ms: 1016)
        Self.input(s, 1, "move", 1, Point(x: 215, y: 300), ms: 1032)
        let cancels = s.release(player: 1, t: 1100, arrivedAt: 1.1)
        #expect(cancels == [ClientInput(t: 1100, type: "cancel", id: 1_000_001, x: 215, y: 300)])
        #expect(s.ownership.holders.isEmpty)
        Self.input(s, 2, "down", 1, Point(x: 215, y: 300), ms: 1200)
        #expect(s.held.isEmpty && s.ownership.holders == ["red": 2])
    }

    @Test("a team's record lists its players, reads back the same, and replays together")
    func teamRecord() throws {
        let (s, _) = try Self.together(.pieces)
        Self.input(s, 1, "down", 1, Point(x: 175, y: 300), ms: 1000)
        Self.input(s, 2, "down", 1, Point(x: 400, y: 300), ms: 1004)
        var record = GameRecord(game: .pieces, options: GameOptions(), seed: 7, width: 800, height: 600, trace: s.trace, resultIndex: 0,
                                result: GameResult(game: .pieces, category: "", value: 0, unit: "", higherIsBetter: true, time: 1))
        record.team = Self.team
        #expect(record.jsonText.hasSuffix(##","team":[{"id":1,"name":"Ann","colour":"#ff6b6b"},{"id":2,"name":"Bo","colour":"#4dabf7"}]}"##))
        #expect(try GameRecord(json: record.jsonText) == record)
        #expect(TeamMember.names(Self.team) == "Ann & Bo")
        #expect(TeamMember.names(Self.team + [TeamMember(id: 3, name: "Cy", colour: "#3ccf8e")]) == "Ann, Bo & Cy")
        #expect(throws: ArcadeError.self) { try GameRecord(json: record.jsonText.replacingOccurrences(of: #""team":[{"#, with: #""team":[{"x":0},{"#)) }
    }
}
