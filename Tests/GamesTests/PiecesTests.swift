import Games
import Gestures
import GesturesTesting
import Testing

@Suite struct PiecesTests {
    private func makeGame() -> (PiecesGame, VirtualFingers) {
        let engine = GestureEngine(viewport: Size(width: 800, height: 600))
        return (PiecesGame(engine: engine), VirtualFingers(engine: engine))
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
        f.batch(.down, at: 0, [(a, start1), (b, start2)])
        var end1 = start1, end2 = start2
        for i in 1...12 {
            let k = Double(i) / 12
            let c = Point(x: 400 + 60 * k, y: 300)
            let half = Vector(angle: Double.pi / 2 * k, length: 20 * (1 + k))
            end1 = c - half
            end2 = c + half
            f.batch(.move, at: Double(i) * 16, [(a, end1), (b, end2)])
        }
        f.batch(.up, at: 13 * 16, [(a, end1), (b, end2)])
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
        f.pinchAndRotate(around: Point(x: 625, y: 300), spread: 40, scale: 1.5, angle: 0.5, at: 1000)
        let blue = game.pieces[2]
        #expect(abs(blue.scale - 1.5) < 1e-9)
        // Shake on empty background, three reversals.
        let id = f.newID()
        f.down(id, Point(x: 400, y: 100), at: 2000)
        for (i, x) in [450.0, 350, 450, 350].enumerated() { f.move(id, Point(x: x, y: 100), at: 2000 + Double(i + 1) * 30) }
        // Three reversals are made at 2.09 s, 2.12 s; nothing happens until the finger lifts.
        f.wait(until: 2149)
        #expect(events.last == .touched("blue"))
        f.up(id, Point(x: 350, y: 100), at: 2150)
        #expect(events.last == .reset(until: 2.15 + 0.5))
        #expect(red.view.center == red.homeCenter)
        #expect(red.view.transform == .identity)
        #expect(blue.scale == 1 && blue.rotation == 0)
        #expect(close(red.presentation(at: 2.15).center, Point(x: 275, y: 500)))
        #expect(close(red.presentation(at: 2.40).center, Point(x: 225, y: 400)))
        #expect(close(red.presentation(at: 2.65).center, red.homeCenter))
        let mid = blue.presentation(at: 2.40)
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
        f.down(id, Point(x: 400, y: 300), at: 0)
        for (i, x) in [450.0, 350, 450, 350].enumerated() { f.move(id, Point(x: x, y: 300), at: Double(i + 1) * 30) }
        f.up(id, Point(x: 350, y: 300), at: 150)
        #expect(events == [.touched("green")])
        #expect(close(game.pieces[1].view.convert(Point(x: 50, y: 50), to: game.background), Point(x: 350, y: 300)))
    }

    /// Checks after every input that the points of the square first touched by each finger are
    /// still under it, within 1 pt, once the square follows the fingers.
    private final class UnderFingers {
        let piece: PiecesPiece
        var local: [Int: Point] = [:]
        var worst = 0.0
        init(_ piece: PiecesPiece) { self.piece = piece }
        func land(_ id: Int, _ p: Point) { local[id] = piece.view.convert(p, from: nil) }
        func check(_ fingers: [Int: Point]) {
            for (id, p) in fingers {
                guard let l = local[id] else { continue }
                worst = max(worst, piece.view.convert(l, to: nil).distance(to: p))
            }
        }
    }

    @Test("a second finger added mid-drag pinches and turns about both fingers, whichever lifts first", arguments: [true, false])
    func secondFingerMidDrag(secondLiftsFirst: Bool) {
        let (game, f) = makeGame()
        let green = game.pieces[1]
        let watch = UnderFingers(green)
        var a = Point(x: 370, y: 290)
        let ida = f.newID(), idb = f.newID()
        watch.land(ida, a)
        f.down(ida, a, at: 0)
        // The first finger drags the square 40 pt right.
        for k in 1...4 { a = Point(x: 370 + 10 * Double(k), y: 290); f.move(ida, a, at: Double(k) * 16) }
        watch.check([ida: a])
        // The second finger lands 50 pt to its right, on the square.
        var b = a + Vector(dx: 50, dy: 0)
        watch.land(idb, b)
        f.down(idb, b, at: 100)
        // Both drift 30 pt down while spreading to 120 pt and turning 0.6 rad about their middle.
        let start = a + Vector(dx: 25, dy: 0)
        for k in 1...12 {
            let q = Double(k) / 12
            let mid = start + Vector(dx: 0, dy: 30 * q)
            let half = Vector(angle: 0.6 * q, length: (50 + 70 * q) / 2)
            a = mid - half
            b = mid + half
            f.batch(.move, at: 100 + Double(k) * 16, [(ida, a), (idb, b)])
            watch.check([ida: a, idb: b])
        }
        #expect(green.scale > 2.3)
        #expect(abs(green.rotation - 0.6) < 1e-9)
        // One finger lifts; the other drags on, and the square follows it.
        let (lifted, staying) = secondLiftsFirst ? (idb, ida) : (ida, idb)
        var p = secondLiftsFirst ? a : b
        f.up(lifted, secondLiftsFirst ? b : a, at: 320)
        for k in 1...5 {
            p = p + Vector(dx: -6, dy: 4)
            f.move(staying, p, at: 320 + Double(k) * 16)
            watch.check([staying: p])
        }
        f.up(staying, p, at: 420)
        #expect(watch.worst < 1, "a finger ended \(watch.worst) pt from its point")
        #expect(f.errors == [])
    }

    @Test("a finger that lifts and lands again elsewhere on the square resumes the pinch about both")
    func fingerLandsAgain() {
        let (game, f) = makeGame()
        let red = game.pieces[0]
        let watch = UnderFingers(red)
        let ida = f.newID(), idb = f.newID(), idc = f.newID()
        var a = Point(x: 150, y: 280), b = Point(x: 200, y: 320)
        watch.land(ida, a); watch.land(idb, b)
        f.batch(.down, at: 0, [(ida, a), (idb, b)])
        for k in 1...6 {
            a = a + Vector(dx: -4, dy: -4); b = b + Vector(dx: 4, dy: 4)
            f.batch(.move, at: Double(k) * 16, [(ida, a), (idb, b)])
            watch.check([ida: a, idb: b])
        }
        f.up(idb, b, at: 120)
        var c = a + Vector(dx: 30, dy: 40)
        watch.land(idc, c)
        f.down(idc, c, at: 160)
        for k in 1...6 {
            a = a + Vector(dx: -3, dy: 2); c = c + Vector(dx: 5, dy: 3)
            f.batch(.move, at: 160 + Double(k) * 16, [(ida, a), (idc, c)])
            watch.check([ida: a, idc: c])
        }
        f.batch(.up, at: 300, [(ida, a), (idc, c)])
        #expect(red.scale > 1.2)
        #expect(watch.worst < 1, "a finger ended \(watch.worst) pt from its point")
    }
}
