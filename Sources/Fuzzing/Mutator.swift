import Games

/// Seeded mutations of text, the way a hostile or broken client garbles it: tokens inserted,
/// ranges cut or doubled, numbers swapped for extremes, two texts spliced, values nested deep.
/// Every choice comes from a ``SeededGenerator``, so a case is reproduced from its seed alone.
public struct Mutator {
    /// Fragments that break JSON, or stretch what it may hold.
    static let junk = [
        "NaN", "1e999", "-1e999", "1e-400", "-0", "9007199254740993", "99999999999999999999", "0.5", "-", "\"", "{", "}", "[", "]",
        ",", ":", "null", "true", "false", "\"\"", "[]", "{}", "\\u0000", "\\ud800", "\u{202E}", "é", "👩‍💻", "\u{0}", "\u{7f}",
        "\"type\"", "\"input\"", "\"hello\"", "\"events\"", "\"down\"", "\"up\"", "\"hover\"", "\"cancel\"", "2147483648", "-1",
    ]
    /// Numbers that sit on edges.
    static let numbers = ["0", "-0", "1", "-1", "1e308", "-1e308", "4e-320", "2147483647", "2147483648", "9007199254740993", "0.0005", "4096.5", "1e6"]

    private var rng: SeededGenerator

    /// A mutator drawing from `seed`.
    public init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `text` changed in 1 to 4 places (sometimes spliced with `other`), or `times` places.
    public mutating func mutate(_ text: String, other: String? = nil, times: Int? = nil) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<(times ?? int(1...4)) {
            let at = int(0...bytes.count)
            switch int(0...9) {
            case 0, 1, 2: bytes.insert(contentsOf: Array(pick(Self.junk).utf8), at: at)
            case 3, 4: bytes.removeSubrange(at..<min(bytes.count, at + int(1...8)))
            case 5:
                let end = min(bytes.count, at + int(1...40))
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: end)
            case 6:
                // A number replaced by an edge value.
                if let start = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                    var end = start
                    while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x2E || bytes[end] == 0x65 || bytes[end] == 0x2D { end += 1 }
                    bytes.replaceSubrange(start..<end, with: Array(pick(Self.numbers).utf8))
                }
            case 7:
                if let other {
                    let cut = Array(other.utf8)
                    let from = int(0...cut.count)
                    bytes = Array(bytes[..<at]) + Array(cut[from...])
                }
            case 8:
                let depth = int(1...200)
                bytes.insert(contentsOf: Array(String(repeating: "[", count: depth).utf8) + Array(String(repeating: "]", count: depth).utf8), at: at)
            default:
                if !bytes.isEmpty { bytes[min(at, bytes.count - 1)] ^= UInt8(1 << int(0...7)) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One line of `text` changed in one place: most of a trace stays readable, so the case
    /// goes on into the engine.
    public mutating func mutateOneLine(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return mutate(text) }
        let i = int(0...(lines.count - 1))
        lines[i] = mutate(lines[i], times: 1)
        return lines.joined(separator: "\n")
    }
}
