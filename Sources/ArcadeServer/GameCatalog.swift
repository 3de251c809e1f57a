import Arcade
import Foundation
import Games

/// What the landing page offers: each game with its choices.
struct GameCatalog: Encodable {
    /// A game as the page learns it (the page's modules name no game): its name and title, a
    /// line saying what it is, its choices, whether the leaderboard keeps its results, how a
    /// room plays it (versus, race, together) and whether a result ends a game of it.
    struct Entry: Encodable {
        var name: String
        var title: String
        var blurb: String
        var keepsScores: Bool
        var rooms: String
        var resultEndsGame: Bool
        var levels: [String]?
        var boards: [Board]?
        var modes: [String]?

        init(_ kind: GameKind, levels: [String]? = nil, boards: [Board]? = nil, modes: [String]? = nil) {
            (name, title, blurb, keepsScores) = (kind.rawValue, kind.title, kind.blurb, kind.keepsScores)
            (rooms, resultEndsGame) = (kind.roomPlay.rawValue, kind.resultEndsGame)
            (self.levels, self.boards, self.modes) = (levels, boards, modes)
        }
    }

    struct Board: Encodable {
        var name: String
        var title: String
    }

    static let all: [Entry] = GameKind.allCases.map { kind in
        switch kind {
        case .anagrams:
            return Entry(kind, levels: AnagramsLevel.all.map(\.name))
        case .tapIt:
            return Entry(kind, modes: GameOptions.tapItModes)
        case .pentominoes:
            return Entry(kind, boards: PentominoBoardKind.allCases.map { Board(name: $0.rawValue, title: $0.title) })
        default:
            return Entry(kind)
        }
    }

    /// The catalogue as `/api/games` answers it: JSON with sorted keys, made once (the service
    /// worker keeps it with the page's version, so it is the same bytes at every request).
    static let json: [UInt8] = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(all)).map { [UInt8]($0) } ?? Array("[]".utf8)
    }()
}
