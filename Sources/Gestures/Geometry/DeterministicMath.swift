/// The engine's own `sin`, `cos` and `atan2`: the same bits on every machine and every target.
///
/// The C library's results differ between platforms (and are absent from WebAssembly with no
/// C library), so a trace replayed on another machine could differ in a last bit. These are
/// written with additions, multiplications and divisions of doubles only — each correctly
/// rounded by IEEE 754 everywhere — and are within one ulp of the exact result (checked
/// against 200-digit references in the tests), exact in their special cases as C99 specifies.
///
/// How: arguments of `sin` and `cos` are reduced to [−π/4, π/4] as a double-double — by π/2
/// cut into four parts (Cody and Waite) below 2¹⁹, by the bits of 2/π (Payne and Hanek)
/// above — and the Taylor series, short enough there, is summed with the reduced argument's
/// low part folded in. `atan2` divides as a double-double, steps to within 1/16 of k/8 with
/// atan(k/8) kept as a double-double, sums a Taylor series and rounds once at the end. The
/// constants come from `scripts/math-constants.py`.
public enum DeterministicMath {
    // π/2 in four parts; the first three have 33 significant bits, so n × part is exact for
    // |n| < 2²⁰.
    private static let halfPi1 = 0x1.921fb54400000p+0
    private static let halfPi2 = 0x1.0b4611a600000p-34
    private static let halfPi3 = 0x1.3198a2e000000p-69
    private static let halfPi4 = 0x1.b839a252049c1p-104
    private static let twoOverPi = 0x1.45f306dc9c883p-1
    private static let piHi = 0x1.921fb54442d18p+1, piLo = 0x1.1a62633145c07p-53
    private static let halfPiHi = 0x1.921fb54442d18p+0, halfPiLo = 0x1.1a62633145c07p-54
    private static let quarterPiHi = 0x1.921fb54442d18p-1
    private static let threeQuarterPiHi = 0x1.2d97c7f3321d2p+1
    /// atan(k/8) for k = 0…8, high and low parts.
    private static let arctangentOfEighthsHi: [Double] = [
        0, 0x1.fd5ba9aac2f6ep-4, 0x1.f5b75f92c80ddp-3, 0x1.6f61941e4def1p-2, 0x1.dac670561bb4fp-2,
        0x1.1e00babdefeb4p-1, 0x1.4978fa3269ee1p-1, 0x1.700a7c5784634p-1, 0x1.921fb54442d18p-1,
    ]
    private static let arctangentOfEighthsLo: [Double] = [
        0, -0x1.cd37686760c17p-59, 0x1.8ab6e3cf7afbdp-57, -0x1.c63aae6f6e918p-56, 0x1.a2b7f222f65e2p-56,
        -0x1.928df287a668fp-58, 0x1.2419a87f2a458p-56, -0x1.8c34d25aadef6p-56, 0x1.1a62633145c07p-55,
    ]
    /// The bits of 2/π after the binary point, 64 at a time, most significant first.
    private static let twoOverPiWords: [UInt64] = [
        0xA2F9836E4E441529, 0xFC2757D1F534DDC0, 0xDB6295993C439041, 0xFE5163ABDEBBC561, 0xB7246E3A424DD2E0,
        0x06492EEA09D1921C, 0xFE1DEB1CB129A73E, 0xE88235F52EBB4484, 0xE99C7026B45F7E41, 0x3991D639835339F4,
        0x9C845F8BBDF9283B, 0x1FF897FFDE05980F, 0xEF2F118B5A0A6D1F, 0x6D367ECF27CB09B7, 0x4F463F669E5FEA2D,
        0x7527BAC7EBE5F17B, 0x3D0739F78A5292EA, 0x6BFB5FB11F8D5D08, 0x56033046FC7B6BAB, 0xF0CFBC209AF4361D,
    ]

    // MARK: sin and cos

