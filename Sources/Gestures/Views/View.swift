/// A node of the view tree: a rectangle that can be moved, scaled, rotated, hidden and made
/// transparent, that holds subviews and gesture recognizers, and that answers hit tests.
///
/// Geometry follows UIKit. `bounds` is the view's own coordinate space; `center` is where the
/// view's `anchorPoint` sits in its superview; `transform` turns and scales the view about that
/// anchor; `frame` is derived from the three. Subviews are drawn in order, so later ones are in
/// front and win hit tests.
///
/// ```swift
/// let board = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let piece = View(frame: Rect(x: 40, y: 40, width: 100, height: 60))
/// board.addSubview(piece)
/// piece.transform = AffineTransform(rotationAngle: .pi / 2)
/// ```
///
/// Views are reference types owned by one engine and used from one thread.
open class View {
    /// A name for diagnostics and for replay setups; not used by hit-testing.
    @exclusivity(unchecked) public var name: String?

    /// The view's own coordinate space: its origin and size, in points. Default origin (0, 0).
    @exclusivity(unchecked) public var bounds: Rect {
        didSet { geometryChanged() }
    }

    /// Where the anchor point sits, in the superview's coordinates (points).
    @exclusivity(unchecked) public var center: Point {
        didSet { geometryChanged() }
    }

    // A page's views are elements whose own CSS transforms are already in the boxes the page
    // gives as frames: the page build (FINGERPLAY_PAGE) has no view transform, and hit-testing
    // folds to translations.
    #if !FINGERPLAY_PAGE
    /// A transform applied about the anchor point; default identity.
    @exclusivity(unchecked) public var transform: AffineTransform = .identity {
        didSet { geometryChanged() }
    }
    #endif

