import Games
import Gestures
import Testing

extension PentominoPiece {
    /// Whether the piece's view lies wholly inside the game's table (the screen).
    func isOnScreen(in game: PentominoesGame) -> Bool {
        let f = view.frame, screen = game.table.bounds
        return f.minX >= 0 && f.minY >= 0 && f.maxX <= screen.maxX && f.maxY <= screen.maxY
    }
}

/// Every board on every screen size a player brings: where the board, the pieces and the hint
/// button are laid out.
@Suite struct PentominoesLayoutTests {
    static let screens: [Size] = [
        Size(width: 844, height: 390), Size(width: 390, height: 844), Size(width: 667, height: 375), Size(width: 375, height: 667),
        Size(width: 360, height: 780), Size(width: 780, height: 360), Size(width: 360, height: 640),
        Size(width: 1024, height: 768), Size(width: 768, height: 1024), Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
    ]

    @Test("the long boards stand on end on a tall phone, with larger squares than lying across it, and a hint button",
          arguments: [(PentominoBoardKind.fourByFifteen, Size(width: 390, height: 844), 30.0), (.threeByTwenty, Size(width: 390, height: 844), 24.0),
                      (.threeByTwenty, Size(width: 360, height: 780), 22.0), (.fourByFifteen, Size(width: 360, height: 780), 26.0)])
    func longBoardsOnPhones(kind: PentominoBoardKind, screen: Size, cell: Double) {
        let game = PentominoesGame(engine: GestureEngine(viewport: screen), kind: kind)
        #expect(game.board.upright && game.board.rows == kind.columns && game.board.columns == kind.rows)
        #expect(game.cellSize == cell)
        #expect(game.boardView.frame.width == Double(kind.rows) * cell && game.boardView.frame.maxY <= screen.height)
        #expect(!game.hintButton.isHidden)
        // The upright board is the same puzzle: the solver covers it, and a hint places a piece.
        #expect(game.isStillSolvable() == true)
        #expect(game.hint())
    }

    @Test("on every board and screen the board is on screen and the pieces rest clear of it, of each other and of the screen edges",
          arguments: PentominoBoardKind.allCases, screens)
    func layoutEveryBoard(kind: PentominoBoardKind, screen: Size) {
        let game = PentominoesGame(engine: GestureEngine(viewport: screen), kind: kind)
        #expect(game.cellSize >= 16, "squares of \(game.cellSize) pt")
        let board = game.boardView.frame
        #expect(board.minX >= 0 && board.minY >= 0 && board.maxX <= screen.width && board.maxY <= screen.height, "board off screen: \(board)")
        let hint = game.hintButton.frame
        if !game.hintButton.isHidden {
            #expect(hint.minX >= 0 && hint.minY >= 0 && hint.maxX <= screen.width && hint.maxY <= screen.height, "hint button off screen")
            #expect(!hint.intersects(game.boardView.frame), "hint button over the board")
        }
        for (i, piece) in game.pieces.enumerated() {
            let f = piece.view.frame
            #expect(game.hintButton.isHidden || !f.intersects(hint), "\(piece.letter) under the hint button")
            #expect(!f.intersects(game.boardView.frame), "\(piece.letter) over the board")
            #expect(piece.isOnScreen(in: game), "\(piece.letter) off screen")
            for other in game.pieces[(i + 1)...] {
                #expect(!f.intersects(other.view.frame), "\(piece.letter) over \(other.letter)")
            }
        }
    }
}
