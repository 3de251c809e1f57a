import Arcade
import GestureReplay
import NIOConcurrencyHelpers

/// A room's round played together on one board (Pentominoes, Pieces): the room's one session of
/// the game, held by the instance that holds the room. Every player's input comes here and is
/// put in one order — each input message one step, at the moment it arrived, its pointer ids
/// given the player's range (``PointerOwnership``) — and the steps go to every page, which runs
/// the same session from them and so shows the same board. The session here judges: its
/// results, and the record that replays to them, are the team's.
///
/// A class behind one lock rather than an actor: a step is a few microseconds of work, taken
/// as the input arrives, and the session is not `Sendable`, so it never leaves the lock.
final class TeamBoard: @unchecked Sendable {
    /// What a step gave: the step (the JSON a page's session takes, with who sent it and their
    /// message count), the fingers refused for holding, input problems, and results.
    struct Outcome {
        var step: String?
        var held: [PointerOwnership.Held] = []
        var problems: [String] = []
        var results: [(result: GameResult, record: GameRecord?)] = []
    }

    /// The session's first line as a page's session reads it (`fp_game_create`): game, options,
    /// seed, size and team.
    let header: String
    /// The players, as the round began.
    let team: [TeamMember]
    /// The room clock's reading when the board's clock read 0, in seconds.
    let startedAt: Double
    /// Wakes the board's loop (``Room``'s): a step to send, or a step that may have set a timer.
    let alarm = Alarm()
    /// How long a step may wait to go out with others, in seconds (``ArcadeLimits/roomBroadcastInterval``,
    /// 4 ms). A room's players send a message a frame each; sent as they come, every page would
    /// be woken once per player per frame. Batched, it is woken about once a frame.
    let broadcastInterval: Double

    private let lock = NIOLock()
    private let session: GameSession
    private let clock: any SessionClock
    /// Every step so far, in order: a page that comes in during the round runs them all.
    private var steps: [String] = []
    /// Their bytes.
    private var stepBytes = 0
    /// Each player's page clock against the board's: milliseconds to add to a page's stamp (the
    /// smallest gap seen between an input's arrival and its stamp).
    private var offsets: [Int: Double] = [:]
    /// The latest input time given, in milliseconds: the order never goes back in time.
    private var lastT = 0.0
    private var lastAt = 0.0
    private var results: [(result: GameResult, record: GameRecord?)] = []
    /// When (room clock) steps posted unrung must go out; nil when none wait.
    private var flushAt: Double?
    /// When (room clock) the board's loop plans to wake.
    private var plannedWake = Double.infinity

    /// A board of `kind` with `options` and `seed`, `width` × `height` points, for `team`, its
    /// clock starting now.
    init(kind: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double, team: [TeamMember], clock: any SessionClock,
         broadcastInterval: Double = 0.004) throws(ArcadeError) {
        self.broadcastInterval = broadcastInterval
        session = try GameSession(kind: kind, options: options, seed: seed, width: width, height: height, team: team)
        self.team = team
        self.clock = clock
        startedAt = clock.now
        let size = session.engine.rootView.bounds.size
        header = "{\"game\":\"\(kind.rawValue)\",\"options\":\(session.game.options.jsonText),\"seed\":\(seed),"
            + "\"width\":\(JSONOutput.number(size.width)),\"height\":\(JSONOutput.number(size.height)),\"team\":[\(team.map(\.jsonText).joined(separator: ","))]}"
        session.onResult = { [unowned(unsafe) self] result, record in results.append((result, record)) }
    }

    /// The board's clock now, in seconds.
    var now: Double { clock.now - startedAt }

    /// Player `player`'s input message `seq`: its well-formed events, their stamps moved onto
    /// the board's clock, as one step now.
    func input(from player: Int, seq: Int, events: [ClientInput]) -> Outcome {
        lock.withLock {
            let at = max(now, lastAt)
            var mapped: [ClientInput] = []
            var outcome = Outcome()
            mapped.reserveCapacity(events.count)
            for event in events {
                guard event.isWellFormed else {
                    outcome.problems.append("an input was not well formed (a finite time and place, a known type and kind): it is dropped")
                    continue
                }
                // The smallest gap between arrival and stamp keeps the page's own spacing of its
                // events; never before the last input given nor after now.
                let gap = at * 1000 - event.t
                let offset = min(offsets[player] ?? gap, gap)
                offsets[player] = offset
                let t = min(max(((event.t + offset) * 1000).rounded() / 1000, lastT), at * 1000)
                lastT = t
                mapped.append(ClientInput(t: t, type: event.type, id: PointerOwnership.pointer(event.id, of: player), x: event.x, y: event.y, kind: event.kind))
            }
            guard !mapped.isEmpty else { return outcome }
            outcome.problems += take(PageStep(at: at, events: mapped), by: player, seq: seq)
            outcome.held = session.held
            outcome.step = steps.last
            outcome.results = results
            results = []
            return outcome
        }
    }

