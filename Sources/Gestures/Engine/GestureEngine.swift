// The step's helpers are inlined into it for the native engine's speed; fingerplay.js's page
// build (scripts/build-web, FINGERPLAY_SMALL_CODE) keeps one copy of each instead, as a page
// pays for every byte before its first gesture.

/// Turns raw touch and pointer input into gestures: it hit-tests each new touch in its view
/// tree, hands the touch to the recognizers of the hit view and its ancestors, arbitrates
/// between them with UIKit's rules, delivers touches to the views' own handlers, and fires
/// recognizer timers as its time moves on.
///
/// The engine is deterministic: its only inputs are the events and times it is given.
///
/// ```swift
/// let engine = GestureEngine(viewport: Size(width: 400, height: 300))
/// let tap = TapRecognizer()
/// tap.addAction { _ in print("tapped") }
/// engine.rootView.addGestureRecognizer(tap)
/// try engine.handle(TouchInput(.down, id: 1, at: Point(x: 50, y: 50), time: 0.00))
/// try engine.handle(TouchInput(.up, id: 1, at: Point(x: 50, y: 50), time: 0.08))  // "tapped"
/// ```
///
/// Coordination rules (see `docs/engine.md`):
/// - Recognition is exclusive over shared touches: when one recognizer begins or recognises,
///   every other that has seen one of its touches fails (or is cancelled), unless one of the two
///   allows simultaneous recognition.
/// - A recognizer waits while one it requires to fail is still possible.
/// - Each recognizer follows the touches it took; after a terminal state it resets at the end
///   of the step and starts afresh with the next touch that lands on its view.
/// - Order never depends on the order recognizers were added: see ``GestureRecognizer/precedence``.
public final class GestureEngine {
    /// The top of the view tree; it fills the viewport. Add game views under it.
    public let rootView: View

    /// Thresholds the engine itself uses (multi-tap counting and hit-testing alpha).
    @exclusivity(unchecked) public var settings: GestureSettings

    /// The engine's current time, in seconds: the latest event or deadline it has processed.
    @exclusivity(unchecked) public internal(set) var now: Double

    /// Called for every state change of every recognizer, failures included, in order.
    @exclusivity(unchecked) public var onTransition: ((GestureTransition) -> Void)?

    /// Called with every input the engine accepts (a batch as one call), before it is handled —
    /// the hook a recorder uses to write a trace that replays to the same gestures.
    @exclusivity(unchecked) public var onInput: (([TouchInput]) -> Void)?

    /// Every touch record the engine has made: the first `activeCount` are the touches down
    /// now (or whose end a view has yet to hear), in the order they landed; the rest wait to be
    /// used again. A record moves between the two parts by swapping places, so it is never
    /// released and retained again.
    @exclusivity(unchecked) var records: [ActiveTouch] = []
    @exclusivity(unchecked) var activeCount = 0
    /// The active records (see `records`).
    var active: ArraySlice<ActiveTouch> { records[0..<activeCount] }
    /// The recognizers taking part in a gesture now, in canonical order (see `RecognizerList`
    /// for what keeps them alive).
    @exclusivity(unchecked) var engaged = RecognizerList(capacity: 16)
    /// Recognizers their view let go of while they were engaged, or listed by a landing touch:
    /// held here until they leave the arena, so that no list points at a freed recognizer.
    @exclusivity(unchecked) var pinned: [GestureRecognizer] = []
    /// Set when a recognizer is marked for reset (its `needsReset`): the end of the step then
    /// resets every marked recognizer, in canonical order.
    @exclusivity(unchecked) var resetsPending = false
    @exclusivity(unchecked) var timers = TimerQueue()
    @exclusivity(unchecked) var hovers: [HoverTracking] = []
    @exclusivity(unchecked) var hoverScratch: [HoverRecognizer] = []
    @exclusivity(unchecked) var stepDepth = 0
    @exclusivity(unchecked) var nextSerial = 0
    @exclusivity(unchecked) var lastTap: (location: Point, time: Double, count: Int)?
    // The callbacks `schedule(after:_:)` holds, by id: a few at a time (a game's countdown),
    // so a list searched in order rather than a hash table.
    @exclusivity(unchecked) var callbacks: [(id: Int, action: () -> Void)] = []
    /// Set when a touch ended in this step: only then can a recognizer be left with no touches.
    @exclusivity(unchecked) var sweepNeeded = false
    @exclusivity(unchecked) var nextCallbackID = 0
    /// Touches down (or held back) whose view has a touch handler: while there are none, a step
    /// skips view delivery altogether.
    // The page build (FINGERPLAY_PAGE) has no view delivery: its views have no touch handlers.
    #if !FINGERPLAY_PAGE
    @exclusivity(unchecked) var viewDeliveries = 0
    #endif
    /// Set when a recognizer is parked waiting for a requirement to fail; cleared by a walk that
    /// finds none parked, so that a failure with nobody waiting releases nothing in one test.
    @exclusivity(unchecked) var mayHaveWaiters = false
    /// Touches that ended but are still in `active`: while there are none, a step retires none.
    @exclusivity(unchecked) var finishedTouches = 0

