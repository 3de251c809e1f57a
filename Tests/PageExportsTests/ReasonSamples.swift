import Gestures
@testable import PageExports

/// One failure reason of each kind, with numbers that need the engine's rounding (halves away
/// from zero, tenths of a point, whole milliseconds), as the engine writes them and as a
/// transition record carries them. fingerplay.js's test (Web/test/reasons.test.js) writes each
/// record's numbers back as text and must get the engine's words.
enum ReasonSamples {
    struct Sample {
        let reason: GestureReason
        /// The name of the other recognizer a `.requiredFailure` or `.excluded` reason names:
        /// the record gives its index (3 in the fixture).
        var other: String? = nil
    }

    static let all: [Sample] = [
        Sample(reason: .moved(distance: 31.25, limit: 10)),
        Sample(reason: .moved(distance: -0.05, limit: 0.04)),
        Sample(reason: .tooManyTouches(count: 3, required: 2)),
        Sample(reason: .tooFewTouches(count: 1, required: 2)),
        Sample(reason: .tapTimeout(tap: 2, interval: 0.3)),
        Sample(reason: .tapTooLate(tap: 2, gap: 0.3125, interval: 0.3)),
        Sample(reason: .tapTooFar(tap: 3, distance: 45.06, limit: 45)),
        Sample(reason: .heldTooLong(duration: 1.0005, limit: 0.5)),
        Sample(reason: .liftedTooSoon(duration: 0.34, required: 0.5)),
        Sample(reason: .liftedBeforeMoving(distance: 9.95, required: 10)),
        Sample(reason: .tooSlow(distance: 120.5, required: 200, within: 0.25)),
        Sample(reason: .offAxis(angle: 0.6, limit: .pi / 8)),
        Sample(reason: .wrongDirection(.left)),
        Sample(reason: .wrongDirection([.up, .right])),
        Sample(reason: .notAtEdge(distance: 33.3, width: 20)),
        Sample(reason: .tooFewReversals(count: 1, required: 2)),
        Sample(reason: .delegateDeclined),
        Sample(reason: .requiredFailure(of: "double tap"), other: "double tap"),
        Sample(reason: .excluded(by: "pan"), other: "pan"),
        Sample(reason: .touchCancelled),
        Sample(reason: .disabled),
        Sample(reason: .removed),
        Sample(reason: .custom("no template within 0.85")),
    ]

    /// The samples as JSON lines' array: each record's numbers, the names and text the page
    /// keeps, and the engine's words.
    static func fixture() -> String {
        var lines: [String] = []
        for sample in all {
            var n = numbers(sample.reason)
            // A custom reason's text goes where the records' text has room: its place is the
            // page's business, its length the fixture's.
            if case .custom(let message) = sample.reason { (n.a, n.b) = (0, Double(message.utf8.count)) }
            var fields = ["\"code\": \(n.code.rawValue)", "\"a\": \(json(n.a))", "\"b\": \(json(n.b))", "\"c\": \(json(n.c))"]
            if let other = sample.other { fields.append("\"other\": \(quoted(other))") }
            if case .custom(let message) = sample.reason { fields.append("\"text\": \(quoted(message))") }
            fields.append("\"expected\": \(quoted(sample.reason.description))")
            lines.append("  {" + fields.joined(separator: ", ") + "}")
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// A reason's code and numbers as `TransitionRecords` writes them into a record. The other
    /// recognizer a reason names is not on any surface here: the record says −1 for it, which the
    /// fixture gives as 3 (an index the page would know).
    static func numbers(_ reason: GestureReason) -> (code: RecordReason, a: Double, b: Double, c: Double) {
        let record = UnsafeMutableBufferPointer<Double>.allocate(capacity: RecordSlot.stride)
        defer { record.deallocate() }
        record.initialize(repeating: 0)
        TransitionRecords.writeReason(reason, cause: nil, surface: -1, into: record)
        let code = RecordReason(rawValue: Int32(record[RecordSlot.reason.rawValue]))!
        let a = code == .requiredFailure || code == .excluded ? 3 : record[RecordSlot.reason0.rawValue]
        return (code, a, record[RecordSlot.reason1.rawValue], record[RecordSlot.reason2.rawValue])
    }

    /// A number as JSON: whole ones without a fraction, as JavaScript writes them.
    private static func json(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }

    private static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
