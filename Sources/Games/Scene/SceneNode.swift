import Gestures

/// One thing in a ``Scene``: a rectangle (optionally made of several filled parts, as a
/// pentomino is), a text, or a button, placed by its centre and turned and scaled about it.
public struct SceneNode: Sendable, Hashable {
    /// What the node is to a reader of the page.
    public enum Role: String, Sendable, Hashable {
        /// A shape: no text of its own for assistive technology.
        case shape
        /// Text to read.
        case label
        /// Text announced when it changes (an `aria-live` region): a command to obey.
        case announcement
        /// A running figure — a score, a time — read where it stands, and announced politely
        /// when it has changed, at most once every 10 seconds of the game (a ticking clock is
        /// not read every second).
        case tally
        /// A button: focusable and pressable from the keyboard; a press is a tap at its centre.
        case button
        /// A thing the player moves (a tile, a piece): focusable, its keys the game's
        /// (``GameKeyboard``).
        case piece
        /// A place a piece goes (a target): focusable, its keys the game's.
        case place
    }

    /// A name unique in the scene and stable over time, so a client can follow the node.
    public var id: String
    /// What the node is. Default ``Role/shape``.
    public var role: Role
    /// The centre, in scene points.
    public var center: Point
    /// The untransformed size, in points.
    public var size: Size
    /// The turn about the centre, in radians, clockwise. Default 0.
    public var rotation: Double
    /// The scale about the centre. Default 1.
    public var scale: Double
    /// 0 (invisible) to 1 (opaque). Default 1.
    public var opacity: Double
    /// Drawing order: higher is in front. Default 0.
    public var z: Int
    /// The corner radius, in points. Default 0.
    public var cornerRadius: Double
    /// The fill, a CSS colour; nil draws no fill. Default nil.
    public var fill: String?
    /// The border colour, a CSS colour; nil draws no border. Default nil.
    public var stroke: String?
    /// The border width, in points. Default 0.
    public var strokeWidth: Double
    /// Filled parts in the node's own coordinates (origin at its top-left corner, points),
    /// drawn with ``fill`` and ``stroke`` instead of the whole rectangle; empty draws the
    /// rectangle. Default empty.
    public var parts: [Rect]
    /// The text, centred in the node. Default nil.
    public var text: String?
    /// The text colour, a CSS colour. Default "#fff".
    public var textColor: String
    /// The text size, in points. Default 16.
    public var fontSize: Double
    /// Whether the text is bold. Default false.
    public var bold: Bool
    /// What a screen reader calls the node when its text does not say it all ("Tile A",
    /// "F, on the board at row 2, column 3"). Default nil: the text.
    public var label: String?
    /// Animations under way: how ``center``, ``rotation``, ``scale`` or ``opacity`` get from
    /// where they appeared to the values above.
    public var animations: [SceneAnimation]

    /// A node with the defaults above.
    public init(
        id: String, role: Role = .shape, center: Point, size: Size, rotation: Double = 0, scale: Double = 1,
        opacity: Double = 1, z: Int = 0, cornerRadius: Double = 0, fill: String? = nil, stroke: String? = nil,
        strokeWidth: Double = 0, parts: [Rect] = [], text: String? = nil, textColor: String = "#fff",
        fontSize: Double = 16, bold: Bool = false, label: String? = nil, animations: [SceneAnimation] = []
    ) {
        self.id = id
        self.role = role
        self.center = center
        self.size = size
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.z = z
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.parts = parts
        self.text = text
        self.textColor = textColor
        self.fontSize = fontSize
        self.bold = bold
        self.label = label
        self.animations = animations
    }

    /// A node covering `frame` (scene points), unturned.
    public init(id: String, role: Role = .shape, frame: Rect) {
        self.init(id: id, role: role, center: frame.center, size: frame.size)
    }
}
