// A recognizer's properties by number, as fingerplay.js sends them (Web/src/options.js holds
// the same table by name, with each option's checks and units).
import Gestures
#if FINGERPLAY_STROKES
import Strokes
#endif

enum RecognizerProperty {
    static func set(_ r: GestureRecognizer, _ code: Int32, _ value: Double) -> Bool {
        let flag = value != 0
        let count = Int(value)
        switch code {
        case 10: r.cancelsTouchesInView = flag
        case 11: r.delaysTouchesBegan = flag
        case 12: r.delaysTouchesEnded = flag
        case 13: r.allowedTouchMask = UInt8(truncatingIfNeeded: count & 7)
        default:
            if let tap = r as? TapRecognizer { return set(tap, code, value) }
            if let press = r as? LongPressRecognizer { return set(press, code, value) }
            if let pan = r as? PanRecognizer { return set(pan, code, value) }
            if let swipe = r as? SwipeRecognizer { return set(swipe, code, value) }
            if let shake = r as? ShakeRecognizer { return set(shake, code, value) }
            #if FINGERPLAY_STROKES
            if let stroke = r as? StrokeRecognizer { return set(stroke, code, value) }
            #endif
            if let hover = r as? HoverRecognizer, code == 39 { hover.allowedMask = UInt8(truncatingIfNeeded: count & 7); return true }
            return false
        }
        return true
    }

    private static func set(_ tap: TapRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case 20: tap.numberOfTapsRequired = Int(value)
        case 21: tap.numberOfTouchesRequired = Int(value)
        case 22: tap.maximumTapDuration = value
        default: return false
        }
        return true
    }

    private static func set(_ press: LongPressRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case 20: press.numberOfTapsRequired = Int(value)
        case 21: press.numberOfTouchesRequired = Int(value)
        case 23: press.minimumPressDuration = value
        case 24: press.allowableMovement = value
        default: return false
        }
        return true
    }

    private static func set(_ pan: PanRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case 25: pan.minimumNumberOfTouches = Int(value)
        case 26: pan.maximumNumberOfTouches = value >= Double(Int32.max) ? Int.max : Int(value)
        case 27:
            guard let edge = pan as? ScreenEdgePanRecognizer else { return false }
            edge.edges = RectEdge(rawValue: Int(value))
        default: return false
        }
        return true
    }

    private static func set(_ swipe: SwipeRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case 21: swipe.numberOfTouchesRequired = Int(value)
        case 28: swipe.direction = SwipeDirection(rawValue: Int(value))
        case 29: swipe.minimumDistance = value
        case 30: swipe.minimumSpeed = value
        case 31: swipe.maximumAngle = value
        case 32: swipe.maximumDuration = value
        default: return false
        }
        return true
    }

    private static func set(_ shake: ShakeRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case 33: shake.minimumSegmentLength = value
        case 34: shake.requiredReversals = Int(value)
        case 35: shake.recognizesOnLift = value != 0
        default: return false
        }
        return true
    }

    #if FINGERPLAY_STROKES
    private static func set(_ stroke: StrokeRecognizer, _ code: Int32, _ value: Double) -> Bool {
        switch code {
        case 36: stroke.minimumScore = value
        case 37: stroke.minimumLength = value
        case 38: stroke.templates.closedStrokesStartAnywhere = value != 0
        default: return false
        }
        return true
    }
    #endif
}
