/// Two phrases made of the same letters.
public struct AnagramPair: Hashable, Sendable {
    /// One phrase, as shown (case and punctuation kept).
    public let first: String
    /// The other phrase, made of the same letters.
    public let second: String

    /// Pairs two phrases; ``isAnagram`` says whether they really match.
    public init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }

    /// The letters of a phrase, lowercased, without spaces or punctuation.
    public static func letters(of phrase: String) -> [Character] {
        phrase.lowercased().filter { $0.isLetter }
    }

    /// Whether the two phrases use exactly the same letters, ignoring case, spaces and punctuation.
    public var isAnagram: Bool {
        Self.letters(of: first).sorted() == Self.letters(of: second).sorted()
    }
}
