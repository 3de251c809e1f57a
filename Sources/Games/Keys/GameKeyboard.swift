/// A game played by keys: each key, with the node focused, becomes touches the game's own
/// recognizers see (``KeyPlan``). One per game, holding what the keys hold between presses — a
/// piece picked, the finger that carries it — and nothing of the game's own state, which the
/// touches change as a finger's would.
public protocol GameKeyboard: AnyObject {
    /// The keys, for the page's help and `aria-keyshortcuts`, in the order to show them.
    var keys: [KeyHelp] { get }
    /// What `key` does now; nil when it does nothing here (the page leaves it to the browser:
    /// Tab moves the focus).
    func plan(for key: GameKey) -> KeyPlan?
    /// The rest of a plan that said it ``KeyPlan/continues``, once its touches are in.
    func continuePlan() -> KeyPlan?
}

extension GameKeyboard {
    /// Nothing more: most plans are whole.
    public func continuePlan() -> KeyPlan? { nil }
}

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
