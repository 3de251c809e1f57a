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
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable and reads records with GameRecord(json:).
#if !hasFeature(Embedded)
extension GameKind: Codable {}
#endif