    /// sin(x), x in radians, within one ulp.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if abs(x) < 0x1p-27 { return x }
        let (n, yHi, yLo) = reduce(x)
        switch n & 3 {
        case 0: return sineKernel(yHi, yLo)
        case 1: return cosineKernel(yHi, yLo)
        case 2: return -sineKernel(yHi, yLo)
        default: return -cosineKernel(yHi, yLo)
        }
    }

    /// cos(x), x in radians, within one ulp.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if abs(x) < 0x1p-27 { return 1 }
        let (n, yHi, yLo) = reduce(x)
        switch n & 3 {
        case 0: return cosineKernel(yHi, yLo)
        case 1: return -sineKernel(yHi, yLo)
        case 2: return -cosineKernel(yHi, yLo)
        default: return sineKernel(yHi, yLo)
        }
    }

    /// x = n·π/2 + y with |y| ≤ π/4 (a little more at the rounding), y as a double-double.
    private static func reduce(_ x: Double) -> (n: Int, hi: Double, lo: Double) {
        if abs(x) <= quarterPiHi { return (0, x, 0) }
        guard abs(x) < 0x1p19 else { return reduceHuge(x) }
        let n = nearestInteger(x * twoOverPi)
        // Each n × part is exact and x − n × halfPi1 is too (Sterbenz); the rest is summed
        // with its rounding errors kept.
        let a = x - n * halfPi1
        let (s1, e1) = twoSum(a, -(n * halfPi2))
        let (s2, e2) = twoSum(s1, -(n * halfPi3))
        let (hi, lo) = fastTwoSum(s2, (e1 + e2) - n * halfPi4)
        return (Int(n), hi, lo)
    }

    /// Payne–Hanek: x × 2/π from the bits of 2/π that matter at x's exponent, in 64-bit words.
    private static func reduceHuge(_ x: Double) -> (n: Int, hi: Double, lo: Double) {
        // x = m × 2^k with m a 53-bit integer.
        let m = (x.significandBitPattern | (1 << 52))
        let k = Int(x.exponent) - 52
        // Bit i of 2/π (i ≥ 1 after the point) weighs 2^(k − i) in x × 2/π: bits with
        // k − i ≥ 2 only add multiples of 4. Take 192 bits from i0 = k − 1 on; the product's
        // bit 190 then weighs 2^0.
        let i0 = k - 1
        let w0 = bits(from: i0), w1 = bits(from: i0 + 64), w2 = bits(from: i0 + 128)
        // m × (w0:w1:w2), four words, most significant first.
        let (h2, l2) = m.multipliedFullWidth(by: w2)
        let (h1, l1) = m.multipliedFullWidth(by: w1)
        let (h0, l0) = m.multipliedFullWidth(by: w0)
        let p3 = l2
        let (p2, c2) = l1.addingReportingOverflow(h2)
        let (p1a, c1a) = l0.addingReportingOverflow(h1)
        let (p1, c1b) = p1a.addingReportingOverflow(c2 ? 1 : 0)
        _ = h0 &+ (c1a ? 1 : 0) &+ (c1b ? 1 : 0)   // multiples of 4 only
        // The integer part's two low bits are bits 62 and 63 of p1; the fraction follows.
        var n = Int(p1 >> 62)
        var f0 = (p1 << 2) | (p2 >> 62), f1 = (p2 << 2) | (p3 >> 62), f2 = p3 << 2
        var negative = false
        if f0 >> 63 == 1 {
            // A fraction of a half or more: round n up and take 1 − f, negated.
            n += 1
            negative = true
            f2 = ~f2 &+ 1
            f1 = ~f1 &+ (f2 == 0 ? 1 : 0)
            f0 = ~f0 &+ (f2 == 0 && f1 == 0 ? 1 : 0)
        }
        // The fraction as a double-double, normalised so no leading zero bits are lost.
        let shift = f0 == 0 ? 64 + f1.leadingZeroBitCount : f0.leadingZeroBitCount
        let (g0, g1) = shiftLeft(f0, f1, f2, by: shift)
        let hiBits = g0 >> 11, loBits = ((g0 & 0x7FF) << 42) | (g1 >> 22)
        let scale = Double(sign: .plus, exponent: -53 - shift, significand: 1)
        let fHi = Double(hiBits) * scale, fLo = Double(loBits) * scale * 0x1p-53
        // y = f × π/2.
        let (pHi, pErr) = twoProduct(fHi, halfPiHi)
        let (yHi, yLo) = fastTwoSum(pHi, pErr + fHi * halfPiLo + fLo * halfPiHi)
        let sign: Double = (x < 0) != negative ? -1 : 1
        let quadrant = x < 0 ? (4 - (n & 3)) & 3 : n & 3
        return (quadrant, sign * yHi, sign * yLo)
    }

    /// 64 bits of 2/π from bit `start` (1 is the first bit after the point); bits before the
    /// point and past the table are zero.
    private static func bits(from start: Int) -> UInt64 {
        let index = start - 1
        if index <= -64 { return 0 }
        if index < 0 { return word(0) >> UInt64(-index) }
        let q = index / 64, r = index % 64
        return r == 0 ? word(q) : (word(q) << UInt64(r)) | (word(q + 1) >> UInt64(64 - r))
    }

    private static func word(_ i: Int) -> UInt64 { i < twoOverPiWords.count ? twoOverPiWords[i] : 0 }

    private static func shiftLeft(_ a: UInt64, _ b: UInt64, _ c: UInt64, by s: Int) -> (UInt64, UInt64) {
        if s == 0 { return (a, b) }
        if s < 64 { return ((a << UInt64(s)) | (b >> UInt64(64 - s)), (b << UInt64(s)) | (c >> UInt64(64 - s))) }
        if s == 64 { return (b, c) }
        let t = s - 64
        return ((b << UInt64(t)) | (c >> UInt64(64 - t)), c << UInt64(t))
    }

    /// sin(hi + lo) for |hi + lo| ≤ π/4: the series to y¹⁷ (the next term is below 2⁻⁶²
    /// of the result).
    private static func sineKernel(_ hi: Double, _ lo: Double) -> Double {
        let z = hi * hi
        let p = -0x1.5555555555555p-3 + z * (0x1.1111111111111p-7 + z * (-0x1.a01a01a01a01ap-13
            + z * (0x1.71de3a556c734p-19 + z * (-0x1.ae64567f544e4p-26 + z * (0x1.6124613a86d09p-33
            + z * (-0x1.ae7f3e733b81fp-41 + z * 0x1.952c77030ad4ap-49))))))
        return hi + (hi * z * p + lo * (1 - 0.5 * z))
    }

    /// cos(hi + lo) for |hi + lo| ≤ π/4: 1 − y²/2 with its rounding error kept, then the
    /// series to y¹⁸.
    private static func cosineKernel(_ hi: Double, _ lo: Double) -> Double {
        var (z, zLo) = twoProduct(hi, hi)
        zLo += 2 * hi * lo
        let half = 0.5 * z
        let w = 1 - half
        let q = 0x1.5555555555555p-5 + z * (-0x1.6c16c16c16c17p-10 + z * (0x1.a01a01a01a01ap-16
            + z * (-0x1.27e4fb7789f5cp-22 + z * (0x1.1eed8eff8d898p-29 + z * (-0x1.93974a8c07c9dp-37
            + z * (0x1.ae7f3e733b81fp-45 + z * -0x1.6827863b97d97p-53))))))
        return w + ((((1 - w) - half) - 0.5 * zLo) + z * z * q)
    }

    /// tan(x), x in radians: sin(x) / cos(x), within a few ulps.
    public static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

    /// acos(x) in [0, π] for x in [−1, 1] (NaN outside): atan2(√((1 − x)(1 + x)), x), within a
    /// few ulps.
    public static func acos(_ x: Double) -> Double {
        guard x >= -1 && x <= 1 else { return .nan }
        return atan2(((1 - x) * (1 + x)).squareRoot(), x)
    }

    // MARK: atan2

    /// atan2(y, x) in radians, in [−π, π], within one ulp, with C99's special cases.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if y == 0 {
            return x > 0 || (x == 0 && x.sign == .plus) ? y : (y.sign == .minus ? -piHi : piHi)
        }
        if x == 0 { return y < 0 ? -halfPiHi : halfPiHi }
        if x.isInfinite {
            let angle: Double
            if y.isInfinite { angle = x > 0 ? quarterPiHi : threeQuarterPiHi } else { angle = x > 0 ? 0 : piHi }
            return y < 0 ? -angle : angle
        }
        if y.isInfinite { return y < 0 ? -halfPiHi : halfPiHi }
        let a = abs(y), b = abs(x)
        let steep = a > b
        var (hi, lo) = arctangentOfRatio(steep ? b : a, steep ? a : b)
        if steep { (hi, lo) = difference(halfPiHi, halfPiLo, hi, lo) }
        if x < 0 { (hi, lo) = difference(piHi, piLo, hi, lo) }
        let result = hi + lo
        return y < 0 ? -result : result
    }

    /// atan(num / den) for 0 < num ≤ den, as a double-double.
    private static func arctangentOfRatio(_ num: Double, _ den: Double) -> (Double, Double) {
        let gap = Int(num.exponent) - Int(den.exponent)
        // Tiny ratios: atan(t) = t − t³/3 rounds to t, the division's own rounding.
        if gap < -60 { return (num / den, 0) }
        // The quotient as a double-double, on operands scaled so that nothing overflows.
        let d = Double(sign: .plus, exponent: 0, significand: den.significand)
        let n = Double(sign: .plus, exponent: gap, significand: num.significand)
        let q = n / d
        let (ph, pl) = twoProduct(q, d)
        let qLo = ((n - ph) - pl) / d
        return arctangent(q, qLo)
    }

    /// atan(t) for t = hi + lo in [0, 1]: a step to k/8 within 1/16, then the series.
    private static func arctangent(_ hi: Double, _ lo: Double) -> (Double, Double) {
        let k = Int(nearestInteger(hi * 8))
        var dHi = hi, dLo = lo
        if k > 0 {
            // d = (t − c) / (1 + t·c), c = k/8: t − c is exact (Sterbenz), the rest kept.
            let c = Double(k) * 0.125
            let (numHi, numLo) = twoSum(hi - c, lo)
            let (ph, pl) = twoProduct(hi, c)
            let (denHi, denErr) = fastTwoSum(1, ph)
            let denLo = denErr + pl + lo * c
            let q = numHi / denHi
            let (qh, ql) = twoProduct(q, denHi)
            dHi = q
            dLo = ((((numHi - qh) - ql) + numLo) - q * denLo) / denHi
        }
        let z = dHi * dHi
        let series = dHi * z * (-0x1.5555555555555p-2 + z * (0x1.999999999999ap-3 + z * (-0x1.2492492492492p-3
            + z * (0x1.c71c71c71c71cp-4 + z * (-0x1.745d1745d1746p-4 + z * (0x1.3b13b13b13b14p-4
            + z * (-0x1.1111111111111p-4 + z * 0x1.e1e1e1e1e1e1ep-5)))))))
        let (s, e) = twoSum(arctangentOfEighthsHi[k], dHi)
        return fastTwoSum(s, e + arctangentOfEighthsLo[k] + series + dLo / (1 + z))
    }

    /// (aHi + aLo) − (bHi + bLo), a double-double, for a ≥ b ≥ 0.
    private static func difference(_ aHi: Double, _ aLo: Double, _ bHi: Double, _ bLo: Double) -> (Double, Double) {
        let (s, e) = twoSum(aHi, -bHi)
        return fastTwoSum(s, e + aLo - bLo)
    }

    // MARK: Exact sums and products

    /// `v` rounded to the nearest integer, ties to even, for |v| < 2⁵¹: by adding and taking
    /// away 1.5 × 2⁵² — plain IEEE arithmetic, where `rounded()` would call the C library.
    @inline(__always) private static func nearestInteger(_ v: Double) -> Double {
        (v + 0x1.8p52) - 0x1.8p52
    }

    @inline(__always) private static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// For |a| ≥ |b|.
    @inline(__always) private static func fastTwoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        return (s, b - (s - a))
    }

    /// a × b and its rounding error, by Dekker's splitting (no fused multiply-add: WebAssembly
    /// has none that is deterministic).
    @inline(__always) private static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
        let p = a * b
        let (aHi, aLo) = split(a), (bHi, bLo) = split(b)
        return (p, ((aHi * bHi - p) + aHi * bLo + aLo * bHi) + aLo * bLo)
    }

    @inline(__always) private static func split(_ a: Double) -> (Double, Double) {
        let c = 134_217_729.0 * a   // 2²⁷ + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }
}