    /// Creates an engine whose root view is `viewport` points large, starting at time `start`
    /// seconds.
    public init(viewport: Size, settings: GestureSettings = GestureSettings(), start: Double = 0) {
        self.rootView = View(frame: Rect(origin: .zero, size: viewport), name: "root")
        self.settings = settings
        self.now = start
        records.reserveCapacity(8)
    }

    deinit {
        for i in 0..<engaged.count {
            let r = engaged[i].takeUnretainedValue()
            r.engine = nil
            r.isEngaged = false
            // Its touches read the engine's records, which go with the engine.
            r.trackedTouches.removeAll()
        }
        engaged.deallocate()
        timers.deallocate()
        for tracking in hovers { for r in tracking.recognizers { r.engine = nil } }
    }

    /// The earliest pending timer deadline, in seconds, if any.
    public var nextDeadline: Double? { timers.nextDeadline }

    /// Whether any timer is still pending.
    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// The number of touches down now.
    public var touchCount: Int { active.reduce(0) { $0 + ($1.isFinished ? 0 : 1) } }

    /// The touches down now, in the order they landed: where each is, what it is and the view
    /// it landed on.
    public var activeTouches: [Touch] { active.filter { !$0.isFinished }.map { $0.touch } }

    /// Cancels every touch down, now, where each is — what the system does when something takes
    /// the screen away (a call, the app leaving the foreground, input lost on the way) — so
    /// every recognizer tracking one is cancelled or fails, and the views hear the cancel.
    /// The cancels are inputs like any other (``onInput`` hears them). Returns how many touches
    /// were cancelled.
    @discardableResult
    public func cancelAllTouches() -> Int {
        let cancels = activeTouches.map { TouchInput(.cancel, id: $0.id, at: $0.location, time: now, kind: $0.kind) }
        guard !cancels.isEmpty else { return 0 }
        // Touches the engine holds are valid inputs at its own time: this cannot throw.
        try? (cancels.count == 1 ? handle(cancels[0]) : handle(batch: cancels))
        return cancels.count
    }

    // MARK: Input

    /// Handles one input event. Due timers fire first, so a deadline at time t fires before an
    /// event stamped t or later.
    public func handle(_ input: TouchInput) throws(GestureInputError) {
        var found = try validate(input, seenInBatch: 0, batch: nil)
        onInput?([input])
        // Most inputs find no timer due: then time simply moves on, and what validation found
        // (the touch's record, or a free slot) still holds. A timer's step may retire records.
        if timers.hasDue(atOrBefore: input.timestamp) {
            advance(to: input.timestamp)
            found = nil
        } else if input.timestamp > now {
            now = input.timestamp
        }
        beginStep()
        process(input, found: found)
        endStep()
    }

    /// Handles several inputs that happened at the same instant (fingers landing or moving
    /// together): recognizers see all of them before they report, as one UIKit event. The
    /// batch is checked first and nothing happens if any input is bad.
    public func handle(batch inputs: [TouchInput]) throws(GestureInputError) {
        guard let first = inputs.first else { return }
        for (i, input) in inputs.enumerated() {
            _ = try validate(input, seenInBatch: i, batch: inputs)
            if input.timestamp != first.timestamp { throw .batchTimesDiffer }
        }
        onInput?(inputs)
        advance(to: first.timestamp)
        beginStep()
        for input in inputs { process(input, found: nil) }
        endStep()
    }

