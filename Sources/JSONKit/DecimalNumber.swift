/// Decimal text to the nearest double, correctly rounded (ties to even) — what `Double(_:)`
/// gives natively, written in Swift so that the WebAssembly build, which has no C library's
/// `strtod`, reads every number to the same bits.
///
/// Numbers whose digits fit 53 bits with a power of ten up to 10²² are one exact division or
/// multiplication (Clinger's fast path). Those of up to 19 digits with a power of ten up to
/// 10¹⁹ — what a page's `performance.now()` stamps and fractional pointer positions are, 17
/// digits — are one exact 128-bit product or quotient, rounded once (``wide(_:exponent:)``).
/// Others are done exactly with big integers: the decimal significand times the power of ten,
/// or divided by it bit by bit, then rounded once.
enum DecimalNumber {
    /// The value of JSON number text (`-`, digits, an optional fraction and exponent: the
    /// JSON parser has checked the grammar); ±infinity beyond the doubles, ±0 below them.
    static func parse(_ text: ArraySlice<UInt8>) -> Double {
        fastPath(text) ?? exactly(text)
    }

    /// Up to 19 significant digits, with no allocation: Clinger's fast path when their value
    /// fits 53 bits and the power of ten is at most 10²² (one correctly rounded operation), else
    /// the 128-bit path for a power of ten up to 10¹⁹. Nil otherwise.
    private static func fastPath(_ text: ArraySlice<UInt8>) -> Double? {
        var i = text.startIndex
        var negative = false
        if i < text.endIndex, text[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var m: UInt64 = 0, count = 0, shift = 0
        while i < text.endIndex, let d = digit(text[i]) {
            if count > 0 || d != 0 {
                guard count < 19 else { return nil }
                m = m * 10 + UInt64(d)
                count += 1
            }
            i += 1
        }
        if i < text.endIndex, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < text.endIndex, let d = digit(text[i]) {
                if count > 0 || d != 0 {
                    guard count < 19 else { return nil }
                    m = m * 10 + UInt64(d)
                    count += 1
                }
                shift -= 1
                i += 1
            }
        }
        if m == 0 { return negative ? -0.0 : 0 }
        let e = exponent(text, at: i) + shift
        let v: Double
        if m <= 1 << 53, e >= -22, e <= 22 {
            let scale = exactPowerOfTen(abs(e))
            v = e >= 0 ? Double(m) * scale : Double(m) / scale
        } else if e >= -19, e <= 19 {
            v = wide(m, exponent: e)
        } else {
            return nil
        }
        return negative ? -v : v
    }

    /// `m` × 10^`e` for `m` > 0 and −19 ≤ `e` ≤ 19, correctly rounded: the product fits 128
    /// bits; a quotient is worked out to 63 or 64 bits with its remainder, both exact.
    private static func wide(_ m: UInt64, exponent e: Int) -> Double {
        let power = integerPowerOfTen(abs(e))
        if e >= 0 {
            let (high, low) = m.multipliedFullWidth(by: power)
            if high == 0 { return Double(low) }
            let zeros = high.leadingZeroBitCount
            let top = zeros == 0 ? high : high << zeros | low >> (64 - zeros)
            return rounded(top, sticky: low << zeros != 0, binaryExponent: 64 - zeros)
        }
        // m·2^s has 63 more bits than the divisor (at most 127), so the quotient has 63 or 64.
        let s = 63 + (64 - power.leadingZeroBitCount) - (64 - m.leadingZeroBitCount)
        let high = s >= 64 ? m << (s - 64) : m >> (64 - s)
        let low = s >= 64 ? 0 : m << s
        let (quotient, remainder) = divide(high: high, low: low, by: power)
        return rounded(quotient, sticky: remainder != 0, binaryExponent: -s)
    }

    /// `x` × 2^`binaryExponent` (`x` of 54 to 64 bits, plus less than one unit of it when
    /// `sticky`) to the nearest double, ties to even; in the normal range only.
    private static func rounded(_ x: UInt64, sticky: Bool, binaryExponent e: Int) -> Double {
        let drop = 64 - x.leadingZeroBitCount - 53
        var q = x >> drop
        let half = x >> (drop - 1) & 1 == 1
        let below = x & (1 << (drop - 1) - 1) != 0 || sticky
        if half && (below || q & 1 == 1) { q += 1 }
        return Double(sign: .plus, exponent: e + drop, significand: Double(q))
    }

    /// The 128-bit `high`·2⁶⁴ + `low` divided by `divisor` (`high` < `divisor`), in 64-bit
    /// operations only — the WebAssembly build has no 128-bit division — by two steps of
    /// schoolbook division in 32-bit digits (Knuth's algorithm D).
    private static func divide(high: UInt64, low: UInt64, by divisor: UInt64) -> (quotient: UInt64, remainder: UInt64) {
        let base: UInt64 = 1 << 32
        let s = divisor.leadingZeroBitCount
        let v = divisor << s
        let (v1, v0) = (v >> 32, v & 0xFFFF_FFFF)
        let u32 = s == 0 ? high : high << s | low >> (64 - s)
        let u10 = low << s
        let (u1, u0) = (u10 >> 32, u10 & 0xFFFF_FFFF)
        var q1 = u32 / v1, rest = u32 - q1 * v1
        while q1 >= base || q1 * v0 > base * rest + u1 {
            q1 -= 1
            rest += v1
            if rest >= base { break }
        }
        let u21 = u32 &* base &+ u1 &- q1 &* v
        var q0 = u21 / v1
        rest = u21 - q0 * v1
        while q0 >= base || q0 * v0 > base * rest + u0 {
            q0 -= 1
            rest += v1
            if rest >= base { break }
        }
        return (q1 * base + q0, (u21 &* base &+ u0 &- q0 &* v) >> s)
    }

