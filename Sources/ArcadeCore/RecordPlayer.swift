import Games
import GestureReplay
import Gestures

/// A game record played to any moment: the record's game, handed the record's inputs up to
/// that moment and its clock run on to it — what a page watching the record draws, with the
/// touches down then. Moving on plays on from where it is; going back plays again from the
/// start (an engine cannot be rewound), which for a record of minutes takes milliseconds.
///
/// The same code judged the result when it was saved, so played to its end a record gives its
/// result again — or does not, which ``results`` shows.
public final class RecordPlayer {
    /// The record.
    public let record: GameRecord
    /// Where the record's clock begins, in seconds (a later round's start; 0 for a first one).
    public let startTime: Double
    /// Where it ends: the time of the result it was saved for, in seconds.
    public let endTime: Double
    /// Where the game is now, in seconds of its clock.
    public private(set) var time: Double

    /// The record's input, parsed.
    let trace: ReplayTrace
    private var engine: GestureEngine
    private var live: LiveGame
    /// The first event of the trace not yet handed to the engine.
    private var nextEvent = 0

    /// A player at the record's start; `onEvent` hears each of the game's events and `onMove`
    /// each of the player's moves among them (``LiveGame/onMove``), with the time in seconds and
    /// the event in words. Throws for a record that cannot be played (a format this arcade does
    /// not know, a trace that does not parse, a size that is not positive).
    public convenience init(_ record: GameRecord, onEvent: ((Double, String) -> Void)? = nil, onMove: ((Double, String) -> Void)? = nil) throws(ArcadeError) {
        let trace: ReplayTrace
        do { trace = try ReplayTrace(text: record.trace, file: "trace") } catch { throw ArcadeError("the record's \(error)") }
        try self.init(record, trace: trace, onEvent: onEvent, onMove: onMove)
    }

    /// A player of `record` whose trace is parsed already (`trace`): another player's, whose
    /// record it is.
    init(_ record: GameRecord, trace: ReplayTrace, onEvent: ((Double, String) -> Void)?, onMove: ((Double, String) -> Void)?) throws(ArcadeError) {
        guard record.format == 1 || record.format == 2 else {
            throw ArcadeError(record.format > 2 ? "record format \(record.format) comes from a newer arcade: this one plays formats 1 and 2"
                                                : "record format \(record.format) is not one this arcade knows (1, 2)")
        }
        guard record.width.isFinite, record.height.isFinite, record.width > 0, record.height > 0 else {
            throw ArcadeError("the record's screen size is not positive")
        }
        guard record.result.time.isFinite else { throw ArcadeError("the record's result time is not a finite number") }
        self.record = record
        startTime = record.format == 2 ? (record.start ?? 0) : 0
        let round = record.format == 2 ? (record.round ?? 0) : 0
        guard round >= 0, startTime.isFinite, startTime >= 0 else { throw ArcadeError("the record's round or start is out of range") }
        endTime = max(startTime, record.result.time)
        self.trace = trace
        self.onEvent = onEvent
        self.onMove = onMove
        (engine, live) = try Self.begin(record, at: startTime, onEvent: onEvent, onMove: onMove)
        time = startTime
    }

    private let onEvent: ((Double, String) -> Void)?
    private let onMove: ((Double, String) -> Void)?

    /// Plays the whole record at once, from its start to its result — how the arcade judges a
    /// record (``GameRecord/replay(onEvent:)``): the trace handed over in one pass.
    public func playToEnd() throws(ArcadeError) {
        if nextEvent > 0 || time > startTime {
            try seek(to: endTime)
            return
        }
        do { try Replay.feed(trace, to: engine, file: "trace") } catch { throw ArcadeError("the record's \(error)") }
        nextEvent = trace.events.count
        engine.advance(to: record.result.time)
        time = endTime
    }

    /// Plays to `target` seconds (kept within ``startTime`` … ``endTime``): on from now, or
    /// again from the start when `target` is earlier.
    public func seek(to target: Double) throws(ArcadeError) {
        let t = min(max(target.isFinite ? target : startTime, startTime), endTime)
        if t < time {
            (engine, live) = try Self.begin(record, at: startTime, onEvent: onEvent, onMove: onMove)
            nextEvent = 0
            time = startTime
        }
        while nextEvent < trace.events.count, let first = trace.events[nextEvent].inputs.first, first.timestamp <= t {
            let inputs = trace.events[nextEvent].inputs
            do throws(GestureInputError) {
                if inputs.count == 1 { try engine.handle(inputs[0]) } else { try engine.handle(batch: inputs) }
            } catch {
                throw ArcadeError("the record's trace, line \(trace.events[nextEvent].line): \(error.description)")
            }
            nextEvent += 1
        }
        engine.advance(to: t)
        time = t
    }

    /// The game's scene now.
    public func scene() -> Scene { live.scene(at: time) }

    /// The touches down now, in the game's points: what a watching page draws as fingers.
    public var touches: [Touch] { engine.activeTouches }

    /// The results the game has given up to now.
    public var results: [GameResult] { live.results }

    /// Whether the game, played to its end, gives the result the record was saved for.
    public var reproducesResult: Bool {
        time >= endTime && results.indices.contains(record.resultIndex) && results[record.resultIndex] == record.result
    }

    private static func begin(_ record: GameRecord, at start: Double, onEvent: ((Double, String) -> Void)?,
                              onMove: ((Double, String) -> Void)?) throws(ArcadeError) -> (GestureEngine, LiveGame) {
        let round = record.format == 2 ? (record.round ?? 0) : 0
        let engine = GestureEngine(viewport: Size(width: record.width, height: record.height), start: start)
        let live = try LiveGame(kind: record.game, options: record.options, seed: LiveGame.roundSeed(record.seed, round: round), engine: engine,
                                carry: record.format == 2 ? record.carry : nil, together: record.team != nil)
        live.onEvent = onEvent
        live.onMove = onMove
        if round > 0 { live.beginRound() }
        return (engine, live)
    }
}
