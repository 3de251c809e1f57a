/// Numbers as the games' event descriptions write them.
enum GameText {
    /// Seconds to the millisecond, without trailing zeros: 2.7, 0.125, 3.
    static func seconds(_ s: Double) -> String {
        guard s.isFinite, abs(s) < 1e12 else { return "\(s)" }
        let ms = (s * 1000).rounded()
        let whole = Int(ms / 1000), rest = Int(abs(ms).truncatingRemainder(dividingBy: 1000))
        let sign = ms < 0 && whole == 0 ? "-" : ""
        guard rest > 0 else { return "\(sign)\(whole)" }
        var digits = String(rest)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
