import Games
import Testing

@Suite struct PentominoRulesTests {
    @Test("the twelve pieces have five squares and their known number of orientations")
    func orientations() {
        let counts = Pentomino.allCases.map { $0.shape.orientations.count }
        #expect(Pentomino.allCases.allSatisfy { $0.shape.cells.count == 5 })
        // F L N P Y have 8; T U V W Z have 4; I has 2; X has 1.
        #expect(counts == [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4])
    }

    @Test("turning four times is the identity; flipping twice too")
    func turning() {
        let f = Pentomino.F.shape
        #expect(f.rotatedClockwise.rotatedClockwise.rotatedClockwise.rotatedClockwise == f)
        #expect(f.flipped.flipped == f)
        #expect(Pentomino.I.shape.rotatedClockwise.width == 1)
        #expect(Pentomino.L.shape.rotatedClockwise.cells == [
            Cell(column: 0, row: 0), Cell(column: 1, row: 0), Cell(column: 2, row: 0), Cell(column: 3, row: 0), Cell(column: 0, row: 1),
        ])
    }

    @Test("every board has 60 free squares")
    func boards() {
        for kind in PentominoBoardKind.allCases {
            #expect(kind.columns * kind.rows - kind.holes.count == 60)
        }
    }

    @Test("canPlace needs every square on the board and free")
    func canPlace() {
        var board = PentominoBoard()
        let i = Pentomino.I.shape
        #expect(board.canPlace(i, at: Cell(column: 0, row: 0)))
        #expect(board.canPlace(i, at: Cell(column: 5, row: 5)))
        #expect(!board.canPlace(i, at: Cell(column: 6, row: 0)))
        #expect(!board.canPlace(i, at: Cell(column: -1, row: 0)))
        let placed = board.place(.I, i, at: Cell(column: 0, row: 0))
        #expect(placed)
        #expect(!board.canPlace(Pentomino.L.shape, at: Cell(column: 0, row: 0)))
        #expect(board.canPlace(i, at: Cell(column: 0, row: 0), ignoring: .I))
        #expect(board.piece(at: Cell(column: 4, row: 0)) == .I)
        let eight = PentominoBoard(kind: .eightByEight)
        #expect(!eight.canPlace(i, at: Cell(column: 0, row: 3)))
        #expect(eight.canPlace(i, at: Cell(column: 0, row: 2)))
    }

    @Test("the solver covers every board kind exactly", arguments: PentominoBoardKind.allCases)
    func solvesEveryBoard(kind: PentominoBoardKind) {
        let solver = PentominoSolver(kind: kind)
        guard let solution = solver.solve(PentominoBoard(kind: kind)) else {
            Issue.record("no solution for \(kind)")
            return
        }
        var board = PentominoBoard(kind: kind)
        for (piece, placement) in solution.sorted(by: { $0.key < $1.key }) {
            let placed = board.place(piece, placement.shape, at: placement.origin)
            #expect(placed)
        }
        #expect(solution.count == 12)
        #expect(board.isCovered)
    }

    @Test("the solver keeps placed pieces and knows when a board can no longer be solved")
    func partialBoards() {
        let solver = PentominoSolver(kind: .sixByTen)
        var board = PentominoBoard()
        board.place(.X, Pentomino.X.shape, at: Cell(column: 0, row: 0))
        // An X in the corner cuts off the corner square.
        let solvable = solver.isSolvable(board)
        #expect(!solvable)
        board.remove(.X)
        board.place(.I, Pentomino.I.shape, at: Cell(column: 0, row: 0))
        let solution = solver.solve(board)
        #expect(solution?[.I] == nil)
        #expect(solution?.count == 11)
    }

    @Test("filling along the long side: an empty 3 × 20 takes 39,879 steps, where row by row runs past the million-step limit")
    func longSideFirst() {
        let empty = PentominoBoard(kind: .threeByTwenty)
        let (fast, steps) = PentominoSolver(kind: .threeByTwenty).outcomeAndSteps(for: empty)
        #expect(steps == 39_879)
        guard case .solved(let solution) = fast else { Issue.record("no solution"); return }
        var board = empty
        for (piece, placement) in solution.sorted(by: { $0.key < $1.key }) { board.place(piece, placement.shape, at: placement.origin) }
        #expect(board.isCovered)
        let (slow, slowSteps) = PentominoSolver(kind: .threeByTwenty, shortSideFirst: false).outcomeAndSteps(for: empty)
        #expect(slow == .undecided && slowSteps == PentominoSolver.nodeLimit + 1)
    }

    @Test("a search stops at its step limit and says it could not decide; with room it decides")
    func stepLimit() {
        let solver = PentominoSolver(kind: .sixByTen)
        let empty = PentominoBoard(kind: .sixByTen)
        let full = solver.outcomeAndSteps(for: empty)
        #expect(full.steps == 11_834)
        let cut = solver.outcomeAndSteps(for: empty, limit: 11_833)
        #expect(cut.outcome == .undecided && cut.steps == 11_834)
        #expect(solver.outcomeAndSteps(for: empty, limit: 11_834).outcome == full.outcome)
    }
}
