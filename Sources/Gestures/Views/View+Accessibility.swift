// UIKit's accessibility on a view: what an app's platform layer reads to describe the view to
// assistive technology, and the actions that layer performs when a person asks for them
// (``GestureEngine/accessibilityActivate(_:at:)`` and the rest).
extension View {
    private var accessibility: ViewAccessibility {
        if let kept = accessibilityStorage { return kept }
        let made = ViewAccessibility()
        accessibilityStorage = made
        return made
    }

    /// Whether assistive technology treats the view as one element it reads and activates
    /// (its subviews then are not read apart). Default false, as for UIKit's plain views.
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? false }
        set { accessibility.isElement = newValue }
    }

    /// What the view is called, short and without its kind ("Play", "Tile A"). Default nil.
    public var accessibilityLabel: String? {
        get { accessibilityStorage?.label }
        set { accessibility.label = newValue }
    }

    /// What the view holds now, when it changes ("40 %", "row 2, column 3"). Default nil.
    public var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibility.value = newValue }
    }

    /// What activating the view does, when its label does not say ("Places the piece"). Default nil.
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// What the view is and how it behaves. Default none.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? [] }
        set { accessibility.traits = newValue }
    }

    /// Where activating the view taps when ``accessibilityActivate()`` declines, in the root
    /// view's coordinates (points). Default: the view's centre, wherever it is now.
    public var accessibilityActivationPoint: Point {
        get { accessibilityStorage?.activationPoint ?? convert(Point(x: bounds.midX, y: bounds.midY), to: nil) }
        set { accessibility.activationPoint = newValue }
    }

    /// The actions offered besides activating, in the order a reader lists them. Default none.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { accessibilityStorage?.customActions ?? [] }
        set { accessibility.customActions = newValue }
    }
}
