/// How the engine settles competing recognizers — UIKit's rules, made order-independent.
extension GestureEngine {
    /// Applies, defers or refuses a transition a recognizer asked for.
    @inline(__always)
    func request(_ r: GestureRecognizer, to target: GestureState, reason: GestureReason?) {
        // The commonest request — a gesture under way moved — inside a step needs no step of
        // its own: it publishes at once, as the general path would.
        if target == .changed && stepDepth > 0 {
            if r.isLive && r.state.isActive { publish(r, .changed, reason: nil) }
            return
        }
        settle(r, to: target, reason: reason)
    }

    /// `request(r, to: .changed, reason: nil)`.
    @inline(__always)
    func requestChange(_ r: GestureRecognizer) {
        if stepDepth > 0 {
            if r.isLive && r.state.isActive { publish(r, .changed, reason: nil) }
            return
        }
        settle(r, to: .changed, reason: nil)
    }

    private func settle(_ r: GestureRecognizer, to target: GestureState, reason: GestureReason?) {
        guard r.isLive else { return }
        beginStep()
        defer { endStep() }
        switch target {
        case .possible:
            return
        case .failed, .cancelled:
            if r.pendingState != nil || r.state == .possible {
                finish(r, as: .failed, reason: reason)
            } else {
                finish(r, as: .cancelled, reason: reason)
            }
        case .began:
            guard r.pendingState == nil, r.state == .possible else { return }
            tryStart(r, as: r.isDiscrete ? .ended : .began)
        case .changed:
            if r.state.isActive { publish(r, .changed, reason: nil) }
        case .ended where r.isDiscrete:
            // Recognized (UIKit's `.recognized` is `.ended`): from possible in one step, or
            // kept as what a parked recognizer becomes once its requirements fail.
            if r.pendingState != nil {
                r.pendingState = .ended
            } else if r.state == .possible {
                tryStart(r, as: .ended)
            }
        case .ended:
            if r.pendingState != nil {
                r.pendingEnd = true
            } else if r.state.isActive {
                finish(r, as: .ended, reason: nil)
            } else if r.state == .possible {
                tryStart(r, as: .began)
                if r.pendingState != nil { r.pendingEnd = true } else if r.state.isActive { finish(r, as: .ended, reason: nil) }
            }
        }
    }

    /// Begins or recognises `r` now, or parks it until the recognizers it requires to fail
    /// have failed, or fails it when another recognizer already owns its touches.
    private func tryStart(_ r: GestureRecognizer, as target: GestureState) {
        if r.hasDelegate, let d = r.delegate, !d.gestureRecognizerShouldBegin(r) {
            finish(r, as: .failed, reason: .delegateDeclined)
            return
        }
        // The walk for an owner sees every engaged recognizer when it finds none: it also notes
        // whether any could be required to fail, as `requires(toFail:)` would first check.
        var anyRequirable = false
        let owner = firstEngaged { other in
            anyRequirable = anyRequirable || other.mayBeRequiredToFail
            return isActiveOwner(other, against: r)
        }
        if let owner {
            finish(r, as: .failed, cause: .excluded, of: owner)
            return
        }
        // Neither side of any pair can have a failure requirement: both walks would find none.
        if r.mayRequireFailure || anyRequirable {
            if let winner = succeededRequirement(of: r) {
                finish(r, as: .failed, cause: .requiredFailure, of: winner)
                return
            }
            if blockingRequirement(of: r) != nil {
                r.pendingState = target
                mayHaveWaiters = true
                return
            }
        }
        commitStart(r, as: target)
    }

    private func commitStart(_ r: GestureRecognizer, as target: GestureState) {
        r.pendingState = nil
        publish(r, target, reason: nil)
        #if !FINGERPLAY_PAGE
        if r.cancelsTouchesInView { cancelViewTouches(of: r) }
        #endif
        let winner = r.name ?? "another recognizer"
        var i = 0
        while i < engaged.count {
            engaged[i]._withUnsafeGuaranteedRef { other in
                guard other !== r, other.isLive else { return }
                if other.requires(toFail: r) {
                    finish(other, as: other.state.isActive ? .cancelled : .failed, cause: .requiredFailure, by: r, named: winner)
                } else if other.sequenceMask & r.sequenceMask != 0, !r.canRecognizeSimultaneously(with: other) {
                    finish(other, as: other.state.isActive ? .cancelled : .failed, cause: .excluded, by: r, named: winner)
                }
            }
            i += 1
        }
        if target == .ended {
            // A discrete recognizer, recognized: done with this gesture.
            markForReset(r)
        } else if r.pendingEnd, r.isLive {
            r.pendingEnd = false
            finish(r, as: .ended, reason: nil)
        }
    }

    /// Moves `r` to a terminal state and lets whoever waited on it move on.
    func finish(_ r: GestureRecognizer, as state: GestureState, reason: GestureReason?) {
        guard r.isLive else { return }
        if state == .failed || state == .cancelled { r.setLastReason(reason) }
        conclude(r, as: state)
    }

