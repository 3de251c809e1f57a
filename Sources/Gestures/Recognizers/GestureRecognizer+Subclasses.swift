/// What a recognizer's subclass calls: asking for a transition, and timers on the engine's clock.
extension GestureRecognizer {
    /// Asks to move to `state`. The engine may defer a start (a failure requirement is pending),
    /// refuse it (another recognizer owns the touches: the recognizer fails instead), or apply it.
    /// `reason` explains a failure or cancellation.
    @inline(__always)
    public func transition(to state: GestureState, reason: GestureReason? = nil) {
        engineLink?._withUnsafeGuaranteedRef { $0.request(self, to: state, reason: reason) }
    }

    /// `transition(to: .changed)` for the built-in continuous recognizers, which report a change
    /// on every move: the same request without building and passing an empty reason.
    @inline(__always)
    func transitionToChanged() {
        engineLink?._withUnsafeGuaranteedRef { $0.requestChange(self) }
    }

    /// Calls ``timerFired(_:)`` with `token` once `seconds` of engine time have passed. Timers
    /// are dropped when the recognizer resets.
    public func scheduleTimer(after seconds: Double, token: Int = 0) {
        engineLink?._withUnsafeGuaranteedRef { $0.schedule(self, at: $0.now + seconds, token: token) }
    }

    /// Drops the timers with `token`.
    public func cancelTimer(token: Int = 0) {
        engineLink?._withUnsafeGuaranteedRef { $0.cancelTimers(of: self, token: token) }
    }
}
