import ArcadeCore
import Foundation
import Games
import Gestures
import GesturesTesting
import Testing

/// A Pentominoes board solved the way a player does it — each piece flipped with a double tap,
/// picked up with one finger, turned with taps of a second, and dropped on its squares — in the
/// order and places the solver gives. Its record is `Tests/Fixtures/records/pentominoes-sixByTen.json`,
/// the leaderboard record the watch page and the challenge tests play.
@Suite struct PentominoesRecordTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/records/pentominoes-sixByTen.json").standardized

    /// Plays the solution into a session (the record) and a twin game (to see where the pieces are).
    static func solvedRecord() throws -> GameRecord {
        let session = try GameSession(kind: .pentominoes, options: GameOptions(board: "sixByTen"), seed: 1, width: 800, height: 600)
        let twinEngine = GestureEngine(viewport: Size(width: 800, height: 600), start: 0)
        let twin = PentominoesGame(engine: twinEngine, kind: .sixByTen)
        let fingers = [VirtualFingers(engine: session.engine), VirtualFingers(engine: twinEngine)]
        func each(_ body: (VirtualFingers) -> Void) { for f in fingers { body(f) } }
        let layout = PentominoLayout(kind: .sixByTen, bounds: twinEngine.rootView.bounds)
        let solution = try #require(PentominoSolver(kind: .sixByTen, upright: layout.upright).solve(twin.board))
        let s = twin.cellSize
        var t = 500.0
        for letter in Pentomino.allCases {
            let placement = try #require(solution[letter])
            let piece = twin.piece(letter)
            func grab() -> Point {
                let cell = piece.shape.cells[0]
                return piece.view.convert(Point(x: (Double(cell.column) + 0.5) * s, y: (Double(cell.row) + 0.5) * s), to: nil)
            }
            // A flip first, where no turn alone gives the shape: a double tap on the resting piece.
            if !(0..<4).contains(where: { k in (0..<k).reduce(piece.shape) { s, _ in s.rotatedClockwise } == placement.shape }) {
                let point = grab()
                each { $0.tap(point, at: t) }
                each { $0.tap(point, at: t + 150) }
                t += 700
            }
            let turns = try #require((0..<4).first { k in (0..<k).reduce(piece.shape) { s, _ in s.rotatedClockwise } == placement.shape })
            // Where the finger must let go: the carried piece rides above it (see PentominoesGame).
            let start = grab()
            let grabDx = piece.view.center.x - start.x
            let width = Double(placement.shape.width) * s, height = Double(placement.shape.height) * s
            let dx = min(max(grabDx, -width * PentominoesGame.liftScale / 2), width * PentominoesGame.liftScale / 2)
            let centre = twin.boardView.frame.origin + Vector(dx: (Double(placement.origin.column) + Double(placement.shape.width) / 2) * s,
                                                              dy: (Double(placement.origin.row) + Double(placement.shape.height) / 2) * s)
            let end = Point(x: centre.x - dx, y: centre.y + height * PentominoesGame.liftScale / 2 + PentominoesGame.liftClearance)
            each { $0.down(1, start, at: t) }
            // 32 pt up to start the pan (past its slop), then each turn a tap of a second finger,
            // then on to the end.
            for k in 1...4 {
                let p = start + Vector(dx: 0, dy: -8 * Double(k))
                each { $0.move(1, p, at: t + Double(k) * 16) }
            }
            let lifted = start + Vector(dx: 0, dy: -32)
            t += 100
            for _ in 0..<turns {
                each { $0.down(2, Point(x: 40, y: 560), at: t) }
                each { $0.up(2, Point(x: 40, y: 560), at: t + 60) }
                t += 300
            }
            for k in 1...16 {
                let p = lifted + Vector(dx: (end.x - lifted.x) * Double(k) / 16, dy: (end.y - lifted.y) * Double(k) / 16)
                each { $0.move(1, p, at: t + Double(k) * 16) }
            }
            t += 300
            each { $0.up(1, end, at: t) }
            t += 400
            #expect(piece.boardOrigin == placement.origin && piece.shape == placement.shape, "\(letter) not placed: \(String(describing: piece.boardOrigin)) for \(placement.origin), shape ok \(piece.shape == placement.shape), turns \(turns), lifted \(piece.isLifted)")
        }
        each { $0.wait(until: t + 500) }
        #expect(fingers.allSatisfy { $0.errors.isEmpty })
        let index = try #require(session.game.results.indices.last)
        return try #require(session.record(forResult: index))
    }

    @Test("the solver's board solved by hand, one finger carrying, a second turning: 12 pieces, a ranked time, the fixture's record")
    func solvedByHand() throws {
        let record = try Self.solvedRecord()
        #expect(record.result.game == .pentominoes && record.result.category == "sixByTen" && record.result.unit == "seconds")
        #expect(try record.replay() == [record.result])
        if ProcessInfo.processInfo.environment["FINGERPLAY_WRITE_FIXTURES"] == "1" {
            try record.jsonText.write(to: Self.fixtureURL, atomically: true, encoding: .utf8)
        }
        // The fixture is this record, byte for byte (FINGERPLAY_WRITE_FIXTURES=1 rewrites it).
        #expect(try String(contentsOf: Self.fixtureURL, encoding: .utf8) == record.jsonText)
    }
}
