/// A key or keys and what they do, as a page's help lists them ("Enter or Space", "tap").
public struct KeyHelp: Sendable, Hashable {
    /// The keys in words.
    public var keys: String
    /// The keys as `aria-keyshortcuts` names them ("Enter Space").
    public var shortcuts: String
    /// What they do.
    public var does: String

    /// A line of help; see the properties.
    public init(_ keys: String, shortcuts: String, _ does: String) {
        self.keys = keys
        self.shortcuts = shortcuts
        self.does = does
    }
}

extension KeyHelp {
    /// "Tab or arrow keys: choose a `thing`" — a game of pieces' first line.
    public static func choose(_ thing: String) -> KeyHelp {
        KeyHelp("Tab or arrow keys", shortcuts: "Tab ArrowLeft ArrowRight ArrowUp ArrowDown", "choose a \(thing)")
    }

    /// "Enter or Space: pick the `thing` up; again, put it down".
    public static func pickUp(_ thing: String) -> KeyHelp {
        KeyHelp("Enter or Space", shortcuts: "Enter Space", "pick the \(thing) up; again, put it down")
    }

    /// "Escape: put the `thing` back where it was picked up".
    public static func putBack(_ thing: String) -> KeyHelp {
        KeyHelp("Escape", shortcuts: "Escape", "put the \(thing) back where it was picked up")
    }
}
