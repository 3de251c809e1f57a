/// The engine's clock: time moves only when the host says so, firing the recognizers' timers
/// and the host's callbacks in deadline order.
extension GestureEngine {
    /// Moves time forward to `time` seconds, firing every timer due by then in deadline order.
    /// A time earlier than ``now`` is ignored.
    public func advance(to time: Double) {
        while let entry = timers.popDue(atOrBefore: time) {
            now = max(now, entry.deadline)
            beginStep()
            if let target = entry.target {
                // A recognizer with a timer is engaged, so its view or the engine holds it
                // until it leaves the arena — after this step (see `RecognizerList`).
                target._withUnsafeGuaranteedRef { r in
                    if r.isLive { r.timerFired(entry.token) }
                }
            } else {
                #if !FINGERPLAY_PAGE
                // A page cannot schedule callbacks (the host's own clock is the browser's):
                // fingerplay.js's build leaves them out.
                if let i = callbackIndex(entry.token) { callbacks.remove(at: i).action() }
                #endif
            }
            endStep()
        }
        if time > now { now = time }
    }

    /// Calls `action` once `seconds` of engine time have passed — the engine's clock for games
    /// and hosts (a countdown, an animation's end). Due callbacks fire in deadline order with the
    /// recognizers' timers, before any input stamped at or after their deadline.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping () -> Void) -> TimerID {
        nextCallbackID += 1
        callbacks.append((nextCallbackID, action))
        timers.addCallback(at: now + max(0, seconds), id: nextCallbackID)
        return TimerID(value: nextCallbackID)
    }

    /// Drops a callback set with ``schedule(after:_:)``; nothing happens if it already fired.
    public func cancel(_ timer: TimerID) {
        if let i = callbackIndex(timer.value) { callbacks.remove(at: i) }
        timers.removeCallback(id: timer.value)
    }

    func callbackIndex(_ id: Int) -> Int? {
        for i in 0..<callbacks.count where callbacks[i].id == id { return i }
        return nil
    }

    /// Fires every pending timer, however far ahead — what a replay does after its last event.
    public func runUntilIdle() {
        while let deadline = timers.nextDeadline { advance(to: deadline) }
    }
}
