/// What a view is and how it behaves, to assistive technology — UIKit's
/// `UIAccessibilityTraits`: a platform layer maps them onto its own roles and states (a web
/// page's `role` and `aria-*` attributes, a desktop's accessibility API).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits as bits, one a trait (``button`` is bit 0).
    public let rawValue: UInt32

    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pressing it does something: ``View/accessibilityActivate()`` or a tap.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// It goes somewhere.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading of what follows it.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change and does nothing.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// Its value steps up and down: ``View/accessibilityIncrement()`` and
    /// ``View/accessibilityDecrement()`` change it (a slider, a zoom level).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 5)
    /// It is the chosen one of several (a tab, a level).
    public static let selected = AccessibilityTraits(rawValue: 1 << 6)
    /// It does nothing now.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// Its label or value changes often (a clock): read it when asked, not at every change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// It wants the touches themselves (a drawing pad, a game board): assistive technology
    /// passes the fingers through instead of reading it.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 9)
    /// What to read first when the screen appears (a game's score and time).
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 10)
}
