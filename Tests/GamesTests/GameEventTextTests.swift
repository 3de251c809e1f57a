import Games
import Gestures
import GesturesTesting
import Testing

/// `fingerplay replay --game` prints a record's events: they read as words.
@Suite struct GameEventTextTests {
    @Test("each game's events describe themselves in words, seconds to the millisecond")
    func eventsInWords() {
        let tapIt: [TapItGame.Event] = [
            .newGame, .command(.pinch, allowance: 2.6999999999999997), .goodMove(score: 4),
            .gameOver(.wrongGesture(expected: .swipeLeft, got: .swipe(.right)), score: 7),
            .gameOver(.timeUp(.drawCircle), score: 21), .newBest(21),
        ]
        #expect(tapIt.map(\.description) == [
            "new game", "command pinch, 2.7 s", "good move, score 4",
            "game over: swipe right instead of swipeLeft, score 7", "game over: time up on drawCircle, score 21", "new best 21",
        ])
        let anagrams: [AnagramsGame.Event] = [
            .dealt(tiles: "TEA", targets: "EAT"), .matched("E"), .missed("T"), .hinted("A"), .won(timeLeft: 41.125), .lost,
            .newBest(level: "easy", score: 30),
        ]
        #expect(anagrams.map(\.description) == [
            "dealt \"TEA\" for \"EAT\"", "matched E", "missed T", "hinted A", "won with 41.125 s left", "lost: time's up",
            "new best on easy: 30",
        ])
        let pentominoes: [PentominoesGame.Event] = [
            .pickedUp(.F), .turned(.I), .flipped(.L), .placed(.N, at: Cell(column: 3, row: 1)), .returned(.P),
            .hinted(.T, at: Cell(column: 0, row: 0)), .noSolution, .solverGaveUp, .solved(elapsed: 95.5, hints: 0), .solved(elapsed: 95.5, hints: 1), .solved(elapsed: 12, hints: 12),
        ]
        #expect(pentominoes.map(\.description) == [
            "picked up F", "turned I", "flipped L", "placed N at (3,1)", "returned P", "hinted T at (0,0)", "no solution", "solver gave up",
            "solved in 95.5 s", "solved in 95.5 s with 1 hint", "solved in 12 s with 12 hints",
        ])
        let pieces: [PiecesGame.Event] = [.touched("red"), .reset(until: 3)]
        #expect(pieces.map(\.description) == ["touched red", "reset, home at 3 s"])
    }
}
