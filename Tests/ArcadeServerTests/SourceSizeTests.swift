import Foundation
import Testing

/// Every file of the project stays small enough to read whole: none over 400 lines
/// (CONTRIBUTING.md: one main type per file; a file that grows past it is split by concern).
@Suite struct SourceSizeTests {
    static let limit = 400
    /// What is written here: the sources, their tests and tools. Built output (Web/dist, the
    /// committed WebAssembly) and fetched packages (any `.build`) are not.
    static let folders = ["Sources", "Wasm", "Web/src", "Web/test", "Web/types", "Tests", "Benchmarks/Sources", "Examples", "scripts"]
    static let kinds = [".swift", ".js", ".mjs", ".ts", ".py", ".html", ".css", ".c", ".h", ".sh"]

    @Test("no file of the project's sources, tests or tools is over 400 lines")
    func small() throws {
        var checked = 0, over: [String] = []
        for folder in Self.folders {
            for path in try ProjectFiles.paths(in: folder) {
                let isScript = folder == "scripts" && !path.dropFirst(folder.count + 1).contains(".")
                guard isScript || Self.kinds.contains(where: path.hasSuffix) else { continue }
                let text = try ProjectFiles.text(path)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                checked += 1
                if lines > Self.limit { over.append("\(path): \(lines) lines") }
            }
        }
        #expect(checked > 400)
        #expect(over == [])
    }
}
