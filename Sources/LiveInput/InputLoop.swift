import Gestures

/// Live pointer input on its way into a `GestureEngine`: what an app's run loop, a
/// browser page or a server session needs between the device and the engine.
///
/// Two clocks meet here: the **device's**, which stamps each event
/// (``PointerEvent/timestamp``), and the **host's** — the loop's own, in which events arrive,
/// frames run and deadlines are given (`arrivedAt:`, `frame(at:)`, `advance(to:)`,
/// ``nextDeadline``). In an app they are the same clock; a server's sessions see a page's
/// clock from afar. Both count seconds.
///
/// - **Clocks.** Each event's engine time is its stamp plus an offset learnt from the events
///   themselves (the smallest gap between an event's arrival and its stamp, so a stamp never
///   lands later than its arrival), which keeps the intervals between events exactly as the
///   device measured them — and so velocities right. Timers run
///   ``Configuration/trailing`` behind the host's clock, so that events still on their way
///   keep their own times; an event that would still go back is placed at the latest time
///   handed out (never refused for its time: no "time goes backwards").
/// - **Timers.** ``nextDeadline`` says, in host time, when the engine next needs to run (a
///   double tap's window closing, a long press's delay); ``advance(to:)`` runs it.
/// - **Frames.** Events of one instant and one action go to the engine as one batch, the way
///   UIKit delivers the touches of one frame: ``enqueue(_:)`` collects them as they arrive,
///   ``frame(at:)`` hands them over once a frame; ``receive(_:arrivedAt:)`` hands a list over
///   at once.
/// - **Loss.** When input may have been lost, every pointer down is cancelled, as the system
///   cancels touches: after an overflow of the queue, after a gap longer than
///   ``Configuration/maximumGap`` between frames (the loop was not run: the app was
///   suspended), when a pointer lands again without having lifted, or when the host calls
///   ``interrupt()`` (focus lost, connection dropped). Later events of a cancelled pointer are
///   ignored until it lands again.
///
/// ```swift
/// let loop = InputLoop(engine: engine)
/// // on every pointer event:
/// loop.enqueue(PointerEvent(.down, pointer: id, at: point, timestamp: event.timeStamp / 1000))
/// // once a frame (a display link, requestAnimationFrame):
/// loop.frame(at: now)
/// // and wake up for timers when nothing else happens:
/// if let deadline = loop.nextDeadline { scheduleWakeUp(at: deadline) }
/// ```
public final class InputLoop {
    /// How the loop maps time and guards against lost input.
    public struct Configuration: Sendable {
        /// How far the engine's timers run behind the host's clock, in seconds: events that
        /// arrive within it keep their own times. Default 0.05 s — three frames at 60 Hz, for a
        /// page whose events cross a network; a native app can use a frame (0.017 s).
        public var trailing: Double = 0.05
        /// The most pointers that may be down at once; a pointer landing beyond it is
        /// refused. Default 10.
        public var maximumPointers = 10
        /// The most events ``enqueue(_:)`` holds between frames; one more is an overflow.
        /// Default 4,096.
        public var queueCapacity = 4096
        // A page's surface hears of a gap from the page (a hidden tab's pointers are cancelled
        // by fingerplay.js): the page build (FINGERPLAY_PAGE) never checks for one.
        #if !FINGERPLAY_PAGE
        /// The longest time between two frames (``frame(at:)`` or ``advance(to:)``), in
        /// seconds, before the pointers down are taken to be lost and cancelled; nil never
        /// cancels for a gap (a server that runs the loop only when something is due).
        /// Default 0.5 s.
        public var maximumGap: Double? = 0.5
        #endif
        /// The largest correction one event may make to the device-to-engine clock offset, in
        /// seconds; an event that would shift it more is a broken stamp and is placed at its
        /// arrival instead. Default 1 s.
        public var maximumClockStep = 1.0
        /// Whether times are rounded down to the microsecond and coordinates to the thousandth
        /// of a point before the engine sees them — the precision a recorded trace keeps, so
        /// a recording replays to exactly the same gestures. Default true.
        public var roundsToTracePrecision = true

        /// The defaults.
        public init() {}
    }

    /// The engine the events go to.
    public private(set) var engine: GestureEngine
    /// The settings given at creation.
    public let configuration: Configuration
    /// How many events were dropped by overflows of the queue so far.
    public private(set) var droppedEvents = 0
    /// How many times pointers were cancelled because input may have been lost (overflow,
    /// gap, a pointer landing twice, ``interrupt()``).
    public private(set) var interruptions = 0

