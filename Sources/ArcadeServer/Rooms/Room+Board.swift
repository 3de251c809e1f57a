import Arcade
import ArcadeProtocol

/// One board played together (Pentominoes, Pieces): started by the host, its steps taken in one
/// order and sent to every page, its timers fired on time, its result the team's; and a board
/// taken on from another instance from the steps a page hands over.
extension Room.State {
    /// Makes `board` the room's, under a number of its own.
    mutating func adopt(_ board: TeamBoard) -> Int {
        boardNumber += 1
        self.board = board
        return boardNumber
    }
}

extension Room {
    /// What asks a page for the board's steps.
    static let restoreRequest = ServerMessage.restore.jsonText

    /// Starts a round on one board for everyone here, the host's screen its size. Each player's
    /// page is sent the board (`board`), and then every step.
    func startBoard(by id: Int) throws(ArcadeError) {
        let seed = Self.newSeed()
        let board = try apply { (s: inout State, now: Double) throws(ArcadeError) -> (TeamBoard, [RoomAction]) in
            let plan = try s.machine.planBoard(by: id)
            let board = try TeamBoard(room: code, kind: game, options: options, seed: seed, width: plan.width, height: plan.height, team: plan.team,
                                      clock: clock, tickets: tickets, alarm: alarm)
            let number = s.adopt(board)
            return (board, s.machine.boardStarted(.init(number: number, seed: seed, width: plan.width, height: plan.height, team: plan.team), now: now))
        }
        listBoard(board)
        // The room's loop serves the board from now.
        alarm.ring()
    }

    /// The `board` message: the board's session header, who the page's player is, whether they
    /// play in it (or watch, having come in during the round), the board's clock, the steps so far.
    func boardMessage(_ board: TeamBoard, round: Int, you: Int, playing: Bool, history: (steps: [String], link: String)) -> String {
        ServerMessage.board(.init(round: round, you: you, playing: playing, time: board.now, header: board.header, steps: history.steps,
                                  chain: history.link)).jsonText
    }

    /// The board member `id` plays on now; refused when they do not play in this round.
    func playingBoard(_ id: Int) throws(ArcadeError) -> TeamBoard {
        _ = try state.machine.checkPlaying(id, now: clock.now)
        return state.board!
    }

    /// The feeds a step goes to: the players here and the board's spectators, in one pass (a
    /// step comes for every player's move).
    private func stepFeeds() -> [LiveFeed] {
        guard let watched = state.watched else { return state.presentFeeds }
        return state.presentFeeds + watched.watchingFeeds
    }

    /// Sends what a step gave: the step to every page here, the refusals to its player, and a
    /// result to everyone — saved as the team's, which ends the round.
    func deliver(_ outcome: TeamBoard.Outcome, from id: Int, on board: TeamBoard) {
        if let step = outcome.step {
            // Rung together, within a few milliseconds, by the board's loop (at once with no interval).
            // The step's place and the chain's link after it ride along: the page keeps them.
            let batched = broadcastInterval > 0
            let item = LiveFeed.Item.step(step, count: outcome.count, link: outcome.link)
            for feed in stepFeeds() { feed.post(item, ring: !batched) }
            if batched { flushSoon() }
            // A step may have set a game timer sooner than the loop planned to wake.
            if board.timerSooner { alarm.ring() }
        }
        guard !outcome.problems.isEmpty || !outcome.results.isEmpty else { return }
        let sender = state.machine.member(id)?.isHere == true ? state.feed(of: id) : nil
        for problem in outcome.problems.prefix(3) { sender?.post(ServerMessage.error(message: problem, fatal: false).typeFirstJSONText) }
        for (result, record) in outcome.results { finish(board, result: result, record: record) }
    }

    /// The board gave a result: the round is over, won by the whole team; saved on the leaderboard
    /// under the team's names ("together" tables: the result's category says so).
    private func finish(_ board: TeamBoard, result: GameResult, record: GameRecord?) {
        let names = TeamMember.names(board.team)
        guard state.board === board else { return }
        let number = state.boardNumber
        var ended = false
        apply { m, _ in
            let actions = m.boardFinished(number)
            ended = !actions.isEmpty
            return actions
        }
        guard ended else { return }
        // The room's loop saves it (``save(_:)``).
        state.unsaved.append(TeamResult(result: result, record: record, names: names))
        alarm.ring()
    }

    /// Sends the steps posted unrung within ``broadcastInterval`` (4 ms): a room's players send a
    /// message a frame each, and sent as they come every page would be woken once per player per
    /// frame; batched, it is woken about once a frame. The loop's flusher (``flushSteps()``) rings
    /// the feeds at the time, off the event loops that take the input.
    private func flushSoon() {
        guard !flushPending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        flushes.post(Flush(at: clock.now + broadcastInterval, feeds: state.presentFeeds))
    }

    /// Rings the feeds of each flush asked for at its time; ends when the room closes.
    nonisolated func flushSteps() async {
        while let batch = await flushes.next() {
            for flush in batch {
                await clock.sleep(until: flush.at)
                // Cleared first: a step posted from now on asks for a flush of its own.
                flushPending.store(false, ordering: .releasing)
                for feed in flush.feeds { feed.ring() }
            }
        }
    }

    /// Saves a board's team result on the leaderboard and tells everyone here.
    func save(_ team: TeamResult) async {
        var id: Int?
        var why: String?
        if let record = team.record, let saver, team.result.game.keepsScores {
            switch await saver.save(record, player: team.names, whenSaved: { _ in }) {
            case .saved(let saved): id = saved
            case .queued: why = "the leaderboard is not answering: the team's result is kept and will be saved when it is back"
            case .refused: why = "the team's result could not be saved: the leaderboard is not answering"
            }
        } else if team.record == nil {
            why = "this board went on too long to keep its record: its result is not saved"
        }
        // The message a player's own result comes in, with the team's names.
        let text = ServerMessage.result(.init(id: id, player: team.names, result: team.result)).jsonText
        for feed in state.presentFeeds {
            feed.post(text)
            if let why { feed.post(ServerMessage.error(message: why, fatal: false).typeFirstJSONText) }
        }
        unlistBoard(why: "the board is solved: the room's round is over")
    }

    /// Whether `board` is the room's and its round goes on.
    func isPlaying(_ board: TeamBoard) -> Bool {
        state.board === board && state.machine.isPlaying(board: state.boardNumber)
    }
}
