import Gestures

/// Where the board and the twelve resting pieces go on a screen: the board in the middle, wholly
/// on screen, the pieces spread evenly through the bands around it (above, below, left, right),
/// each turned to lie along its band, none touching another or the board. The square size is
/// the largest (up to 40 pt) for which everything fits, with the board lying along the screen
/// or standing on end (``upright``: a tall phone takes 3 × 20 as 20 rows of 3), whichever gives
/// larger squares (along the screen when equal).
public struct PentominoLayout: Sendable {
    /// The side of a board square, in points.
    public let cellSize: Double
    /// Whether the board stands on end (see ``PentominoBoard/upright``).
    public let upright: Bool
    /// The board's frame, in screen points.
    public let boardFrame: Rect
    /// For each piece in letter order: its resting orientation and centre.
    public let homes: [(shape: PentominoShape, center: Point)]
    /// Where the hint button goes: the first screen corner (top right, top left, bottom right,
    /// bottom left) where a ``hintButtonSize`` button clears the board, every resting piece and
    /// the status line by ``hintButtonMargin``; nil when no corner is free (then the game shows
    /// no hint button).
    public let hintButtonFrame: Rect?

    /// The hint button's size, in points: 72 × 40, a fingertip's target that still finds a free
    /// corner on most screens.
    public static let hintButtonSize = Size(width: 72, height: 40)
    /// The gap kept between the hint button, the screen edge, the board and the pieces, in
    /// points. 4.
    public static let hintButtonMargin = 4.0
    /// The width kept for the status line, centred at the top, in points. 220.
    static let statusWidth = 220.0

    /// The strip kept at the foot of the screen for the line that says how to play, in points.
    /// 34: two lines of 12-pt text.
    public static let helpHeight = 34.0

    /// Lays out `kind` on a screen of `bounds`, above a ``helpHeight`` strip at its foot.
    public init(kind: PentominoBoardKind, bounds screen: Rect) {
        let bounds = Rect(x: screen.minX, y: screen.minY, width: screen.width, height: max(0, screen.height - Self.helpHeight))
        let lying = Self.fit(PentominoBoard(kind: kind), bounds: bounds)
        let standing = kind.rows == kind.columns ? nil : Self.fit(PentominoBoard(kind: kind, upright: true), bounds: bounds)
        let chosen = standing.map { $0.cell > lying.cell ? $0 : lying } ?? lying
        cellSize = chosen.cell
        upright = chosen.board.upright
        boardFrame = Self.board(chosen.board, bounds: bounds, cell: chosen.cell)
        homes = chosen.homes
        hintButtonFrame = Self.hintButton(bounds: bounds, board: boardFrame, homes: homes, cell: chosen.cell)
    }

    /// The largest square size at which `board` and the pieces fit `bounds`, and the pieces'
    /// homes. Squares up to ``hintSacrifice`` points smaller are taken if that frees a corner
    /// for the hint button.
    private static func fit(_ board: PentominoBoard, bounds: Rect) -> (board: PentominoBoard, cell: Double, homes: [(shape: PentominoShape, center: Point)]) {
        var side = 40.0
        var largest: (board: PentominoBoard, cell: Double, homes: [(shape: PentominoShape, center: Point)])?
        while side >= 8 {
            let frame = Self.board(board, bounds: bounds, cell: side)
            let onScreen = frame.minX >= bounds.minX && frame.minY >= bounds.minY && frame.maxX <= bounds.maxX && frame.maxY <= bounds.maxY
            if onScreen, let homes = Self.pack(board, bounds: bounds, cell: side) {
                if hintButton(bounds: bounds, board: frame, homes: homes, cell: side) != nil { return (board, side, homes) }
                if largest == nil { largest = (board, side, homes) }
            }
            if let largest, side <= largest.cell - hintSacrifice { return largest }
            side -= 2
        }
        if let largest { return largest }
        // A screen too small for any layout: stack the pieces over the board's centre.
        let frame = Self.board(board, bounds: bounds, cell: 8)
        return (board, 8, Pentomino.allCases.map { ($0.shape, frame.center) })
    }

    /// How much smaller, in points, the squares may be made to find the hint button a corner.
    /// 4: the board stays a comfortable target for a fingertip.
    static let hintSacrifice = 4.0

    private static func hintButton(bounds b: Rect, board: Rect, homes: [(shape: PentominoShape, center: Point)], cell: Double) -> Rect? {
        let size = hintButtonSize, m = hintButtonMargin
        let corners = [
            Point(x: b.maxX - m - size.width, y: b.minY + m), Point(x: b.minX + m, y: b.minY + m),
            Point(x: b.maxX - m - size.width, y: b.maxY - m - size.height), Point(x: b.minX + m, y: b.maxY - m - size.height),
        ]
        let taken = [board] + homes.map { home in
            let w = Double(home.shape.width) * cell, h = Double(home.shape.height) * cell
            return Rect(x: home.center.x - w / 2, y: home.center.y - h / 2, width: w, height: h)
        }
        let status = Rect(x: b.midX - statusWidth / 2, y: b.minY, width: statusWidth, height: 36)
        for corner in corners {
            let frame = Rect(origin: corner, size: size)
            let clearance = Rect(x: frame.minX - m, y: frame.minY - m, width: frame.width + 2 * m, height: frame.height + 2 * m)
            let onScreen = frame.minX >= b.minX && frame.minY >= b.minY && frame.maxX <= b.maxX && frame.maxY <= b.maxY
            if onScreen && !status.intersects(frame) && !taken.contains(where: { $0.intersects(clearance) }) {
                return frame
            }
        }
        return nil
    }

