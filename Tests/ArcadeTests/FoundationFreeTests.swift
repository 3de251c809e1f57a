import Foundation
import Testing

/// ArcadeCore is compiled into the arcade's WebAssembly build, which has no Foundation: an
/// `import Foundation` there must fail here, in `swift test`, and not only in scripts/check-wasm.
@Suite struct FoundationFreeTests {
    @Test("no file of ArcadeCore, and none of the modules the WebAssembly builds compile, imports Foundation")
    func noFoundation() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for module in ["ArcadeCore", "Gestures", "Strokes", "GestureReplay", "LiveInput", "Games"] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                let imports = text.split(separator: "\n").filter { $0.hasPrefix("import Foundation") || $0.hasPrefix("@_exported import Foundation") }
                #expect(imports.isEmpty, "\(module)/\(file.lastPathComponent) imports Foundation, which the WebAssembly builds lack")
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