    private var offset: Double?
    /// The pointers down, with where each was last and what it is.
    private var down = PointerTable()
    private var queue: [PointerEvent] = []
    // The queue's second buffer: a frame swaps the two, so handing the events over allocates
    // nothing (copying the queue and emptying it made a new buffer every frame).
    private var handedOver: [PointerEvent] = []
    /// `receive`'s working lists, kept between calls so that a frame allocates nothing; a
    /// `receive` inside a `receive` (a delegate that sends input) finds them taken and makes its own.
    private var spareInputs: [TouchInput] = []
    private var spareUndo: [(pointer: Int, before: (location: Point, kind: PointerKind)?)] = []
    private var isHandingOver = false
    private var overflowed = false
    #if !FINGERPLAY_PAGE
    private var lastFrame: Double?
    #endif

    /// A loop feeding `engine`.
    public init(engine: GestureEngine, configuration: Configuration = Configuration()) {
        self.engine = engine
        self.configuration = configuration
        queue.reserveCapacity(64)
    }

    /// The pointers down now, by id, as the loop has handed them to the engine.
    public var pointersDown: [Int] { Self.ascending(down.pointerIDs) }

    /// Rounds a time in seconds down to the microsecond a trace records.
    public static func traceTime(_ seconds: Double) -> Double {
        ((seconds * 1000) * 1000).rounded(.down) / 1000 / 1000
    }

    /// Rounds a coordinate to the thousandth of a point a trace records.
    public static func traceCoordinate(_ points: Double) -> Double {
        (points * 1000).rounded() / 1000
    }

    // MARK: Time

    /// How far the engine's timers may run at host time `time`: `time` less the trailing window
    /// (to a trace's microsecond, rounded down, when it rounds); within a microsecond of ``nextDeadline``,
    /// the deadline — sums and roundings (1.951 s + 0.05 s − 0.05 s) fall a hair short of it.
    public func engineTime(forHostTime time: Double) -> Double {
        let t = time - configuration.trailing, rounded = configuration.roundsToTracePrecision ? Self.traceTime(t) : t
        if let deadline = engine.nextDeadline, rounded < deadline, t > deadline - 1e-6 { return deadline }
        return rounded
    }

    /// When, in seconds of the host's clock, the engine's next timer is due
    /// (``advance(to:)`` fires it from then on); nil when none is set.
    public var nextDeadline: Double? { engine.nextDeadline.map { $0 + configuration.trailing } }

    /// Lets the engine's clock run to `hostTime` (host clock) less the trailing window, firing due
    /// timers; after a gap longer than ``Configuration/maximumGap`` since the last frame, first
    /// cancels the pointers down (at the time of that frame).
    public func advance(to hostTime: Double) {
        checkGap(at: hostTime)
        let t = engineTime(forHostTime: hostTime)
        if t > engine.now { engine.advance(to: t) }
    }

    // MARK: Frames

    /// Holds `event` for the next ``frame(at:)``. Beyond ``Configuration/queueCapacity`` the
    /// queue overflows: everything held is dropped and, at the next frame, every pointer down
    /// is cancelled.
    public func enqueue(_ event: PointerEvent) {
        guard queue.count < configuration.queueCapacity else {
            droppedEvents += queue.count + 1
            queue.removeAll(keepingCapacity: true)
            overflowed = true
            return
        }
        queue.append(event)
    }

    /// A frame at `hostTime` (seconds, host clock): hands the events held since the last frame to the engine
    /// (``receive(_:arrivedAt:)``), then runs its clock (``advance(to:)``). Returns the events
    /// refused, each with its reason.
    @discardableResult
    public func frame(at hostTime: Double) -> [RefusedEvent] {
        checkGap(at: hostTime)
        if overflowed {
            overflowed = false
            interrupt()
        }
        let refused: [RefusedEvent]
        if isHandingOver {
            // A frame inside a frame (a delegate that sends input while asked): the events are
            // copied out, since the second buffer is the outer frame's.
            let events = queue
            queue.removeAll(keepingCapacity: true)
            refused = events.isEmpty ? [] : receive(events, arrivedAt: hostTime)
        } else {
            isHandingOver = true
            defer { isHandingOver = false }
            swap(&queue, &handedOver)
            refused = handedOver.isEmpty ? [] : receive(handedOver, arrivedAt: hostTime)
            handedOver.clear()
        }
        advance(to: hostTime)
        return refused
    }

