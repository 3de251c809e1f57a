import ArcadeServer
import Foundation

/// A session clock a test moves by hand: time stands still until ``advance(by:)`` or
/// ``advance(to:)``, which wakes every sleeper whose deadline it passes, in deadline order. A
/// session's ten-minute idle timeout, a game's countdown or a page's silence then take no
/// wall-clock time, and a test says exactly when each happens.
final class ManualSessionClock: SessionClock, @unchecked Sendable {
    private struct Sleeper {
        let id: Int
        let deadline: Double
        let continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var time: Double
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    private var cancelled: Set<Int> = []
    /// Tasks waiting for the sleepers to be as they want (``sleepers(atLeast:)``,
    /// ``sleeper(until:)``).
    private var watchers: [(wants: ([Sleeper]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    init(at time: Double = 0) { self.time = time }

    var now: Double { lock.withLock { time } }

    func sleep(until deadline: Double) async {
        let id = lock.withLock { () -> Int in nextID += 1; return nextID }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let (wakeNow, watchersDue) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if deadline <= time || cancelled.remove(id) != nil { return (true, []) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let due = watchers.filter { $0.wants(sleepers) }.map(\.continuation)
                    watchers.removeAll { $0.wants(sleepers) }
                    return (false, due)
                }
                for watcher in watchersDue { watcher.resume() }
                if wakeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = lock.withLock { () -> Sleeper? in
                guard let i = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelled.insert(id)
                    return nil
                }
                return sleepers.remove(at: i)
            }
            sleeper?.continuation.resume()
        }
    }

    /// Moves the clock on by `seconds`.
    func advance(by seconds: Double) { advance(to: now + seconds) }

    /// Moves the clock to `time` (never back) and wakes the sleepers it passes.
    func advance(to newTime: Double) {
        let due = lock.withLock { () -> [Sleeper] in
            time = max(time, newTime)
            let due = sleepers.filter { $0.deadline <= time }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= time }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks sleep on the clock: a session's clock loop waiting
    /// for its next wake, say, so that moving the clock now reaches it.
    func sleepers(atLeast count: Int) async {
        await watch(until: { $0.count >= count })
    }

    /// Returns once a task sleeps until exactly `deadline`: a timer the server set (a room
    /// seat's hold, say), so that moving the clock past it now fires it.
    func sleeper(until deadline: Double) async {
        await watch(until: { $0.contains { $0.deadline == deadline } })
    }

    private func watch(until wants: @escaping ([Sleeper]) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock { () -> Bool in
                if wants(sleepers) { return true }
                watchers.append((wants, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}

/// Waits until `condition` holds — something another task does, such as the server saving a
/// result — checking every 10 ms for at most `seconds`; false if it never held.
func eventually(within seconds: Double = 10, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return try await condition()
}
