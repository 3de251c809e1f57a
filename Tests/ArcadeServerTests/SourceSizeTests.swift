import Foundation
import Testing

/// The server's and the page's files stay small enough to read whole: none over 400 lines
/// (CONTRIBUTING: one main type per file; a file that grows past it is split by concern).
@Suite struct SourceSizeTests {
    static let limit = 400

    @Test("no file of the arcade's server, its protocol or its page is over 400 lines")
    func small() throws {
        var checked = 0, over: [String] = []
        for folder in ["Sources/ArcadeServer", "Sources/ArcadeProtocol"] {
            let root = PageFilesTests.root + "/" + folder
            let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            for file in files.sorted() where [".swift", ".js", ".html", ".css"].contains(where: file.hasSuffix) {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                checked += 1
                if lines > Self.limit { over.append("\(folder)/\(file): \(lines) lines") }
            }
        }
        #expect(checked > 80)
        #expect(over == [])
    }
}
