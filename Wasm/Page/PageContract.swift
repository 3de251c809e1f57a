// What the page build and fingerplay.js agree on, written once: the kinds of recognizer, their
// options' codes, the pointer actions and kinds, the relations, the delegate's hooks, the
// transition records' slots, states and failure reasons. Web/src/abi.js is generated from these
// declarations (`scripts/generate-abi`; PageContractTests fails when it is stale), so nothing of
// the contract is written by hand on both sides. Cases are named as fingerplay.js names them.

/// The kinds of recognizer a page makes (`fp_recognizer_create`), by the names UIKit's classes
/// have without "UI…GestureRecognizer".
enum RecognizerKind: Int32, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover, shake
    /// Only in the build with drawn gestures (`fingerplay-strokes.wasm`).
    case stroke
}

/// A recognizer's options by number: thresholds (`fp_settings_set`, below 10) and properties
/// (`fp_recognizer_set`). Values arrive in the engine's units — points, seconds, radians — with
/// flags as 0 or 1 and sets as bits.
enum RecognizerOption: Int32, CaseIterable {
    // Thresholds: `GestureSettings`, set before the recognizer is made.
    case tapSlop = 1, multiTapInterval, multiTapDistance, panSlop, pinchSlop, rotationSlop, screenEdgeWidth, velocityWindow,
         velocityStopGap
    // Every recognizer's.
    case cancelsTouchesInView = 10, delaysTouchesBegan, delaysTouchesEnded, allowedTouchTypes
    // A kind's own (`kinds`).
    case numberOfTapsRequired = 20, numberOfTouchesRequired, maximumTapDuration, minimumPressDuration, allowableMovement,
         minimumNumberOfTouches, maximumNumberOfTouches, edges, direction, minimumDistance, minimumSpeed, maximumAngle,
         maximumDuration, minimumSegmentLength, requiredReversals, recognizesOnLift, minimumScore, minimumLength,
         closedStrokesStartAnywhere, allowedKinds

    /// What the page gives for it, which fingerplay.js checks (and converts to the engine's
    /// units) before it calls.
    var value: OptionValue {
        switch self {
        case .tapSlop, .multiTapDistance, .panSlop, .pinchSlop, .screenEdgeWidth, .allowableMovement, .minimumDistance,
             .minimumLength:
            return .length
        case .minimumSegmentLength: return .positiveLength
        case .multiTapInterval, .minimumPressDuration: return .time
        case .velocityWindow, .velocityStopGap, .maximumTapDuration, .maximumDuration: return .positiveTime
        case .rotationSlop, .maximumAngle: return .angle
        case .minimumSpeed: return .speed
        case .minimumScore: return .score
        case .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .recognizesOnLift, .closedStrokesStartAnywhere:
            return .flag
        case .numberOfTapsRequired, .numberOfTouchesRequired, .minimumNumberOfTouches, .requiredReversals: return .count
        case .maximumNumberOfTouches: return .touchLimit
        case .allowedTouchTypes, .allowedKinds: return .pointerTypes
        case .edges: return .edges
        case .direction: return .directions
        }
    }

    /// Whether it is a threshold, set with `fp_settings_set` before the recognizer is made.
    var isThreshold: Bool { rawValue < RecognizerOption.cancelsTouchesInView.rawValue }

    /// The kinds that take it (every kind takes the thresholds and the common options).
    var kinds: [RecognizerKind] {
        switch self {
        case .numberOfTapsRequired: return [.tap, .longPress]
        case .numberOfTouchesRequired: return [.tap, .longPress, .swipe]
        case .maximumTapDuration: return [.tap]
        case .minimumPressDuration, .allowableMovement: return [.longPress]
        case .minimumNumberOfTouches, .maximumNumberOfTouches: return [.pan, .screenEdgePan]
        case .edges: return [.screenEdgePan]
        case .direction, .minimumDistance, .minimumSpeed, .maximumAngle, .maximumDuration: return [.swipe]
        case .minimumSegmentLength, .requiredReversals, .recognizesOnLift: return [.shake]
        case .minimumScore, .minimumLength, .closedStrokesStartAnywhere: return [.stroke]
        case .allowedKinds: return [.hover]
        default: return RecognizerKind.allCases
        }
    }
}