    /// Checks an input against the engine's state. Returns what the check looked up: for a
    /// touch-down the slot it will take, for a move, lift or cancel of a touch down now the
    /// index of its record in `active`.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func validate(_ input: TouchInput, seenInBatch count: Int, batch: [TouchInput]?) throws(GestureInputError) -> Int? {
        guard input.timestamp.isFinite else { throw .notFinite("time") }
        guard input.location.x.isFinite else { throw .notFinite("x") }
        guard input.location.y.isFinite else { throw .notFinite("y") }
        guard input.timestamp >= now else { throw .timeWentBackwards(time: input.timestamp, now: now) }
        if let batch {
            for j in 0..<count where batch[j].id == input.id && batch[j].action != .hover {
                throw .duplicateTouchInBatch(id: input.id)
            }
        }
        let index = recordIndex(for: input.id)
        switch input.action {
        case .down:
            if index != nil { throw .touchAlreadyDown(id: input.id) }
            guard let slot = freeSlot() else { throw .tooManyTouches }
            return slot
        case .move, .up:
            if index == nil { throw .unknownTouch(id: input.id) }
        case .cancel:
            if index == nil && !hovers.contains(where: { $0.pointer == input.id }) { throw .unknownTouch(id: input.id) }
        case .hover:
            return nil
        }
        return index
    }

    /// Where the record of touch `id`, down now, is in `active`.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    func recordIndex(for id: Int) -> Int? {
        var i = 0
        while i < activeCount {
            let found = Unmanaged.passUnretained(records[i])._withUnsafeGuaranteedRef { $0.touch.id == id && !$0.isFinished }
            if found { return i }
            i += 1
        }
        return nil
    }

    /// Handles one input; `found` is what validation looked up, when nothing has changed since.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func process(_ input: TouchInput, found: Int?) {
        switch input.action {
        case .down: touchDown(input, slot: found)
        case .move: touchChanged(input, phase: .moved, index: found)
        case .up: touchChanged(input, phase: .ended, index: found)
        case .cancel:
            if let index = found ?? recordIndex(for: input.id) { touchChanged(input, phase: .cancelled, index: index) } else { hoverCancelled(input) }
        case .hover: hoverMoved(input)
        }
    }

    // MARK: Steps

    func beginStep() { stepDepth &+= 1 }

    /// Lets recognizers report, settles view deliveries and resets finished recognizers.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    func endStep() {
        stepDepth &-= 1
        // Nested steps (a transition inside a step) end here; only the outermost does the work.
        if stepDepth == 0 { completeStep() }
    }

    private func completeStep() {
        stepDepth &+= 1
        var i = 0
        while i < engaged.count {
            engaged[i]._withUnsafeGuaranteedRef { r in
                if r.isDirty {
                    r.isDirty = false
                    if r.isLive { r.touchesDidChange() }
                }
            }
            i += 1
        }
        if sweepNeeded {
            sweepNeeded = false
            sweepUndecided()
        }
        #if !FINGERPLAY_PAGE
        if viewDeliveries > 0 {
            deliverStepToViews()
            settleViewDeliveries()
        }
        #endif
        stepDepth &-= 1
        if resetsPending { performResets() }
        if finishedTouches > 0 { retireFinishedTouches() }
    }

    /// A recognizer that has lost all its touches, waits for no timer and has decided nothing
    /// can never succeed; failing it keeps others from waiting on it forever (Flutter's sweep).
    private func sweepUndecided() {
        var i = 0
        while i < engaged.count {
            engaged[i]._withUnsafeGuaranteedRef { r in
                if r.isLive && r.state == .possible && r.pendingState == nil && r.trackedTouches.isEmpty && !timers.hasTimer(for: r) {
                    request(r, to: .failed, reason: .tooFewTouches(count: 0, required: 1))
                }
            }
            i += 1
        }
    }

    private func performResets() {
        while resetsPending {
            resetsPending = false
            // The arena resets the marked recognizers in canonical order and lets them go in
            // the same pass, keeping the others' order.
            var kept = 0
            var i = 0
            while i < engaged.count {
                let link = engaged[i]
                let resets = link._withUnsafeGuaranteedRef { r in
                    guard r.needsReset else { return false }
                    timers.remove(r, token: nil)
                    r.performReset()
                    r.isEngaged = false
                    r.engine = nil
                    return true
                }
                if !resets {
                    if kept != i { engaged.place(link, at: kept) }
                    kept &+= 1
                }
                i += 1
            }
            engaged.truncate(to: kept)
            // A recognizer that reset follows none of the touches down now, and never will: a
            // touch joins a recognizer only when it lands. Dropping it from every touch's list
            // keeps later moves from visiting it.
            var k = 0
            while k < activeCount {
                Unmanaged.passUnretained(records[k])._withUnsafeGuaranteedRef { $0.recognizers.removeDisengaged() }
                k += 1
            }
            // A pinned one is let go of only now that no list points at it.
            if !pinned.isEmpty { unpinDisengaged() }
        }
    }

    /// Lets go of the pinned recognizers that have left the arena.
    private func unpinDisengaged() {
        pinned.removeAll { !$0.isEngaged }
    }

    /// Holds a recognizer its view is letting go of while a list of this engine points at it.
    func pin(_ r: GestureRecognizer) {
        pinned.append(r)
    }

    private func retireFinishedTouches() {
        var i = 0
        while i < activeCount {
            let retires = Unmanaged.passUnretained(records[i])._withUnsafeGuaranteedRef { record in
                guard record.isFinished && record.delivery != .delayed else { return false }
                finishedTouches &-= 1
                #if !FINGERPLAY_PAGE
                if record.delivery != .none { viewDeliveries -= 1 }
                #endif
                record.hitView = nil
                record.recognizers.removeAll()
                return true
            }
            guard retires else { i += 1; continue }
            // The record goes to the end of the active part, the others keeping their order.
            let last = activeCount &- 1
            if i < last {
                records.withUnsafeMutableBufferPointer { buffer in
                    for j in i..<last { buffer.swapAt(j, j + 1) }
                }
            }
            activeCount = last
        }
    }

    func schedule(_ r: GestureRecognizer, at deadline: Double, token: Int) {
        timers.add(r, at: deadline, token: token)
    }

    /// Drops `r`'s timers with `token`, or all of them when `token` is nil.
    func cancelTimers(of r: GestureRecognizer, token: Int?) {
        timers.remove(r, token: token)
    }
}
