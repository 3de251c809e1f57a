/// Every tuning number of the engine in one place, with UIKit-like defaults.
///
/// UIKit documents only a few of its thresholds (long-press duration and movement); the
/// rest are chosen here from the comparison of UIKit, Flutter, Hammer.js and Android in
/// `docs/engine.md`. Each recognizer copies the values it needs when it is created, so a
/// game can tune one recognizer without touching the others:
///
/// ```swift
/// var relaxed = GestureSettings()
/// relaxed.tapSlop = 20
/// let tap = TapRecognizer(settings: relaxed)
/// ```
public struct GestureSettings: Hashable, Sendable {
    /// How far, in points, a finger may wander from where it went down and still make a tap.
    /// Default 10 pt: UIKit's `allowableMovement` for long presses, and Hammer's 9–10 px.
    public var tapSlop: Double = 10

    /// The longest gap, in seconds, from one tap's lift to the next tap's touch-down in a
    /// multi-tap gesture. Default 0.3 s, as Flutter, Android and Hammer.js use.
    public var multiTapInterval: Double = 0.3

    /// How far, in points, a following tap may land from the first tap of a multi-tap gesture.
    /// Default 45 pt: between Hammer's 10 px (too strict for fingers) and Android's 100 dp.
    public var multiTapDistance: Double = 45

    /// The longest a finger may stay down for a tap, in seconds; `nil` (the default) means no
    /// limit, as Flutter's tap, so a slow deliberate tap still counts.
    public var maximumTapDuration: Double? = nil

    /// How long, in seconds, fingers must rest before a long press begins. Default 0.5 s (UIKit).
    public var minimumPressDuration: Double = 0.5

    /// How far, in points, fingers may drift before a long press begins. Default 10 pt (UIKit).
    public var allowableMovement: Double = 10

    /// How far, in points, the centroid of a pan's touches must move before the pan begins.
    /// Default 10 pt; Hammer.js uses 10 px, Flutter 18 px for touch.
    public var panSlop: Double = 10

    /// The shortest stroke, in points, that can be a swipe. Default 50 pt.
    public var swipeMinimumDistance: Double = 50

    /// The slowest average speed, in points per second, that still makes a swipe. Default
    /// 300 pt/s, Hammer.js's 0.3 px/ms. Together with the distance it sets the time a swipe has
    /// to cover its distance: 50 pt ÷ 300 pt/s ≈ 0.167 s.
    public var swipeMinimumSpeed: Double = 300

    /// The largest angle, in radians, between a swipe's stroke and the axis of its direction.
    /// Default 20° (π/9): a 40° diagonal is no horizontal swipe.
    public var swipeMaximumAngle: Double = Double.pi / 9

    /// The longest time, in seconds, from touch-down to the end of a swipe. Default 0.5 s.
    public var swipeMaximumDuration: Double = 0.5

    /// How much, in points, the distance between two fingers must change before a pinch begins.
    /// Default 10 pt, the same as the pan slop.
    public var pinchSlop: Double = 10

    /// How far, in radians, two fingers must turn before a rotation begins. Default 5° (π/36).
    public var rotationSlop: Double = Double.pi / 36

    /// The width, in points, of the strip along a screen edge where an edge pan must start.
    /// Default 20 pt, the strip of Cupertino's back-swipe.
    public var screenEdgeWidth: Double = 20

    /// How far back, in seconds, the velocity fit looks. Default 0.1 s (Flutter, Android).
    public var velocityWindow: Double = 0.1

    /// A pause longer than this, in seconds, between samples means the finger stopped, so the
    /// velocity is zero. Default 0.04 s (Flutter's 40 ms).
    public var velocityStopGap: Double = 0.04

    /// The shortest horizontal run, in points, that counts as one leg of a shake, so that
    /// jitter is not mistaken for a turn. Default 30 pt.
    public var shakeMinimumSegment: Double = 30

    /// How many horizontal reversals make a shake. Default 3, as in Apple's sample.
    public var shakeReversals: Int = 3

    /// Hit-testing skips views whose alpha is below this. Default 0.01 (UIKit).
    public var minimumHitTestAlpha: Double = 0.01

    /// The engine's reference profile: every default above.
    public init() {}
}