    private static func board(_ board: PentominoBoard, bounds: Rect, cell: Double) -> Rect {
        let w = Double(board.columns) * cell, h = Double(board.rows) * cell
        return Rect(x: (bounds.midX - w / 2).rounded(), y: (bounds.midY - h / 2).rounded(), width: w, height: h)
    }

    /// A band around the board: its rectangle and whether pieces lie across it (horizontal).
    private struct Band {
        var rect: Rect
        var horizontal: Bool
        var shelves: [[(Pentomino, PentominoShape)]] = [[]]
        var length: Double { horizontal ? rect.width : rect.height }
        var thickness: Double { horizontal ? rect.height : rect.width }
    }

    private static func pack(_ grid: PentominoBoard, bounds: Rect, cell: Double) -> [(shape: PentominoShape, center: Point)]? {
        let b = board(grid, bounds: bounds, cell: cell)
        let gap = cell / 2
        var bands = [
            Band(rect: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: b.minY - bounds.minY - gap), horizontal: true),
            Band(rect: Rect(x: bounds.minX, y: b.maxY + gap, width: bounds.width, height: bounds.maxY - b.maxY - gap), horizontal: true),
            Band(rect: Rect(x: bounds.minX, y: b.minY, width: b.minX - bounds.minX - gap, height: b.height), horizontal: false),
            Band(rect: Rect(x: b.maxX + gap, y: b.minY, width: bounds.maxX - b.maxX - gap, height: b.height), horizontal: false),
        ]
        // Long pieces first, each into the band with the most room left on its last shelf.
        let order = Pentomino.allCases.sorted { max($0.shape.width, $0.shape.height) > max($1.shape.width, $1.shape.height) }
        for letter in order {
            var best: (band: Int, newShelf: Bool, shape: PentominoShape, room: Double)?
            for (i, band) in bands.enumerated() {
                let shape = lying(letter.shape, horizontal: band.horizontal)
                let along = Double(band.horizontal ? shape.width : shape.height) * cell
                let across = Double(band.horizontal ? shape.height : shape.width) * cell
                let used = usedLength(band.shelves.last!, horizontal: band.horizontal, cell: cell, gap: gap)
                let depth = shelvesDepth(band, cell: cell, gap: gap, includingLast: false)
                let lastAcross = band.shelves.last!.map { Double(band.horizontal ? $0.1.height : $0.1.width) * cell }.max() ?? 0
                if used + along + gap <= band.length && depth + max(lastAcross, across) + gap <= band.thickness {
                    let room = band.length - used - along
                    if best == nil || (best!.newShelf || room > best!.room) { best = (i, false, shape, room) }
                } else if depth + lastAcross + gap + across + gap <= band.thickness && along + 2 * gap <= band.length && best == nil {
                    best = (i, true, shape, band.length - along)
                }
            }
            guard let choice = best else { return nil }
            if choice.newShelf { bands[choice.band].shelves.append([]) }
            bands[choice.band].shelves[bands[choice.band].shelves.count - 1].append((letter, choice.shape))
        }
        var homes: [Pentomino: (PentominoShape, Point)] = [:]
        for band in bands {
            let depth = shelvesDepth(band, cell: cell, gap: gap, includingLast: true)
            var offset = (band.thickness - depth) / 2 + gap / 2
            for shelf in band.shelves where !shelf.isEmpty {
                let across = shelf.map { Double(band.horizontal ? $0.1.height : $0.1.width) * cell }.max()!
                let total = shelf.reduce(0) { $0 + Double(band.horizontal ? $1.1.width : $1.1.height) * cell }
                let spacing = (band.length - total) / Double(shelf.count + 1)
                var along = spacing
                for (letter, shape) in shelf {
                    let extent = Double(band.horizontal ? shape.width : shape.height) * cell
                    let mid = along + extent / 2, cross = offset + across / 2
                    let c = band.horizontal
                        ? Point(x: band.rect.minX + mid, y: band.rect.minY + cross)
                        : Point(x: band.rect.minX + cross, y: band.rect.minY + mid)
                    homes[letter] = (shape, Point(x: c.x.rounded(), y: c.y.rounded()))
                    along += extent + spacing
                }
                offset += across + gap
            }
        }
        return Pentomino.allCases.map { (homes[$0]!.0, homes[$0]!.1) }
    }

    /// The orientation of a piece that lies along a band: wider than tall across the top and
    /// bottom, taller than wide at the sides.
    private static func lying(_ shape: PentominoShape, horizontal: Bool) -> PentominoShape {
        (shape.width >= shape.height) == horizontal ? shape : shape.rotatedClockwise
    }

    private static func usedLength(_ shelf: [(Pentomino, PentominoShape)], horizontal: Bool, cell: Double, gap: Double) -> Double {
        shelf.reduce(gap) { $0 + Double(horizontal ? $1.1.width : $1.1.height) * cell + gap }
    }

    private static func shelvesDepth(_ band: Band, cell: Double, gap: Double, includingLast: Bool) -> Double {
        let shelves = includingLast ? band.shelves : Array(band.shelves.dropLast())
        return shelves.filter { !$0.isEmpty }.reduce(0) { sum, shelf in
            sum + (shelf.map { Double(band.horizontal ? $0.1.height : $0.1.width) * cell }.max() ?? 0) + gap
        }
    }
}
