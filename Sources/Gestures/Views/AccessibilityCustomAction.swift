/// An action assistive technology offers on a view besides activating it — UIKit's
/// `UIAccessibilityCustomAction`: "Turn", "Flip", "Put back in the tray". A screen reader lists
/// them by ``name``; choosing one calls ``handler``.
public struct AccessibilityCustomAction {
    /// What the action is called, as a person says it. Unique among a view's actions.
    public var name: String
    /// Does the action; returns whether it could (false: nothing happened, and the reader says so).
    public var handler: () -> Bool

    /// An action called `name` that `handler` performs.
    public init(name: String, handler: @escaping () -> Bool) {
        self.name = name
        self.handler = handler
    }
}
