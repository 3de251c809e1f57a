// A recognizer's properties by number (`RecognizerOption`), as fingerplay.js sends them
// (Web/src/options.js checks each by name, with its units).
import Gestures
#if FINGERPLAY_STROKES
import Strokes
#endif

enum RecognizerProperty {
    static func set(_ r: GestureRecognizer, _ code: Int32, _ value: Double) -> Bool {
        let flag = value != 0
        let count = Int(value)
        switch code {
        case .cancelsTouchesInView: r.cancelsTouchesInView = flag
        case .delaysTouchesBegan: r.delaysTouchesBegan = flag
        case .delaysTouchesEnded: r.delaysTouchesEnded = flag
        case .allowedTouchTypes: r.allowedTouchMask = UInt8(truncatingIfNeeded: count & 7)
        // A trackpad's pinch or rotation, and a keyboard's pan, follow their first change
        // (fingerplay.js lowers these while its virtual fingers are down, and puts them back after).
        case .panSlop: r.settings.panSlop = value
        case .pinchSlop: r.settings.pinchSlop = value
        case .rotationSlop: r.settings.rotationSlop = value
        default:
            if let tap = r as? TapRecognizer { return set(tap, code, value) }
            if let press = r as? LongPressRecognizer { return set(press, code, value) }
            if let pan = r as? PanRecognizer { return set(pan, code, value) }
            if let swipe = r as? SwipeRecognizer { return set(swipe, code, value) }
            if let shake = r as? ShakeRecognizer { return set(shake, code, value) }
            #if FINGERPLAY_STROKES
            if let stroke = r as? StrokeRecognizer { return set(stroke, code, value) }
            #endif
            if let hover = r as? HoverRecognizer, code == RecognizerOption.allowedKinds.rawValue { hover.allowedMask = UInt8(truncatingIfNeeded: count & 7); return true }
            return false
        }
        return true
    }

    private static func set(_ tap: TapRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case .numberOfTapsRequired: tap.numberOfTapsRequired = Int(value)
        case .numberOfTouchesRequired: tap.numberOfTouchesRequired = Int(value)
        case .maximumTapDuration: tap.maximumTapDuration = value
        default: return false
        }
        return true
    }

    private static func set(_ press: LongPressRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case .numberOfTapsRequired: press.numberOfTapsRequired = Int(value)
        case .numberOfTouchesRequired: press.numberOfTouchesRequired = Int(value)
        case .minimumPressDuration: press.minimumPressDuration = value
        case .allowableMovement: press.allowableMovement = value
        default: return false
        }
        return true
    }

    private static func set(_ pan: PanRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case .minimumNumberOfTouches: pan.minimumNumberOfTouches = Int(value)
        case .maximumNumberOfTouches: pan.maximumNumberOfTouches = value >= Double(Int32.max) ? Int.max : Int(value)
        case .edges:
            guard let edge = pan as? ScreenEdgePanRecognizer else { return false }
            edge.edges = RectEdge(rawValue: Int(value))
        default: return false
        }
        return true
    }

    private static func set(_ swipe: SwipeRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case .numberOfTouchesRequired: swipe.numberOfTouchesRequired = Int(value)
        case .direction: swipe.direction = SwipeDirection(rawValue: Int(value))
        case .minimumDistance: swipe.minimumDistance = value
        case .minimumSpeed: swipe.minimumSpeed = value
        case .maximumAngle: swipe.maximumAngle = value
        case .maximumDuration: swipe.maximumDuration = value
        default: return false
        }
        return true
    }

    private static func set(_ shake: ShakeRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case .minimumSegmentLength: shake.minimumSegmentLength = value
        case .requiredReversals: shake.requiredReversals = Int(value)
        case .recognizesOnLift: shake.recognizesOnLift = value != 0
        default: return false
        }
        return true
    }

    #if FINGERPLAY_STROKES
    private static func set(_ stroke: StrokeRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case .minimumScore: stroke.minimumScore = value
        case .minimumLength: stroke.minimumLength = value
        case .closedStrokesStartAnywhere: stroke.templates.closedStrokesStartAnywhere = value != 0
        default: return false
        }
        return true
    }
    #endif
}
