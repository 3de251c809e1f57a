import ArcadeProtocol
import Foundation
import Testing

/// docs/protocol.md is the protocol's prose; its examples are messages this build reads and
/// writes: each page message decodes to its kind, each server message is of a kind the server sends.
@Suite struct ProtocolDocsTests {
    /// The JSON examples of docs/protocol.md, each with the section (`## …`) it is in. A block
    /// holding one message a line gives each line.
    static func examples() throws -> [(section: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let lines = try String(contentsOf: root.appendingPathComponent("docs/protocol.md"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var out: [(String, String)] = []
        var section = "", block: [Substring]?
        for line in lines {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if line.hasPrefix("```") {
                if let body = block {
                    let whole = body.joined(separator: "\n")
                    let oneALine = body.count > 1 && body.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") }
                    out += (oneALine ? body.map(String.init) : [whole]).map { (section, $0) }
                    block = nil
                } else if line == "```json" {
                    block = []
                }
            } else {
                block?.append(line)
            }
        }
        return out
    }

    @Test("every example in docs/protocol.md is a message of a kind this build knows: the page's decode, the server's are of kinds it sends")
    func examplesDecode() throws {
        var client = 0, server = 0
        for (section, text) in try Self.examples() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(section): not a JSON object: \(text)")
            let type = try #require(object["type"] as? String, "\(section): no type: \(text)")
            let decoded = Result { () throws(ClientMessage.ParseError) in try ClientMessage.parse(text) }
            switch section {
            case "Page → server":
                #expect(try decoded.get().kind.rawValue == type, "\(text)")
                client += 1
            case "Server → page":
                #expect(ServerMessageKind(rawValue: type) != nil, "\(text)")
                server += 1
            default:
                // Spectators, rooms and the Lab hold examples both ways.
                if case .success(let message) = decoded, message.kind.rawValue == type { client += 1; continue }
                #expect(ServerMessageKind(rawValue: type) != nil, "\(section): \(text) is neither a page's message nor the server's")
                server += 1
            }
        }
        // 17 and 12: a room's state, sent by the server, also reads as a page's `room` (the kinds
        // of a room's messages are named alike both ways, and unknown members are ignored).
        #expect(client == 17)
        #expect(server == 12)
    }
}