/// What an option's value is, on the page and in the engine.
enum OptionValue: Int32, CaseIterable {
    /// px on the page, points in the engine; at least 0, finite.
    case length
    /// The same, greater than 0.
    case positiveLength
    /// Milliseconds on the page, seconds in the engine; at least 0, finite.
    case time
    /// The same, greater than 0.
    case positiveTime
    /// Radians; at least 0, finite.
    case angle
    /// px per second; at least 0, finite.
    case speed
    /// A stroke's match score (lower is closer); at least 0, finite.
    case score
    /// true or false; 1 or 0 in the engine.
    case flag
    /// A whole number of at least 1 (a long press's `numberOfTapsRequired`: at least 0).
    case count
    /// A whole number of at least 1, or Infinity (`Int.max` in the engine).
    case touchLimit
    /// 'touch', 'mouse' and 'pen', one or a list; bits 1, 2, 4 in the engine.
    case pointerTypes
    /// 'top', 'left', 'bottom', 'right' or 'all', one or a list; `RectEdge`'s bits.
    case edges
    /// 'right', 'left', 'up', 'down' or 'all', one or a list; `SwipeDirection`'s bits.
    case directions
}

/// What a pointer event does (`fp_pointer`, `fp_input`).
enum PointerAction: Int32, CaseIterable {
    case down, move, up, cancel, hover
}

/// The kind of pointer (`fp_pointer`, `fp_input`).
enum PointerKindCode: Int32, CaseIterable {
    case touch, mouse, pen
}

/// A relation between two recognizers (`fp_recognizer_relate`).
enum RecognizerRelation: Int32, CaseIterable {
    /// The first waits for the second to fail (`require(toFail:)`).
    case requireToFail
    /// The two may recognize at once (`recognizeSimultaneously(with:)`).
    case simultaneous
}

/// The functions the page build imports from the page, by their names in the import module
/// `HostFunction.module` (HostDelegate.swift names them; PageContractTests checks that it
/// names these). Short names: each is written in the module and in fingerplay.js, which a page
/// downloads.
enum HostFunction: String, CaseIterable {
    /// The import module's name.
    static let module = "fp"

    /// A delegate's `gestureRecognizerShouldBegin`.
    case shouldBegin = "begin"
    /// A delegate's `gestureRecognizer(_:shouldReceive:)`.
    case shouldReceive = "receive"
    /// A delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    case shouldRecognizeSimultaneously = "together"
}

/// Which hooks a page's delegate has (`fp_recognizer_set_delegate`), as bits.
enum DelegateHook: Int32, CaseIterable {
    case shouldBegin = 1, shouldReceive = 2, shouldRecognizeSimultaneously = 4
}

/// A transition record's slots (`TransitionRecords`): doubles, read by fingerplay.js straight
/// from the module's memory.
enum RecordSlot: Int, CaseIterable {
    case surface, recognizer, state, time, x, y, touches
    /// The recognizer's values, by kind — pan and edge pan: translation x, y, velocity x, y
    /// (pt, pt/s); pinch: scale, velocity (1/s); rotation: radians, rad/s; swipe: direction
    /// bits; stroke: the matched name's text (offset, length), score.
    case value0, value1, value2, value3
    /// A failure's reason (`RecordReason`; 0 for none), then its three numbers.
    case reason, reason0, reason1, reason2
    /// The ids of the recognizer's touches, from here to the record's end (−1 past the last).
    case touchIDs = 16

    /// Doubles per record.
    static let stride = 24
}

/// A record's state. A discrete recognizer's end is `recognized`, a continuous one's `ended`.
enum RecordState: Int32, CaseIterable {
    case possible, began, changed, ended, cancelled, failed, recognized
}

/// A record's failure reason: `GestureReason`'s cases in order, with their numbers in the
/// reason's slots — a direction as its bits, another recognizer as the page's index of it,
/// text as its offset and length in `fp_stroke_text`.
enum RecordReason: Int32, CaseIterable {
    case none, moved, tooManyTouches, tooFewTouches, tapTimeout, tapTooLate, tapTooFar, heldTooLong, liftedTooSoon,
         liftedBeforeMoving, tooSlow, offAxis, wrongDirection, notAtEdge, tooFewReversals, delegateDeclined,
         requiredFailure, excluded, touchCancelled, disabled, removed, custom
}

// Matching a code as the page sent it — `switch code { case .tapSlop: … }` over an Int32 —
// compiles to the same jump table as a switch over the numbers; `init(rawValue:)` first would
// add a table of its own to the page's module.
extension RecognizerOption {
    @inline(__always) static func ~= (pattern: Self, code: Int32) -> Bool { pattern.rawValue == code }
}

extension RecognizerKind {
    @inline(__always) static func ~= (pattern: Self, code: Int32) -> Bool { pattern.rawValue == code }
}

extension PointerAction {
    @inline(__always) static func ~= (pattern: Self, code: Int32) -> Bool { pattern.rawValue == code }
}

extension RecognizerRelation {
    @inline(__always) static func ~= (pattern: Self, code: Int32) -> Bool { pattern.rawValue == code }
}
