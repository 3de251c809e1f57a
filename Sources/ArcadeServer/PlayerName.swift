/// A player's name as the leaderboard shows it. Names are typed by anyone and drawn on
/// everyone's landing page, so they are kept to what reads as a short name: trimmed; control
/// characters and bidirectional controls removed (U+202E would show "evil" as "live" and turn
/// the rest of the line round); at most 3 combining marks on a letter (enough for any script's
/// accents, too few to draw a line down the page); at most 20 characters and 32 code points,
/// cut at a character; "Player" when nothing is left.
enum PlayerName {
    /// The most characters (grapheme clusters) a name keeps. 20.
    static let maximumCharacters = 20
    /// The most Unicode code points a name keeps. 32.
    static let maximumCodePoints = 32
    /// The most combining marks one character keeps. 3.
    static let maximumMarks = 3

    /// The code points that reorder text: marks, embeddings, overrides and isolates.
    static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `raw` as a name to show; see the type's rules.
    static func cleaned(_ raw: String?) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in (raw ?? "").unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .lineSeparator || category == .paragraphSeparator || isBidirectionalControl(scalar) { continue }
            scalars.append(scalar)
        }
        var name = "", codePoints = 0, characters = 0
        for character in String(scalars).trimmingWhitespace() {
            var marks = 0
            var kept = String.UnicodeScalarView()
            for scalar in character.unicodeScalars {
                let category = scalar.properties.generalCategory
                if category == .nonspacingMark || category == .enclosingMark {
                    marks += 1
                    if marks > maximumMarks { continue }
                }
                kept.append(scalar)
            }
            guard characters < maximumCharacters, codePoints + kept.count <= maximumCodePoints else { break }
            name.unicodeScalars.append(contentsOf: kept)
            codePoints += kept.count
            characters += 1
        }
        name = name.trimmingWhitespace()
        return name.isEmpty ? "Player" : name
    }
}

extension String {
    /// The string without white space at either end.
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