    /// 10^n for n ≤ 19, exactly.
    private static func integerPowerOfTen(_ n: Int) -> UInt64 {
        var p: UInt64 = 1
        for _ in 0..<n { p *= 10 }
        return p
    }

    /// Any number, exactly, with big integers.
    private static func exactly(_ text: ArraySlice<UInt8>) -> Double {
        var i = text.startIndex
        var negative = false
        if i < text.endIndex, text[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        // The significant digits, without leading zeros; how many were dropped past the limit.
        var digits: [UInt8] = []
        var pointShift = 0, truncated = false
        func take(_ d: UInt8) {
            if digits.isEmpty && d == 0 { return }
            if digits.count < maximumDigits { digits.append(d) } else if d != 0 { truncated = true }
        }
        while i < text.endIndex, let d = digit(text[i]) {
            if digits.count >= maximumDigits && !(digits.isEmpty && d == 0) { pointShift += 1 }
            take(d)
            i += 1
        }
        if i < text.endIndex, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < text.endIndex, let d = digit(text[i]) {
                if digits.count < maximumDigits { pointShift -= 1 }
                take(d)
                i += 1
            }
        }
        // Leading zeros of a fraction move the point without being digits.
        let value = magnitude(digits, exponent: exponent(text, at: i) + pointShift, truncated: truncated)
        return negative ? -value : value
    }

    /// Beyond this many significant digits the rest only tells whether the value is a little
    /// more than the digits kept: 800 is past the 768 a double's rounding can depend on.
    private static let maximumDigits = 800

    /// The exponent written from `start` on (`e`, an optional sign, digits; 0 when there is
    /// none), held at ±10⁸ past that: far beyond the doubles either way.
    private static func exponent(_ text: ArraySlice<UInt8>, at start: Int) -> Int {
        var i = start
        guard i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") else { return 0 }
        i += 1
        var negative = false
        if i < text.endIndex, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
            negative = text[i] == UInt8(ascii: "-")
            i += 1
        }
        var value = 0
        while i < text.endIndex, let d = digit(text[i]) {
            if value < 100_000_000 { value = value * 10 + Int(d) }
            i += 1
        }
        return negative ? -value : value
    }

    private static func digit(_ b: UInt8) -> UInt8? {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? b - UInt8(ascii: "0") : nil
    }

    /// `digits` × 10^`exponent`, plus a little when `truncated`.
    private static func magnitude(_ digits: [UInt8], exponent: Int, truncated: Bool) -> Double {
        if digits.isEmpty { return 0 }
        // Far beyond the doubles either way.
        if digits.count + exponent > 310 { return .infinity }
        if digits.count + exponent < -330 { return 0 }
        var m = BigNumber(digits: digits)
        if exponent >= 0 {
            m.multiplyByPowerOfTen(exponent)
            return rounded(m, binaryExponent: 0, sticky: truncated)
        }
        // m / 10^−exponent, with m or the divisor shifted left so that the quotient has 63 or
        // 64 bits; the shift is the quotient's binary exponent.
        var divisor = BigNumber(digits: [1])
        divisor.multiplyByPowerOfTen(-exponent)
        let shift = 63 + divisor.bitLength - m.bitLength
        if shift >= 0 { m.shiftLeft(shift) } else { divisor.shiftLeft(-shift) }
        let (quotient, remainderIsZero) = m.divide(by: divisor)
        return rounded(BigNumber(quotient), binaryExponent: -shift, sticky: truncated || !remainderIsZero)
    }

    /// 10^n for n ≤ 22, exactly (each is a double).
    private static func exactPowerOfTen(_ n: Int) -> Double {
        switch n {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        default:
            var p = 1e6
            for _ in 6..<n { p *= 10 }
            return p
        }
    }

    /// `x` × 2^`binaryExponent` (plus less than one unit of `x` when `sticky`) rounded to the
    /// nearest double, ties to even, subnormals and overflow included.
    private static func rounded(_ x: BigNumber, binaryExponent e: Int, sticky: Bool) -> Double {
        let length = x.bitLength
        if length == 0 { return 0 }
        // The weight of the result's last bit: 53 bits in all, but never below 2^−1074.
        let last = max(length - 53 + e, -1074)
        let drop = last - e
        if drop <= 0 {
            // x fits: exact.
            return Double(sign: .plus, exponent: e, significand: Double(x.bits(from: 0, count: 64)))
        }
        var q = x.bits(from: drop, count: 64)
        let half = x.bit(drop - 1)
        let below = x.anyBit(below: drop - 1) || sticky
        if half && (below || q & 1 == 1) { q += 1 }
        if q == 0 { return 0 }
        return Double(sign: .plus, exponent: last, significand: Double(q))
    }
}
