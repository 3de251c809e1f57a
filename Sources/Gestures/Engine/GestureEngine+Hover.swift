/// Hover: a mouse or pen pointer moving with no button pressed, reported to the
/// ``HoverRecognizer``s of the views under it. Hover takes no part in the competition between
/// touch gestures, as in UIKit, where a hover recognizer never blocks a tap.
extension GestureEngine {
    struct HoverTracking {
        var pointer: Int
        var recognizers: [HoverRecognizer]
    }

    func hoverMoved(_ input: TouchInput) {
        let hit = rootView.hitTest(input.location, minimumAlpha: settings.minimumHitTestAlpha)
        // Reuse one scratch buffer so that a hover event allocates nothing in steady state.
        var inside = hoverScratch
        hoverScratch = []
        inside.clear()
        var node = hit
        while let v = node {
            for recognizer in v.gestureRecognizers where recognizer.isHover {
                let r = unsafeDowncast(recognizer, to: HoverRecognizer.self)
                if r.isEnabled && r.accepts(input.kind) { inside.append(r) }
            }
            node = v.superview
        }
        let index = hovers.firstIndex { $0.pointer == input.id }
        // The usual case: still over the same recognizers — each hears the move and changes.
        if let index, sameRecognizers(hovers[index].recognizers, inside) {
            var k = 0
            while k < inside.count {
                Unmanaged.passUnretained(inside[k])._withUnsafeGuaranteedRef { r in
                    r.pointerMoved(to: input.location, time: input.timestamp, engine: self)
                    r.pointerChanged(engine: self)
                }
                k += 1
            }
            hoverScratch = inside
            return
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

    func hoverCancelled(_ input: TouchInput) {
        guard let index = hovers.firstIndex(where: { $0.pointer == input.id }) else { return }
        for r in hovers[index].recognizers { r.pointerCancelled(engine: self) }
        hovers.remove(at: index)
    }

    private func sameRecognizers(_ a: [HoverRecognizer], _ b: [HoverRecognizer]) -> Bool {
        guard a.count == b.count else { return false }
        var k = 0
        while k < a.count {
            if a[k] !== b[k] { return false }
            k += 1
        }
        return true
    }
}
