/// Writes the replay's output lines: compact JSON with a fixed key order and numbers rounded
/// so that the same trace always prints the same bytes.
public enum JSONOutput {
    /// A number rounded to `decimals` places, printed without a trailing ".0" or a negative zero.
    public static func number(_ x: Double, decimals: Int = 3) -> String {
        guard x.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (x * scale).rounded()
        var r = scaled / scale
        if r == 0 { r = 0 }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        // A value of at most 15 significant digits and 4 decimals is written as its digits:
        // that is exactly Swift's shortest description of it (two such decimals never share a
        // double, and no exponent is used there), without the general algorithm.
        if decimals <= 4, abs(scaled) < 1e15 { return fixed(Int64(scaled), decimals: decimals) }
        return "\(r)"
    }

    /// Appends ``number(_:decimals:)``'s text for `x` to `out`, byte for byte the same, without
    /// making a string on the way for the usual case (at most 4 decimals, under 10¹⁵ units):
    /// what a recorder writing every input of every session does thousands of times a second.
    public static func appendNumber(_ x: Double, decimals: Int = 3, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestNumber) { buffer in
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<writeNumber(x, decimals: decimals, to: buffer.baseAddress!)]))
        }
    }

    /// The most bytes ``writeNumber(_:decimals:to:)`` writes: a double's longest description
    /// (`-2.2250738585072014e-308`) and then some.
    public static let longestNumber = 32

    /// Writes ``number(_:decimals:)``'s text for `x` at `start`, which has room for
    /// ``longestNumber`` bytes, and returns how many it wrote — digits straight into place for
    /// the usual case (at most 4 decimals, under 10¹⁵ units), a string's bytes otherwise.
    public static func writeNumber(_ x: Double, decimals: Int = 3, to start: UnsafeMutablePointer<UInt8>) -> Int {
        func described() -> Int {
            var text = number(x, decimals: decimals)
            return text.withUTF8 { utf8 in
                let count = min(utf8.count, longestNumber)
                start.update(from: utf8.baseAddress!, count: count)
                return count
            }
        }
        guard x.isFinite, decimals >= 0, decimals <= 4 else { return described() }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (x * scale).rounded()
        // A whole number prints as its digits, as does `fixed`: the two paths of `number` agree.
        guard abs(scaled) < 1e15 else { return described() }
        let units = Int64(scaled)
        var at = start
        if units < 0 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        let magnitude = units.magnitude
        var count = 1, power: UInt64 = 10
        while magnitude >= power { count += 1; power *= 10 }
        // Zeros before the digits, so that there is one before the point; the fraction's trailing zeros dropped.
        let whole = max(count, decimals + 1) - decimals
        var digits = magnitude, fraction = decimals
        while fraction > 0, digits % 10 == 0 { digits /= 10; fraction -= 1 }
        let end = at + whole + (fraction > 0 ? fraction + 1 : 0)
        var i = end - 1
        for _ in 0..<fraction {
            i.pointee = UInt8(ascii: "0") + UInt8(digits % 10)
            digits /= 10
            i -= 1
        }
        if fraction > 0 {
            i.pointee = UInt8(ascii: ".")
            i -= 1
        }
        for _ in 0..<whole {
            i.pointee = UInt8(ascii: "0") + UInt8(digits % 10)
            digits /= 10
            i -= 1
        }
        return end - start
    }

    /// `units` / 10^`decimals` written out, trailing zeros of the fraction dropped.
    private static func fixed(_ units: Int64, decimals: Int) -> String {
        var digits = String(units.magnitude)
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        var fraction = digits.suffix(decimals)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return (units < 0 ? "-" : "") + digits.dropLast(decimals) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A JSON string literal.
    public static func string(_ s: String) -> String {
        // Most text needs no escapes: copied whole.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
