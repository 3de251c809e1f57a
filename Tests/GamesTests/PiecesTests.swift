import Games
import Gestures
import Testing

@Suite struct PiecesTests {
    private func makeGame() -> (PiecesGame, Finger) {
        let engine = GestureEngine(viewport: Size(width: 800, height: 600))
        return (PiecesGame(engine: engine), Finger(engine))
    }

    private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool { a.distance(to: b) < tolerance }

    @Test("three squares across the middle, each 100 pt")
    func layout() {
        let (game, _) = makeGame()
        #expect(game.pieces.map(\.color) == ["red", "green", "blue"])
        #expect(game.pieces.map(\.homeCenter) == [Point(x: 175, y: 300), Point(x: 400, y: 300), Point(x: 625, y: 300)])
    }

    @Test("a one-finger drag moves the square by the finger's movement")
    func pan() {
        let (game, f) = makeGame()
        let red = game.pieces[0]
        f.drag(from: Point(x: 160, y: 290), to: Point(x: 260, y: 340), at: 0)
        #expect(close(red.view.convert(Point(x: 50, y: 50), to: game.background), Point(x: 275, y: 350)))
        #expect(close(red.presentation(at: 1).center, Point(x: 275, y: 350)))
    }

    @Test("pinch, rotate and pan at once keep the square under both fingers")
    func pinchRotatePan() {
        let (game, f) = makeGame()
        let green = game.pieces[1]
        let start1 = Point(x: 380, y: 300), start2 = Point(x: 420, y: 300)
        let local1 = green.view.convert(start1, from: nil), local2 = green.view.convert(start2, from: nil)
        // The fingers spread to twice their distance, turn a quarter and drift 60 pt right.
        let a = f.newID(), b = f.newID()
        f.batch(.down, [(a, start1), (b, start2)], 0)
        var end1 = start1, end2 = start2
        for i in 1...12 {
            let k = Double(i) / 12
            let c = Point(x: 400 + 60 * k, y: 300)
            let half = Vector(angle: Double.pi / 2 * k, length: 20 * (1 + k))
            end1 = c - half
            end2 = c + half
            f.batch(.move, [(a, end1), (b, end2)], Double(i) * 16)
        }
        f.batch(.up, [(a, end1), (b, end2)], 13 * 16)
        #expect(abs(green.scale - 2) < 1e-9)
        #expect(abs(green.rotation - Double.pi / 2) < 1e-9)
        #expect(close(green.view.convert(local1, to: nil), end1))
        #expect(close(green.view.convert(local2, to: nil), end2))
        #expect(f.errors == [])
    }

    @Test("a shake on the background animates every square home; the model is home at once")
    func shakeResets() {
        let (game, f) = makeGame()
        var events: [PiecesGame.Event] = []
        game.onEvent = { events.append($0) }
        let red = game.pieces[0]
        f.drag(from: Point(x: 175, y: 300), to: Point(x: 275, y: 500), at: 0)
        f.twoFingers(center: Point(x: 625, y: 300), spread: 40, scale: 1.5, angle: 0.5, at: 1000)
        let blue = game.pieces[2]
        #expect(abs(blue.scale - 1.5) < 1e-9)
        // Shake on empty background, three reversals.
        let id = f.newID()
        f.send(.down, id, Point(x: 400, y: 100), 2000)
        for (i, x) in [450.0, 350, 450, 350].enumerated() { f.send(.move, id, Point(x: x, y: 100), 2000 + Double(i + 1) * 30) }
        f.send(.up, id, Point(x: 350, y: 100), 2150)
        #expect(events.last == .reset(until: 2.12 + 0.5))
        #expect(red.view.center == red.homeCenter)
        #expect(red.view.transform == .identity)
        #expect(blue.scale == 1 && blue.rotation == 0)
        #expect(close(red.presentation(at: 2.12).center, Point(x: 275, y: 500)))
        #expect(close(red.presentation(at: 2.37).center, Point(x: 225, y: 400)))
        #expect(close(red.presentation(at: 2.62).center, red.homeCenter))
        let mid = blue.presentation(at: 2.37)
        #expect(abs(mid.scale - 1.25) < 1e-9 && abs(mid.rotation - 0.25) < 1e-9)
        // Hit-testing uses the final place at once.
        #expect(game.engine.rootView.hitTest(Point(x: 175, y: 300)) === red.view)
    }

    @Test("a shake that starts on a square moves the square instead")
    func shakeOnPiece() {
        let (game, f) = makeGame()
        var events: [PiecesGame.Event] = []
        game.onEvent = { events.append($0) }
        let id = f.newID()
        f.send(.down, id, Point(x: 400, y: 300), 0)
        for (i, x) in [450.0, 350, 450, 350].enumerated() { f.send(.move, id, Point(x: x, y: 300), Double(i + 1) * 30) }
        f.send(.up, id, Point(x: 350, y: 300), 150)
        #expect(events == [.touched("green")])
        #expect(close(game.pieces[1].view.convert(Point(x: 50, y: 50), to: game.background), Point(x: 350, y: 300)))
    }
}
