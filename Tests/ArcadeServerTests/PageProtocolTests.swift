import Arcade
import Foundation
import Testing

/// The arcade's protocol constants are written once, in Swift (WireProtocol, ClientMessageKind):
/// the page's side, `Sources/ArcadeServer/Public/protocol.js`, is generated from them, and this
/// test fails while it is stale. `scripts/generate-protocol` writes it (FINGERPLAY_REGENERATE=1).
@Suite struct PageProtocolTests {
    static let path = "Sources/ArcadeServer/Public/protocol.js"

    /// The page's protocol module as the Swift declarations make it.
    static func script() -> String {
        func quoted(_ text: String) -> String { "'" + text + "'" }
        let kinds = ClientMessageKind.allCases.map { "  \($0.rawValue): \(quoted($0.rawValue))," }.joined(separator: "\n")
        return """
            // Generated from Sources/Arcade/WireProtocol.swift and ClientMessageKind.swift by
            // scripts/generate-protocol: do not edit. The arcade's WebSocket protocol as the page
            // speaks it (docs/protocol.md).

            /** The protocol version the page speaks: a hello and a room message name it. */
            export const PROTOCOL_VERSION = \(WireProtocol.version);

            /** The letters a room's code is made of (no 0, O, 1, I or L, which read alike). */
            export const ROOM_CODE_LETTERS = \(quoted(WireProtocol.roomCodeLetters));

            /** How many letters a room's code has. */
            export const ROOM_CODE_LENGTH = \(WireProtocol.roomCodeLength);

            /** The kinds of message a page sends: a message's `type`. */
            export const CLIENT_MESSAGES = Object.freeze({
            \(kinds)
            });

            """
    }

    @Test("Sources/ArcadeServer/Public/protocol.js is what WireProtocol and ClientMessageKind make")
    func generated() throws {
        let url = URL(fileURLWithPath: PageFilesTests.root + "/" + Self.path)
        if ProcessInfo.processInfo.environment["FINGERPLAY_REGENERATE"] == "1" {
            try Data(Self.script().utf8).write(to: url)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == Self.script(), "\(Self.path) is not what the Swift declarations make: run scripts/generate-protocol")
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
        let root = PageFilesTests.root
        var exported: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: root + "/Wasm/Exports") where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/Wasm/Exports/" + file, encoding: .utf8)
            for match in text.matches(of: /@_expose\(wasm, "(\w+)"\)/) { exported.insert(String(match.1)) }
        }
        var called: Set<String> = []
        let folder = root + "/Sources/ArcadeServer/Public"
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".js") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in text.matches(of: /\.(fp_\w+)/) { called.insert(String(match.1)) }
        }
        #expect(exported.count == 19)
        #expect(called.count >= 8 && called.subtracting(exported).isEmpty, "\(called.subtracting(exported))")
    }
}
