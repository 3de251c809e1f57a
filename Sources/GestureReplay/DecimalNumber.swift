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
        var exponent = 0
        if i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < text.endIndex, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                exponentNegative = text[i] == UInt8(ascii: "-")
                i += 1
            }
            while i < text.endIndex, let d = digit(text[i]) {
                guard exponent < 10_000 else { return nil }
                exponent = exponent * 10 + Int(d)
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        if m == 0 { return negative ? -0.0 : 0 }
        let e = exponent + shift
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
        var exponent = 0
        if i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < text.endIndex, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                exponentNegative = text[i] == UInt8(ascii: "-")
                i += 1
            }
            while i < text.endIndex, let d = digit(text[i]) {
                if exponent < 100_000_000 { exponent = exponent * 10 + Int(d) }
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        // Leading zeros of a fraction move the point without being digits.
        let value = magnitude(digits, exponent: exponent + pointShift, truncated: truncated)
        return negative ? -value : value
    }

    /// Beyond this many significant digits the rest only tells whether the value is a little
    /// more than the digits kept: 800 is past the 768 a double's rounding can depend on.
    private static let maximumDigits = 800

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

/// A non-negative integer of any size, in 32-bit limbs (least significant first): just what
/// exact decimal conversion needs.
struct BigNumber {
    private(set) var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    init(digits: [UInt8]) {
        limbs = []
        var chunk: UInt32 = 0, scale: UInt32 = 1
        for d in digits {
            chunk = chunk * 10 + UInt32(d)
            scale *= 10
            if scale == 1_000_000_000 {
                multiplyAdd(scale, chunk)
                chunk = 0
                scale = 1
            }
        }
        if scale > 1 { multiplyAdd(scale, chunk) }
    }

    /// self = self × m + a.
    mutating func multiplyAdd(_ m: UInt32, _ a: UInt32) {
        var carry = UInt64(a)
        for i in limbs.indices {
            let p = UInt64(limbs[i]) * UInt64(m) + carry
            limbs[i] = UInt32(truncatingIfNeeded: p)
            carry = p >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func multiplyByPowerOfTen(_ n: Int) {
        var n = n
        while n >= 9 {
            multiplyAdd(1_000_000_000, 0)
            n -= 9
        }
        var p: UInt32 = 1
        for _ in 0..<n { p *= 10 }
        if p > 1 { multiplyAdd(p, 0) }
    }

    var bitLength: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    func bit(_ i: Int) -> Bool {
        guard i >= 0, i / 32 < limbs.count else { return false }
        return (limbs[i / 32] >> UInt32(i % 32)) & 1 == 1
    }

    /// Whether any bit below bit `i` is set.
    func anyBit(below i: Int) -> Bool {
        guard i > 0 else { return false }
        let whole = min(i / 32, limbs.count)
        for k in 0..<whole where limbs[k] != 0 { return true }
        guard whole < limbs.count, i % 32 != 0 else { return false }
        return limbs[whole] & ((1 << UInt32(i % 32)) - 1) != 0
    }

    /// `count` (≤ 64) bits from bit `start` up, as a number.
    func bits(from start: Int, count: Int) -> UInt64 {
        var v: UInt64 = 0
        for k in 0..<count where bit(start + k) { v |= 1 << UInt64(k) }
        return v
    }

    mutating func shiftLeft(_ n: Int) {
        guard n > 0, !limbs.isEmpty else { return }
        let whole = n / 32, part = UInt32(n % 32)
        if part > 0 {
            var carry: UInt32 = 0
            for i in limbs.indices {
                let v = limbs[i]
                limbs[i] = (v << part) | carry
                carry = v >> (32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        if whole > 0 { limbs.insert(contentsOf: [UInt32](repeating: 0, count: whole), at: 0) }
    }

    private mutating func shiftRightOne() {
        var carry: UInt32 = 0
        for i in limbs.indices.reversed() {
            let v = limbs[i]
            limbs[i] = (v >> 1) | (carry << 31)
            carry = v & 1
        }
        trim()
    }

    /// self ≥ other.
    func isAtLeast(_ other: BigNumber) -> Bool {
        if limbs.count != other.limbs.count { return limbs.count > other.limbs.count }
        for i in limbs.indices.reversed() where limbs[i] != other.limbs[i] { return limbs[i] > other.limbs[i] }
        return true
    }

    /// self −= other, for self ≥ other.
    mutating func subtract(_ other: BigNumber) {
        var borrow: Int64 = 0
        for i in limbs.indices {
            var d = Int64(limbs[i]) - borrow - (i < other.limbs.count ? Int64(other.limbs[i]) : 0)
            borrow = 0
            if d < 0 {
                d += 1 << 32
                borrow = 1
            }
            limbs[i] = UInt32(d)
        }
        trim()
    }

    /// The quotient of self by `divisor`, which must be below 2⁶⁴, and whether nothing
    /// remains; self is left holding the remainder.
    mutating func divide(by divisor: BigNumber) -> (UInt64, Bool) {
        var shifted = divisor
        shifted.shiftLeft(63)
        var q: UInt64 = 0
        for i in stride(from: 63, through: 0, by: -1) {
            if isAtLeast(shifted) {
                subtract(shifted)
                q |= 1 << UInt64(i)
            }
            shifted.shiftRightOne()
        }
        return (q, limbs.isEmpty)
    }

    private mutating func trim() {
        while let top = limbs.last, top == 0 { limbs.removeLast() }
    }
}
