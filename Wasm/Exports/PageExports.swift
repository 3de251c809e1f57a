// The WebAssembly build's entry points for live pages (fingerplay.js): a page builds a
// surface from a setup — the replay's SETUP.json, which fingerplay.js writes from the DOM
// elements and recognizers it was given — sends it pointer events and frames, and reads back
// the transitions as the replay's output lines (values included), so a page sees exactly what
// `fingerplay replay` would print for the same input. Input goes through LiveInput's loop:
// the browser's event stamps mapped onto its clock, the events of one instant batched, timers
// run at `fp_page_next_deadline`, everything down cancelled by `fp_page_cancel` (the page was
// hidden or lost focus).
import Gestures
import GestureReplay
import LiveInput

/// One live surface: its engine, recognizers, input loop and the lines not yet read.
private final class PageSurface {
    let engine: GestureEngine
    let recognizers: [GestureRecognizer]
    let views: [View]
    let loop: InputLoop
    var lines: [UInt8] = []
    var delegates: [HostDelegate] = []

    init(scene: ReplayScene) {
        engine = scene.engine
        recognizers = scene.recognizers
        views = scene.views
        var configuration = InputLoop.Configuration()
        // Events come from the same machine: a frame of trailing is enough.
        configuration.trailing = 0.017
        // A page that was not drawn for a while (a background tab) is told by the host.
        configuration.maximumGap = nil
        loop = InputLoop(engine: engine, configuration: configuration)
    }
}

/// Asks the page (fingerplay.js) what a recognizer's delegate would answer.
private final class HostDelegate: GestureRecognizerDelegate {
    let surface: Int32
    let index: Int32
    let hooks: Int32

    init(surface: Int32, index: Int32, hooks: Int32) {
        self.surface = surface
        self.index = index
        self.hooks = hooks
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        hooks & 1 == 0 || hostShouldBegin(surface, index) != 0
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        hooks & 2 == 0 || hostShouldReceive(surface, index, Int32(truncatingIfNeeded: touch.id), touch.location.x, touch.location.y) != 0
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard hooks & 4 != 0, let surface = surfaces[Int(surface)],
              let otherIndex = surface.recognizers.firstIndex(where: { $0 === other }) else { return false }
        return hostShouldRecognizeSimultaneously(self.surface, index, Int32(otherIndex)) != 0
    }
}

@_extern(wasm, module: "fingerplay", name: "should_begin")
private func hostShouldBegin(_ surface: Int32, _ recognizer: Int32) -> Int32

@_extern(wasm, module: "fingerplay", name: "should_receive")
private func hostShouldReceive(_ surface: Int32, _ recognizer: Int32, _ pointer: Int32, _ x: Double, _ y: Double) -> Int32

@_extern(wasm, module: "fingerplay", name: "should_recognize_simultaneously")
private func hostShouldRecognizeSimultaneously(_ surface: Int32, _ recognizer: Int32, _ other: Int32) -> Int32

/// Surfaces by handle; a destroyed one leaves nil.
private var surfaces: [PageSurface?] = []

private func surface(_ handle: Int32) -> PageSurface? {
    handle >= 0 && Int(handle) < surfaces.count ? surfaces[Int(handle)] : nil
}

/// Builds a surface from a setup (SETUP.json text). Returns its handle, or −1 when the setup
/// is bad (`fp_errors` then says why, as `fingerplay replay` would).
@_expose(wasm, "fp_page_create")
@_cdecl("fp_page_create")
public func fpPageCreate(_ setup: UnsafeRawPointer?, _ count: Int32, _ startMs: Double) -> Int32 {
    let scene: ReplayScene
    do throws(ReplayError) {
        scene = try ReplaySetup(text: text(setup, count), file: "setup").makeScene(start: startMs / 1000)
    } catch {
        keepPrinted([], ["\(error)"])
        return -1
    }
    let surface = PageSurface(scene: scene)
    let handle = Int32(surfaces.count)
    scene.engine.onTransition = { transition in
        surface.lines.append(contentsOf: Replay.line(for: transition).utf8)
        surface.lines.append(10)
    }
    surfaces.append(surface)
    return handle
}

/// Frees a surface.
@_expose(wasm, "fp_page_destroy")
@_cdecl("fp_page_destroy")
public func fpPageDestroy(_ handle: Int32) {
    guard let s = surface(handle) else { return }
    s.engine.onTransition = nil
    for r in s.recognizers { r.delegate = nil }
    surfaces[Int(handle)] = nil
}

