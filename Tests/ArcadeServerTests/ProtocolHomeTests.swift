import ArcadeProtocol
import Foundation
import Testing

/// The wire's messages are written in one place: ArcadeProtocol, and the page's module generated
/// from it (protocol.js). No other source of the server, the games or the page writes a
/// message's `type` into JSON text by hand.
@Suite struct ProtocolHomeTests {
    /// Message text a source would hold if it wrote a message itself: Swift's escaped and raw
    /// strings, and JavaScript's quoted and template strings.
    static let envelopes = [#"{\"type\":"#, ##"#"{"type":"##, #"'{"type":"#, #"`{"type":"#]
    /// Where the protocol lives, and the tools that play a client's part with raw text on
    /// purpose: the fuzzer's seeds and the probe's reader of any message.
    static let allowed = ["Sources/ArcadeProtocol/", "Sources/Fuzzing/", "Sources/ArcadeProbe/", PageProtocolScript.path]

    @Test("no message's type is written into JSON text outside ArcadeProtocol and its generated page module")
    func oneHome() throws {
        var checked = 0, found: [String] = []
        for folder in ["Sources", "Wasm"] {
            for path in try ProjectFiles.paths(in: folder) where path.hasSuffix(".swift") || path.hasSuffix(".js") {
                guard !Self.allowed.contains(where: path.hasPrefix) else { continue }
                let text = try ProjectFiles.text(path)
                checked += 1
                for envelope in Self.envelopes where text.contains(envelope) { found.append("\(path): \(envelope)") }
            }
        }
        #expect(checked > 250)
        #expect(found == [])
    }
}
