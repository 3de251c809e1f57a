import Arcade
import Games
import GestureReplay
import Gestures
import Testing

/// Pentominoes and Pieces by keys alone: pieces chosen, picked up, turned, flipped, moved cell
/// by cell and put down, the board solved to its end.
@Suite struct KeyboardPentominoesTests {
    /// The carried or resting piece `letter` as the scene shows it: its squares (cells from its
    /// corner) and the board square under its corner.
    static func piece(_ letter: Pentomino, in p: KeyPlayer) throws -> (shape: PentominoShape, origin: Cell) {
        let node = try p.shown("piece-\(letter.rawValue)"), board = try p.shown("board")
        let cell = try #require(node.parts.first).width
        let shape = PentominoShape(cells: node.parts.map { Cell(column: Int(($0.minX / cell).rounded()), row: Int(($0.minY / cell).rounded())) })
        let corner = Point(x: node.center.x - node.size.width / 2, y: node.center.y - node.size.height / 2)
        let boardCorner = Point(x: board.center.x - board.size.width / 2, y: board.center.y - board.size.height / 2)
        return (shape, Cell(column: Int(((corner.x - boardCorner.x) / cell).rounded()), row: Int(((corner.y - boardCorner.y) / cell).rounded())))
    }

    @Test("6 × 10 solved by keys: each piece picked up, turned and flipped to the solution's way, moved and put down")
    func pentominoesToTheEnd() throws {
        let width = 900.0, height = 640.0
        let p = try KeyPlayer(#"{"game":"pentominoes","seed":1,"width":900,"height":640,"options":{"board":"sixByTen"}}"#)
        let layout = PentominoLayout(kind: .sixByTen, bounds: Rect(x: 0, y: 0, width: width, height: height))
        let solution = try #require(PentominoSolver(kind: .sixByTen, upright: layout.upright).solve(PentominoBoard(kind: .sixByTen, upright: layout.upright)))
        try p.wait(0.1)
        #expect(p.node("piece-F")?.label == "F, in the tray")
        for letter in Pentomino.allCases {
            let goal = try #require(solution[letter])
            let id = "piece-\(letter.rawValue)"
            #expect(try p.key("Enter", node: id))
            try p.wait(0.2)
            #expect(p.node(id)?.label == "\(letter.rawValue), picked up")
            // Turned (R) until it lies as the solution has it, flipped (F) once if no turn does.
            var turns = 0
            while try Self.piece(letter, in: p).shape != goal.shape {
                if turns == 4 { try p.key("f") } else { try p.key("r") }
                try p.wait(0.1)
                turns += 1
                #expect(turns <= 8)
                if turns > 8 { return }
            }
            // Then a cell at a time to the solution's square.
            var at = try Self.piece(letter, in: p).origin
            while at != goal.origin {
                let key = at.column < goal.origin.column ? "ArrowRight" : at.column > goal.origin.column ? "ArrowLeft"
                    : at.row < goal.origin.row ? "ArrowDown" : "ArrowUp"
                try p.key(key)
                try p.wait(0.02)
                let next = try Self.piece(letter, in: p).origin
                #expect(next != at, "\(letter) stuck at \(at) on \(key)")
                if next == at { return }
                at = next
            }
            try p.key("Enter")
            try p.wait(0.3)
            #expect(p.node(id)?.label == "\(letter.rawValue), on the board at row \(goal.origin.row + 1), column \(goal.origin.column + 1)")
            #expect(p.move == "\(letter.rawValue) placed at row \(goal.origin.row + 1), column \(goal.origin.column + 1)")
        }
        #expect(p.results.count == 1 && p.results[0].contains(#""category":"sixByTen""#), "\(p.results)")
        #expect(p.refused == [])
    }

    @Test("Escape puts a piece picked up back in the tray; arrows go from piece to piece")
    func pentominoesEscape() throws {
        let p = try KeyPlayer(#"{"game":"pentominoes","seed":1,"width":900,"height":640,"options":{"board":"sixByTen"}}"#)
        try p.wait(0.1)
        let home = try p.shown("piece-L").center
        try p.key("ArrowRight", node: "piece-L")
        #expect(p.focus == "piece-N")
        try p.key("ArrowLeft", node: "piece-F")
        #expect(p.focus == "piece-Z")
        try p.key("r", node: "piece-L")
        #expect(p.said == ["Pick the piece up with Enter to turn it"])
        try p.key(" ", node: "piece-L")
        try p.key("ArrowDown")
        try p.wait(0.1)
        #expect(p.node("piece-L")?.label == "L, picked up")
        try p.key("Escape")
        try p.wait(0.5)
        #expect(p.node("piece-L")?.label == "L, in the tray" && p.node("piece-L")?.center == home)
        #expect(p.move == "L put back")
    }

    @Test("Pieces by keys: a square picked up, moved 10, 100 and 1 points, scaled, turned, put back, and every square sent home")
    func pieces() throws {
        let p = try KeyPlayer(#"{"game":"pieces","seed":1,"width":600,"height":600}"#)
        try p.wait(0.1)
        let start = try p.shown("red").center
        #expect(p.node("red")?.label == "The red square" && p.node("red")?.role == .piece)
        try p.key("Enter", node: "red")
        #expect(p.said == ["The red square picked up"])
        try p.key("ArrowRight")
        try p.key("ArrowDown", shift: true)
        try p.key("ArrowLeft", alt: true)
        try p.wait(0.1)
        #expect(p.node("red")?.center == Point(x: start.x + 9, y: start.y + 100))
        try p.key("+")
        try p.key("r")
        try p.wait(0.1)
        let turned = try p.shown("red")
        // To a ten-thousandth: the touches are placed to a thousandth of a point.
        #expect((turned.scale * 10_000).rounded() == 12_500, "\(turned.scale)")
        #expect((turned.rotation * 10_000).rounded() == (Double.pi / 12 * 10_000).rounded(), "\(turned.rotation)")
        try p.key("Escape")
        try p.wait(0.1)
        let back = try p.shown("red").center
        #expect(abs(back.x - start.x) < 1e-9 && abs(back.y - start.y) < 1e-9, "\(back)")
        try p.key("s")
        try p.wait(0.8)
        #expect(p.node("red")?.scale == 1 && p.node("red")?.rotation == 0)
        #expect(p.refused == [])
    }
}
