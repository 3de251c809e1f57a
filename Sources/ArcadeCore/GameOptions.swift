import Games

/// The choices a game starts with: Tap It's mode, Anagrams' level and Pentominoes' board.
/// Pieces takes none.
public struct GameOptions: Sendable, Hashable {
    /// Anagrams: "easy", "medium" or "hard" (default easy).
    public var level: String?
    /// Pentominoes: a ``PentominoBoardKind`` raw value such as "sixByTen" (the default).
    public var board: String?
    /// Tap It: "standard" (the default: a pace a person can follow to the harder commands) or
    /// "classic" (the first rules, 0.5 s less each move down to 0.3 s).
    public var mode: String?

    /// Tap It's modes, the default first.
    public static let tapItModes = ["standard", "classic"]

    /// Options with the given choices (nil: the game's default).
    public init(level: String? = nil, board: String? = nil, mode: String? = nil) {
        self.level = level
        self.board = board
        self.mode = mode
    }

    /// The options `kind` actually uses, with defaults filled in and choices it does not take
    /// dropped; a choice it does not know is an error naming the choices it does.
    public func validated(for kind: GameKind) throws(ArcadeError) -> GameOptions {
        switch kind {
        case .anagrams:
            let name = level ?? AnagramsLevel.easy.name
            guard AnagramsLevel.all.contains(where: { $0.name == name }) else {
                throw ArcadeError("unknown level \"\(name)\" (\(AnagramsLevel.all.map { $0.name }.joined(separator: ", ")))")
            }
            return GameOptions(level: name)
        case .pentominoes:
            let name = board ?? PentominoBoardKind.sixByTen.rawValue
            guard PentominoBoardKind(rawValue: name) != nil else {
                throw ArcadeError("unknown board \"\(name)\" (\(PentominoBoardKind.allCases.map { $0.rawValue }.joined(separator: ", ")))")
            }
            return GameOptions(board: name)
        case .tapIt:
            let name = mode ?? Self.tapItModes[0]
            guard Self.tapItModes.contains(name) else {
                throw ArcadeError("unknown mode \"\(name)\" (\(Self.tapItModes.joined(separator: ", ")))")
            }
            return GameOptions(mode: name)
        case .pieces:
            return GameOptions()
        }
    }
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable and reads records with GameRecord(json:).
#if !hasFeature(Embedded)
extension GameOptions: Codable {}
#endif
