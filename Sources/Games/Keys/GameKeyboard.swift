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
