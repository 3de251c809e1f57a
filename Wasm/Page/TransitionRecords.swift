// The transitions a page has not yet read, as numbers in the module's memory: fingerplay.js
// reads them straight from a Float64Array after each call, with no text to write or parse.
// This layout is the one wire format between the page build and fingerplay.js
// (Web/src/records.js reads it):
//
//   0 surface handle          6 number of touches            11 reason code (0: none)
//   1 recognizer index        7–10 the recognizer's values:  12–14 the reason's numbers
//   2 state code                 pan, edge pan: translation x, y, velocity x, y (pt, pt/s)
//   3 time (ms, page clock)      pinch: scale, velocity (1/s); rotation: radians, rad/s
//   4 x, 5 y (root points)       swipe: direction bits; stroke: name (text offset, length), score
//   16–23 the ids of the recognizer's touches (−1 past the last; at most 8)
//
// States: 0 possible, 1 began, 2 changed, 3 ended, 4 cancelled, 5 failed, 6 recognized (a
// discrete recognizer's end). Reason codes follow `GestureReason`'s cases in order (1 moved …
// 21 custom); a direction is given as its bits, a name in a reason as the recognizer's index,
// text as offset and length in `fp_stroke_text` (only the build with strokes has text).
import Gestures
#if FINGERPLAY_STROKES
import Strokes
#endif

enum TransitionRecords {
    static let stride = 24
    /// The records waiting, in a block that doubles when full: a record is a block fill and a
    /// few stores, with no array bookkeeping on the way.
    nonisolated(unsafe) private static var storage = UnsafeMutablePointer<Double>.allocate(capacity: 16 * 24)
    nonisolated(unsafe) private static var capacity = 16
    /// Two doubles the page reads and writes without a call (`fp_records_info`): 0 how many
    /// records wait — the page sets it to 0 once it has read them — and 1 the byte address of
    /// the first (the block moves when it grows). A call across into the module costs the page
    /// about a microsecond.
    nonisolated(unsafe) static let info: UnsafeMutablePointer<Double> = {
        let info = UnsafeMutablePointer<Double>.allocate(capacity: 2)
        info[0] = 0
        info[1] = Double(UInt(bitPattern: storage))
        return info
    }()
    #if FINGERPLAY_STROKES
    nonisolated(unsafe) static var text: [UInt8] = []
    #endif
    /// One record's room for the delegate's `shouldBegin` (the values of the gesture about to begin).
    nonisolated(unsafe) static var probeValues = UnsafeMutableBufferPointer<Double>.allocate(capacity: 24)

    /// How many records this module wrote since the page last read them; the page's 0 in
    /// `info[0]` says it has read them all. Kept as an integer beside the page's double, so
    /// the next record's place needs no conversion checked for overflow.
    nonisolated(unsafe) private static var written = 0

    /// How many records wait.
    private static var count: Int { info[0] == 0 ? 0 : written }

    /// The next record, zeroed. The first after the page has read the last ones also forgets
    /// their text.
    private static func nextRecord() -> UnsafeMutableBufferPointer<Double> {
        let count = self.count
        #if FINGERPLAY_STROKES
        if count == 0 { text.removeAll(keepingCapacity: true) }
        #endif
        if count == capacity {
            let larger = UnsafeMutablePointer<Double>.allocate(capacity: 2 * capacity * stride)
            larger.moveInitialize(from: storage, count: count * stride)
            storage.deallocate()
            storage = larger
            capacity *= 2
            info[1] = Double(UInt(bitPattern: storage))
        }
        let record = UnsafeMutableBufferPointer(start: storage + count * stride, count: stride)
        // Not zeroed here: slots 0–6, 11 (a reason's code, or 0) and 16–23 are always written,
        // and 7–10 as far as the kind's event reads them. Zeroing the rest took a bulk fill,
        // which V8 makes a call out of the module, on every transition.
        written = count + 1
        info[0] = Double(written)
        return record
    }

    /// Records a transition of the page's recognizer `index`, of `kind` (`fp_recognizer_create`'s codes).
    static func append(surface: Int32, index: Int, kind: Int32, transition t: GestureTransition) {
        let record = nextRecord()
        record[0] = Double(surface)
        record[1] = Double(index)
        record[2] = stateCode(t)
        record[3] = milliseconds(t.time)
        writeValues(of: t.recognizer, kind: kind, into: record)
        if let reason = t.reason {
            writeReason(reason, cause: t.recognizer.lastCauseRecognizer, surface: surface, into: record)
        } else {
            record[11] = 0
        }
    }

    /// Writes `recognizer`'s values now into the probe record.
    static func probe(_ recognizer: GestureRecognizer, kind: Int32) {
        let record = probeValues
        record.initialize(repeating: 0)
        record[2] = Double(recognizer.state == .possible ? 0 : 1)
        record[3] = milliseconds(recognizer.now)
        writeValues(of: recognizer, kind: kind, into: record)
    }

