/// Names a callback scheduled with ``GestureEngine/schedule(after:_:)``, to cancel it.
public struct TimerID: Hashable, Sendable {
    let value: Int
}
