import Gestures

/// What Tap It asks the player to do.
public enum TapItCommand: String, Sendable, Hashable, CaseIterable {
    case tap, pinch, swipe
    case rotate, longPress, doubleTap, swipeLeft, swipeRight, swipeUp, swipeDown
    case drawCircle, drawCheck

    /// The commands of a new game.
    public static let basic: [TapItCommand] = [.tap, .pinch, .swipe]
    /// The commands that join once the player is warmed up.
    public static let harder: [TapItCommand] = [.rotate, .longPress, .doubleTap, .swipeLeft, .swipeRight, .swipeUp, .swipeDown]
    /// The drawn shapes that join last.
    public static let drawn: [TapItCommand] = [.drawCircle, .drawCheck]

    /// The words shown to the player.
    public var text: String {
        switch self {
        case .tap: return "Tap It!"
        case .pinch: return "Pinch It!"
        case .swipe: return "Swipe It!"
        case .rotate: return "Rotate It!"
        case .longPress: return "Long Press It!"
        case .doubleTap: return "Double Tap It!"
        case .swipeLeft: return "Swipe Left It!"
        case .swipeRight: return "Swipe Right It!"
        case .swipeUp: return "Swipe Up It!"
        case .swipeDown: return "Swipe Down It!"
        case .drawCircle: return "Draw a Circle!"
        case .drawCheck: return "Draw a Check!"
        }
    }
}

/// A gesture the player made, as Tap It judges it.
public enum TapItGesture: Sendable, Hashable {
    case tap, doubleTap, pinch, rotate, longPress
    case swipe(SwipeDirection)
    /// A shape drawn with one finger, by its template's name ("circle", "check").
    case drawn(String)

    /// Whether this gesture obeys `command`.
    public func obeys(_ command: TapItCommand) -> Bool {
        switch (command, self) {
        case (.tap, .tap), (.doubleTap, .doubleTap), (.pinch, .pinch), (.rotate, .rotate), (.longPress, .longPress):
            return true
        case (.swipe, .swipe): return true
        case (.swipeLeft, .swipe(let d)): return d == .left
        case (.swipeRight, .swipe(let d)): return d == .right
        case (.swipeUp, .swipe(let d)): return d == .up
        case (.swipeDown, .swipe(let d)): return d == .down
        case (.drawCircle, .drawn(let name)): return name == "circle"
        case (.drawCheck, .drawn(let name)): return name == "check"
        default: return false
        }
    }

    /// Whether this gesture may simply be on its way to obeying `command` — the first tap of a
    /// double tap, a pinch that also turns a little — and so is neither right nor wrong.
    public func mayLeadTo(_ command: TapItCommand) -> Bool {
        switch (command, self) {
        case (.doubleTap, .tap), (.pinch, .rotate), (.rotate, .pinch): return true
        default: return false
        }
    }

    /// A short name for messages.
    public var name: String {
        switch self {
        case .tap: return "tap"
        case .doubleTap: return "double tap"
        case .pinch: return "pinch"
        case .rotate: return "rotate"
        case .longPress: return "long press"
        case .swipe(let d): return "swipe \(d)"
        case .drawn(let name): return "drawn \(name)"
        }
    }
}
