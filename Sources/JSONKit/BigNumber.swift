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
