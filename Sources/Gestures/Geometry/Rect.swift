/// An axis-aligned rectangle: an origin (its top-left corner on a y-down screen) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent; a rectangle with a negative width or height contains no point.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and extent, in points.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, in points.
    @inlinable public var minX: Double { origin.x }
    /// The top edge, in points.
    @inlinable public var minY: Double { origin.y }
    /// The right edge, in points.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge, in points.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal middle, in points.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle, in points.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width, in points.
    @inlinable public var width: Double { size.width }
    /// The height, in points.
    @inlinable public var height: Double { size.height }

    /// The centre of the rectangle.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether the point lies inside; the top and left edges are inside, the bottom and right
    /// edges outside, so that tiled rectangles never both claim a point.
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether the two rectangles share any area.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle moved by a vector.
    @inlinable public func offsetBy(_ v: Vector) -> Rect {
        Rect(origin: origin + v, size: size)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (shrunk for negative values).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle that holds the four corners of this one after a transform.
    public func applying(_ t: AffineTransform) -> Rect {
        let corners = [
            t.apply(to: Point(x: minX, y: minY)), t.apply(to: Point(x: maxX, y: minY)),
            t.apply(to: Point(x: minX, y: maxY)), t.apply(to: Point(x: maxX, y: maxY)),
        ]
        var lo = corners[0], hi = corners[0]
        for c in corners.dropFirst() {
            lo.x = min(lo.x, c.x); lo.y = min(lo.y, c.y)
            hi.x = max(hi.x, c.x); hi.y = max(hi.y, c.y)
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}
