import Arcade
@testable import ArcadeServer
import Foundation
import Testing

/// The page learns the games from the server (GET /api/games), so its modules name none: a new
/// game is a change to the server and the games, not to the page.
@Suite struct GameCatalogTests {
    @Test("the catalogue says each game's title, what it is, whether it keeps scores, how a room plays it and whether a result ends it")
    func catalogue() throws {
        let json = try JSONEncoder().encode(GameCatalog.all)
        let games = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(games.map { $0["name"] as? String } == ["tapit", "anagrams", "pentominoes", "pieces"])
        #expect(games.map { $0["rooms"] as? String } == ["versus", "race", "together", "together"])
        #expect(games.map { $0["keepsScores"] as? Bool } == [true, true, true, false])
        #expect(games.map { $0["resultEndsGame"] as? Bool } == [true, false, true, true])
        #expect(games.map { $0["title"] as? String } == ["Tap It", "Anagrams", "Pentominoes", "Pieces"])
        #expect(games[1]["blurb"] as? String == "Drag the letter tiles onto the targets so they spell the other phrase, against the clock.")
        #expect(games[1]["levels"] as? [String] == ["easy", "medium", "hard"])
    }

    @Test("no module of the arcade's page names a game in its code (comments may)")
    func pageNamesNoGame() throws {
        let folder = PageFilesTests.root + "/Sources/ArcadeServer/Public"
        let names = GameKind.allCases.map(\.rawValue) + GameKind.allCases.map(\.title)
        var found: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".js") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            // The code: each line with its comment cut off, block comments' lines left out.
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { return "" }
                return line.range(of: "// ").map { line[..<$0.lowerBound] } ?? line
            }.joined(separator: "\n")
            for name in names where ["'\(name)'", "\"\(name)\"", "\(name):"].contains(where: code.contains) { found.append("\(file): \(name)") }
        }
        #expect(found == [])
    }
}
