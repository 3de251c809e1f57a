import Foundation
import Gestures
import Testing

/// The engine's own trigonometry: within one ulp of the exact result, C99's special cases, and
/// the same bits wherever it runs.
@Suite struct DeterministicMathTests {
    struct Case {
        let function: String, a: Double, b: Double, reference: Double
        var result: Double {
            switch function {
            case "sin": return DeterministicMath.sin(a)
            case "cos": return DeterministicMath.cos(a)
            default: return DeterministicMath.atan2(a, b)
            }
        }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/trigonometry.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: " ").map(String.init)
            return Case(function: f[0], a: Double(f[1])!, b: Double(f[2])!, reference: Double(f[3])!)
        }
    }()

    /// The distance between two doubles of one sign, in ulps.
    static func ulps(_ x: Double, _ y: Double) -> UInt64 {
        let a = x.bitPattern, b = y.bitPattern
        if x.sign != y.sign { return x == y ? 0 : .max }
        return a > b ? a - b : b - a
    }

    @Test("sin, cos and atan2 are within one ulp of mpmath's correctly rounded results on 4,000 arguments")
    func withinOneUlp() {
        #expect(Self.cases.count == 4000)
        var worst: [String: UInt64] = [:]
        for c in Self.cases {
            let d = Self.ulps(c.result, c.reference)
            worst[c.function] = max(worst[c.function] ?? 0, d)
            if d > 1 { Issue.record("\(c.function)(\(c.a), \(c.b)) = \(c.result), expected \(c.reference)") }
        }
        // atan2 rounds once from a double-double: on these it is correctly rounded.
        #expect(worst == ["sin": 1, "cos": 1, "atan2": 0])
    }

    @Test("the results are the same bits everywhere: their fingerprint is pinned")
    func sameBits() {
        // FNV-1a over every result's bit pattern, in file order.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in Self.cases {
            var bits = c.result.bitPattern
            for _ in 0..<8 {
                hash = (hash ^ (bits & 0xFF)) &* 0x100_0000_01b3
                bits >>= 8
            }
        }
        #expect(hash == 16_438_768_319_767_146_906)
    }

    @Test("special cases are C99's")
    func specialCases() {
        let pi = Double.pi, half = Double.pi / 2
        #expect(DeterministicMath.sin(-0.0).sign == .minus && DeterministicMath.sin(-0.0) == 0)
        #expect(DeterministicMath.cos(0) == 1)
        #expect(DeterministicMath.sin(.infinity).isNaN && DeterministicMath.cos(-.infinity).isNaN && DeterministicMath.sin(.nan).isNaN)
        #expect(DeterministicMath.atan2(0, 1).sign == .plus && DeterministicMath.atan2(-0.0, 1).sign == .minus)
        #expect(DeterministicMath.atan2(0, -1) == pi && DeterministicMath.atan2(-0.0, -1) == -pi)
        #expect(DeterministicMath.atan2(0, -0.0) == pi && DeterministicMath.atan2(-0.0, 0) == -0.0)
        #expect(DeterministicMath.atan2(1, 0) == half && DeterministicMath.atan2(-1, -0.0) == -half)
        #expect(DeterministicMath.atan2(.infinity, .infinity) == pi / 4)
        #expect(DeterministicMath.atan2(-.infinity, -.infinity) == -3 * pi / 4)
        #expect(DeterministicMath.atan2(1, .infinity) == 0 && DeterministicMath.atan2(-1, -.infinity) == -pi)
        #expect(DeterministicMath.atan2(.infinity, 5) == half)
        #expect(DeterministicMath.atan2(.nan, 1).isNaN && DeterministicMath.atan2(1, .nan).isNaN)
        #expect(DeterministicMath.atan2(1, 1) == pi / 4)
        #expect(DeterministicMath.acos(-1) == pi && DeterministicMath.acos(1) == 0 && DeterministicMath.acos(1.5).isNaN)
    }
}
