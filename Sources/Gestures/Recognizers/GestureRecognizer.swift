/// The base class of every recognizer: it turns the touches that land on its view into a
/// gesture, moving through the states of ``GestureState`` as UIKit's `UIGestureRecognizer` does.
///
/// Attach one to a view and give it an action:
///
/// ```swift
/// let pan = PanRecognizer()
/// pan.addAction { pan in print(pan.state, (pan as! PanRecognizer).translation(in: nil)) }
/// piece.addGestureRecognizer(pan)
/// ```
///
/// To write a custom recognizer, subclass this class, override the touch hooks
/// (``touchBegan(_:)``, ``touchMoved(_:)``, ``touchEnded(_:)``, ``touchesDidChange()``,
/// ``timerFired(_:)``, ``reset()``) and call ``transition(to:reason:)``. The engine decides
/// whether a requested transition happens now, waits (a failure requirement), or turns into a
/// failure (another recognizer already owns the touches). ``ShakeRecognizer`` is a worked example.
///
/// Recognizers never read a clock: touches carry timestamps, and timers are deadlines that the
/// engine fires when its time passes them.
open class GestureRecognizer {
    #if FINGERPLAY_UNNAMED
    // The build whose host keeps the names (fingerplay.js's): no recognizer has one, which the
    // compiler then knows.
    var name: String? { nil }
    #else
    /// A name for diagnostics, reasons ("double tap took the touches first") and replay output;
    /// default nil. Names take no part in deciding.
    @exclusivity(unchecked) public var name: String? {
        didSet { name = name.map(Self.compact) }
    }
    #endif

    /// The view the recognizer is attached to. (The view owns its recognizers and clears this
    /// link when it goes away.)
    public internal(set) unowned(unsafe) var view: View?

    /// The delegate consulted on beginning, on new touches, on simultaneity and on failure
    /// requirements. Default nil, which answers as UIKit's defaults do. Held weakly, as UIKit
    /// holds it — except in Embedded Swift (the WebAssembly build), which has no weak
    /// references: there the recognizer keeps its delegate, and a delegate that keeps its
    /// recognizers should set this to nil when it is done with them.
    #if hasFeature(Embedded)
    @exclusivity(unchecked) public var delegate: (any GestureRecognizerDelegate)? {
        didSet { delegateChanged() }
    }
    #else
    @exclusivity(unchecked) public weak var delegate: (any GestureRecognizerDelegate)? {
        didSet { delegateChanged() }
    }
    #endif

    private func delegateChanged() {
        hasDelegate = delegate != nil
        updateRelationFlags()
        // The view's listing may now run the delegate: it works its order out again.
        view?.visitIsCurrent = false
    }

    /// The thresholds this recognizer uses; copied at creation, so changing one recognizer's
    /// settings changes no other.
    @exclusivity(unchecked) public var settings: GestureSettings