    /// One event that arrived at `hostTime` (seconds, host clock) and the frame it makes: what
    /// ``enqueue(_:)`` then ``frame(at:)`` do, for a host that frames each event as it comes (a
    /// web page's pointer events). A move of a pointer down — most of what such a host sends —
    /// goes straight to the engine, with no list to hold it nor batch to gather it in; any other
    /// event, and any while others are held or inside another frame, goes the general way.
    /// Returns the refusal, if the event was refused.
    @discardableResult
    public func frame(_ event: PointerEvent, at hostTime: Double) -> RefusedEvent? {
        guard event.action == .move, queue.isEmpty, !overflowed, !isHandingOver,
              event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else {
            enqueue(event)
            return frame(at: hostTime).first
        }
        checkGap(at: hostTime)
        learnOffset(fromStamp: event.timestamp, arrivedAt: hostTime)
        var refused: RefusedEvent?
        // A pointer that is not down (a long gap may just have cancelled it) is passed over.
        if let before = down[event.pointer] {
            let location = handOverLocation(event.location)
            let touch = TouchInput(.move, id: event.pointer, at: location, time: handOverTime(stamp: event.timestamp, arrivedAt: hostTime, latest: engine.now),
                                   kind: event.kind)
            down[event.pointer] = (location, event.kind)
            // A delegate that sends input while asked frames it the general way, as inside any frame.
            isHandingOver = true
            defer { isHandingOver = false }
            do {
                try engine.handle(touch)
            } catch {
                refused = RefusedEvent(index: 0, cause: .refused(error))
                down[event.pointer] = before
            }
        }
        advance(to: hostTime)
        return refused
    }

    // MARK: Events

    /// Hands `events`, which arrived at `hostTime` (seconds, host clock), to the engine in
    /// order, those of one instant and one action together. Returns the events refused, each
    /// with its reason — a value that is not a finite number, a pointer beyond the most
    /// allowed, a batch the engine refused — the others are handled. Events of a pointer that is not
    /// down (after a cancel, say) and hovers no recognizer listens to are passed over.
    @discardableResult
    public func receive(_ events: [PointerEvent], arrivedAt hostTime: Double) -> [RefusedEvent] {
        var problems: [RefusedEvent] = []
        var pending = spareInputs
        spareInputs = []
        var pendingStart = 0
        // What the pending events changed in the table of pointers down, oldest first: undone
        // if the engine refuses them, so the table never says a pointer is down that the engine
        // does not have (or the other way round). A log rather than a copy of the table:
        // copying the table on every frame cost more than the engine's whole step.
        var undo = spareUndo
        spareUndo = []
        defer {
            spareInputs = pending
            spareUndo = undo
        }
        func flush() {
            guard !pending.isEmpty else { return }
            do {
                if pending.count == 1 { try engine.handle(pending[0]) } else { try engine.handle(batch: pending) }
            } catch {
                problems.append(RefusedEvent(index: pendingStart, cause: .refused(error)))
                for change in undo.reversed() { down[change.pointer] = change.before }
            }
            pending.clear()
            undo.clear()
        }
        learnOffset(from: events, arrivedAt: hostTime)
        // The latest time handed out, pending events included: no event goes before it.
        var latest = engine.now
        for (index, event) in events.enumerated() {
            guard event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else {
                problems.append(RefusedEvent(index: index, cause: .notFinite(pointer: event.pointer)))
                continue
            }
            var t = handOverTime(stamp: event.timestamp, arrivedAt: hostTime, latest: latest)
            switch event.action {
            case .down:
                if down[event.pointer] != nil {
                    // It never lifted: its lift was lost on the way.
                    flush()
                    interrupt()
                    latest = max(latest, engine.now)
                    t = max(t, latest)
                }
                guard down.count < configuration.maximumPointers else {
                    problems.append(RefusedEvent(index: index, cause: .tooManyPointers(limit: configuration.maximumPointers, pointer: event.pointer)))
                    continue
                }
            case .move, .up, .cancel:
                guard down[event.pointer] != nil else { continue }
            case .hover:
                // A hover no recognizer hears changes nothing: neither the engine nor a
                // recording needs it.
                if down[event.pointer] != nil || !engine.listensForHover(pointer: event.pointer) { continue }
            }
            latest = t
            let touch = TouchInput(event.action, id: event.pointer, at: handOverLocation(event.location), time: t, kind: event.kind)
            // Events of one instant and one action go to the engine together, as one event.
            if let first = pending.first, first.timestamp != t || first.action != event.action || pending.contains(where: { $0.id == event.pointer }) {
                flush()
            }
            if pending.isEmpty { pendingStart = index }
            pending.append(touch)
            switch event.action {
            case .down, .move:
                undo.append((event.pointer, down.updateValue((touch.location, event.kind), for: event.pointer)))
            case .up, .cancel:
                undo.append((event.pointer, down.removeValue(for: event.pointer)))
            case .hover: break
            }
        }
        flush()
        return problems
    }

