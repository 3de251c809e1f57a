// One live surface of fingerplay.js: an engine whose views and recognizers the page adds,
// relates and removes in place (a pending tap keeps its timer through any change), fed by
// LiveInput's loop. Transitions go out as numbers (`TransitionRecords`), never as text.
import Gestures
import LiveInput

final class PageSurface {
    let handle: Int32
    let engine: GestureEngine
    let loop: InputLoop
    /// Views by the page's index; nil once removed (indices are never reused).
    var views: [View?] = []
    /// Recognizers by the page's index, each with its kind as `fp_recognizer_create` was given
    /// it (a `RecognizerKind`'s code: kept as the number, which the page build switches over
    /// more cheaply than the enum); the recognizer nil once removed. (A recognizer keeps its
    /// delegate in this build.)
    var entries: [Entry] = []

    struct Entry {
        var recognizer: GestureRecognizer?
        let kind: Int32
    }
    /// Where the last lookup by recognizer found it: the next transition is usually its, or a
    /// neighbour's.
    private var lastFound = 0

    init(handle: Int32, width: Double, height: Double, startSeconds: Double, trailing: Double) {
        self.handle = handle
        engine = GestureEngine(viewport: Size(width: width, height: height), start: startSeconds)
        var configuration = InputLoop.Configuration()
        configuration.trailing = trailing
        // A page that was not drawn for a while (a background tab) is told by the host: the
        // page build's loop has no gap check (InputLoop.Configuration.maximumGap), and the
        // native build the tests drive has it turned off.
        #if !FINGERPLAY_PAGE
        configuration.maximumGap = nil
        #endif
        loop = InputLoop(engine: engine, configuration: configuration)
        // The closure finds the surface by handle: capturing it would make a cycle, and
        // Embedded Swift has no weak or unowned references.
        engine.onTransition = { transition in
            guard let surface = pageSurface(handle), let index = surface.index(of: transition.recognizer) else { return }
            TransitionRecords.append(surface: handle, index: index, kind: surface.entries[index].kind, transition: transition)
        }
    }

    func view(_ index: Int32) -> View? {
        if index < 0 { return engine.rootView }
        return Int(index) < views.count ? views[Int(index)] : nil
    }

    func recognizer(_ index: Int32) -> GestureRecognizer? {
        index >= 0 && Int(index) < entries.count ? entries[Int(index)].recognizer : nil
    }

    /// The page's index of a recognizer of this surface: looked for from where the last one was
    /// found (no table to keep, no name to read on every transition).
    func index(of recognizer: GestureRecognizer) -> Int? {
        let count = entries.count
        var i = lastFound < count ? lastFound : 0
        for _ in 0..<count {
            if entries[i].recognizer === recognizer {
                lastFound = i
                return i
            }
            i = i + 1 == count ? 0 : i + 1
        }
        return nil
    }

    /// The page's index of a recognizer of this surface known by identity (the one a failure
    /// reason names: it may have been removed since), or -1.
    func index(identifiedBy id: ObjectIdentifier) -> Int {
        for i in 0..<entries.count {
            if let r = entries[i].recognizer, ObjectIdentifier(r) == id { return i }
        }
        return -1
    }

    func tearDown() {
        engine.onTransition = nil
        for entry in entries { entry.recognizer?.delegate = nil }
    }
}
