import Arcade
import ArcadeProtocol
import Testing

/// Reading the page's messages: each kind to its typed value; what is wrong named, with the kind
/// and the member at fault.
@Suite struct ClientMessageTests {
    func parse(_ text: String) throws(ClientMessage.ParseError) -> ClientMessage { try ClientMessage.parse(text) }

    func refusal(_ text: String) -> ClientMessage.ParseError? {
        do throws(ClientMessage.ParseError) { _ = try parse(text); return nil } catch { return error }
    }

    @Test("a hello reads to its game, options, size, play and resume")
    func hello() throws {
        guard case .hello(let hello) = try parse(#"{"type":"hello","version":1,"game":"anagrams","options":{"level":"hard"},"width":390,"height":800,"local":true,"private":true,"resume":{"seed":7,"ticket":"T"}}"#) else {
            Issue.record("not a hello"); return
        }
        #expect(hello.version == 1 && hello.game == "anagrams" && hello.options?.level == "hard")
        #expect(hello.width == 390 && hello.height == 800 && hello.local == true && hello.isPrivate == true)
        #expect(hello.resume?.seed == 7 && hello.resume?.ticket == "T" && hello.resume?.live == nil)
    }

    @Test("input, steps, sync, press, name, privacy, start and the Lab's read to their values")
    func kinds() throws {
        guard case .input(let input) = try parse(#"{"type":"input","seq":3,"events":[{"t":1.5,"type":"down","id":2,"x":10,"y":20,"kind":"touch"}]}"#) else { Issue.record("input"); return }
        #expect(input.seq == 3 && input.events == [ClientInput(t: 1.5, type: "down", id: 2, x: 10, y: 20, kind: "touch")])
        guard case .steps(let steps) = try parse(#"{"type":"steps","steps":[{"at":0.5,"inputs":[{"t":1,"type":"down","id":1,"x":1,"y":2},{"t":2,"type":"up","id":1,"x":1,"y":2}]},{"at":1,"press":"newGame"}]}"#) else { Issue.record("steps"); return }
        #expect(steps.eventCount == 2 && steps.steps.map(\.at) == [0.5, 1] && steps.steps[1].press == "newGame")
        guard case .sync(let label) = try parse(#"{"type":"sync","id":"frame 7"}"#), label == "frame 7" else { Issue.record("sync"); return }
        guard case .press(let button) = try parse(#"{"type":"press","id":"newGame"}"#), button == "newGame" else { Issue.record("press"); return }
        guard case .name(let player) = try parse(#"{"type":"name","player":"Ada"}"#), player == "Ada" else { Issue.record("name"); return }
        guard case .privacy(let isPrivate) = try parse(#"{"type":"privacy","private":true}"#), isPrivate else { Issue.record("privacy"); return }
        guard case .start = try parse(#"{"type":"start"}"#) else { Issue.record("start"); return }
        guard case .mode(let mode) = try parse(#"{"type":"mode","mode":"strokes"}"#), mode == "strokes" else { Issue.record("mode"); return }
        guard case .removeTemplate(let index) = try parse(#"{"type":"removeTemplate"}"#), index == -1 else { Issue.record("removeTemplate"); return }
        guard case .configure(let lab) = try parse(#"{"type":"configure","lab":{"enabled":["tap"],"tapAndDoubleTap":"exclusive","panAndSwipe":"exclusive","pinchAndRotation":"together"}}"#),
              lab.enabled == ["tap"] else { Issue.record("configure"); return }
    }

    @Test("a room request, with a restore, reads whole; a restore message gives its steps' exact texts")
    func rooms() throws {
        guard case .room(let room) = try parse(#"{"type":"room","version":1,"code":"ABCDEF","player":"Bo","seat":"S","restore":{"carry":"C","count":2,"chain":"L"}}"#) else { Issue.record("room"); return }
        #expect(room.code == "ABCDEF" && room.game == nil && room.seat == "S" && room.restore?.count == 2 && room.restore?.chain == "L")
        let a = #"{"by":1,"n":1,"at":0.5,"inputs":[{"t":1,"type":"down","id":1,"x":1,"y":2}]}"#, b = #"{"by":2,"at":0.75,"press":"x"}"#
        guard case .restore(let texts) = try parse(#"{"type":"restore","steps":["# + a + "," + b + "]}") else { Issue.record("restore"); return }
        #expect(texts == [a, b])
        guard case .restore(let none) = try parse(#"{"type":"restore","steps":[]}"#) else { Issue.record("empty restore"); return }
        #expect(none == [])
    }

    @Test("an unknown kind, a member of the wrong type, text that is not a message: one clear error naming it")
    func refusals() {
        #expect(refusal(#"{"type":"dance"}"#) == .init(message: "unknown message type \"dance\" (hello, input, steps, sync, press, name, configure, download, mode, addTemplate, removeTemplate, loadTemplates, spectate, privacy, room, start, rematch, restore)", isUnknownKind: true))
        #expect(refusal(#"{"type":"hello","version":1,"game":"tapit","width":"wide"}"#) == .init(message: #"a hello's "width" is not a number"#, isUnknownKind: false))
        #expect(refusal(#"{"type":"hello","version":"1"}"#) == .init(message: #"a hello's "version" is not a whole number"#, isUnknownKind: false))
        #expect(refusal(#"{"type":"room","version":1,"restore":{"count":1}}"#) == .init(message: #"a room's "restore.carry" is missing"#, isUnknownKind: false))
        #expect(refusal(#"{"type":"privacy","private":"yes"}"#) == .init(message: #"a privacy's "private" is not true or false"#, isUnknownKind: false))
        #expect(refusal(#"{"type":"spectate","id":null,"version":1}"#) == nil)
        #expect(refusal(#"{"type":"sync","id":7}"#) == .init(message: "a sync's \"id\" is a string of at most 64 bytes", isUnknownKind: false))
        #expect(refusal(#"{"type":"input","events":[{"t":1,"type":"down","id":1.5,"x":1,"y":2}]}"#) == .init(message: "event 0: \"id\" must be a whole number", isUnknownKind: false))
        #expect(refusal(#"{"type":"restore","steps":[1,2]}"#) == .init(message: #"a restore message is {"type":"restore","steps":[…]}, the steps as the arcade sent them"#, isUnknownKind: false))
        #expect(refusal("[1]") == .init(message: "a message is a JSON object, not an array", isUnknownKind: false))
        #expect(refusal(#"{"kind":"hello"}"#) == .init(message: "a message needs a \"type\" string", isUnknownKind: false))
    }
}
