import Gestures

/// Where the targets and the tiles of a puzzle go on a screen.
///
/// Targets spell the answer left to right with a gap for each space; tiles lie in a band below.
/// Squares are as large as fit, up to 79 pt (an 88-pt step), and never smaller than
/// ``minimumSide`` (44 pt, the touch-target size the iOS and Material guidelines ask for): a
/// phrase too long for one row at that size is laid out on several, broken between words
/// where it can be (a word longer than a row is split), and the tiles wrap the same way.
public struct AnagramsLayout: Sendable {
    /// The smallest side of a tile or target, in points. 44 pt.
    public static let minimumSide = 44.0
    /// The largest distance between neighbouring squares' centres, in points. 88 pt.
    public static let maximumStep = 88.0
    /// The space kept free at each side of the screen, in points. 20 pt.
    public static let margin = 20.0
    /// The band the top row may not enter: the HUD and the hint button, in points from the top.
    public static let topBand = 120.0

    /// The side of every tile and target, in points.
    public let side: Double
    /// The distance between neighbouring squares' centres along a row and between rows, in points.
    public let step: Double
    /// The frame of each target, for the answer's letters in order (spaces have none).
    public let targetFrames: [Rect]
    /// The frame of each tile, in the order of the letters given.
    public let tileFrames: [Rect]

    /// Lays out the targets for `answer` and `tileCount` tiles on a screen of `bounds`.
    public init(answer: String, tileCount: Int, bounds: Rect) {
        let available = max(bounds.width - 2 * Self.margin, Self.minimumSide)
        // The widest step that keeps squares at least `minimumSide` (side = 90 % of the step).
        let minimumStep = (Self.minimumSide / 0.9).rounded(.up)
        let capacity = max(1, Int(available / minimumStep))
        let rows = Self.rows(of: answer.lowercased(), capacity: capacity)
        let longest = max(rows.map { $0.count }.max() ?? 1, 1)
        let tileRows = max(1, (tileCount + capacity - 1) / capacity)
        let tilesPerRow = max(1, (tileCount + tileRows - 1) / tileRows)
        // As wide as the longest row allows, and short enough for every row to fit between the
        // HUD band and the bottom of a landscape phone — never below the minimum.
        let rowsHigh = Double(rows.count + tileRows) + 0.5
        let fitting = min(available / Double(max(longest, tilesPerRow)), (bounds.height - Self.topBand - Self.margin / 2) / rowsHigh)
        step = max(minimumStep, min(Self.maximumStep, fitting))
        side = max(Self.minimumSide, (step * 0.9).rounded(.down))

        // Targets around 30 % of the height, below the HUD; tiles around 75 %, below the targets.
        let targetsHeight = Double(rows.count) * step
        let targetsTop = max(bounds.minY + Self.topBand, bounds.minY + bounds.height * 0.3 - targetsHeight / 2)
        let tilesHeight = Double(tileRows) * step
        let tilesTop = min(max(targetsTop + targetsHeight + step / 2, bounds.minY + bounds.height * 0.75 - tilesHeight / 2),
                           bounds.maxY - Self.margin / 2 - tilesHeight)
        var targets: [Rect] = []
        for (r, row) in rows.enumerated() {
            var x = bounds.midX - step * Double(row.count) / 2
            for ch in row {
                if ch != " " {
                    targets.append(Rect(x: x + (step - side) / 2, y: targetsTop + Double(r) * step + (step - side) / 2, width: side, height: side))
                }
                x += step
            }
        }
        targetFrames = targets
        var tiles: [Rect] = []
        for i in 0..<tileCount {
            let r = i / tilesPerRow, column = i % tilesPerRow
            let inRow = min(tilesPerRow, tileCount - r * tilesPerRow)
            let x = bounds.midX - step * Double(inRow) / 2 + Double(column) * step
            tiles.append(Rect(x: x + (step - side) / 2, y: tilesTop + Double(r) * step + (step - side) / 2, width: side, height: side))
        }
        tileFrames = tiles
    }

    /// The answer's letters and spaces broken into rows of at most `capacity` slots: whole
    /// words where they fit, a space between words on a row, a word longer than a row split.
    static func rows(of phrase: String, capacity: Int) -> [[Character]] {
        let slots = phrase.filter { $0.isLetter || $0 == " " }
        if slots.count <= capacity { return [Array(slots)] }
        var rows: [[Character]] = [[]]
        for word in slots.split(separator: " ") {
            var rest = Array(word)
            while !rest.isEmpty {
                let current = rows[rows.count - 1]
                let needed = current.isEmpty ? rest.count : current.count + 1 + rest.count
                if needed <= capacity {
                    if !current.isEmpty { rows[rows.count - 1].append(" ") }
                    rows[rows.count - 1] += rest
                    rest = []
                } else if current.isEmpty {
                    rows[rows.count - 1] = Array(rest.prefix(capacity))
                    rest = Array(rest.dropFirst(capacity))
                    rows.append([])
                } else {
                    rows.append([])
                }
            }
        }
        return rows.filter { !$0.isEmpty }
    }
}
