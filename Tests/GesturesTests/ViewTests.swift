import Gestures
import GesturesTesting
import Testing

@Suite struct ViewTests {
    private func close(_ a: Point, _ b: Point) -> Bool { a.distance(to: b) < 1e-9 }

    @Test("hit-testing skips hidden, transparent and non-interactive views; the front-most wins")
    func hitTestRules() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "back")
        let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200), name: "front")
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "front")
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "back")
        front.isHidden = true
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "back")
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "back")
        front.alpha = 0.01
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "front")
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "back")
        #expect(root.hitTest(Point(x: 350, y: 350)) === root)
        #expect(root.hitTest(Point(x: 450, y: 50)) == nil)
    }

    @Test("a subview sticking out of its parent is not hit outside the parent")
    func outsideParentBounds() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "parent")
        let child = View(frame: Rect(x: 50, y: 50, width: 100, height: 100), name: "child")
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(root.hitTest(Point(x: 75, y: 75))?.name == "child")
        #expect(root.hitTest(Point(x: 125, y: 125)) === root)
    }

    @Test("a view hit only on its filled squares lets a neighbour take the gap")
    func customHitRegion() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let neighbour = View(frame: Rect(x: 0, y: 0, width: 120, height: 120), name: "neighbour")
        let piece = View(frame: Rect(x: 0, y: 0, width: 120, height: 80), name: "L")
        // An L: a column of two squares plus one square to the right at the bottom.
        piece.hitRegion = .rectangles([Rect(x: 0, y: 0, width: 40, height: 80), Rect(x: 40, y: 40, width: 40, height: 40)])
        root.addSubview(neighbour)
        root.addSubview(piece)
        #expect(root.hitTest(Point(x: 20, y: 20))?.name == "L")
        #expect(root.hitTest(Point(x: 60, y: 60))?.name == "L")
        #expect(root.hitTest(Point(x: 60, y: 20))?.name == "neighbour")
        #expect(root.hitTest(Point(x: 100, y: 60))?.name == "neighbour")
    }

    @Test("points convert between views through rotated and scaled ancestors")
    func conversion() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let board = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        board.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let piece = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        piece.transform = AffineTransform(scaleX: 2, y: 2)
        root.addSubview(board)
        board.addSubview(piece)
        // The board turns a quarter clockwise about its centre (200, 200): its top-left corner
        // goes to the top-right.
        #expect(close(board.convert(Point(x: 0, y: 0), to: nil), Point(x: 300, y: 100)))
        #expect(close(board.convert(Point(x: 300, y: 100), from: nil), Point(x: 0, y: 0)))
        // The piece doubles about its centre (25, 25) in the board.
        #expect(close(piece.convert(Point(x: 0, y: 0), to: board), Point(x: -25, y: -25)))
        #expect(close(piece.convert(Point(x: 0, y: 0), to: nil), Point(x: 325, y: 75)))
        let there = piece.convert(Point(x: 40, y: 45), to: nil)
        #expect(close(piece.convert(there, from: nil), Point(x: 40, y: 45)))
        #expect(root.hitTest(there) === piece)
        #expect(board.frame == Rect(x: 100, y: 100, width: 200, height: 200))
    }

    @Test("moving the anchor point keeps the view in place")
    func anchorPoint() {
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        v.transform = AffineTransform(rotationAngle: 0.3)
        let before = v.convert(Point(x: 10, y: 10), to: nil)
        v.setAnchorPoint(Point(x: 0.2, y: 0.9))
        #expect(close(v.convert(Point(x: 10, y: 10), to: nil), before))
    }

    @Test("a touch on a non-interactive HUD reaches the game below it")
    func hudOverlay() {
        let s = GestureScenario()
        let game = s.addView(Rect(x: 0, y: 0, width: 400, height: 400), name: "game")
        let hud = s.addView(Rect(x: 0, y: 0, width: 400, height: 60), name: "hud")
        hud.isUserInteractionEnabled = false
        s.add(TapRecognizer(), named: "play", to: game)
        s.add(TapRecognizer(), named: "hudTap", to: hud)
        s.tap(Point(x: 200, y: 30), at: 0)
        #expect(s.lines == ["50 play recognized"])
    }
}
