import Arcade

/// A board taken on from another instance: after the instance that held a room went away, the
/// first player back hands the board's steps over (``BoardRestore`` decides whom to ask), and
/// the board is played again here from them and goes on.
extension Room {
    /// Player `id`, whose messages go to `feed`, came back with `count` steps of the board the
    /// room was playing when the instance that held it went away (and the chain's last `link`):
    /// true when their page is to be asked for them now (send them with `restore` messages).
    /// One page is asked at a time: the first back, again on a newer connection, and another
    /// back once the one asked has been silent for ``BoardRestore/wait`` or gone. A player back
    /// with no steps while none are offered gives the board up: the room waits in its lobby.
    func restoreBoard(by id: Int, feed: LiveFeed, count: Int?, link: String?) -> Bool {
        guard var restore = state.restore else { return false }
        guard let count, count > 0, let link, !link.isEmpty else {
            if !restore.isPending { state.restore = nil }
            return false
        }
        let ask = restore.offer(.init(id: id, feed: feed, count: count, link: link), now: clock.now)
        state.restore = restore
        guard let ask else { return false }
        watchRestore()
        if ask === feed { return true }
        ask.post(Self.restoreRequest)
        return false
    }

    /// Asks the next page for the board's steps when the one asked goes quiet: the room's loop
    /// wakes at its deadline (``run()``) and reviews it then.
    func watchRestore() {
        alarm.ring()
    }

    /// The page asked for the board's steps has been silent for ``BoardRestore/wait``: the
    /// next player back who offered them is asked (checked at the deadline; steps that came
    /// meanwhile move it on).
    func reviewRestore() {
        guard var restore = state.restore else { return }
        let ask = restore.review(now: clock.now)
        state.restore = restore
        // The loop wakes again at the restore's next deadline, if it has one.
        ask?.post(Self.restoreRequest)
    }

    /// Steps of the board being taken on, from player `id`'s page, in order. Once all have come
    /// the board is played again from them and the round goes on for everyone here; true then.
    func takeSteps(from id: Int, feed: LiveFeed, texts: [String]) throws(ArcadeError) -> Bool {
        guard var restore = state.restore else { throw ArcadeError("this room asked for no steps") }
        let all: (texts: [String], link: String)?
        do throws(ArcadeError) {
            all = try restore.take(texts, from: id, feed: feed, now: clock.now)
        } catch {
            state.restore = restore.isGivenUp ? nil : restore
            throw error
        }
        guard let all else {
            state.restore = restore
            return false
        }
        state.restore = nil
        let (plan, texts, link) = (restore.board, all.texts, all.link)
        let board = try TeamBoard.restored(room: code, kind: game, options: options, seed: plan.seed, width: plan.width, height: plan.height, team: plan.team,
                                           texts: texts, link: link, clock: clock, tickets: tickets, alarm: alarm)
        try apply { (s: inout State, now: Double) throws(ArcadeError) -> ((), [RoomAction]) in
            let number = s.adopt(board)
            let taken = RoomStateMachine.BoardPlan(number: number, seed: plan.seed, width: plan.width, height: plan.height, team: plan.team)
            return ((), s.machine.boardTakenOn(taken, startedAt: board.startedAt, now: now))
        }
        listBoard(board)
        // The room's loop serves the board from now.
        alarm.ring()
        return true
    }
}
