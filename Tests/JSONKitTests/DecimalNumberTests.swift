import Foundation
import JSONKit
import Testing

/// The JSON parser reads numbers with its own conversion (the WebAssembly build has no C
/// `strtod`): it must give exactly the bits `Double(_:)` gives.
@Suite struct DecimalNumberTests {
    /// SplitMix64, seeded.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func parsed(_ text: String) -> Double? {
        guard let node = try? JSONParser.parse(text), case .number(let v) = node.value else { return nil }
        return v
    }

    private func check(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var differing: [String] = []
        for text in texts {
            let expected = Double(text)!
            if expected.isFinite {
                if parsed(text)?.bitPattern != expected.bitPattern { differing.append(text) }
            } else if parsed(text) != nil {
                differing.append(text)     // the parser refuses what is not finite
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))", sourceLocation: sourceLocation)
    }

    @Test("hard cases: halfway points, the edges of subnormals and of overflow, long tails")
    func hardCases() {
        check([
            "0", "-0", "0.1", "0.2", "0.3", "1e23", "8.98846567431158e307", "123.456", "-42.5e-3",
            "9007199254740992", "9007199254740993", "9007199254740993.0000000000000000001", "9007199254740995",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
            "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-324", "1e-400",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "2e308",
            "0.30000000000000001665334536937734810635447502136230468750",
            "0.299999999999999988897769753748434595763683319091796875",
            "0.2999999999999999888977697537484345957636833190917968749999999999999999",
            "0.2999999999999999888977697537484345957636833190917968750000000000000001",
            "1" + String(repeating: "0", count: 400) + "e-400",
            "0." + String(repeating: "0", count: 300) + "17976931348623157e608",
            "233.33333587646484", "1.0000000000000002", "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
            "1.00000000000000011102230246251565404236316680908203126",
        ])
    }

    @Test("80,000 seeded numbers: every double's shortest text and 17 digits, random digits and exponents")
    func seeded() {
        var rng = Generator(state: 19)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let d = Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF)
            texts.append("\(d)")
            texts.append(String(format: "%.17g", d))
        }
        for _ in 0..<20_000 {
            let d = Double.random(in: -5000...5000, using: &rng)
            texts.append(String(format: "%.\(Int.random(in: 0...20, using: &rng))f", d))
        }
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...40, using: &rng)
            var digits = String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
            while digits.count > 1 && digits.hasPrefix("0") { digits.removeFirst() }
            let point = Int.random(in: 0...digits.count, using: &rng)
            var text = point == digits.count ? digits : "\(digits.prefix(max(point, 1))).\(digits.dropFirst(max(point, 1)))"
            if text.hasSuffix(".") { text.removeLast() }
            texts.append(text + "e\(Int.random(in: -340...320, using: &rng))")
        }
        check(texts)
    }

    @Test("60,000 seeded numbers of 16 to 19 digits, a point anywhere, powers of ten up to ±19: the 128-bit path")
    func wide() {
        var rng = Generator(state: 45)
        var texts = ["1016.6666666666667", "9999999999999999999", "18446744073709551615e-19", "9007199254740993e-19",
                     "1234567890123456789e19", "0.0000000000000000001234567890123456789", "-433.33333333333337",
                     // Halfway between two doubles, exactly and a digit either side.
                     "9007199254740993", "9007199254740993e1", "90071992547409925e-1", "9007199254740992.5",
                     "9007199254740993.0", "9007199254740995.0", "9007199254740993.00000001", "7378697629483823104e1",
                     "7378697629483823105e1", "7378697629483823103e1"]
        for _ in 0..<60_000 {
            let count = Int.random(in: 16...19, using: &rng)
            let digits = String(Int.random(in: 1...9, using: &rng)) + String((1..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
            let point = Int.random(in: 0...count, using: &rng)
            var text = point == count ? digits : "\(digits.prefix(max(point, 1))).\(digits.dropFirst(max(point, 1)))"
            if text.hasSuffix(".") { text.removeLast() }
            let exponent = Int.random(in: -4...4, using: &rng)
            texts.append(exponent == 0 ? text : text + "e\(exponent)")
        }
        check(texts)
    }
}
