/// The part of a view's bounds that answers hit tests.
///
/// UIKit views override `point(inside:with:)` to narrow their touch area; `HitRegion` gives
/// the common shapes as data so that a game can describe them without subclassing.
public enum HitRegion {
    /// The whole bounds rectangle (the default).
    case bounds
    /// Only the union of these rectangles, in the view's own coordinates — a pentomino is
    /// hit on its five filled squares, not on the gaps of its bounding box.
    case rectangles([Rect])
    /// An ellipse inscribed in the bounds.
    case ellipse
    /// Any shape: the closure receives a point in the view's own coordinates.
    case custom((Point) -> Bool)

    func contains(_ p: Point, bounds: Rect) -> Bool {
        guard bounds.contains(p) else { return false }
        switch self {
        case .bounds:
            return true
        case .rectangles(let rects):
            return rects.contains { $0.contains(p) }
        case .ellipse:
            let rx = bounds.width / 2, ry = bounds.height / 2
            guard rx > 0, ry > 0 else { return false }
            let nx = (p.x - bounds.midX) / rx, ny = (p.y - bounds.midY) / ry
            return nx * nx + ny * ny <= 1
        case .custom(let test):
            return test(p)
        }
    }
}
