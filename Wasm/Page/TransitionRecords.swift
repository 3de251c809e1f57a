// The transitions a page has not yet read, as numbers in the module's memory: fingerplay.js
// reads them straight from a Float64Array after each call, with no text to write or parse.
// This layout is the one wire format between the page build and fingerplay.js: its slots,
// states and reasons are `RecordSlot`, `RecordState` and `RecordReason` (PageContract.swift),
// from which Web/src/abi.js is generated.
import Gestures
#if FINGERPLAY_STROKES
import Strokes
#endif

enum TransitionRecords {
    static let stride = RecordSlot.stride
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
        record[RecordSlot.surface.rawValue] = Double(surface)
        record[RecordSlot.recognizer.rawValue] = Double(index)
        record[RecordSlot.state.rawValue] = stateCode(t)
        record[RecordSlot.time.rawValue] = milliseconds(t.time)
        writeValues(of: t.recognizer, kind: kind, into: record)
        if let reason = t.reason {
            writeReason(reason, cause: t.recognizer.lastCauseRecognizer, surface: surface, into: record)
        } else {
            record[RecordSlot.reason.rawValue] = Double(RecordReason.none.rawValue)
        }
    }

    /// Writes `recognizer`'s values now into the probe record.
    static func probe(_ recognizer: GestureRecognizer, kind: Int32) {
        let record = probeValues
        record.initialize(repeating: 0)
        record[RecordSlot.state.rawValue] = Double((recognizer.state == .possible ? RecordState.possible : .began).rawValue)
        record[RecordSlot.time.rawValue] = milliseconds(recognizer.now)
        writeValues(of: recognizer, kind: kind, into: record)
    }

    /// Engine seconds as the page's milliseconds, to the microsecond a trace keeps (0.34 s is
    /// 340 ms, not 339.99999999999994).
    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1000 }

    private static func stateCode(_ t: GestureTransition) -> Double {
        let state: RecordState
        switch t.state {
        case .possible: state = .possible
        case .began: state = .began
        case .changed: state = .changed
        case .ended: state = t.recognizer.isDiscrete ? .recognized : .ended
        case .cancelled: state = .cancelled
        case .failed: state = .failed
        }
        return Double(state.rawValue)
    }

    /// The recognizer's values. Its kind says its class (the page made it), so no cast is
    /// asked of the runtime on every transition.
    private static func writeValues(of r: GestureRecognizer, kind: Int32, into record: UnsafeMutableBufferPointer<Double>) {
        let p = r.location(in: nil)
        record[RecordSlot.x.rawValue] = p.x
        record[RecordSlot.y.rawValue] = p.y
        record[RecordSlot.touches.rawValue] = Double(r.numberOfTouches)
        var slot = RecordSlot.touchIDs.rawValue
        for touch in r.trackedTouches where slot < stride {
            record[slot] = Double(touch.id)
            slot += 1
        }
        while slot < stride {
            record[slot] = -1
            slot += 1
        }
        let v0 = RecordSlot.value0.rawValue, v1 = RecordSlot.value1.rawValue, v2 = RecordSlot.value2.rawValue, v3 = RecordSlot.value3.rawValue
        switch kind {
        case .pan, .screenEdgePan:
            let pan = unsafeDowncast(r, to: PanRecognizer.self)
            let tr = pan.translation(in: nil), v = pan.velocity(in: nil)
            record[v0] = tr.dx
            record[v1] = tr.dy
            record[v2] = v.dx
            record[v3] = v.dy
        case .pinch:
            let pinch = unsafeDowncast(r, to: PinchRecognizer.self)
            record[v0] = pinch.scale
            record[v1] = pinch.velocity
        case .rotation:
            let rotation = unsafeDowncast(r, to: RotationRecognizer.self)
            record[v0] = rotation.rotation
            record[v1] = rotation.velocity
        case .swipe:
            record[v0] = Double(unsafeDowncast(r, to: SwipeRecognizer.self).recognizedDirection?.rawValue ?? 0)
        #if FINGERPLAY_STROKES
        case .stroke:
            let stroke = unsafeDowncast(r, to: StrokeRecognizer.self)
            if let name = stroke.matchedName {
                (record[v0], record[v1]) = addText(name)
            } else {
                (record[v0], record[v1]) = (0, 0)
            }
            record[v2] = stroke.matchedScore
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

    /// Writes a reason into its slots: its code and three numbers. `cause` is the other
    /// recognizer of an `.excluded` or `.requiredFailure` reason: the page's engine has no names
    /// (the page keeps them), so the record gives the page's index of it.
    static func writeReason(_ reason: GestureReason, cause: ObjectIdentifier?, surface: Int32, into record: UnsafeMutableBufferPointer<Double>) {
        func put(_ code: RecordReason, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0) {
            record[RecordSlot.reason.rawValue] = Double(code.rawValue)
            record[RecordSlot.reason0.rawValue] = a
            record[RecordSlot.reason1.rawValue] = b
            record[RecordSlot.reason2.rawValue] = c
        }
        func other() -> Double {
            guard let cause, let surface = pageSurface(surface) else { return -1 }
            return Double(surface.index(identifiedBy: cause))
        }
        switch reason {
        case .moved(let d, let limit): put(.moved, d, limit)
        case .tooManyTouches(let n, let required): put(.tooManyTouches, Double(n), Double(required))
        case .tooFewTouches(let n, let required): put(.tooFewTouches, Double(n), Double(required))
        case .tapTimeout(let tap, let interval): put(.tapTimeout, Double(tap), interval)
        case .tapTooLate(let tap, let gap, let interval): put(.tapTooLate, Double(tap), gap, interval)
        case .tapTooFar(let tap, let d, let limit): put(.tapTooFar, Double(tap), d, limit)
        case .heldTooLong(let d, let limit): put(.heldTooLong, d, limit)
        case .liftedTooSoon(let d, let required): put(.liftedTooSoon, d, required)
        case .liftedBeforeMoving(let d, let required): put(.liftedBeforeMoving, d, required)
        case .tooSlow(let d, let required, let within): put(.tooSlow, d, required, within)
        case .offAxis(let angle, let limit): put(.offAxis, angle, limit)
        case .wrongDirection(let direction): put(.wrongDirection, Double(direction.rawValue))
        case .notAtEdge(let d, let width): put(.notAtEdge, d, width)
        case .tooFewReversals(let n, let required): put(.tooFewReversals, Double(n), Double(required))
        case .delegateDeclined: put(.delegateDeclined)
        case .requiredFailure: put(.requiredFailure, other())
        case .excluded: put(.excluded, other())
        case .touchCancelled: put(.touchCancelled)
        case .disabled: put(.disabled)
        case .removed: put(.removed)
        case .custom(let message):
            #if FINGERPLAY_STROKES
            let (offset, length) = addText(message)
            put(.custom, offset, length)
            #else
            // Only a custom recognizer gives one, and a page makes none but strokes.
            _ = message
            put(.custom)
            #endif
        }
    }
}
