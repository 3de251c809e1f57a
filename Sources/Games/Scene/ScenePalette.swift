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
    public static let button = "#3d7bfd"
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
