/// What the engine asks of a recognizer: touches handed over, resets, actions run, and the
/// answers its relations and delegate give in the arena.
extension GestureRecognizer {
    /// Whether the current gesture can still change: neither decided nor waiting to reset.
    /// A recognizer is marked for reset only once its state is terminal, and the reset that
    /// clears the mark also returns it to `possible`, so the state alone answers.
    @inline(__always)
    var isLive: Bool {
        assert(!needsReset || state.isTerminal, "marked for reset while its gesture goes on")
        return !state.isTerminal
    }

    func deliverBegan(_ touch: Touch, record: ActiveTouch, slot: Int) {
        sequenceMask |= (1 as UInt64) << UInt64(slot)
        trackedTouches.append(touch, record: record)
        lastCentroid = centroid
        touchBegan(touch)
    }

    func deliverMoved(_ record: ActiveTouch, at i: Int) {
        trackedTouches.update(record.touch, at: i)
        if hearsMoves { touchMoved(record.touch) }
    }

    func deliverEnded(_ touch: Touch, at i: Int) {
        trackedTouches.update(touch, at: i)
        // Fingers lifting together leave the gesture where their centroid was, not where the
        // last of them happened to be.
        if trackedTouches.count > 1 || touch.timestamp != lastCentroidLiftTime { lastCentroid = centroid }
        lastCentroidLiftTime = touch.timestamp
        trackedTouches.remove(at: i)
        if touch.phase == .cancelled { touchCancelled(touch) } else { touchEnded(touch) }
    }

    func performReset() {
        trackedTouches.removeAll()
        sequenceMask = 0
        pendingState = nil
        pendingEnd = false
        isDirty = false
        needsReset = false
        lastCentroidLiftTime = -.infinity
        state = .possible
        reset()
    }

    /// An action and the identifier that removes it.
    struct Action {
        let id: GestureActionID
        let body: (GestureRecognizer) -> Void
    }

    func runActions() {
        // A copy: an action may add or remove actions while they run.
        let running = actions
        for action in running { action.body(self) }
    }

    @inline(__always)
    func requires(toFail other: GestureRecognizer) -> Bool {
        guard mayRequireFailure || other.mayBeRequiredToFail else { return false }
        return asksWhetherRequires(toFail: other)
    }

    private func asksWhetherRequires(toFail other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(ObjectIdentifier(other)) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if hasDelegate, let d = delegate, d.gestureRecognizer(self, shouldRequireFailureOf: other) { return true }
        if other.hasDelegate, let d = other.delegate, d.gestureRecognizer(other, shouldBeRequiredToFailBy: self) { return true }
        return false
    }

    @inline(__always)
    func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        guard mayRecognizeSimultaneously || other.mayRecognizeSimultaneously else { return false }
        return asksWhetherSimultaneous(with: other)
    }

    private func asksWhetherSimultaneous(with other: GestureRecognizer) -> Bool {
        if recognizesSimultaneouslyWithAll || other.recognizesSimultaneouslyWithAll { return true }
        if simultaneousPartners.contains(ObjectIdentifier(other)) { return true }
        if other.simultaneousPartners.contains(ObjectIdentifier(self)) { return true }
        if hasDelegate, let d = delegate, d.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) { return true }
        if other.hasDelegate, let d = other.delegate, d.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) { return true }
        return false
    }

    /// Called as the view lets go of the recognizer: an engine whose lists point at it (it is
    /// engaged, or a landing touch has listed it) holds it until it leaves the arena.
    func pinWhileListed() {
        if let listing = listedBy {
            listing._withUnsafeGuaranteedRef { $0.pin(self) }
        } else if isEngaged, let link = engineLink {
            link._withUnsafeGuaranteedRef { $0.pin(self) }
        }
    }

    /// Ends the current gesture because the recognizer was disabled or removed.
    func abandon(reason: GestureReason) {
        guard let engine, isEngaged else { return }
        engine.abandon(self, reason: reason)
    }

    /// The canonical order (by the keys read when their touches landed): the deeper view, then
    /// the higher precedence, then the one made first. Names take no part, so an engine whose
    /// host keeps the names (fingerplay.js's) decides as one that holds them.
    @inline(__always)
    static func precedes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.depthKey != b.depthKey { return a.depthKey > b.depthKey }
        if a.precedenceKey != b.precedenceKey { return a.precedenceKey > b.precedenceKey }
        return a.serial < b.serial
    }
}
