/// Names one action added to a recognizer with ``GestureRecognizer/addAction(_:)``, so that it
/// can be removed with ``GestureRecognizer/removeAction(_:)``.
public struct GestureActionID: Hashable, Sendable {
    /// The recognizer the action belongs to: another recognizer's identifier removes nothing.
    let owner: ObjectIdentifier
    /// Counts the recognizer's actions from 1.
    let number: Int
}
