// A recognizer's delegate on a page: each hook asks fingerplay.js, which asks the object the
// page gave as `delegate`.
import Gestures

final class HostDelegate: GestureRecognizerDelegate {
    let surface: Int32
    let index: Int32
    /// Which hooks the page's delegate has: `DelegateHook`s' bits.
    let hooks: Int32

    init(surface: Int32, index: Int32, hooks: Int32) {
        self.surface = surface
        self.index = index
        self.hooks = hooks
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard hooks & DelegateHook.shouldBegin.rawValue != 0 else { return true }
        // The page reads the values of the gesture about to begin (location, translation,
        // velocity) from the probe record.
        if let page = pageSurface(surface) { TransitionRecords.probe(recognizer, kind: page.entries[Int(index)].kind) }
        return hostShouldBegin(surface, index) != 0
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        hooks & DelegateHook.shouldReceive.rawValue == 0 || hostShouldReceive(surface, index, Int32(truncatingIfNeeded: touch.id), touch.location.x, touch.location.y) != 0
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard hooks & DelegateHook.shouldRecognizeSimultaneously.rawValue != 0, let page = pageSurface(surface), let otherIndex = page.index(of: other) else { return false }
        return hostShouldRecognizeSimultaneously(surface, index, Int32(otherIndex)) != 0
    }
}

// The names are `HostFunction`'s (PageContract.swift), which fingerplay.js's imports use.
#if arch(wasm32)
@_extern(wasm, module: "fp", name: "begin")
private func hostShouldBegin(_ surface: Int32, _ recognizer: Int32) -> Int32

@_extern(wasm, module: "fp", name: "receive")
private func hostShouldReceive(_ surface: Int32, _ recognizer: Int32, _ pointer: Int32, _ x: Double, _ y: Double) -> Int32

@_extern(wasm, module: "fp", name: "together")
private func hostShouldRecognizeSimultaneously(_ surface: Int32, _ recognizer: Int32, _ other: Int32) -> Int32
#else
// Compiled natively (the PageExports target, which `swift build` type-checks and the tests
// drive), there is no page to ask: a delegate answers as having no hooks would.
private func hostShouldBegin(_ surface: Int32, _ recognizer: Int32) -> Int32 { 1 }
private func hostShouldReceive(_ surface: Int32, _ recognizer: Int32, _ pointer: Int32, _ x: Double, _ y: Double) -> Int32 { 1 }
private func hostShouldRecognizeSimultaneously(_ surface: Int32, _ recognizer: Int32, _ other: Int32) -> Int32 { 0 }
#endif
