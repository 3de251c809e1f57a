/// The arcade's colours, shared by every game's scene so the games look like one family.
public enum ScenePalette {
    /// The page behind a game.
    public static let background = "#18202e"
    /// A surface on the background (a board, a pad).
    public static let surface = "#263246"
    /// A thin line on a surface.
    public static let line = "#3a4a63"
    /// Text on the background.
    public static let text = "#f3f5f9"
    /// Quieter text.
    public static let dim = "#9aa8bf"
    /// Buttons.
    public static let button = "#2b68e8"
    /// Good news.
    public static let good = "#3ccf8e"
    /// Bad news.
    public static let bad = "#ff6b6b"
    /// Bright colours for pieces, in a fixed order.
    public static let pieces = [
        "#ff6b6b", "#ffa94d", "#ffd43b", "#a9e34b", "#3ccf8e", "#22b8cf",
        "#4dabf7", "#748ffc", "#9775fa", "#da77f2", "#f783ac", "#e9ecef",
    ]

    /// How wide a bold character is drawn, at most, in ems: a capital M in the page's sans-serif.
    static let boldCharacterWidth = 0.75

    /// A button node over `frame` saying `text`, its text small enough to fit the width with
    /// 5 pt either side.
    public static func button(_ id: String, _ text: String, frame: Rect, z: Int = 50, fill: String = button) -> SceneNode {
        var node = SceneNode(id: id, role: .button, frame: frame)
        node.fill = fill
        node.cornerRadius = min(12, frame.height / 2)
        node.text = text
        let fitting = (frame.width - 10) / (boldCharacterWidth * Double(max(1, text.count)))
        node.fontSize = min(20, frame.height * 0.42, fitting.rounded(.down))
        node.bold = true
        node.z = z
        return node
    }

    /// A text node centred at `center`, `width` points wide.
    /// The node that announces the player's last move to a screen reader ("F placed at row 2,
    /// column 3"), id "move": drawn invisible at the top of `bounds`, the scene showing the move
    /// itself. A move said again in the same words ends with a no-break space every other time,
    /// so a reader hears it again.
    public static func move(_ last: (text: String, count: Int)?, in bounds: Rect) -> SceneNode? {
        guard let last else { return nil }
        var node = label("move", last.text + (last.count % 2 == 0 ? "\u{00A0}" : ""), center: Point(x: bounds.midX, y: bounds.minY + 10),
                         width: bounds.width, size: 12, role: .announcement)
        node.opacity = 0
        return node
    }

    public static func label(_ id: String, _ text: String, center: Point, width: Double, size: Double,
                             color: String = ScenePalette.text, bold: Bool = false, role: SceneNode.Role = .label) -> SceneNode {
        var node = SceneNode(id: id, role: role, center: center, size: Size(width: width, height: size * 1.4))
        node.text = text
        node.fontSize = size
        node.textColor = color
        node.bold = bold
        node.z = 60
        return node
    }
}

import Gestures
