import Arcade
import Gestures
import GestureReplay
import JSONKit

/// A room's round played together on one board (Pentominoes, Pieces): the room's one session of
/// the game, held by the instance that holds the room. Every player's input comes here and is
/// put in one order — each input message one step, at the moment it arrived, its pointer ids
/// given the player's range (``PointerOwnership``) — and the steps go to every page, which runs
/// the same session from them and so shows the same board. The session here judges: its
/// results, and the record that replays to them, are the team's.
///
/// Owned by its room (``Room``, an actor) and touched only inside it: its steps are taken one at
/// a time and go out in that order; the session is not `Sendable` and never leaves the room.
final class TeamBoard {
    /// What a step gave: the step (the JSON a page's session takes, with who sent it and their
    /// message count), input problems, and results. (The fingers refused for holding are each
    /// page's to find: its own board refuses them alike.)
    struct Outcome {
        var step: String?
        var problems: [String] = []
        var results: [(result: GameResult, record: GameRecord?)] = []
        /// The step's place (its count from the board's start) and the chain's link after it.
        var count = 0, link = ""
    }

    /// The session's first line as a page's session reads it (`fp_game_create`): game, options,
    /// seed, size and team.
    let header: String
    /// The players, as the round began.
    let team: [TeamMember]
    /// The room clock's reading when the board's clock read 0, in seconds.
    let startedAt: Double
    /// Wakes the board's loop (its room's, ``Room/run()``): a step to send, or a step that may
    /// have set a timer.
    let alarm: Alarm

    private let session: GameSession
    private let clock: any SessionClock
    /// The board's seed and size (what its header says).
    let seed: UInt64
    let size: Size
    /// Seals the chain of steps.
    private let chain: StepChain
    /// Every step so far, in order: a page that comes in during the round runs them all.
    private var steps: [String] = []
    /// Steps taken since the board began, and the chain's link after the last: a page hands
    /// them to another instance, which checks them against it.
    private var count = 0
    private var linkBytes: [UInt8] = []
    private var link = ""
    /// Their bytes.
    private var stepBytes = 0
    /// Each player's page clock against the board's: milliseconds to add to a page's stamp (the
    /// smallest gap seen between an input's arrival and its stamp).
    private var offsets: [Int: Double] = [:]
    /// The latest input time given, in milliseconds: the order never goes back in time.
    private var lastT = 0.0
    private var lastAt = 0.0
    private var results: [(result: GameResult, record: GameRecord?)] = []
    /// When (room clock) the board's loop plans to wake.
    private var plannedWake = Double.infinity

    /// A board of `kind` with `options` and `seed`, `width` × `height` points, for `team` in room
    /// `room` (its code: the chain of steps is sealed to it), its clock starting now.
    init(room: String, kind: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double, team: [TeamMember], clock: any SessionClock,
         tickets: SessionTickets, clockAt: Double = 0, alarm: Alarm = Alarm()) throws(ArcadeError) {
        self.alarm = alarm
        chain = tickets.stepChain
        self.seed = seed
        session = try GameSession(kind: kind, options: options, seed: seed, width: width, height: height, team: team)
        self.team = team
        self.clock = clock
        startedAt = clock.now - clockAt
        let size = session.engine.rootView.bounds.size
        self.size = size
        header = "{\"game\":\"\(kind.rawValue)\",\"options\":\(session.game.options.jsonText),\"seed\":\(seed),"
            + "\"width\":\(JSONOutput.number(size.width)),\"height\":\(JSONOutput.number(size.height)),\"team\":[\(team.map(\.jsonText).joined(separator: ","))]}"
        session.onResult = { [unowned(unsafe) self] result, record in results.append((result, record)) }
        linkBytes = chain.origin(room: room, header: header)
    }

    /// The board's clock now, in seconds.
    var now: Double { clock.now - startedAt }