    /// The engine's time for a device stamp that arrived at `hostTime`: on the host's clock,
    /// never after its arrival nor before `latest` (the latest time handed out).
    private func handOverTime(stamp: Double, arrivedAt hostTime: Double, latest: Double) -> Double {
        var t = min(stamp + (offset ?? 0), hostTime)
        if configuration.roundsToTracePrecision { t = Self.traceTime(t) }
        return t < latest ? latest : t
    }

    private func handOverLocation(_ location: Point) -> Point {
        configuration.roundsToTracePrecision ? Point(x: Self.traceCoordinate(location.x), y: Self.traceCoordinate(location.y)) : location
    }

    /// Cancels every pointer down, now, where each was last — what the system does when input
    /// may have been lost or the surface is taken away (focus lost, a connection dropped, the
    /// view replaced). Their later events are ignored until they land again. Returns how many
    /// were cancelled.
    @discardableResult
    public func interrupt() -> Int {
        guard !down.isEmpty else { return 0 }
        interruptions += 1
        var cancels: [TouchInput] = []
        for id in Self.ascending(down.pointerIDs) {
            if let (location, kind) = down[id] { cancels.append(TouchInput(.cancel, id: id, at: location, time: engine.now, kind: kind)) }
        }
        down.removeAll()
        // Pointers the loop handed over are down in the engine, at its own time: valid inputs
        // (one batch, a single cancel included).
        _ = try? engine.handle(batch: cancels)
        return cancels.count
    }

    /// Feeds `engine` from now on, keeping the clock learnt so far. The pointers down are
    /// forgotten (the rest of their strokes is ignored, as on a surface that was replaced), and
    /// so is anything queued.
    public func switchEngine(to engine: GestureEngine) {
        self.engine = engine
        down.removeAll()
        queue.removeAll(keepingCapacity: true)
        overflowed = false
    }

    // MARK: Private

    /// The pointer ids in ascending order. At most ``Configuration/maximumPointers`` of them: an
    /// insertion sort, which also keeps the standard library's general sort out of the
    /// WebAssembly build for pages.
    private static func ascending(_ ids: [Int]) -> [Int] {
        var sorted: [Int] = []
        sorted.reserveCapacity(ids.count)
        for id in ids {
            var i = sorted.count
            sorted.append(id)
            while i > 0 && sorted[i - 1] > id {
                sorted[i] = sorted[i - 1]
                i -= 1
            }
            sorted[i] = id
        }
        return sorted
    }

    private func checkGap(at hostTime: Double) {
        #if !FINGERPLAY_PAGE
        defer { lastFrame = max(lastFrame ?? hostTime, hostTime) }
        guard let limit = configuration.maximumGap, let last = lastFrame, hostTime - last > limit, !down.isEmpty else { return }
        // The loop did not run: whatever the pointers did meanwhile is lost. They end where the
        // last frame left them.
        let then = engineTime(forHostTime: last)
        if then > engine.now { engine.advance(to: then) }
        interrupt()
        #endif
    }

    /// The offset from device to host time is the smallest gap between an event's arrival
    /// and its stamp: the first event sets it, later ones lower it
    /// when the device's clock gains on the host's (by less than
    /// ``Configuration/maximumClockStep`` at a time, so one absurd stamp cannot shift the clock
    /// of the whole session).
    private func learnOffset(from events: [PointerEvent], arrivedAt hostTime: Double) {
        for event in events { learnOffset(fromStamp: event.timestamp, arrivedAt: hostTime) }
    }

    private func learnOffset(fromStamp stamp: Double, arrivedAt hostTime: Double) {
        guard stamp.isFinite else { return }
        let gap = hostTime - stamp
        if let current = offset {
            if gap < current && current - gap < configuration.maximumClockStep { offset = gap }
        } else {
            offset = gap
        }
    }
}