/// A pointer event: action 0 down, 1 move, 2 up, 3 cancel, 4 hover; kind 0 touch, 1 mouse,
/// 2 pen; where in root points; when in milliseconds of the page's clock (`timeStamp`).
@_expose(wasm, "fp_page_pointer")
@_cdecl("fp_page_pointer")
public func fpPagePointer(_ handle: Int32, _ action: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ timeMs: Double, _ kind: Int32) {
    guard let s = surface(handle) else { return }
    let actions: [TouchInput.Action] = [.down, .move, .up, .cancel, .hover]
    let kinds: [PointerKind] = [.touch, .mouse, .pen]
    guard action >= 0, Int(action) < actions.count, kind >= 0, Int(kind) < kinds.count else { return }
    s.loop.enqueue(PointerEvent(actions[Int(action)], pointer: Int(pointer), at: Point(x: x, y: y), timestamp: timeMs / 1000,
                                kind: kinds[Int(kind)]))
}

/// Runs a frame at `nowMs` (the page's clock): the events sent since the last one, then the
/// timers due. Returns how many bytes of transition lines wait in `fp_output`.
@_expose(wasm, "fp_page_frame")
@_cdecl("fp_page_frame")
public func fpPageFrame(_ handle: Int32, _ nowMs: Double) -> Int32 {
    guard let s = surface(handle) else { return 0 }
    s.lines.removeAll(keepingCapacity: true)
    s.loop.frame(at: nowMs / 1000)
    keepPrinted(s.lines, [])
    return Int32(s.lines.count)
}

/// When the engine next needs a frame, in milliseconds of the page's clock; −1 for never.
@_expose(wasm, "fp_page_next_deadline")
@_cdecl("fp_page_next_deadline")
public func fpPageNextDeadline(_ handle: Int32) -> Double {
    guard let s = surface(handle), let deadline = s.loop.nextDeadline else { return -1 }
    return deadline * 1000
}

/// Cancels every pointer down, as the system does when the page loses them (hidden, blurred).
@_expose(wasm, "fp_page_cancel")
@_cdecl("fp_page_cancel")
public func fpPageCancel(_ handle: Int32) {
    surface(handle)?.loop.interrupt()
}

/// Moves view `index` (setup order) to a new frame, in its parent's points; a page calls it
/// when layout changed an element's box.
@_expose(wasm, "fp_page_set_frame")
@_cdecl("fp_page_set_frame")
public func fpPageSetFrame(_ handle: Int32, _ index: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    guard let s = surface(handle), index >= 0, Int(index) < s.views.count,
          x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0 else { return }
    s.views[Int(index)].frame = Rect(x: x, y: y, width: width, height: height)
}

/// Resizes the surface's root (the page's element was resized).
@_expose(wasm, "fp_page_set_size")
@_cdecl("fp_page_set_size")
public func fpPageSetSize(_ handle: Int32, _ width: Double, _ height: Double) {
    guard let s = surface(handle), width.isFinite, height.isFinite, width > 0, height > 0 else { return }
    s.engine.rootView.frame = Rect(x: 0, y: 0, width: width, height: height)
}

/// Enables or disables recognizer `index` (setup order), as `isEnabled`.
@_expose(wasm, "fp_page_set_enabled")
@_cdecl("fp_page_set_enabled")
public func fpPageSetEnabled(_ handle: Int32, _ index: Int32, _ enabled: Int32) {
    guard let s = surface(handle), index >= 0, Int(index) < s.recognizers.count else { return }
    s.recognizers[Int(index)].isEnabled = enabled != 0
}

/// Gives recognizer `index` a delegate that asks the page: `hooks` is a bit set — 1
/// shouldBegin, 2 shouldReceive, 4 shouldRecognizeSimultaneously; 0 removes it.
@_expose(wasm, "fp_page_set_delegate")
@_cdecl("fp_page_set_delegate")
public func fpPageSetDelegate(_ handle: Int32, _ index: Int32, _ hooks: Int32) {
    guard let s = surface(handle), index >= 0, Int(index) < s.recognizers.count else { return }
    let recognizer = s.recognizers[Int(index)]
    s.delegates.removeAll { $0.index == index }
    guard hooks != 0 else {
        recognizer.delegate = nil
        return
    }
    let delegate = HostDelegate(surface: handle, index: index, hooks: hooks)
    s.delegates.append(delegate)
    recognizer.delegate = delegate
}