    /// Fails or cancels `r` because of another recognizer (`cause` is `.excluded` or
    /// `.requiredFailure`), `other`, named `name` in the reason.
    private func finish(_ r: GestureRecognizer, as state: GestureState, cause: GestureRecognizer.Cause, by other: GestureRecognizer, named name: String) {
        guard r.isLive else { return }
        r.lastCause = cause
        r.lastCauseRecognizer = ObjectIdentifier(other)
        // Usually the same winner as last time: then the stored name stays (no retain and
        // release of the text). Comparing representations, not text, is enough for that — a
        // copy of the same name has the same one — and skips the text comparison that two
        // different short names would otherwise go through.
        #if !FINGERPLAY_UNNAMED
        if !r.lastCauseName.hasSameRepresentation(as: name) { r.lastCauseName = name }
        #endif
        conclude(r, as: state)
    }

    private func finish(_ r: GestureRecognizer, as state: GestureState, cause: GestureRecognizer.Cause, of other: GestureRecognizer) {
        finish(r, as: state, cause: cause, by: other, named: other.name ?? "another recognizer")
    }

    private func conclude(_ r: GestureRecognizer, as state: GestureState) {
        r.pendingState = nil
        r.pendingEnd = false
        let failing = state == .failed || state == .cancelled
        r.state = state
        if onTransition != nil || !r.actions.isEmpty { announce(r, state, reason: failing ? r.lastReason : nil) }
        markForReset(r)
        if failing && mayHaveWaiters { releaseWaiters() }
    }

    /// Starts every parked recognizer whose requirements have all failed, in canonical order.
    /// A waiter one of whose requirements succeeded fails instead, even when the others failed
    /// in the same step: being released needs every requirement to have failed, not merely none
    /// to be still possible.
    private func releaseWaiters() {
        guard mayHaveWaiters else { return }
        // A full walk that finds no one parked clears the flag; parking sets it again.
        var parked = false
        var i = 0
        while i < engaged.count {
            let p = engaged[i].takeUnretainedValue()
            i += 1
            guard p.isLive, let target = p.pendingState else { continue }
            parked = true
            guard blockingRequirement(of: p) == nil else { continue }
            p.pendingState = nil
            if let winner = succeededRequirement(of: p) {
                finish(p, as: .failed, cause: .requiredFailure, of: winner)
            } else if let owner = activeOwner(against: p) {
                finish(p, as: .failed, cause: .excluded, of: owner)
            } else {
                commitStart(p, as: target)
            }
            i = 0
            parked = false
        }
        if !parked { mayHaveWaiters = false }
    }

    /// A recognizer already under way over a touch `r` has seen, which may not run with `r`.
    private func activeOwner(against r: GestureRecognizer) -> GestureRecognizer? {
        firstEngaged { other in isActiveOwner(other, against: r) }
    }

    @inline(__always)
    private func isActiveOwner(_ other: GestureRecognizer, against r: GestureRecognizer) -> Bool {
        other !== r && other.isLive && other.state.isActive && other.pendingState == nil
            && other.sequenceMask & r.sequenceMask != 0 && !r.canRecognizeSimultaneously(with: other)
    }

    /// A recognizer `r` requires to fail that has begun or recognised in its current gesture —
    /// it stays engaged in that state until it resets at the end of the step. (A cancelled one
    /// had begun: a gesture that never began fails instead of being cancelled.)
    private func succeededRequirement(of r: GestureRecognizer) -> GestureRecognizer? {
        firstEngaged { other in other !== r && other.state.hasBegun && r.requires(toFail: other) }
    }

    /// A recognizer `r` must wait for: required to fail, enabled, following touches and
    /// still undecided.
    private func blockingRequirement(of r: GestureRecognizer) -> GestureRecognizer? {
        firstEngaged { other in
            other !== r && other.isEnabled && other.isLive && other.state == .possible && r.requires(toFail: other)
        }
    }

    /// The first engaged recognizer, in canonical order, that `test` accepts. The walk retains
    /// none of them: each stays alive while engaged (see `RecognizerList`), however the test
    /// (or an action it triggers) re-enters the engine.
    @inline(__always)
    func firstEngaged(where test: (GestureRecognizer) -> Bool) -> GestureRecognizer? {
        var i = 0
        while i < engaged.count {
            let found = engaged[i]._withUnsafeGuaranteedRef { test($0) }
            if found { return engaged[i].takeUnretainedValue() }
            i += 1
        }
        return nil
    }

    @inline(__always)
    func publish(_ r: GestureRecognizer, _ state: GestureState, reason: GestureReason?) {
        r.state = state
        // Nobody listening and no actions: the state is all there is to publish.
        guard onTransition != nil || !r.actions.isEmpty else { return }
        announce(r, state, reason: reason)
    }

    private func announce(_ r: GestureRecognizer, _ state: GestureState, reason: GestureReason?) {
        if let onTransition { onTransition(GestureTransition(recognizer: r, state: state, time: now, reason: reason)) }
        if state != .failed && !r.actions.isEmpty { r.runActions() }
    }

    func markForReset(_ r: GestureRecognizer) {
        guard !r.needsReset else { return }
        r.needsReset = true
        resetsPending = true
    }

    /// Ends an engaged recognizer's gesture because it was disabled or removed.
    func abandon(_ r: GestureRecognizer, reason: GestureReason) {
        guard r.isLive else { return }
        beginStep()
        finish(r, as: r.state.isActive && r.pendingState == nil ? .cancelled : .failed, reason: reason)
        endStep()
    }
}