    /// Engine seconds as the page's milliseconds, to the microsecond a trace keeps (0.34 s is
    /// 340 ms, not 339.99999999999994).
    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1000 }

    private static func stateCode(_ t: GestureTransition) -> Double {
        switch t.state {
        case .possible: return 0
        case .began: return 1
        case .changed: return 2
        case .ended: return t.recognizer.isDiscrete ? 6 : 3
        case .cancelled: return 4
        case .failed: return 5
        }
    }

    /// The recognizer's values. Its kind says its class (the page made it), so no cast is
    /// asked of the runtime on every transition.
    private static func writeValues(of r: GestureRecognizer, kind: Int32, into record: UnsafeMutableBufferPointer<Double>) {
        let p = r.location(in: nil)
        record[4] = p.x
        record[5] = p.y
        record[6] = Double(r.numberOfTouches)
        var slot = 16
        for touch in r.trackedTouches where slot < stride {
            record[slot] = Double(touch.id)
            slot += 1
        }
        while slot < stride {
            record[slot] = -1
            slot += 1
        }
        switch kind {
        case 2, 6:  // pan, screen-edge pan
            let pan = unsafeDowncast(r, to: PanRecognizer.self)
            let tr = pan.translation(in: nil), v = pan.velocity(in: nil)
            record[7] = tr.dx
            record[8] = tr.dy
            record[9] = v.dx
            record[10] = v.dy
        case 4:
            let pinch = unsafeDowncast(r, to: PinchRecognizer.self)
            record[7] = pinch.scale
            record[8] = pinch.velocity
        case 5:
            let rotation = unsafeDowncast(r, to: RotationRecognizer.self)
            record[7] = rotation.rotation
            record[8] = rotation.velocity
        case 3:
            record[7] = Double(unsafeDowncast(r, to: SwipeRecognizer.self).recognizedDirection?.rawValue ?? 0)
        #if FINGERPLAY_STROKES
        case 9:
            let stroke = unsafeDowncast(r, to: StrokeRecognizer.self)
            if let name = stroke.matchedName {
                (record[7], record[8]) = addText(name)
            } else {
                (record[7], record[8]) = (0, 0)
            }
            record[9] = stroke.matchedScore
        #endif
        default:
            break
        }
    }

    #if FINGERPLAY_STROKES
    private static func addText(_ string: String) -> (Double, Double) {
        let offset = text.count
        string.withUTF8Bytes { text.append(contentsOf: $0) }
        return (Double(offset), Double(text.count - offset))
    }
    #endif

    /// `cause`: the other recognizer of an `.excluded` or `.requiredFailure` reason. The page's
    /// engine has no names (the page keeps them): the record gives the other's index instead.
    private static func writeReason(_ reason: GestureReason, cause: ObjectIdentifier?, surface: Int32, into record: UnsafeMutableBufferPointer<Double>) {
        func put(_ code: Double, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0) {
            record[11] = code
            record[12] = a
            record[13] = b
            record[14] = c
        }
        func other() -> Double {
            guard let cause, let surface = pageSurface(surface) else { return -1 }
            return Double(surface.index(identifiedBy: cause))
        }
        switch reason {
        case .moved(let d, let limit): put(1, d, limit)
        case .tooManyTouches(let n, let required): put(2, Double(n), Double(required))
        case .tooFewTouches(let n, let required): put(3, Double(n), Double(required))
        case .tapTimeout(let tap, let interval): put(4, Double(tap), interval)
        case .tapTooLate(let tap, let gap, let interval): put(5, Double(tap), gap, interval)
        case .tapTooFar(let tap, let d, let limit): put(6, Double(tap), d, limit)
        case .heldTooLong(let d, let limit): put(7, d, limit)
        case .liftedTooSoon(let d, let required): put(8, d, required)
        case .liftedBeforeMoving(let d, let required): put(9, d, required)
        case .tooSlow(let d, let required, let within): put(10, d, required, within)
        case .offAxis(let angle, let limit): put(11, angle, limit)
        case .wrongDirection(let direction): put(12, Double(direction.rawValue))
        case .notAtEdge(let d, let width): put(13, d, width)
        case .tooFewReversals(let n, let required): put(14, Double(n), Double(required))
        case .delegateDeclined: put(15)
        case .requiredFailure: put(16, other())
        case .excluded: put(17, other())
        case .touchCancelled: put(18)
        case .disabled: put(19)
        case .removed: put(20)
        case .custom(let message):
            #if FINGERPLAY_STROKES
            let (offset, length) = addText(message)
            put(21, offset, length)
            #else
            // Only a custom recognizer gives one, and a page makes none but strokes.
            _ = message
            put(21)
            #endif
        }
    }
}