    /// Player `player` pressed button `id` from the keyboard (Hint, Next board): a step now.
    func press(from player: Int, id: String) -> Outcome {
        lock.withLock {
            var outcome = Outcome()
            outcome.problems = take(PageStep(at: max(now, lastAt), press: id), by: player, seq: nil)
            outcome.step = steps.last
            outcome.results = results
            results = []
            return outcome
        }
    }

    /// Player `player` left: their fingers are let go, in a step now.
    func release(_ player: Int) -> Outcome {
        lock.withLock {
            let at = max(now, lastAt)
            let t = max(lastT, at * 1000)
            var outcome = Outcome()
            // Worked out without touching the session: the cancels go in as a step like any other.
            var probe = session.ownership
            let cancels = probe.release(player: player, t: t)
            guard !cancels.isEmpty else { return outcome }
            lastT = t
            outcome.problems = take(PageStep(at: at, events: cancels), by: player, seq: nil)
            outcome.step = steps.last
            outcome.results = results
            results = []
            return outcome
        }
    }

    /// A step with no input when one of the game's timers is due (a long press, a snap's
    /// end), so every page's board fires it at the same moment; nil when nothing is due.
    func pump() -> Outcome? {
        lock.withLock {
            let at = max(now, lastAt)
            guard let due = session.nextWake(drawing: false), due <= at else { return nil }
            var outcome = Outcome()
            _ = take(PageStep(at: at), by: 0, seq: nil)
            outcome.step = steps.last
            outcome.results = results
            results = []
            return outcome
        }
    }

    /// When, in seconds of the board's clock, a timer next falls due (nil: none).
    var nextWake: Double? { lock.withLock { session.nextWake(drawing: false) } }

    /// Steps were posted to the pages without a ring: they go out within
    /// ``broadcastInterval``. Returns whether the loop must be woken to see to it (it plans to
    /// wake later than that).
    func stepsPosted() -> Bool {
        lock.withLock {
            if flushAt == nil { flushAt = clock.now + broadcastInterval }
            // A step may also have set a timer sooner than the loop planned.
            let timer = session.nextWake(drawing: false).map { startedAt + $0 + 0.001 } ?? .infinity
            return min(flushAt!, timer) < plannedWake
        }
    }

    /// When (room clock) the loop should next wake — the next flush or timer, at most a second
    /// away — noted as planned.
    func planWake() -> Double {
        lock.withLock {
            let timer = session.nextWake(drawing: false).map { startedAt + $0 + 0.001 } ?? .infinity
            plannedWake = min(flushAt ?? .infinity, timer, clock.now + 1)
            return plannedWake
        }
    }

    /// Whether steps wait to go out and their time has come (then they are taken as sent).
    func flushDue() -> Bool {
        lock.withLock {
            guard let due = flushAt, due <= clock.now else { return false }
            flushAt = nil
            plannedWake = .infinity
            return true
        }
    }

    /// The most bytes of steps a board hands to a page that comes in during its round: 8 MiB,
    /// twice what a round's record may hold. A board played on past it (Pieces has no end) is
    /// still played and sent step by step, but a page that comes in then waits for the next.
    static let maximumHistoryBytes = 2 * GameSession.maximumRecordBytes

    /// Every step so far, in order; nil once they outgrow ``maximumHistoryBytes`` (and are no
    /// longer kept).
    var history: [String]? { lock.withLock { stepBytes > Self.maximumHistoryBytes ? nil : steps } }

    /// Takes `step` as a page's session does (``ScriptedSession/step(_:)``) and logs it.
    private func take(_ step: PageStep, by player: Int, seq: Int?) -> [String] {
        session.advance(to: step.at)
        var problems: [String] = []
        if !step.events.isEmpty { problems = session.receive(step.events, arrivedAt: step.at) }
        if let button = step.press {
            do { try session.press(button) } catch { problems.append(error.message) }
        }
        lastAt = step.at
        var text = "{\"by\":\(player)"
        if let seq { text += ",\"n\":\(seq)" }
        let full = text + "," + step.jsonText.dropFirst()
        stepBytes += full.utf8.count + 1
        if stepBytes > Self.maximumHistoryBytes {
            // Kept no longer: only the latest goes out.
            steps = [full]
        } else {
            steps.append(full)
        }
        return problems
    }
}
