/// Wakes a session's clock: at the time it asked for, or earlier when a message brings
/// something sooner (a finger going down starts a long press's timer). A session with nothing
/// pending waits here without a timer, costing nothing. Its rings are kept by ``AlarmRules`` in
/// a ``Mailbox``.
final class Alarm: Sendable {
    private let box = Mailbox(AlarmRules())

    /// Wakes the waiting clock now (or the next time it waits, if it is not waiting).
    func ring() { box.post(()) }

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

    /// Waits for a ring, or until the task is cancelled.
    func waitForRing() async { _ = await box.next() }
}
