/// One state change of one recognizer, as the engine reports it to ``GestureEngine/onTransition``.
public struct GestureTransition {
    /// The recognizer that changed.
    public let recognizer: GestureRecognizer
    /// Its new state. A discrete recognizer's recognition is ``GestureState/ended`` (which
    /// ``GestureState/recognized`` names too, as in UIKit).
    public let state: GestureState
    /// Engine time of the change, in seconds.
    public let time: Double
    /// Why it failed or was cancelled; nil for other states.
    public let reason: GestureReason?

    /// The state as text: its raw value, except that a discrete recognizer's recognition is
    /// `recognized` (the replay format's word for it), not `ended`.
    public var stateName: String {
        state == .ended && recognizer.isDiscrete ? "recognized" : state.rawValue
    }
}
