/// Decimal text to the nearest double, correctly rounded (ties to even) — what `Double(_:)`
/// gives natively, written in Swift so that the WebAssembly build, which has no C library's
/// `strtod`, reads every number to the same bits.
///
/// Numbers whose digits fit 53 bits with a power of ten up to 10²² are one exact division or
/// multiplication (Clinger's fast path): the usual case. Others are done exactly with big
/// integers: the decimal significand times the power of ten, or divided by it bit by bit, then
/// rounded once.
enum DecimalNumber {
    /// The value of JSON number text (`-`, digits, an optional fraction and exponent: the
    /// JSON parser has checked the grammar); ±infinity beyond the doubles, ±0 below them.
    static func parse(_ text: ArraySlice<UInt8>) -> Double {
        fastPath(text) ?? exactly(text)
    }

    /// Clinger's fast path, with no allocation: up to 19 significant digits whose value fits
    /// 53 bits, and a power of ten up to 10²² — one correctly rounded operation. Nil otherwise.
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
        guard m <= 1 << 53, e >= -22, e <= 22 else { return nil }
        let scale = exactPowerOfTen(abs(e))
        let v = e >= 0 ? Double(m) * scale : Double(m) / scale
        return negative ? -v : v
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
