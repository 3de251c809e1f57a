/// Hover: a mouse or pen pointer moving with no button pressed, reported to the
/// ``HoverRecognizer``s of the views under it. Hover takes no part in the competition between
/// touch gestures, as in UIKit, where a hover recognizer never blocks a tap.
extension GestureEngine {
    struct HoverTracking {
        var pointer: Int
        var recognizers: [HoverRecognizer]
    }

    func hoverMoved(_ input: TouchInput) {
        // The tree holds the views walked here; `current` holds the recognizers while they hear
        // the move (an action may change the tree or the hover list).
        var kept: View?
        defer { withExtendedLifetime(kept) {} }
        let hit = rootView.hitTestLink(input.location, minimumAlpha: settings.minimumHitTestAlpha, keeping: &kept)
        let index = hovers.firstIndex { $0.pointer == input.id }
        // The usual case: still over the same recognizers — each hears the move and changes.
        if let index {
            let current = hovers[index].recognizers
            if hoverRecognizers(from: hit, for: input.kind, are: current) {
                var k = 0
                while k < current.count {
                    Unmanaged.passUnretained(current[k])._withUnsafeGuaranteedRef { r in
                        r.pointerMoved(to: input.location, time: input.timestamp, engine: self)
                        r.pointerChanged(engine: self)
                    }
                    k += 1
                }
                return
            }
        }
        // Reuse one scratch buffer so that a hover event allocates nothing in steady state.
        var inside = hoverScratch
        hoverScratch = []
        inside.clear()
        var node = hit?.takeUnretainedValue()
        while let v = node {
            for recognizer in v.gestureRecognizers where recognizer.isHover {
                let r = unsafeDowncast(recognizer, to: HoverRecognizer.self)
                if r.isEnabled && r.accepts(input.kind) { inside.append(r) }
            }
            node = v.superview
        }
        let previous = index.map { hovers[$0].recognizers } ?? []
        for r in previous where !inside.contains(where: { $0 === r }) {
            r.pointerMoved(to: input.location, time: input.timestamp, engine: self)
            r.pointerExited(engine: self)
        }
        for r in inside {
            r.pointerMoved(to: input.location, time: input.timestamp, engine: self)
            if previous.contains(where: { $0 === r }) {
                r.pointerChanged(engine: self)
            } else {
                r.pointerEntered(engine: self)
            }
        }
        if let index {
            if inside.isEmpty {
                hovers.remove(at: index)
            } else {
                swap(&hovers[index].recognizers, &inside)
            }
            hoverScratch = inside
        } else if !inside.isEmpty {
            hovers.append(HoverTracking(pointer: input.id, recognizers: inside))
        } else {
            hoverScratch = inside
        }
    }

    /// Whether a hover of pointer `id` could reach a hover recognizer now: one is tracking the
    /// pointer, or some view in the tree holds an enabled ``HoverRecognizer``. A hover that
    /// reaches none changes nothing but the time, and timers fire at their own deadlines, so a
    /// client may leave such hovers out (the arcade does, so its records keep no idle mouse
    /// moves). It walks the view tree: call it for hovers, not on every touch.
    public func listensForHover(pointer id: Int) -> Bool {
        if hovers.contains(where: { $0.pointer == id }) { return true }
        func holdsHover(_ view: View) -> Bool {
            view.gestureRecognizers.contains { $0.isHover && $0.isEnabled } || view.subviews.contains(where: holdsHover)
        }
        return holdsHover(rootView)
    }

    func hoverCancelled(_ input: TouchInput) {
        guard let index = hovers.firstIndex(where: { $0.pointer == input.id }) else { return }
        for r in hovers[index].recognizers { r.pointerCancelled(engine: self) }
        hovers.remove(at: index)
    }

    /// Whether the hover recognizers that take a `kind` pointer on the views from `hit` up to the
    /// root (enabled, in each view's order, innermost view first) are exactly `list`. Walks the
    /// tree without holding anything: no user code runs here.
    private func hoverRecognizers(from hit: Unmanaged<View>?, for kind: PointerKind, are list: [HoverRecognizer]) -> Bool {
        var k = 0
        var node = hit
        while let link = node {
            let matches: Bool = link._withUnsafeGuaranteedRef { v in
                let attached = v.gestureRecognizers
                var j = 0
                while j < attached.count {
                    let same: Bool = Unmanaged.passUnretained(attached[j])._withUnsafeGuaranteedRef { recognizer in
                        guard recognizer.isHover else { return true }
                        let r = unsafeDowncast(recognizer, to: HoverRecognizer.self)
                        guard r.isEnabled && r.accepts(kind) else { return true }
                        defer { k &+= 1 }
                        return k < list.count && list[k] === r
                    }
                    if !same { return false }
                    j &+= 1
                }
                return true
            }
            if !matches { return false }
            node = link._withUnsafeGuaranteedRef { $0.superviewLink }
        }
        return k == list.count
    }
}
