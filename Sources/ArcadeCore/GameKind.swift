import Games

/// The games the arcade offers, by the names the wire protocol, records and scores use.
public enum GameKind: String, Sendable, Hashable, CaseIterable {
    case tapIt = "tapit"
    case anagrams
    case pentominoes
    case pieces

    /// The name shown to players.
    public var title: String {
        switch self {
        case .tapIt: return "Tap It"
        case .anagrams: return "Anagrams"
        case .pentominoes: return "Pentominoes"
        case .pieces: return "Pieces"
        }
    }

    /// What the leaderboard keeps for it, if anything: Tap It's moves, Anagrams' points per
    /// level, Pentominoes' fastest solve per board. Pieces is a sandbox without scores.
    public var keepsScores: Bool { self != .pieces }

    /// One line saying what the game is, for the arcade's landing page.
    public var blurb: String {
        switch self {
        case .tapIt: return "Do what the screen says — tap, pinch, swipe, rotate — faster and faster."
        case .anagrams: return "Drag the letter tiles onto the targets so they spell the other phrase, against the clock."
        case .pentominoes: return "Cover the board with the twelve pieces: drag, turn with a second finger, double-tap to flip."
        case .pieces: return "Move, pinch and turn coloured squares, several at once. Shake a finger to put them back."
        }
    }

    /// How a room plays it together.
    public enum RoomPlay: String, Sendable {
        /// Everyone plays a board of their own on the same seed; the last one standing wins (Tap It).
        case versus
        /// Everyone spells the same puzzle; the first to spell it takes it, best of three (Anagrams).
        case race
        /// Everyone plays one board at once (Pentominoes, Pieces).
        case together
    }

    /// How a room plays it.
    public var roomPlay: RoomPlay {
        switch self {
        case .tapIt: return .versus
        case .anagrams: return .race
        case .pentominoes, .pieces: return .together
        }
    }

    /// Whether its result ends the game (Tap It's game over, a Pentominoes board solved); an
    /// Anagrams game gives a result at each new best as it goes on.
    public var resultEndsGame: Bool { self != .anagrams }
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable and reads records with GameRecord(json:).
#if !hasFeature(Embedded)
extension GameKind: Codable {}
#endif