    /// Player `player`'s input message `seq`: its well-formed events, their stamps moved onto
    /// the board's clock, as one step now.
    func input(from player: Int, seq: Int, events: [ClientInput]) -> Outcome {
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
        outcome.problems += take(PageStep(at: at, events: mapped), by: player, seq: seq) ?? []
        return taken(outcome)
    }

    /// Player `player` pressed button `id` from the keyboard (Hint, Next board): a step now.
    /// A button not on the screen makes no step: the press is refused for its player alone.
    func press(from player: Int, id: String) -> Outcome {
        var outcome = Outcome()
        guard let problems = take(PageStep(at: max(now, lastAt), press: id), by: player, seq: nil) else {
            outcome.problems = ["there is no button \"\(id.prefix(40))\" on the screen"]
            return outcome
        }
        outcome.problems = problems
        return taken(outcome)
    }

    /// Player `player` left: their fingers are let go, in a step now.
    func release(_ player: Int) -> Outcome {
        let at = max(now, lastAt)
        let t = max(lastT, at * 1000)
        var outcome = Outcome()
        // Worked out without touching the session: the cancels go in as a step like any other.
        var probe = session.ownership
        let cancels = probe.release(player: player, t: t)
        guard !cancels.isEmpty else { return outcome }
        lastT = t
        outcome.problems = take(PageStep(at: at, events: cancels), by: player, seq: nil) ?? []
        return taken(outcome)
    }

    /// A step with no input when one of the game's timers is due (a long press, a snap's
    /// end), so every page's board fires it at the same moment; nil when nothing is due.
    func pump() -> Outcome? {
        let at = max(now, lastAt)
        guard let due = session.nextWake(drawing: false), due <= at else { return nil }
        let outcome = Outcome()
        _ = take(PageStep(at: at), by: 0, seq: nil)
        return taken(outcome)
    }

    /// How far the board has got, in a few words ("5 of 12 pieces placed"; "" for Pieces).
    var progress: String { session.game.progress }

    /// When (room clock) the board's next game timer falls due, just after it (infinity: none).
    private var timerAt: Double { session.nextWake(drawing: false).map { startedAt + $0 + 0.001 } ?? .infinity }

    /// Whether a step just taken set a game timer sooner than the room's loop plans to wake.
    var timerSooner: Bool { timerAt < plannedWake }

    /// When (room clock) the loop should next wake — the next game timer, at most a second away
    /// (the list hears how far the board has got) — noted as planned.
    func planWake() -> Double {
        plannedWake = min(timerAt, clock.now + 1)
        return plannedWake
    }

    /// The loop woke: it plans afresh.
    func woke() { plannedWake = .infinity }

    /// The most bytes of steps a board hands to a page that comes in during its round: 8 MiB,
    /// twice what a round's record may hold. A board played on past it (Pieces has no end) is
    /// still played and sent step by step, but a page that comes in then waits for the next.
    static let maximumHistoryBytes = 2 * GameSession.maximumRecordBytes

    /// The steps taken so far and the chain's link after the last (nil once they outgrow
    /// ``maximumHistoryBytes``): what a page that comes in during the round runs before the steps
    /// its room sends it after. The room sends every step as it is taken, so these are the steps
    /// every page here has been sent.
    var history: (steps: [String], link: String)? {
        stepBytes > Self.maximumHistoryBytes ? nil : (steps, link)
    }

