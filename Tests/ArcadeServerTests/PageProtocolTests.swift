import Arcade
import ArcadeProtocol
import Foundation
import Testing

/// The arcade's protocol constants are written once, in Swift (WireProtocol, ClientMessageKind):
/// the page's side, `Sources/ArcadeServer/Public/protocol.js`, is generated from them, and this
/// test fails while it is stale. `scripts/generate-protocol` writes it (FINGERPLAY_REGENERATE=1).
@Suite struct PageProtocolTests {
    static let path = PageProtocolScript.path

    /// The entry points the arcade's WebAssembly build exports: its `@_expose(wasm, …)` names.
    static func wasmExports() throws -> [String] {
        let folder = PageFilesTests.root + "/Wasm/Exports"
        var exported: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in text.matches(of: /@_expose\(wasm, "(\w+)"\)/) { exported.append(String(match.1)) }
        }
        return exported.sorted()
    }

    @Test("Sources/ArcadeServer/Public/protocol.js is what ArcadeProtocol and the build's exports make")
    func generated() throws {
        let url = URL(fileURLWithPath: PageFilesTests.root + "/" + Self.path)
        let script = PageProtocolScript.text(wasmExports: try Self.wasmExports())
        if ProcessInfo.processInfo.environment["FINGERPLAY_REGENERATE"] == "1" {
            try Data(script.utf8).write(to: url)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == script, "\(Self.path) is not what the Swift declarations make: run scripts/generate-protocol")
    }

    @Test("the page's modules take the version and the room code's letters from protocol.js, and send only kinds it names")
    func pageUsesIt() throws {
        let folder = PageFilesTests.root + "/Sources/ArcadeServer/Public"
        var sent: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".js") && file != "protocol.js" {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(!text.contains("PROTOCOL_VERSION = ") && !text.contains(WireProtocol.roomCodeLetters), "\(file) writes a protocol constant of its own")
            for match in text.matches(of: /send\(\{ type: '(\w+)'/) { sent.insert(String(match.1)) }
        }
        #expect(!sent.isEmpty && sent.isSubset(of: Set(ClientMessageKind.allCases.map(\.rawValue))), "\(sent)")
    }

    @Test("every entry point of the arcade's WebAssembly build the page calls is one the build exports")
    func pageCallsExports() throws {
        let exported = Set(try Self.wasmExports())
        var called: Set<String> = []
        for (_, text) in try Self.pageModules() {
            for match in text.matches(of: /\.(fp_\w+)/) { called.insert(String(match.1)) }
        }
        #expect(exported.count == 21)
        #expect(called.count >= 8 && called.subtracting(exported).isEmpty, "\(called.subtracting(exported))")
    }

    @Test("the kinds the page's modules read a server message as are kinds the server sends")
    func pageReadsServerKinds() throws {
        var read: Set<String> = []
        for (_, text) in try Self.pageModules() {
            for match in text.matches(of: /case '(\w+)':/) { read.insert(String(match.1)) }
            for match in text.matches(of: /message\.type === ["'](\w+)["']/) { read.insert(String(match.1)) }
        }
        let sent = Set(ServerMessageKind.allCases.map(\.rawValue))
        #expect(read.count >= 15 && read.subtracting(sent).isEmpty, "read but never sent: \(read.subtracting(sent).sorted())")
    }

    /// The page's modules but the generated one, by name.
    static func pageModules() throws -> [(String, String)] {
        let folder = PageFilesTests.root + "/Sources/ArcadeServer/Public"
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".js") && $0 != "protocol.js" }.map {
            ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
    }
}
