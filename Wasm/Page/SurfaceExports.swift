// The page build's entry points (fingerplay.js over Web/src/wasm.js): a surface's views and
// recognizers are made, changed, related and removed one call at a time, in place — the engine
// is never rebuilt, so a recognizer waiting on a timer keeps waiting through any change.
// Numbers in, numbers out: strings (names, templates) go through `fp_scratch`; transitions come
// back as records (`TransitionRecords`). A bad index or value changes nothing: fingerplay.js
// checks every option before it calls, with an error that names it.
import Gestures
import LiveInput
#if FINGERPLAY_STROKES
import Strokes
#endif

nonisolated(unsafe) private var surfaces: [PageSurface?] = []
nonisolated(unsafe) private var scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 16)
nonisolated(unsafe) private var pendingSettings = GestureSettings()

func pageSurface(_ handle: Int32) -> PageSurface? {
    handle >= 0 && Int(handle) < surfaces.count ? surfaces[Int(handle)] : nil
}

/// `count` bytes of the scratch buffer as text: UTF-8 from the page's TextEncoder, so valid (a
/// string that is not comes out empty, and fingerplay.js never sends one).
private func scratchText(_ count: Int32) -> String {
    String(validating: UnsafeRawBufferPointer(rebasing: scratch[0..<Int(max(0, min(count, Int32(scratch.count))))]), as: UTF8.self) ?? ""
}

/// At least `count` bytes for the page to write a call's strings and numbers into; the address
/// holds until the next call of this function.
@_expose(wasm, "fp_scratch")
@_cdecl("fp_scratch")
public func fpScratch(_ count: Int32) -> UnsafeMutableRawPointer? {
    if Int(count) > scratch.count {
        scratch.deallocate()
        scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(count), alignment: 16)
    }
    return scratch.baseAddress
}

/// A new surface `width` × `height` points, its clock starting at `startMs` (the page's clock);
/// its timers run `trailingMs` behind the page's clock, so that events still on their way are
/// placed before them (a frame, 17 ms, on a page; 0 for a headless surface, whose clock the
/// caller moves).
@_expose(wasm, "fp_surface_create")
@_cdecl("fp_surface_create")
public func fpSurfaceCreate(_ width: Double, _ height: Double, _ startMs: Double, _ trailingMs: Double) -> Int32 {
    let handle = Int32(surfaces.count)
    let trailing = trailingMs.isFinite ? max(0, trailingMs) / 1000 : 0
    surfaces.append(PageSurface(handle: handle, width: max(width, 1), height: max(height, 1), startSeconds: startMs / 1000, trailing: trailing))
    return handle
}

/// Frees a surface; its handle is not reused.
@_expose(wasm, "fp_surface_destroy")
@_cdecl("fp_surface_destroy")
public func fpSurfaceDestroy(_ handle: Int32) {
    guard let s = pageSurface(handle) else { return }
    s.tearDown()
    surfaces[Int(handle)] = nil
}

/// Resizes the surface's root view (points).
@_expose(wasm, "fp_surface_set_size")
@_cdecl("fp_surface_set_size")
public func fpSurfaceSetSize(_ handle: Int32, _ width: Double, _ height: Double) {
    guard let s = pageSurface(handle), width.isFinite, height.isFinite, width > 0, height > 0 else { return }
    s.engine.rootView.frame = Rect(x: 0, y: 0, width: width, height: height)
}

/// A view in `parent` (−1: the root) at `position` among its subviews (0 is the back), with a
/// frame in the parent's points. Returns the view's index.
@_expose(wasm, "fp_view_add")
@_cdecl("fp_view_add")
public func fpViewAdd(_ handle: Int32, _ parent: Int32, _ position: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    guard let s = pageSurface(handle), let superview = s.view(parent) else { return -1 }
    let view = View(frame: Rect(x: x, y: y, width: max(0, width), height: max(0, height)))
    superview.insertSubview(view, at: Int(position))
    s.views.append(view)
    return Int32(s.views.count - 1)
}

/// Moves a view under `parent` (−1: the root) at `position` among its subviews.
@_expose(wasm, "fp_view_move")
@_cdecl("fp_view_move")
public func fpViewMove(_ handle: Int32, _ index: Int32, _ parent: Int32, _ position: Int32) {
    guard let s = pageSurface(handle), index >= 0, let view = s.view(index), let superview = s.view(parent),
          !superview.isDescendant(of: view) else { return }
    superview.insertSubview(view, at: Int(position))
}

