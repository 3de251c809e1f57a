import NIOConcurrencyHelpers

/// Wakes a session's clock: at the time it asked for, or earlier when a message brings
/// something sooner (a finger going down starts a long press's timer). A session with nothing
/// pending waits here without a timer, costing nothing.
final class Alarm: Sendable {
    private struct State {
        var sleeper: CheckedContinuation<Void, Never>?
        var rung = false
    }

    private let state = NIOLockedValueBox(State())

    /// Wakes the waiting clock now (or the next time it waits, if it is not waiting).
    func ring() {
        let sleeper = state.withLockedValue { s -> CheckedContinuation<Void, Never>? in
            guard let sleeper = s.sleeper else {
                s.rung = true
                return nil
            }
            s.sleeper = nil
            return sleeper
        }
        sleeper?.resume()
    }

    /// Waits until `clock` reaches `deadline` (seconds; nil: no deadline) or a ring, whichever
    /// comes first, or until the task is cancelled.
    func wait(until deadline: Double?, on clock: any SessionClock) async {
        guard let deadline else { return await waitForRing() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await clock.sleep(until: deadline) }
            group.addTask { await self.waitForRing() }
            await group.next()
            group.cancelAll()
        }
    }

    private func waitForRing() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLockedValue { s -> Bool in
                    if s.rung || Task.isCancelled {
                        s.rung = false
                        return true
                    }
                    s.sleeper = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            ring()
        }
    }
}
