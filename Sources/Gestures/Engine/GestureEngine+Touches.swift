/// A touch landing — hit-tested, its recognizers listed in the order UIKit asks them — and a
/// touch moving, lifting or cancelled: the engine's work for each input before the step's end.
extension GestureEngine {
    func touchDown(_ input: TouchInput, slot found: Int?) {
        guard let slot = found ?? freeSlot() else { return }
        // The tree holds the view hit until the record below does — or, when an overridden
        // `hitTest` chose it, `kept`.
        var kept: View?
        let hitLink = rootView.hitTestLink(input.location, minimumAlpha: settings.minimumHitTestAlpha, keeping: &kept)
        let tapCount = countTap(at: input.location, time: input.timestamp)
        let touch = Touch(
            id: input.id, location: input.location, timestamp: input.timestamp,
            tapCount: tapCount, kind: input.kind, view: hitLink?.takeUnretainedValue())
        if activeCount == records.count { records.append(ActiveTouch(touch: touch)) }
        activeCount &+= 1
        // `records` holds the record for the engine's life.
        Unmanaged.passUnretained(records[activeCount - 1])._withUnsafeGuaranteedRef { record in
            land(touch, hit: hitLink, slot: slot, record: record)
        }
        withExtendedLifetime(kept) {}
    }

    /// Lists, engages and tells the recognizers that take a touch that just landed on `hit`.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func land(_ touch: Touch, hit hitLink: Unmanaged<View>?, slot: Int, record: ActiveTouch) {
        record.touch = touch
        record.slot = slot
        record.hitView = hitLink?.takeUnretainedValue()
        record.isFinished = false
        record.viewSawBegan = false
        record.held.clear()
        record.recognizers.removeAll()