    /// A board taken on from a page after the instance that held it went away: `texts` are its
    /// steps as that instance sent them, `link` the chain's last link the page was sent with
    /// them. The steps are played again here, in order, to the same board; a step that is not
    /// what the chain vouches for throws, and nothing is taken on.
    static func restored(room: String, kind: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double, team: [TeamMember],
                         texts: [String], link: String, clock: any SessionClock, tickets: SessionTickets, alarm: Alarm = Alarm()) throws(ArcadeError) -> TeamBoard {
        let notSent = ArcadeError("the board's steps are not the ones this arcade sent for this room's board: it starts afresh")
        guard !texts.isEmpty else { throw notSent }
        var parsed: [(step: PageStep, by: Int, seq: Int?)] = []
        for text in texts { parsed.append(try parse(text)) }
        // The board as the room's sealed state describes it: its header and room begin the chain.
        let board = try TeamBoard(room: room, kind: kind, options: options, seed: seed, width: width, height: height, team: team, clock: clock,
                                  tickets: tickets, clockAt: parsed.last!.step.at, alarm: alarm)
        var check = board.linkBytes
        for text in texts { check = tickets.stepChain.link(after: check, text) }
        guard StepChain.text(check) == link else { throw notSent }
        for p in parsed { _ = board.take(p.step, by: p.by, seq: p.seq) }
        board.results = []
        guard board.link == link else { throw ArcadeError("the board played again differs from the one this arcade sent: it starts afresh") }
        return board
    }

    /// A step as ``take(_:by:seq:)`` writes it: `{"by", "n"?, "at", "inputs"?, "press"?}`.
    private static func parse(_ text: String) throws(ArcadeError) -> (step: PageStep, by: Int, seq: Int?) {
        let node: JSONNode
        do { node = try JSONParser.parse(text) } catch { throw ArcadeError("a step is not JSON: \(error.message)") }
        guard case .number(let by)? = node["by"]?.value, case .number(let at)? = node["at"]?.value, at.isFinite, at >= 0 else {
            throw ArcadeError("a step needs \"by\" and \"at\"")
        }
        var seq: Int?
        if case .number(let n)? = node["n"]?.value { seq = Int(n) }
        var step = PageStep(at: at)
        if let list = node["inputs"] {
            guard case .array(let items) = list.value else { throw ArcadeError("a step's inputs are a list") }
            for item in items {
                guard case .number(let t)? = item["t"]?.value, case .string(let type)? = item["type"]?.value, case .number(let id)? = item["id"]?.value,
                      case .number(let x)? = item["x"]?.value, case .number(let y)? = item["y"]?.value else { throw ArcadeError("a step's input needs t, type, id, x and y") }
                var kind: String?
                if case .string(let k)? = item["kind"]?.value { kind = k }
                step.events.append(ClientInput(t: t, type: type, id: Int(id), x: x, y: y, kind: kind))
            }
        }
        if case .string(let press)? = node["press"]?.value { step.press = press }
        return (step, Int(by), seq)
    }

    /// `outcome` with the step just taken, its place and link, and the results it gave.
    private func taken(_ outcome: Outcome) -> Outcome {
        var outcome = outcome
        outcome.step = steps.last
        (outcome.count, outcome.link) = (count, link)
        outcome.results = results
        results = []
        return outcome
    }

    /// Takes `step` as a page's session does (``ScriptedSession/step(_:)``) and logs it; nil when
    /// it presses a button that is not on the screen: that makes no step, so it reaches no page
    /// but its sender's (as an error) and no history. (The session's clock has moved to the
    /// step's time either way, as the next step's would move it.) Input the session refuses
    /// stays in its step: the input loop has seen it, and every page's loop must see it alike.
    private func take(_ step: PageStep, by player: Int, seq: Int?) -> [String]? {
        session.advance(to: step.at)
        if let button = step.press, step.events.isEmpty, !session.hasButton(button) { return nil }
        var problems: [String] = []
        if !step.events.isEmpty { problems = session.receive(step.events, arrivedAt: step.at) }
        if let button = step.press {
            do { try session.press(button) } catch { problems.append(error.message) }
        }
        lastAt = step.at
        var text = "{\"by\":\(player)"
        if let seq { text += ",\"n\":\(seq)" }
        let full = text + "," + step.jsonText.dropFirst()
        count += 1
        linkBytes = chain.link(after: linkBytes, full)
        link = StepChain.text(linkBytes)
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
