import Foundation
import Testing

/// The docs are reference a reader follows: every relative link in the README, CONTRIBUTING,
/// docs/ and the web package's README names a file that exists, and an anchor names a heading
/// of that file (GitHub's slugs: lower case, punctuation dropped, spaces as hyphens).
@Suite struct DocumentationLinkTests {
    static let documents = ["README.md", "CONTRIBUTING.md", "Web/README.md", "Web/CHANGELOG.md"]
    static let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)

    static func slug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { c -> Character? in
            if c == " " { return "-" }
            return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
        })
    }

    static func anchors(in text: String) -> Set<String> {
        var found = Set<String>(), inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            found.insert(slug(String(line.drop(while: { $0 == "#" }).drop(while: { $0 == " " }))))
        }
        return found
    }

    @Test("a heading's slug is GitHub's")
    func slugs() {
        #expect(Self.slug("fingerplay.js on a page against use-gesture and Hammer.js") == "fingerplayjs-on-a-page-against-use-gesture-and-hammerjs")
        #expect(Self.slug("React: fingerplay/react") == "react-fingerplayreact")
        #expect(Self.slug("Several instances behind nginx") == "several-instances-behind-nginx")
    }

    @Test("every relative link in the docs reaches a file, and its anchor a heading there")
    func links() throws {
        let root = PageFilesTests.root
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var checked = 0, broken: [String] = []
        for document in Self.documents + docs.sorted() {
            let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
            let folder = (document as NSString).deletingLastPathComponent
            for match in Self.link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].isEmpty ? document : ((folder.isEmpty ? parts[0] : folder + "/" + parts[0]) as NSString).standardizingPath
                checked += 1
                guard FileManager.default.fileExists(atPath: root + "/" + path) else {
                    broken.append("\(document): \(target) (no such file)"); continue
                }
                if parts.count == 2, path.hasSuffix(".md") {
                    let linked = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                    if !Self.anchors(in: linked).contains(parts[1]) { broken.append("\(document): \(target) (no such heading)") }
                }
            }
        }
        #expect(checked >= 30)
        #expect(broken == [])
    }
}
