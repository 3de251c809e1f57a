import Arcade
import ArcadeProtocol

/// The room's one loop (``run()``), which ``Rooms`` runs for as long as the room is open: it
/// wakes at the earliest thing due — a timer the machine asked for (``RoomAction/wake(_:at:)``),
/// the deadline of the page asked for a board's steps, the board's next game timer — or when
/// ``alarm`` rings (a timer set sooner, a spectator come, the room closed), and does what fell
/// due. A board's team result is saved by a task of the loop's own, so a slow leaderboard never
/// holds the room's timers up; the board's steps are flushed by another (``flushSteps()``).
extension Room {
    /// A board's team result to save (``Room/finish(_:result:record:)``).
    struct TeamResult: Sendable {
        let result: GameResult
        let record: GameRecord?
        let names: String
    }

    /// Runs the room until it closes (``close(why:)``) or the task is cancelled.
    func run() async {
        await withDiscardingTaskGroup { tasks in
            // The board the loop last served: once its round is over, what it posted goes out.
            var served: TeamBoard?
            // The restore's deadline last reviewed: one that has not moved on wakes nobody again.
            var reviewed = -Double.infinity
            // The board's steps are flushed by a child of the loop's own, on the shared pool.
            tasks.addTask { await self.flushSteps() }
            while !Task.isCancelled {
                guard let (wake, board, saves) = plan(serving: served, reviewed: reviewed) else { return }
                for save in saves { tasks.addTask { await self.save(save) } }
                if !saves.isEmpty { continue }
                await alarm.wait(until: wake.isFinite ? wake : nil, on: clock)
                fireTimers()
                if let deadline = state.restore?.deadline, deadline > reviewed, deadline <= clock.now {
                    reviewed = deadline
                    reviewRestore()
                }
                served = board.flatMap(serve)
            }
        }
    }

    /// When the loop wakes next (room clock; infinity: only when rung), the board it serves, and
    /// the results it is to save now; nil once the room has closed.
    private func plan(serving served: TeamBoard?, reviewed: Double) -> (wake: Double, board: TeamBoard?, saves: [TeamResult])? {
        guard !state.closed else { return nil }
        let restore = state.restore?.deadline.flatMap { $0 > reviewed ? $0 : nil } ?? .infinity
        let wake = min(state.timers.map(\.at).min() ?? .infinity, restore)
        let board = state.board.flatMap { $0 === served || state.machine.isPlaying(board: state.boardNumber) ? $0 : nil }
        let saves = state.unsaved
        state.unsaved = []
        return (min(wake, board?.planWake() ?? .infinity), board, saves)
    }

    /// Fires the machine's timers that have fallen due, in the order of their times.
    private func fireTimers() {
        let now = clock.now
        let due = state.timers.filter { $0.at <= now }.sorted { $0.at < $1.at }.map(\.timer)
        state.timers.removeAll { $0.at <= now }
        for timer in due {
            switch timer {
            case .seatHold(let id, let token): apply { $0.seatHoldEnded(id, token: token, now: $1) }
            case .raceGrace: apply { $0.decidePuzzle(now: $1) }
            case .raceBreak: apply { $0.raceBreakEnded(seed: Self.newSeed(), now: $1) }
            }
        }
    }

    /// The board's part of a wake: spectators who came since get their openings, and a game
    /// timer that fell due is a step with no input. Returns the board while its round goes on.
    private func serve(_ board: TeamBoard) -> TeamBoard? {
        board.woke()
        serveSpectators(of: board)
        guard isPlaying(board) else {
            // The round is over: what is still posted goes out now.
            for feed in state.feeds.values { feed.ring() }
            return nil
        }
        if let outcome = board.pump() { deliver(outcome, from: 0, on: board) }
        return board
    }
}