/// Takes a view out of the tree (its recognizers are removed first by the page).
@_expose(wasm, "fp_view_remove")
@_cdecl("fp_view_remove")
public func fpViewRemove(_ handle: Int32, _ index: Int32) {
    guard let s = pageSurface(handle), index >= 0, let view = s.view(index) else { return }
    view.removeFromSuperview()
    s.views[Int(index)] = nil
}

/// A view's frame in its parent's points, and whether it is hidden (an element out of the
/// document or not displayed takes no touches).
@_expose(wasm, "fp_view_set_frame")
@_cdecl("fp_view_set_frame")
public func fpViewSetFrame(_ handle: Int32, _ index: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ hidden: Int32) {
    guard let s = pageSurface(handle), index >= 0, let view = s.view(index),
          x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return }
    view.frame = Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    view.isHidden = hidden != 0
}

/// One threshold of the next recognizer made (`fp_recognizer_create`), in points and seconds:
/// a `RecognizerOption` below 10.
@_expose(wasm, "fp_settings_set")
@_cdecl("fp_settings_set")
public func fpSettingsSet(_ code: Int32, _ value: Double) {
    switch code {
    case .tapSlop: pendingSettings.tapSlop = value
    case .multiTapInterval: pendingSettings.multiTapInterval = value
    case .multiTapDistance: pendingSettings.multiTapDistance = value
    case .panSlop: pendingSettings.panSlop = value
    case .pinchSlop: pendingSettings.pinchSlop = value
    case .rotationSlop: pendingSettings.rotationSlop = value
    case .screenEdgeWidth: pendingSettings.screenEdgeWidth = value
    case .velocityWindow: pendingSettings.velocityWindow = value
    case .velocityStopGap: pendingSettings.velocityStopGap = value
    default: break
    }
}

/// A recognizer of `kind` (a `RecognizerKind`; stroke only in the build with strokes) with the
/// thresholds set since the last one, not yet on a view. Returns its index, or −1 for a kind
/// this build lacks.
@_expose(wasm, "fp_recognizer_create")
@_cdecl("fp_recognizer_create")
public func fpRecognizerCreate(_ handle: Int32, _ code: Int32) -> Int32 {
    let settings = pendingSettings
    pendingSettings = GestureSettings()
    guard let s = pageSurface(handle) else { return -1 }
    let recognizer: GestureRecognizer
    switch code {
    case .tap: recognizer = TapRecognizer(settings: settings)
    case .longPress: recognizer = LongPressRecognizer(settings: settings)
    case .pan: recognizer = PanRecognizer(settings: settings)
    case .swipe: recognizer = SwipeRecognizer(settings: settings)
    case .pinch: recognizer = PinchRecognizer(settings: settings)
    case .rotation: recognizer = RotationRecognizer(settings: settings)
    case .screenEdgePan: recognizer = ScreenEdgePanRecognizer(settings: settings)
    case RecognizerKind.hover.rawValue: recognizer = HoverRecognizer(settings: settings)
    case .shake: recognizer = ShakeRecognizer(settings: settings)
    #if FINGERPLAY_STROKES
    case .stroke: recognizer = StrokeRecognizer(templates: StrokeTemplateSet(), settings: settings)
    #endif
    default: return -1
    }
    s.entries.append(PageSurface.Entry(recognizer: recognizer, kind: code))
    return Int32(s.entries.count - 1)
}

/// Sets one of a recognizer's properties (counts as numbers, flags as 0 or 1, times in
/// seconds, lengths in points, angles in radians, sets as bits). Returns 0, or 1 when the
/// recognizer has no such property.
@_expose(wasm, "fp_recognizer_set")
@_cdecl("fp_recognizer_set")
public func fpRecognizerSet(_ handle: Int32, _ index: Int32, _ code: Int32, _ value: Double) -> Int32 {
    guard let r = pageSurface(handle)?.recognizer(index) else { return 1 }
    return RecognizerProperty.set(r, code, value) ? 0 : 1
}

