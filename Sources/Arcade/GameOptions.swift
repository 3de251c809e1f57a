import Games

/// The choices a game starts with: Anagrams' level and Pentominoes' board. Other games take
/// none.
public struct GameOptions: Sendable, Hashable, Codable {
    /// Anagrams: "easy", "medium" or "hard" (default easy).
    public var level: String?
    /// Pentominoes: a ``PentominoBoardKind`` raw value such as "sixByTen" (the default).
    public var board: String?

    /// Options with the given choices (nil: the game's default).
    public init(level: String? = nil, board: String? = nil) {
        self.level = level
        self.board = board
    }

    /// The options `kind` actually uses, with defaults filled in and choices it does not take
    /// dropped; a choice it does not know is an error naming the choices it does.
    public func validated(for kind: GameKind) throws(ArcadeError) -> GameOptions {
        switch kind {
        case .anagrams:
            let name = level ?? AnagramsLevel.easy.name
            guard AnagramsLevel.all.contains(where: { $0.name == name }) else {
                throw ArcadeError("unknown level \"\(name)\" (\(AnagramsLevel.all.map(\.name).joined(separator: ", ")))")
            }
            return GameOptions(level: name)
        case .pentominoes:
            let name = board ?? PentominoBoardKind.sixByTen.rawValue
            guard PentominoBoardKind(rawValue: name) != nil else {
                throw ArcadeError("unknown board \"\(name)\" (\(PentominoBoardKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return GameOptions(board: name)
        case .tapIt, .pieces:
            return GameOptions()
        }
    }
}
