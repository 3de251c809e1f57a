import Arcade
import ArcadeProtocol
import Foundation
import Games
import Gestures
import Testing
@testable import ArcadeServer

@Suite struct SceneJSONTests {
    /// Parses JSON text into Foundation values, numbers rounded to 3 decimals so the two writers
    /// compare on what the page reads.
    private func parsed(_ text: String) throws -> NSObject {
        func round(_ value: Any) -> Any {
            switch value {
            case let d as [String: Any]: return d.mapValues(round)
            case let a as [Any]: return a.map(round)
            case let b as Bool: return b
            case let n as NSNumber: return (n.doubleValue * 1000).rounded() / 1000
            default: return value
            }
        }
        return round(try JSONSerialization.jsonObject(with: Data(text.utf8))) as! NSObject
    }

    @Test("the scene message says what the Encodable scene says, for every game mid-play", arguments: GameKind.allCases)
    func sameAsEncodable(kind: GameKind) throws {
        let session = try GameSession(kind: kind, options: GameOptions(), seed: 9, width: 700, height: 500)
        session.advance(to: 1)
        // Drag whatever is under (200, 380) and tap the middle, so animations are under way.
        session.receive([ClientInput(t: 0, type: "down", id: 1, x: 200, y: 380), ClientInput(t: 16, type: "move", id: 1, x: 260, y: 300),
                         ClientInput(t: 32, type: "up", id: 1, x: 260, y: 300), ClientInput(t: 40, type: "down", id: 2, x: 350, y: 250),
                         ClientInput(t: 60, type: "up", id: 2, x: 350, y: 250)], arrivedAt: 1.1)
        let scene = session.scene()
        struct Message: Encodable { var type = "scene"; var time: Double; var scene: Scene }
        let encoded = String(decoding: try JSONEncoder().encode(Message(time: 1.05, scene: scene)), as: UTF8.self)
        #expect(try parsed(ServerMessage.scene(time: 1.05, scene: scene).jsonText) == parsed(encoded))
    }

    @Test("effects are written as the Encodable scene writes them: a played game's good move, a miss, a snap")
    func effects() throws {
        var scene = Scene(size: Size(width: 100, height: 100), background: "#000")
        var effects = SceneEffects()
        effects.add(.good, at: 1.25, node: "command")
        effects.add(.win, at: 1.5)
        scene.effects = effects.recent(at: 2)
        #expect(scene.effects.map(\.id) == [1, 2])
        struct Message: Encodable { var type = "scene"; var time: Double; var scene: Scene }
        let encoded = String(decoding: try JSONEncoder().encode(Message(time: 2, scene: scene)), as: UTF8.self)
        #expect(try parsed(ServerMessage.scene(time: 2, scene: scene).jsonText) == parsed(encoded))
        #expect(ServerMessage.scene(time: 2, scene: scene).jsonText.hasSuffix(#""effects":[{"id":1,"kind":"good","node":"command","time":1.25},{"id":2,"kind":"win","time":1.5}]}}"#))
        // A second later the first has gone.
        #expect(effects.recent(at: 2.3).map(\.id) == [2])
    }

    @Test("a local session's scene line is the wire's scene message without its type, byte for byte", arguments: GameKind.allCases)
    func lineIsTheMessagesMembers(kind: GameKind) throws {
        let session = try GameSession(kind: kind, options: GameOptions(), seed: 4, width: 390, height: 844)
        session.advance(to: 0.75)
        let line = SceneJSON.line(time: 0.75, scene: session.scene())
        #expect(line.hasPrefix(#"{"time":0.75,"scene":{"width":390,"height":844,"background":"#))
        #expect(ServerMessage.scene(time: 0.75, scene: session.scene()).jsonText == #"{"type":"scene","# + line.dropFirst())
    }
}
