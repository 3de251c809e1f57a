import Gestures

/// One pentomino on the table: its view (hit only on its filled squares), its orientation, where
/// it rests, and how it looks while it animates.
public final class PentominoPiece {
    /// Which piece.
    public let letter: Pentomino
    /// The piece's view, in the table's coordinates; always at its final (model) place.
    public let view: View
    /// The current orientation.
    public private(set) var shape: PentominoShape
    /// Its resting place off the board, in table points.
    public let homeCenter: Point
    /// The orientation it was laid out in at home.
    public let homeShape: PentominoShape
    /// The board square of its shape's corner while it lies on the board.
    public internal(set) var boardOrigin: Cell?
    /// Whether a finger is carrying it.
    public internal(set) var isLifted = false

    let cellSize: Double
    var shownCenter: Animated<Point>
    var shownScale = Animated(1.0)

    init(letter: Pentomino, shape: PentominoShape, center: Point, cellSize: Double) {
        self.letter = letter
        self.cellSize = cellSize
        self.shape = shape
        self.homeCenter = center
        self.homeShape = shape
        view = View(frame: .zero, name: letter.rawValue)
        shownCenter = Animated(center)
        setShape(shape)
        view.center = center
    }

    /// How the piece looks at `time` seconds: its centre in table points and its scale.
    public func presentation(at time: Double) -> (center: Point, scale: Double) {
        (shownCenter.value(at: time), shownScale.value(at: time))
    }

    /// Changes the orientation, keeping the view's centre.
    func setShape(_ newShape: PentominoShape) {
        shape = newShape
        view.bounds = Rect(x: 0, y: 0, width: Double(newShape.width) * cellSize, height: Double(newShape.height) * cellSize)
        view.hitRegion = .rectangles(newShape.cells.map {
            Rect(x: Double($0.column) * cellSize, y: Double($0.row) * cellSize, width: cellSize, height: cellSize)
        })
    }

    /// The piece's size when not lifted, in points.
    var size: Size { view.bounds.size }
}