    /// The point scaling and rotation happen about, in unit coordinates of the bounds:
    /// (0, 0) is the top-left corner, (1, 1) the bottom-right. Default (0.5, 0.5), the middle.
    /// As in UIKit, changing it moves the view unless `center` is moved too; see
    /// ``setAnchorPoint(_:keepingPosition:)``.
    @exclusivity(unchecked) public var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet { geometryChanged() }
    }

    /// A hidden view and all its subviews take no touches. Default false.
    @exclusivity(unchecked) public var isHidden = false

    // A page's views are elements: an element the page hides or makes untouchable is hidden
    // (fp_view_set_frame), and a page shapes what takes touches with its elements, so the page
    // build has no opacity, no interaction switch and no hit region; and the elements' own
    // listeners hear the DOM's events, so it has no touch handler either.
    #if !FINGERPLAY_PAGE
    /// Opacity from 0 to 1; below ``GestureSettings/minimumHitTestAlpha`` (0.01) the view takes
    /// no touches, as in UIKit. Default 1.
    @exclusivity(unchecked) public var alpha: Double = 1

    /// When false the view and its subviews take no touches, so touches go to what lies
    /// behind — a HUD over a game. Default true.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true

    /// The part of the bounds that takes touches. Default ``HitRegion/bounds``.
    @exclusivity(unchecked) public var hitRegion: HitRegion = .bounds {
        didSet {
            if case .bounds = hitRegion { hitsWholeBounds = true } else { hitsWholeBounds = false }
        }
    }

    // Whether `hitRegion` is `.bounds`, so the common test reads no enum payload.
    @exclusivity(unchecked) private var hitsWholeBounds = true

    /// Receives the touches that hit this view, in the phases UIKit would deliver them given
    /// the recognizers' `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`.
    /// A touch arrives with phase `.cancelled` when a recognizer takes it over. Default nil.
    @exclusivity(unchecked) public var touchHandler: ((Touch) -> Void)?
    #endif

    /// Subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    /// The view that holds this one, if any. (Unowned: a view's superview owns it, and clears
    /// this link when it goes away; see `deinit`.)
    public var superview: View? { superviewLink?.takeUnretainedValue() }

    // Walks up the tree (hit-testing, depth, a touch's recognizers) read this link without
    // retaining each ancestor.
    @exclusivity(unchecked) private(set) var superviewLink: Unmanaged<View>?

    /// The recognizers attached to this view, in the order they were added. The order never
    /// changes which gestures are recognised.
    @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []

    // The order in which a landing touch visits `gestureRecognizers` (indices): canonical
    // order as last worked out, so that listing them for the touch seldom moves one. Only a
    // hint — the touch's list sorts itself — worked out again when `visitIsCurrent` is cleared.
    @exclusivity(unchecked) var recognizerVisitOrder: [Int] = []
    // The same order as unmanaged references (the view owns the recognizers), and whether
    // listing them runs only the engine's own code: every one is of a built-in class and has no
    // delegate. Worked out with the order.
    @exclusivity(unchecked) var visitList = RecognizerList(capacity: 4)
    @exclusivity(unchecked) var visitIsPlain = false
    // Cleared when a recognizer is added or removed, or given a delegate: the next landing
    // touch works the order out again before it lists any.
    @exclusivity(unchecked) var visitIsCurrent = false
    @exclusivity(unchecked) var visitIsCanonical = false

    // What assistive technology is told of the view (View+Accessibility), made when first set.
    @exclusivity(unchecked) var accessibilityStorage: ViewAccessibility?

    /// Does what activating the view means, when a plain tap would not do it; returns whether it
    /// did. Default false: ``GestureEngine/accessibilityActivate(_:at:)`` then taps at
    /// ``accessibilityActivationPoint``, as a screen reader does — through the recognizers.
    open func accessibilityActivate() -> Bool { false }

    /// Steps an ``AccessibilityTraits/adjustable`` view's value up one step. Default: nothing.
    open func accessibilityIncrement() {}

    /// Steps an ``AccessibilityTraits/adjustable`` view's value down one step. Default: nothing.
    open func accessibilityDecrement() {}

    /// Creates a view whose frame is `frame` (in the superview's coordinates, points).
    public init(frame: Rect = .zero, name: String? = nil) {
        self.name = name
        self.bounds = Rect(origin: .zero, size: frame.size)
        self.center = frame.center
    }

    deinit {
        visitList.deallocate()
        for subview in subviews { subview.superviewLink = nil }
        for recognizer in gestureRecognizers {
            recognizer.view = nil
            recognizer.pinWhileListed()
        }
    }

    // MARK: Geometry

    // The inverse of `transformToSuperview`, kept between touches: hit-testing maps every new
    // touch into each subview, and the geometry rarely changes between two touches.
    @exclusivity(unchecked) private var cachedInverse: AffineTransform?
    @exclusivity(unchecked) private var inverseIsCurrent = false

    private func geometryChanged() { inverseIsCurrent = false }

    /// `transformToSuperview.inverted()`, computed again only after the geometry changed.
    var inverseTransformToSuperview: AffineTransform? {
        if !inverseIsCurrent {
            cachedInverse = transformToSuperview.inverted()
            inverseIsCurrent = true
        }
        return cachedInverse
    }

    /// The view's position in unit coordinates turned into its own coordinates.
    var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The transform from this view's coordinates to its superview's.
    public var transformToSuperview: AffineTransform {
        let anchor = anchorInBounds
        #if FINGERPLAY_PAGE
        return AffineTransform(translationX: center.x - anchor.x, y: center.y - anchor.y)
        #else
        if transform.isIdentity {
            return AffineTransform(translationX: center.x - anchor.x, y: center.y - anchor.y)
        }
        let toAnchor = AffineTransform(translationX: -anchor.x, y: -anchor.y)
        return toAnchor.concatenating(transform).concatenating(AffineTransform(translationX: center.x, y: center.y))
        #endif
    }

    /// The transform from this view's coordinates to the coordinates of the top of its tree.
    public var transformToRoot: AffineTransform {
        var t = AffineTransform.identity
        var node: View? = self
        while let v = node, let parent = v.superview {
            t = t.concatenating(v.transformToSuperview)
            node = parent
        }
        return t
    }

    /// The smallest upright rectangle around the view, in its superview's coordinates.
    /// Setting it moves and resizes the view, ignoring `transform` (UIKit leaves the result
    /// undefined for a transformed view; here the frame is then the untransformed one).
    public var frame: Rect {
        get { bounds.applying(transformToSuperview) }
        set {
            bounds.size = newValue.size
            center = Point(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Changes the anchor point and moves `center` so that the view stays where it is on screen —
    /// what Apple's gesture sample does before scaling or rotating about the fingers.
    public func setAnchorPoint(_ newAnchor: Point, keepingPosition: Bool = true) {
        guard keepingPosition else { anchorPoint = newAnchor; return }
        let toSuper = transformToSuperview
        anchorPoint = newAnchor
        center = toSuper.apply(to: anchorInBounds)
    }

    /// Converts a point from this view's coordinates to another view's; `nil` means the top of
    /// this view's tree. Works through rotated and scaled ancestors.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = transformToRoot.apply(to: point)
        guard let view else { return inRoot }
        return view.transformToRoot.inverted()?.apply(to: inRoot) ?? inRoot
    }

    /// Converts a point from another view's coordinates (`nil`: the top of the tree) to this one's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.transformToRoot.apply(to: point) ?? point
        return transformToRoot.inverted()?.apply(to: inRoot) ?? inRoot
    }

    /// Converts a displacement from the top of the tree's coordinates into this view's: only
    /// rotation and scale apply, not position.
    public func convertVector(fromRoot vector: Vector) -> Vector {
        transformToRoot.inverted()?.apply(to: vector) ?? vector
    }

    /// Converts a displacement from this view's coordinates into those of the top of the tree.
    public func convertVector(toRoot vector: Vector) -> Vector {
        transformToRoot.apply(to: vector)
    }

    // MARK: Hit-testing

    /// Whether a point in this view's coordinates is inside its touch area. Override to
    /// describe any shape; the default consults ``hitRegion``.
    open func point(inside point: Point) -> Bool {
        #if FINGERPLAY_PAGE
        bounds.contains(point)
        #else
        hitsWholeBounds ? bounds.contains(point) : hitRegion.contains(point, bounds: bounds)
        #endif
    }

    /// The front-most descendant (or this view) that takes a touch at `point`, given in this
    /// view's coordinates, following UIKit: hidden views, views with alpha below
    /// `minimumAlpha` (default 0.01) and views with user interaction disabled are skipped with
    /// their subviews, and so is any point outside a view's touch area (``point(inside:)``),
    /// even where a subview sticks out.
    ///
    /// The engine asks the root view for every touch that lands and every hover move, and each
    /// view asks its subviews, front to back, through this method, so an override anywhere in
    /// the tree takes part — as UIKit's `hitTest(_:with:)`: return `self` to keep touches from
    /// the subviews, another view to forward them, nil to let them through to what is behind.
    /// A view returned should be in the tree: its recognizers are the ones that hear the touch.
    open func hitTest(_ point: Point, minimumAlpha: Double = 0.01) -> View? {
        var kept: View?
        let hit = walkHitTest(point, minimumAlpha: minimumAlpha, keeping: &kept)?.takeUnretainedValue()
        return hit
    }

    /// The walk ``hitTest(_:minimumAlpha:)`` makes, without reference counting: the tree holds
    /// every view it passes. A view an override returned is held in `kept`.
    final func walkHitTest(_ point: Point, minimumAlpha: Double, keeping kept: inout View?) -> Unmanaged<View>? {
        #if FINGERPLAY_PAGE
        guard !isHidden, self.point(inside: point) else { return nil }
        #else
        guard !isHidden, isUserInteractionEnabled, alpha >= minimumAlpha, self.point(inside: point) else {
            return nil
        }
        #endif
        // Front to back; `subviews` holds each one for the walk, so it borrows them.
        var i = subviews.count - 1
        while i >= 0 {
            let hit: Unmanaged<View>? = Unmanaged.passUnretained(subviews[i])._withUnsafeGuaranteedRef { subview in
                guard let toSub = subview.inverseTransformToSuperview else { return nil }
                return subview.hitTestLink(toSub.apply(to: point), minimumAlpha: minimumAlpha, keeping: &kept)
            }
            if let hit { return hit }
            i -= 1
        }
        return Unmanaged.passUnretained(self)
    }

    /// Hit-tests this view: a plain `View` by the walk itself; an instance of a subclass
    /// through ``hitTest(_:minimumAlpha:)``, which it may override. The view an override
    /// returns need not be in the tree, so `kept` holds it for the caller.
    @inline(__always)
    func hitTestLink(_ point: Point, minimumAlpha: Double, keeping kept: inout View?) -> Unmanaged<View>? {
        // Embedded Swift has no metatypes to tell a plain view by: there every view is asked
        // through the method (the same answer, a little slower).
        #if !hasFeature(Embedded)
        if type(of: self) == View.self { return walkHitTest(point, minimumAlpha: minimumAlpha, keeping: &kept) }
        #endif
        guard let hit = hitTest(point, minimumAlpha: minimumAlpha) else { return nil }
        kept = hit
        return Unmanaged.passUnretained(hit)
    }

    // MARK: Tree

    /// Adds a view in front of the existing subviews, taking it from its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at a position among the subviews (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superviewLink = Unmanaged.passUnretained(self)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superviewLink = nil
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let v = node {
            if v === view { return true }
            node = v.superview
        }
        return false
    }

    /// How many ancestors the view has; the root has depth 0.
    var depth: Int {
        var d = 0
        var node = superviewLink
        while let v = node { d &+= 1; node = v._withUnsafeGuaranteedRef { $0.superviewLink } }
        return d
    }

    // MARK: Recognizers

    /// Attaches a recognizer; it sees the touches that land on this view or its subviews.
    /// A recognizer belongs to one view at a time.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        visitIsCurrent = false
        recognizer.view = self
    }

    /// Detaches a recognizer; one in the middle of a gesture is cancelled (or fails if it had
    /// not yet begun).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.abandon(reason: .removed)
        recognizer.pinWhileListed()
        gestureRecognizers.remove(at: i)
        visitIsCurrent = false
        recognizer.view = nil
    }
}
