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