        var depth = hitLink?._withUnsafeGuaranteedRef { $0.depth } ?? 0
        // The record holds the hit view; its ancestors are held by theirs up to the root.
        var node = hitLink
        while let link = node {
            let plain = link._withUnsafeGuaranteedRef { v in
                if !v.visitIsCurrent { v.sortRecognizerVisitOrder() }
                return v.visitIsPlain
            }
            if plain {
                // No code but the engine's own runs while these are listed, so nothing can
                // take a recognizer or a view away: the walk borrows them all.
                node = link._withUnsafeGuaranteedRef { v in
                    var outOfOrder = false
                    let groupStart = record.recognizers.count
                    var j = 0
                    if v.visitIsCanonical {
                        while j < v.visitList.count {
                            v.visitList[j]._withUnsafeGuaranteedRef { r in
                                // Built-in and without a delegate: an idle one's answer is known.
                                guard r.isEngaged ? isEligible(r, for: touch)
                                    : r.isEnabled && r.tracksWhenIdle && r.allowedTouchMask & touch.kind.bit != 0 else { return }
                                r.depthKey = depth
                                r.listedBy = Unmanaged.passUnretained(self)
                                record.recognizers.append(Unmanaged.passUnretained(r))
                            }
                            j += 1
                        }
                    } else {
                        while j < v.visitList.count {
                            v.visitList[j]._withUnsafeGuaranteedRef { r in
                                if !list(r, depth: depth, from: groupStart, for: touch, in: record, precedenceKnown: true) { outOfOrder = true }
                            }
                            j += 1
                        }
                    }
                    if outOfOrder { v.sortRecognizerVisitOrder() }
                    return v.superviewLink
                }
            } else {
                // A delegate or a subclass may run here and change the view's recognizers, or
                // the tree: hold the view and its recognizers while they are asked.
                let v = link.takeUnretainedValue()
                let groupStart = record.recognizers.count
                var outOfOrder = false
                do {
                    let attached = v.gestureRecognizers
                    // Visiting them in the order they sorted into last time, each usually goes
                    // to the end of the list without moving another.
                    let order = v.recognizerVisitOrder
                    var j = 0
                    while j < order.count {
                        Unmanaged.passUnretained(attached[order[j]])._withUnsafeGuaranteedRef { r in
                            // One taken off the view by an earlier one's delegate is not listed:
                            // nothing would hold it once `attached` goes.
                            guard r.view === v else { return }
                            if !list(r, depth: depth, from: groupStart, for: touch, in: record, precedenceKnown: false) { outOfOrder = true }
                        }
                        j += 1
                    }
                }
                if outOfOrder { v.sortRecognizerVisitOrder() }
                node = v.superviewLink
            }
            depth &-= 1
        }
        var k = 0
        while k < record.recognizers.count {
            record.recognizers[k]._withUnsafeGuaranteedRef { r in
                r.listedBy = nil
                engage(r)
                r.deliverBegan(touch, record: record, slot: slot)
                r.isDirty = true
            }
            k += 1
        }
        #if !FINGERPLAY_PAGE
        record.delivery = hitLink?._withUnsafeGuaranteedRef { $0.touchHandler != nil } == true ? .live : .none
        if record.delivery != .none { viewDeliveries += 1 }
        #endif
        record.awaitsViewDelivery = true
    }

    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    func touchChanged(_ input: TouchInput, phase: TouchPhase, index found: Int?) {
        guard let index = found ?? recordIndex(for: input.id) else { return }
        // `records` holds the record for the engine's life; it is not reused before it retires.
        Unmanaged.passUnretained(records[index])._withUnsafeGuaranteedRef { touchChanged(input, phase: phase, record: $0) }
    }

    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func touchChanged(_ input: TouchInput, phase: TouchPhase, record: ActiveTouch) {
        record.touch.previousLocation = record.touch.location
        record.touch.location = input.location
        record.touch.timestamp = input.timestamp
        record.touch.phase = phase
        if phase == .moved {
            // A move is read from the record by each recognizer; only one that has a
            // `touchMoved(_:)` to call gets a copy of the touch.
            forEachTracking(record) { r, at in r.deliverMoved(record, at: at) }
        } else {
            // A constant, so that every recognizer's delivery borrows this one copy.
            let touch = record.touch
            record.isFinished = true
            finishedTouches &+= 1
            sweepNeeded = true
            if phase == .ended { lastTap = (input.location, input.timestamp, touch.tapCount) }
            forEachTracking(record) { r, at in r.deliverEnded(touch, at: at) }
        }
        record.awaitsViewDelivery = true
    }

    /// Calls `deliver` with each live recognizer tracking the touch of `record`, in canonical
    /// order, with the touch's index in its list, and marks it as changed in this step.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func forEachTracking(_ record: ActiveTouch, _ deliver: (GestureRecognizer, Int) -> Void) {
        // Every recognizer in `record.recognizers` stays alive while listed (its view owns it,
        // or the engine pins it: see `RecognizerList`), so the walk need not retain them.
        var i = 0
        while i < record.recognizers.count {
            record.recognizers[i]._withUnsafeGuaranteedRef { r in
                guard r.isLive, let at = r.trackedTouches.index(of: record) else { return }
                deliver(r, at)
                r.isDirty = true
            }
            i += 1
        }
    }

    /// Lists `r` for a landing touch if it takes it, in canonical order from `groupStart` (the
    /// first of its view's). Returns false when it had to go before one already listed.
    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func list(_ r: GestureRecognizer, depth: Int, from groupStart: Int, for touch: Touch, in record: ActiveTouch, precedenceKnown: Bool) -> Bool {
        guard isEligible(r, for: touch) else { return true }
        r.depthKey = depth
        if !precedenceKnown { r.precedenceKey = r.precedence }
        r.listedBy = Unmanaged.passUnretained(self)
        if record.recognizers.goesLast(r, from: groupStart) {
            record.recognizers.append(Unmanaged.passUnretained(r))
            return true
        }
        record.recognizers.insertSorted(r, from: groupStart)
        return false
    }

    private func isEligible(_ r: GestureRecognizer, for touch: Touch) -> Bool {
        guard r.isEnabled, r.isLive, r.pendingState != .ended, !r.pendingEnd, r.allowedTouchMask & touch.kind.bit != 0 else { return false }
        if r.hasDelegate, let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { return false }
        return r.canTrack(touch)
    }

    #if !FINGERPLAY_SMALL_CODE
    @inline(__always)
    #endif
    private func engage(_ r: GestureRecognizer) {
        guard !r.isEngaged else { return }
        r.isEngaged = true
        r.engine = self
        nextSerial &+= 1
        r.serial = nextSerial
        if engaged.goesLast(r, from: 0) {
            engaged.append(Unmanaged.passUnretained(r))
        } else {
            engaged.insertSorted(r, from: 0)
        }
    }

    /// A slot number for a new touch: one neither down nor still remembered by a recognizer's
    /// current gesture, so that sequence masks never confuse two touches.
    func freeSlot() -> Int? {
        var used: UInt64 = 0
        var k = 0
        while k < activeCount {
            used |= Unmanaged.passUnretained(records[k])._withUnsafeGuaranteedRef { $0.slotBit }
            k += 1
        }
        var i = 0
        while i < engaged.count {
            used |= engaged[i]._withUnsafeGuaranteedRef { $0.sequenceMask }
            i += 1
        }
        guard used != UInt64.max else { return nil }
        return (~used).trailingZeroBitCount
    }

    private func countTap(at location: Point, time: Double) -> Int {
        guard let last = lastTap,
              time - last.time < settings.multiTapInterval,
              location.distance(to: last.location) <= settings.multiTapDistance
        else { return 1 }
        return last.count + 1
    }
}
