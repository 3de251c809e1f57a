/// One state change of one recognizer, as the engine reports it to ``GestureEngine/onTransition``.
public struct GestureTransition {
    /// The recognizer that changed.
    public let recognizer: GestureRecognizer
    /// Its new state.
    public let state: GestureState
    /// Engine time of the change, in seconds.
    public let time: Double
    /// Why it failed or was cancelled; nil for other states.
    public let reason: GestureReason?
}
