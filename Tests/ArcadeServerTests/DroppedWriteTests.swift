import Foundation
import Testing

/// Public API honours what it is given: no setter in the Swift sources ignores its value (a build
/// flavour that cannot honour a member leaves the member out — scripts/check-flavours compiles
/// each flavour, so a use of one is a compile error there).
@Suite struct DroppedWriteTests {
    static let folders = ["Sources", "Wasm"]
    /// `set {}`, `set { }`, and a setter whose whole body throws the value away (`_ = newValue`).
    static let dropped = try! NSRegularExpression(pattern: #"\bset\s*(\(\s*\w+\s*\))?\s*\{\s*(_\s*=\s*\w+\s*)?\}"#)

    static func droppedSetters(in text: String) -> Int {
        dropped.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    @Test("the pattern finds a setter that drops its value and passes one that keeps it")
    func pattern() {
        #expect(Self.droppedSetters(in: "var a: Int { get { 1 } set {} }") == 1)
        #expect(Self.droppedSetters(in: "var a: Int { get { 1 }\n set { } }") == 1)
        #expect(Self.droppedSetters(in: "var a: Int { get { 1 } set(value) { _ = value } }") == 1)
        #expect(Self.droppedSetters(in: "var a: Int { get { b } set { b = newValue } }") == 0)
        #expect(Self.droppedSetters(in: "private(set) var a = 1") == 0)
    }

    @Test("no setter in Sources or Wasm ignores its value")
    func noDroppedSetters() throws {
        var checked = 0, found: [String] = []
        for folder in Self.folders {
            for path in try ProjectFiles.paths(in: folder) where path.hasSuffix(".swift") {
                checked += 1
                let count = Self.droppedSetters(in: try ProjectFiles.text(path))
                if count > 0 { found.append("\(path): \(count)") }
            }
        }
        #expect(checked > 200)
        #expect(found == [])
    }
}
