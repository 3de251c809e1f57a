import JSONKit
import Testing

@Suite struct JSONOutputTests {
    /// What `JSONOutput.number` printed before its fast path: Swift's description of the
    /// rounded value, or its digits when whole.
    static func reference(_ x: Double, decimals: Int) -> String {
        guard x.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var r = (x * scale).rounded() / scale
        if r == 0 { r = 0 }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return "\(r)"
    }

    @Test("numbers print rounded, without a trailing .0 or a negative zero")
    func numbers() {
        #expect(JSONOutput.number(12) == "12")
        #expect(JSONOutput.number(0.1 + 0.2) == "0.3")
        #expect(JSONOutput.number(-0.0001) == "0")
        #expect(JSONOutput.number(1000123.4559999) == "1000123.456")
        #expect(JSONOutput.number(2.2360679, decimals: 6) == "2.236068")
    }

    @Test("numbers print exactly as Swift's description of the rounded value, over 200,000 values of every size")
    func numbersMatchDescription() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var values: [Double] = [0.0005, -0.0005, 0.001, -0.001, 0.0015, 0.00049, 999_999_999_999.9995, 1e12 - 0.001, 123.4565, -0.0]
        for magnitude in [1e-4, 1e-2, 1, 1e3, 1e6, 1e9, 1e11, 1e13] {
            for _ in 0..<25_000 { values.append((next() * 2 - 1) * magnitude) }
        }
        values += [.nan, .infinity, 1e15, -1e15, 123_456_789_012.3456, 0.0001, 5e-324]
        var mismatches: [String] = []
        for x in values {
            for decimals in [0, 1, 2, 3, 4, 6] {
                let expected = Self.reference(x, decimals: decimals)
                if JSONOutput.number(x, decimals: decimals) != expected {
                    mismatches.append("\(x) to \(decimals): \(JSONOutput.number(x, decimals: decimals)) vs \(expected)")
                }
                // The bytes a recorder appends are the same text, after whatever came before.
                var bytes = Array("[".utf8)
                JSONOutput.appendNumber(x, decimals: decimals, to: &bytes)
                if String(decoding: bytes, as: UTF8.self) != "[" + expected {
                    mismatches.append("appended \(x) to \(decimals): \(String(decoding: bytes, as: UTF8.self)) vs [\(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(JSONOutput.number(-1.25) == "-1.25" && JSONOutput.number(0.0004) == "0" && JSONOutput.number(12.3456, decimals: 2) == "12.35")
    }

    @Test("strings are quoted, and escaped only where JSON needs it")
    func strings() {
        #expect(JSONOutput.string("Drag, pinch and turn — several at once.") == "\"Drag, pinch and turn — several at once.\"")
        #expect(JSONOutput.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
    }
}