#if FINGERPLAY_STROKES
/// Adds a template to a stroke recognizer: its name (`nameCount` bytes) at the scratch buffer's
/// start, then `pointCount` pairs of doubles (x, y in points) from the next multiple of 8.
@_expose(wasm, "fp_stroke_add_template")
@_cdecl("fp_stroke_add_template")
public func fpStrokeAddTemplate(_ handle: Int32, _ index: Int32, _ nameCount: Int32, _ pointCount: Int32) {
    guard let stroke = pageSurface(handle)?.recognizer(index) as? StrokeRecognizer, nameCount >= 0, pointCount >= 2 else { return }
    let name = scratchText(nameCount)
    let start = (Int(nameCount) + 7) & ~7
    guard start + Int(pointCount) * 16 <= scratch.count else { return }
    var points: [Point] = []
    for i in 0..<Int(pointCount) {
        points.append(Point(x: scratch.load(fromByteOffset: start + 16 * i, as: Double.self),
                            y: scratch.load(fromByteOffset: start + 16 * i + 8, as: Double.self)))
    }
    stroke.templates.add(name: name, points: points)
}

/// Adds a name (`count` bytes in the scratch buffer) to a stroke recognizer's rejected names.
@_expose(wasm, "fp_stroke_reject")
@_cdecl("fp_stroke_reject")
public func fpStrokeReject(_ handle: Int32, _ index: Int32, _ count: Int32) {
    guard let stroke = pageSurface(handle)?.recognizer(index) as? StrokeRecognizer else { return }
    stroke.rejectedNames.append(scratchText(count))
}
#endif

/// Attaches a recognizer to a view (−1: the root).
@_expose(wasm, "fp_recognizer_attach")
@_cdecl("fp_recognizer_attach")
public func fpRecognizerAttach(_ handle: Int32, _ index: Int32, _ view: Int32) {
    guard let s = pageSurface(handle), let r = s.recognizer(index), let v = s.view(view) else { return }
    v.addGestureRecognizer(r)
}

/// Removes a recognizer for good: one mid-gesture is cancelled (reason: removed), and every
/// relation naming it goes with it.
@_expose(wasm, "fp_recognizer_remove")
@_cdecl("fp_recognizer_remove")
public func fpRecognizerRemove(_ handle: Int32, _ index: Int32) {
    guard let s = pageSurface(handle), let r = s.recognizer(index) else { return }
    r.view?.removeGestureRecognizer(r)
    r.delegate = nil
    s.entries[Int(index)].recognizer = nil
}

/// Adds (`on` 1) or removes (0) a `RecognizerRelation` of `index` to `other`.
@_expose(wasm, "fp_recognizer_relate")
@_cdecl("fp_recognizer_relate")
public func fpRecognizerRelate(_ handle: Int32, _ index: Int32, _ other: Int32, _ relation: Int32, _ on: Int32) {
    guard let s = pageSurface(handle), let r = s.recognizer(index), let o = s.recognizer(other) else { return }
    switch (relation, on != 0) {
    case (.requireToFail, true): r.require(toFail: o)
    case (.requireToFail, false): r.removeFailureRequirement(o)
    case (.simultaneous, true): r.recognizeSimultaneously(with: o)
    case (.simultaneous, false): r.stopRecognizingSimultaneously(with: o)
    default: break
    }
}

/// Enables or disables a recognizer, as `isEnabled` (disabling one mid-gesture cancels it).
@_expose(wasm, "fp_recognizer_set_enabled")
@_cdecl("fp_recognizer_set_enabled")
public func fpRecognizerSetEnabled(_ handle: Int32, _ index: Int32, _ enabled: Int32) {
    pageSurface(handle)?.recognizer(index)?.isEnabled = enabled != 0
}

/// Gives a recognizer a delegate that asks the page: `hooks` is a bit set of `DelegateHook`s;
/// 0 removes it.
@_expose(wasm, "fp_recognizer_set_delegate")
@_cdecl("fp_recognizer_set_delegate")
public func fpRecognizerSetDelegate(_ handle: Int32, _ index: Int32, _ hooks: Int32) {
    guard let s = pageSurface(handle), let r = s.recognizer(index) else { return }
    r.delegate = hooks == 0 ? nil : HostDelegate(surface: handle, index: index, hooks: hooks)
}

/// Writes a recognizer's values now into the probe record (a transition record's layout) and
/// returns its address.
@_expose(wasm, "fp_recognizer_probe")
@_cdecl("fp_recognizer_probe")
public func fpRecognizerProbe(_ handle: Int32, _ index: Int32) -> UnsafeMutablePointer<Double>? {
    if let s = pageSurface(handle), let r = s.recognizer(index) { TransitionRecords.probe(r, kind: s.entries[Int(index)].kind) }
    return TransitionRecords.probeValues.baseAddress
}

