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

    @Test("the page's modules take the protocol's constants from protocol.js and send only through its builders: no message typed by hand")
    func pageUsesIt() throws {
        var built: Set<String> = [], typed: [String] = []
        let clientKinds = Set(ClientMessageKind.allCases.map(\.rawValue))
        for (file, text) in try Self.pageModules() {
            for constant in ["PROTOCOL_VERSION = ", "PLAYER_STRIDE = ", "EVENTS_PER_MESSAGE = ", WireProtocol.roomCodeLetters] {
                #expect(!text.contains(constant), "\(file) writes a protocol constant of its own (\(constant))")
            }
            for match in text.matches(of: /CLIENT\.(\w+)\(/) { built.insert(String(match.1)) }
            // A message literal: `type` set to a kind's name by hand.
            for match in text.matches(of: /type:\s*["'](\w+)["']/) where clientKinds.contains(String(match.1)) { typed.append("\(file): \(match.0)") }
        }
        #expect(typed == [], "messages typed by hand instead of built by protocol.js's CLIENT")
        #expect(built.count >= 15 && built.isSubset(of: clientKinds), "\(built.sorted())")
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

    @Test("the page's modules read a server message's kind from protocol.js's SERVER_MESSAGES, never a name typed by hand")
    func pageReadsServerKinds() throws {
        var read: Set<String> = [], typed: [String] = []
        let sent = Set(ServerMessageKind.allCases.map(\.rawValue))
        for (file, text) in try Self.pageModules() {
            for match in text.matches(of: /SERVER_MESSAGES\.(\w+)/) { read.insert(String(match.1)) }
            for match in text.matches(of: /(?:case\s+|message\.type\s*[!=]==\s*)["'](\w+)["']/) where sent.contains(String(match.1)) { typed.append("\(file): \(match.0)") }
        }
        #expect(typed == [], "server kinds typed by hand instead of read from SERVER_MESSAGES")
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
