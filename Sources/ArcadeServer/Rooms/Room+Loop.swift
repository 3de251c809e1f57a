import Arcade
import ArcadeProtocol

/// The room's one loop (``run()``), which ``Rooms`` runs for as long as the room is open: it
/// wakes at the earliest thing due — a timer the machine asked for (``RoomAction/wake(_:at:)``),
/// the deadline of the page asked for a board's steps, the board's next flush or game timer —
/// or when ``alarm`` rings (a step posted, a timer set sooner), and does what fell due. A
/// board's team result is saved by a task of the loop's own, so a slow leaderboard never holds
/// the room's timers up.
extension Room {
    /// A board's team result to save (``Room/finish(_:result:record:)``).
    struct TeamResult {
        let board: TeamBoard
        let result: GameResult
        let record: GameRecord?
        let names: String
    }

    /// Runs the room until it closes (``close()``) or the task is cancelled.
    func run() async {
        await withDiscardingTaskGroup { tasks in
            // The board the loop last served: once its round is over, what it posted goes out.
            var served: TeamBoard?
            // The restore's deadline last reviewed: one that has not moved on wakes nobody again.
            var reviewed = -Double.infinity
            while !Task.isCancelled {
                guard let (wake, board, saves) = plan(serving: served, reviewed: reviewed) else { return }
                for save in saves { tasks.addTask { await self.save(save) } }
                if !saves.isEmpty { continue }
                await alarm.wait(until: wake.isFinite ? wake : nil, on: clock)
                fireTimers()
                if let deadline = state.withLockedValue({ $0.restore?.deadline }), deadline > reviewed, deadline <= clock.now {
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
        let planned = state.withLockedValue { s -> (Double, TeamBoard?, [TeamResult])? in
            guard !s.closed else { return nil }
            let restore = s.restore?.deadline.flatMap { $0 > reviewed ? $0 : nil } ?? .infinity
            let wake = min(s.timers.map(\.at).min() ?? .infinity, restore)
            let board = s.board.flatMap { $0 === served || s.machine.isPlaying(board: s.boardNumber) ? $0 : nil }
            defer { s.unsaved = [] }
            return (wake, board, s.unsaved)
        }
        guard let (wake, board, saves) = planned else { return nil }
        return (min(wake, board?.planWake() ?? .infinity), board, saves)
    }

    /// Fires the machine's timers that have fallen due, in the order of their times.
    private func fireTimers() {
        let now = clock.now
        let due = state.withLockedValue { s -> [RoomTimer] in
            let due = s.timers.filter { $0.at <= now }.sorted { $0.at < $1.at }.map(\.timer)
            s.timers.removeAll { $0.at <= now }
            return due
        }
        for timer in due {
            switch timer {
            case .seatHold(let id, let token): apply { $0.seatHoldEnded(id, token: token, now: $1) }
            case .raceGrace: apply { $0.decidePuzzle(now: $1) }
            case .raceBreak: apply { $0.raceBreakEnded(seed: Self.newSeed(), now: $1) }
            }
        }
    }

    /// The board's part of a wake: spectators who came since get their openings, the steps
    /// posted since the last flush go out (``TeamBoard/broadcastInterval``), and a game timer
    /// that fell due is a step with no input. Returns the board while its round goes on.
    private func serve(_ board: TeamBoard) -> TeamBoard? {
        serveSpectators(of: board)
        if board.flushDue() {
            for feed in presentFeeds() { feed.ring() }
        }
        guard isPlaying(board) else {
            // The round is over: what is still posted goes out now.
            for feed in state.withLockedValue({ Array($0.feeds.values) }) { feed.ring() }
            return nil
        }
        if let outcome = board.pump() { deliver(outcome, from: 0, on: board) }
        return board
    }

    /// Keeps the machine's timers for the loop (under the room's lock, with the actions that asked).
    func schedule(_ actions: [RoomAction], in s: inout State) -> Bool {
        var any = false
        for case .wake(let timer, let at) in actions {
            s.timers.append((at, timer))
            any = true
        }
        return any
    }

    /// Closes the room: its loop ends, and its board leaves the games in progress.
    func close(why: String) {
        state.withLockedValue { $0.closed = true }
        alarm.ring()
        unlistBoard(why: why)
    }
}