/// A pointer event: a `PointerAction` of a `PointerKindCode`'s pointer; where in root points;
/// when in milliseconds of the page's clock (`timeStamp`).
@_expose(wasm, "fp_pointer")
@_cdecl("fp_pointer")
public func fpPointer(_ handle: Int32, _ action: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ timeMs: Double, _ kind: Int32) {
    guard let s = pageSurface(handle), let event = pointerEvent(action, pointer, x, y, timeMs, kind) else { return }
    s.loop.enqueue(event)
}

/// The event the page's numbers describe; nil for a number out of its range or not finite.
private func pointerEvent(_ action: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ timeMs: Double, _ kind: Int32) -> PointerEvent? {
    guard x.isFinite, y.isFinite, timeMs.isFinite else { return nil }
    let inputAction: TouchInput.Action
    switch action {
    case .down: inputAction = .down
    case .move: inputAction = .move
    case .up: inputAction = .up
    case .cancel: inputAction = .cancel
    case PointerAction.hover.rawValue: inputAction = .hover
    default: return nil
    }
    let pointerKind: PointerKind = kind == PointerKindCode.mouse.rawValue ? .mouse : kind == PointerKindCode.pen.rawValue ? .pen : .touch
    return PointerEvent(inputAction, pointer: Int(pointer), at: Point(x: x, y: y), timestamp: timeMs / 1000, kind: pointerKind)
}

/// Runs a frame at `nowMs` (the page's clock): the events sent since the last one, then the
/// timers due. The transitions it made wait as records (`fp_records_info`); the surface's next
/// deadline is in `fp_deadline`.
@_expose(wasm, "fp_frame")
@_cdecl("fp_frame")
public func fpFrame(_ handle: Int32, _ nowMs: Double) {
    guard let s = pageSurface(handle) else { return }
    if nowMs.isFinite { _ = s.loop.frame(at: nowMs / 1000) }
    publishDeadline(s)
}

/// One pointer event (as `fp_pointer`) and the frame it makes (as `fp_frame`) in one call: what
/// a page does with each DOM pointer event, for one crossing into the module instead of two. An
/// event with a number out of range is dropped (the frame still runs the timers); a `nowMs` that
/// is not finite drops the call.
@_expose(wasm, "fp_input")
@_cdecl("fp_input")
public func fpInput(_ handle: Int32, _ action: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ timeMs: Double, _ kind: Int32,
                    _ nowMs: Double) {
    guard let s = pageSurface(handle), nowMs.isFinite else { return }
    // The event alone: the loop's single-event frame (a move goes straight to the engine). An
    // event whose numbers are out of range is dropped, and the frame runs the timers all the same.
    if let event = pointerEvent(action, pointer, x, y, timeMs, kind) {
        s.loop.frame(event, at: nowMs / 1000)
    } else {
        s.loop.frame(at: nowMs / 1000)
    }
    publishDeadline(s)
}

nonisolated(unsafe) private var deadlineSlot: UnsafeMutablePointer<Double> = {
    let slot = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    slot.initialize(to: -1)
    return slot
}()

/// Where the deadline of the surface last framed is kept: when it next needs a frame, in
/// milliseconds of the page's clock, or −1 for never. The page reads it after each frame
/// without a call.
@_expose(wasm, "fp_deadline")
@_cdecl("fp_deadline")
public func fpDeadline() -> UnsafeMutablePointer<Double> { deadlineSlot }

private func publishDeadline(_ s: PageSurface) {
    deadlineSlot.pointee = s.loop.nextDeadline.map { $0 * 1000 } ?? -1
}

/// Cancels every pointer down, as the system does when the page loses them (hidden, blurred,
/// `cancelAllTouches()`); the cancellations wait as records.
@_expose(wasm, "fp_cancel")
@_cdecl("fp_cancel")
public func fpCancel(_ handle: Int32) {
    _ = pageSurface(handle)?.loop.interrupt()
}

/// Where the records' two numbers are — how many wait, and the byte address of the first
/// (`RecordSlot.stride` doubles each) — which the page reads after each call, and sets the first of to 0 once
/// it has read them (`TransitionRecords.info`).
@_expose(wasm, "fp_records_info")
@_cdecl("fp_records_info")
public func fpRecordsInfo() -> UnsafeMutablePointer<Double> { TransitionRecords.info }

#if FINGERPLAY_STROKES
/// Where the records' text (templates' names, custom reasons) starts: only the build with
/// strokes writes any.
@_expose(wasm, "fp_stroke_text")
@_cdecl("fp_stroke_text")
public func fpStrokeText() -> UnsafeMutablePointer<UInt8>? {
    TransitionRecords.text.withUnsafeMutableBufferPointer { $0.baseAddress }
}
#endif
