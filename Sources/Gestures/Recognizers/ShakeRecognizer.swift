/// A custom discrete recognizer: one finger shaken from side to side — Apple's gesture sample
/// uses it to reset a scene. It is written against the public subclassing API only, as a model
/// for your own recognizers.
///
/// A leg counts once the finger has travelled ``minimumSegmentLength`` (30 pt) horizontally; a
/// reversal counts when the finger comes back ``minimumSegmentLength`` from the leg's far end,
/// so jitter of a few points never counts as a turn. It is recognised at the
/// ``requiredReversals``-th reversal (3) — or, with ``recognizesOnLift``, when the finger lifts
/// after that many — and fails if a second finger lands or the finger lifts before.
open class ShakeRecognizer: GestureRecognizer {
    /// The shortest horizontal leg, in points. Default 30 pt.
    @exclusivity(unchecked) public var minimumSegmentLength: Double
    /// How many reversals make a shake. Default 3.
    @exclusivity(unchecked) public var requiredReversals: Int

    /// Whether the shake is recognised when the finger lifts (having made enough reversals)
    /// rather than at the last reversal — for an action that should wait until the player is
    /// done, as a reset does. Default false.
    @exclusivity(unchecked) public var recognizesOnLift = false

    /// Reversals counted so far in the current gesture.
    @exclusivity(unchecked) public private(set) var reversals = 0

    @exclusivity(unchecked) private var heading = 0.0
    @exclusivity(unchecked) private var turnX = 0.0
    @exclusivity(unchecked) private var extremeX = 0.0

    /// Creates a shake recognizer; `settings` supplies the leg length and reversal count.
    public override init(settings: GestureSettings = GestureSettings(), name: String? = nil) {
        minimumSegmentLength = settings.shakeMinimumSegment
        requiredReversals = settings.shakeReversals
        super.init(settings: settings, name: name)
    }

    open override var isDiscrete: Bool { true }
    open override var precedence: Int { 32 }
    open override var numberOfTouches: Int { state == .recognized ? 1 : touchCount }

    open override func touchBegan(_ touch: Touch) {
        guard touchCount == 1 else {
            transition(to: .failed, reason: .tooManyTouches(count: touchCount, required: 1))
            return
        }
        turnX = touch.location.x
        extremeX = touch.location.x
    }

    open override func touchMoved(_ touch: Touch) {
        let x = touch.location.x
        if heading == 0 {
            if abs(x - turnX) >= minimumSegmentLength {
                heading = x > turnX ? 1 : -1
                extremeX = x
            }
            return
        }
        if (x - extremeX) * heading > 0 {
            extremeX = x
        } else if (extremeX - x) * heading >= minimumSegmentLength {
            reversals += 1
            heading = -heading
            turnX = extremeX
            extremeX = x
            if reversals >= requiredReversals && !recognizesOnLift { transition(to: .recognized) }
        }
    }

    open override func touchEnded(_ touch: Touch) {
        if reversals >= requiredReversals {
            transition(to: .recognized)
        } else {
            transition(to: .failed, reason: .tooFewReversals(count: reversals, required: requiredReversals))
        }
    }

    open override func reset() {
        super.reset()
        reversals = 0
        heading = 0
    }
}