    /// A disabled recognizer sees no touches and neither delays nor blocks another; disabling
    /// one mid-gesture cancels it (or fails it if it had not begun). Default true.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled && oldValue { abandon(reason: .disabled) } }
    }

    // Final, so that a build that never reads or sets it (the WebAssembly build for pages,
    // which sets the bits) carries no code for sets.

    /// The kinds of pointer whose touches the recognizer takes, as UIKit's `allowedTouchTypes`:
    /// a touch of another kind passes it by (other recognizers and the view still get it). A
    /// drawing canvas might take only a pen; a game, only fingers. Default: every kind.
    public final var allowedTouchTypes: Set<PointerKind> {
        get { PointerKind.set(of: allowedTouchMask) }
        set { allowedTouchMask = PointerKind.mask(of: newValue) }
    }
    /// ``allowedTouchTypes`` as bits, read when a touch lands — and the only storage: a
    /// recognizer whose kinds are never asked for or set makes no set.
    @exclusivity(unchecked) package var allowedTouchMask: UInt8 = 0b111

    /// When the gesture is recognised, the view stops receiving the gesture's touches and gets
    /// them as cancelled. Default true (UIKit).
    @exclusivity(unchecked) public var cancelsTouchesInView = true

    /// Holds touches back from the view until this recognizer fails; if it recognises, the view
    /// never sees them. Default false (UIKit).
    @exclusivity(unchecked) public var delaysTouchesBegan = false

    /// Holds a touch's end back from the view while this recognizer may still recognise, so the
    /// view can get a cancellation instead. Default true (UIKit).
    @exclusivity(unchecked) public var delaysTouchesEnded = true

    /// Recognise together with every other recognizer (replay's `"simultaneousWith": "*"`).
    /// Default false.
    @exclusivity(unchecked) public var recognizesSimultaneouslyWithAll = false {
        didSet { updateRelationFlags() }
    }

    /// The current state.
    @exclusivity(unchecked) public internal(set) var state: GestureState = .possible

    // This and the other accessors below are final: no subclass changes them, and a final
    // member costs a build that never calls it nothing (the WebAssembly build for pages).

    /// The touches the recognizer is tracking now, in the order they went down. A copy made on
    /// each read: in code that runs on every move, ``numberOfTouches`` and
    /// ``location(ofTouch:in:)`` read the same without one.
    public final var touches: [Touch] { Array(trackedTouches) }

    /// How many touches the recognizer is tracking now: the count of ``touches``, without the
    /// copy.
    public final var touchCount: Int { trackedTouches.count }

    // The recognizer's own list of its touches, written on every touch event.
    @exclusivity(unchecked) package var trackedTouches = TouchList()

    /// The number of touches in the gesture. For a continuous gesture, those down now; discrete
    /// recognizers report the touches of the gesture they recognised.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Whether the recognizer reports one `recognized` transition (tap, swipe, shake) instead of
    /// a began–changed–ended sequence. Default false.
    open var isDiscrete: Bool { false }

    /// Breaks ties between recognizers that want the same touches at the same instant: the one
    /// on the deeper view wins, then the higher precedence, then the one added first.
    /// Subclasses rank more specific gestures higher (a double tap above a single tap), so a
    /// double tap is preferred whichever of the two was added first.
    open var precedence: Int { 0 }

    /// The last failure or cancellation reason, if any, until the next gesture.
    public final var lastReason: GestureReason? {
        switch lastCause {
        case .none: return nil
        case .excluded: return .excluded(by: lastCauseName)
        case .requiredFailure: return .requiredFailure(of: lastCauseName)
        case .other: return lastOtherReason
        }
    }

    // `lastReason`, stored in parts: the engine's own reasons (another recognizer's name) are
    // the commonest, and storing a name costs far less than copying a reason in and out.
    enum Cause: UInt8 { case none, excluded, requiredFailure, other }
    @exclusivity(unchecked) var lastCause = Cause.none
    #if FINGERPLAY_UNNAMED
    // No recognizer has a name in this build: the host names the cause by `lastCauseRecognizer`,
    // and a reason given with a name is kept whole as `lastOtherReason`.
    var lastCauseName: String { "another recognizer" }
    #else
    @exclusivity(unchecked) var lastCauseName = ""
    #endif
    /// The recognizer that `lastCauseName` names, by identity: a host that keeps the names
    /// itself (fingerplay.js: its build of the engine has none) says which one it was.
    @exclusivity(unchecked) package var lastCauseRecognizer: ObjectIdentifier?
    @exclusivity(unchecked) var lastOtherReason: GestureReason?

    /// Stores `reason` as ``lastReason``.
    @inline(__always)
    func setLastReason(_ reason: GestureReason?) {
        switch reason {
        case nil: lastCause = .none
        #if !FINGERPLAY_UNNAMED
        case .excluded(let name)?: lastCause = .excluded; lastCauseName = name; lastCauseRecognizer = nil
        case .requiredFailure(let name)?: lastCause = .requiredFailure; lastCauseName = name; lastCauseRecognizer = nil
        #endif
        default: lastCause = .other; lastOtherReason = reason
        }
    }

    // Engine bookkeeping. The engine link is set while the recognizer takes part in a gesture
    // and cleared when it resets or the engine goes away, so it never dangles; plain weak
    // references would put every recognizer's reference counting on a slow path.
    var engine: GestureEngine? {
        get { engineLink?.takeUnretainedValue() }
        set { engineLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    // Calls go through `_withUnsafeGuaranteedRef`, which promises the compiler the engine
    // outlives the call, so none of them retains and releases it.
    @exclusivity(unchecked) var engineLink: Unmanaged<GestureEngine>?
    // Whether a delegate was set: the hot paths skip loading the weak reference (a runtime
    // call) when none was.
    @exclusivity(unchecked) var hasDelegate = false
    @exclusivity(unchecked) var sequenceMask: UInt64 = 0
    // Set while a landing touch has listed the recognizer and not yet engaged it: taking it
    // off its view then hands it to that engine to hold (`GestureEngine.pinned`), as it does
    // while the recognizer is engaged.
    @exclusivity(unchecked) var listedBy: Unmanaged<GestureEngine>?
    // How many of the engine's timer entries are this recognizer's: a reset with none, or the
    // sweep asking whether one waits on a timer, need not search the queue.
    @exclusivity(unchecked) var pendingTimers = 0
    @exclusivity(unchecked) var pendingState: GestureState?
    @exclusivity(unchecked) var pendingEnd = false
    @exclusivity(unchecked) var isDirty = false
    @exclusivity(unchecked) var needsReset = false
    @exclusivity(unchecked) var isEngaged = false
    // What a built-in recognizer's `canTrack(_:)` answers while it is not engaged (no touches,
    // possible, nothing pending): kept by the setters it depends on, so that a plain listing
    // need not ask. (Pan: `maximumNumberOfTouches` above zero; hover: never.)
    @exclusivity(unchecked) var tracksWhenIdle = true
    /// Set by ``HoverRecognizer``: hover events find their recognizers without a dynamic cast.
    @exclusivity(unchecked) var isHover = false
    @exclusivity(unchecked) var depthKey = 0
    // `precedence`, read once when a touch lands: ordering compares stored numbers.
    @exclusivity(unchecked) var precedenceKey = 0
    @exclusivity(unchecked) var serial = 0
    @exclusivity(unchecked) var lastCentroid = Point.zero
    @exclusivity(unchecked) var lastCentroidLiftTime = -Double.infinity
    @exclusivity(unchecked) var actions: [Action] = []
    @exclusivity(unchecked) var nextActionNumber = 0
    @exclusivity(unchecked) var failureRequirements: [ObjectIdentifier] = []
    @exclusivity(unchecked) var simultaneousPartners: [ObjectIdentifier] = []
    // Whether the class is one of the built-in ones, none of which overrides a relation hook
    // (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`) — for those the answer is
    // known without calling the hooks — and whose `canTrack(_:)` and `precedence` only read
    // the recognizer. A subclass of any of them is not built-in.
    @exclusivity(unchecked) private(set) var isBuiltInClass = false
    // Whether `touchMoved(_:)` does anything: false only for the built-in classes that keep the
    // empty default, so that a move need not call it (a subclass of any of them hears moves).
    @exclusivity(unchecked) private(set) var hearsMoves = true
    // What a relation check may have to ask, kept up to date by the setters that change it, so
    // that the arena's commonest question ("does either side have any relation?") is two loads.
    @exclusivity(unchecked) var mayRequireFailure = true
    @exclusivity(unchecked) var mayBeRequiredToFail = true
    @exclusivity(unchecked) var mayRecognizeSimultaneously = true

    /// Creates a recognizer with the given thresholds (default: the reference profile).
    public init(settings: GestureSettings = GestureSettings(), name: String? = nil) {
        self.settings = settings
        #if !FINGERPLAY_UNNAMED
        self.name = name.map(Self.compact)
        #endif
        isBuiltInClass = Self.isBuiltIn(ObjectIdentifier(type(of: self)))
        hearsMoves = !Self.ignoresMoves(ObjectIdentifier(type(of: self)))
        updateRelationFlags()
    }

    deinit {
        // Relations name recognizers by `ObjectIdentifier`, which a recognizer made later at
        // this address would share: every relation naming this one goes with it.
        let me = ObjectIdentifier(self)
        let myLink = Unmanaged.passUnretained(self).toOpaque()
        for link in namedBy {
            link._withUnsafeGuaranteedRef { r in
                Self.remove(me, from: &r.failureRequirements)
                Self.remove(me, from: &r.simultaneousPartners)
                Self.remove(myLink, from: &r.names)
                r.updateRelationFlags()
            }
        }
        for link in names {
            link._withUnsafeGuaranteedRef { Self.remove(myLink, from: &$0.namedBy) }
        }
        trackedTouches.deallocate()
    }

    // Relation lists change rarely: one out-of-line body for every removal, not a copy each.
    @inline(never)
    static func remove(_ id: ObjectIdentifier, from list: inout [ObjectIdentifier]) {
        list.removeAll { $0 == id }
    }

    @inline(never)
    static func remove(_ link: UnsafeMutableRawPointer, from list: inout [Unmanaged<GestureRecognizer>]) {
        list.removeAll { $0.toOpaque() == link }
    }

    // The recognizers whose requirements or partners name this one, and those this one's name:
    // whichever of two goes first unhooks itself from the other (see `deinit`). Neither side
    // holds the other, so relations make no reference cycles.
    @exclusivity(unchecked) private var namedBy: [Unmanaged<GestureRecognizer>] = []
    @exclusivity(unchecked) private var names: [Unmanaged<GestureRecognizer>] = []

    func noteNames(_ other: GestureRecognizer) {
        let theirs = Unmanaged.passUnretained(other), mine = Unmanaged.passUnretained(self)
        if !names.contains(where: { $0.toOpaque() == theirs.toOpaque() }) { names.append(theirs) }
        if !other.namedBy.contains(where: { $0.toOpaque() == mine.toOpaque() }) { other.namedBy.append(mine) }
    }

    /// The same text, stored inline when it is short (up to 15 bytes of UTF-8, as most names
    /// are): a name read into every failure reason then costs no reference counting. Names
    /// decoded from a file otherwise often arrive as heap strings, however short.
    private static func compact(_ name: String) -> String {
        // The bytes come from a string, so they are valid: `validating` never fails here, and,
        // unlike `decoding`, carries no repairing code into the WebAssembly builds.
        name.withUTF8Bytes { bytes in bytes.count <= 15 ? String(validating: bytes, as: UTF8.self) ?? name : name }
    }

    // Compared one by one rather than looked up in a list: no list to build at first use.
    private static func isBuiltIn(_ type: ObjectIdentifier) -> Bool {
        type == ObjectIdentifier(GestureRecognizer.self) || type == ObjectIdentifier(TapRecognizer.self)
            || type == ObjectIdentifier(LongPressRecognizer.self) || type == ObjectIdentifier(PanRecognizer.self)
            || type == ObjectIdentifier(ScreenEdgePanRecognizer.self) || type == ObjectIdentifier(SwipeRecognizer.self)
            || type == ObjectIdentifier(TwoFingerRecognizer.self) || type == ObjectIdentifier(PinchRecognizer.self)
            || type == ObjectIdentifier(RotationRecognizer.self) || type == ObjectIdentifier(HoverRecognizer.self)
            || type == ObjectIdentifier(ShakeRecognizer.self)
    }

    private static func ignoresMoves(_ type: ObjectIdentifier) -> Bool {
        type == ObjectIdentifier(GestureRecognizer.self) || type == ObjectIdentifier(SwipeRecognizer.self)
            || type == ObjectIdentifier(TwoFingerRecognizer.self) || type == ObjectIdentifier(PinchRecognizer.self)
            || type == ObjectIdentifier(RotationRecognizer.self) || type == ObjectIdentifier(HoverRecognizer.self)
    }

    func updateRelationFlags() {
        let asks = hasDelegate || !isBuiltInClass
        mayRequireFailure = asks || !failureRequirements.isEmpty
        mayBeRequiredToFail = asks
        mayRecognizeSimultaneously = hasDelegate || recognizesSimultaneouslyWithAll || !simultaneousPartners.isEmpty
    }

    // MARK: Location

    /// The gesture's location — the centroid of its touches, or where they were last — in a
    /// view's coordinates (`nil`: the root view), in points.
    open func location(in view: View?) -> Point {
        let p = trackedTouches.isEmpty ? lastCentroid : centroid
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    /// The location of the `index`-th tracked touch in a view's coordinates (`nil`: root view).
    public final func location(ofTouch index: Int, in view: View?) -> Point {
        trackedTouches[index].location(in: view)
    }

    /// The centroid of the tracked touches in root-view points (the last one when none is down).
    public final var centroid: Point {
        // One and two touches are the common cases; each sums from zero in the same order as
        // the general loop, so the result is the same to the last bit.
        switch trackedTouches.count {
        case 0: return lastCentroid
        case 1:
            let a = trackedTouches.location(at: 0)
            return Point(x: 0.0 + a.x, y: 0.0 + a.y)
        case 2:
            let a = trackedTouches.location(at: 0), b = trackedTouches.location(at: 1)
            return Point(x: (0.0 + a.x + b.x) / 2, y: (0.0 + a.y + b.y) / 2)
        default: break
        }
        var x = 0.0, y = 0.0
        for i in 0..<trackedTouches.count {
            let p = trackedTouches.location(at: i)
            x += p.x
            y += p.y
        }
        let n = Double(trackedTouches.count)
        return Point(x: x / n, y: y / n)
    }

    /// The current time of the engine driving this recognizer, in seconds.
    public final var now: Double { engineLink?._withUnsafeGuaranteedRef { $0.now } ?? 0 }

    // MARK: Hooks for subclasses

    /// Subclass hook: whether this recognizer must wait for `other` to fail. Default false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Subclass hook: whether `other` must wait for this recognizer to fail. Default false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Whether to track a touch that just landed on the view. Return false to ignore it, as
    /// UIKit's `ignore(_:for:)` does; the default accepts every touch.
    open func canTrack(_ touch: Touch) -> Bool { true }

    /// A tracked touch went down; it is already in ``GestureRecognizer/touches``.
    open func touchBegan(_ touch: Touch) {}

    /// A tracked touch moved; ``GestureRecognizer/touches`` holds its new location.
    open func touchMoved(_ touch: Touch) {}

    /// A tracked touch lifted; it has been removed from ``GestureRecognizer/touches``.
    open func touchEnded(_ touch: Touch) {}

    /// A tracked touch was cancelled by the system; it has been removed from ``GestureRecognizer/touches``. The
    /// default cancels a continuous gesture under way and fails one not yet recognised.
    open func touchCancelled(_ touch: Touch) {
        transition(to: state.isActive ? .cancelled : .failed, reason: .touchCancelled)
    }

    /// Every touch of one instant has been delivered; continuous recognizers report here, so a
    /// two-finger move gives one `changed`, not two.
    open func touchesDidChange() {}

    /// A timer set with ``GestureRecognizer/scheduleTimer(after:token:)`` came due.
    open func timerFired(_ token: Int) {}

    /// Forget the last gesture; called by the engine after a terminal state. Call `super`.
    open func reset() {}
}
