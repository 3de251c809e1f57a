import Arcade
import ArcadeProtocol
import Testing

/// Writing the server's messages: each kind's exact text, as pages and the tests have read them.
@Suite struct ServerMessageTests {
    @Test("the small messages' exact texts")
    func small() {
        #expect(ServerMessage.error(message: "send hello / first", fatal: true).jsonText == #"{"fatal":true,"message":"send hello \/ first","type":"error"}"#)
        #expect(ServerMessage.error(message: "a \"b\"", fatal: false).typeFirstJSONText == #"{"type":"error","message":"a \"b\"","fatal":false}"#)
        #expect(ServerMessage.move(reason: ServerMessage.movingReason).jsonText == #"{"reason":"this arcade server is going out of service: carrying on at another","type":"move"}"#)
        #expect(ServerMessage.synced(label: "frame \"7\"", time: 1.5).jsonText == #"{"type":"synced","id":"frame \"7\"","time":1.5}"#)
        #expect(ServerMessage.synced(label: nil, time: 0).jsonText == #"{"type":"synced","time":0}"#)
        #expect(ServerMessage.watchers(count: 3).jsonText == #"{"type":"watchers","count":3}"#)
        #expect(ServerMessage.ended(reason: "the game is over").jsonText == #"{"type":"ended","reason":"the game is over"}"#)
        #expect(ServerMessage.restore.jsonText == #"{"type":"restore"}"#)
        #expect(ServerMessage.transition(line: "x").jsonText == #"{"line":"x","type":"transition"}"#)
        #expect(ServerMessage.saved(.init(id: 4, player: "Ada", summary: "9 moves")).jsonText == #"{"id":4,"player":"Ada","summary":"9 moves","type":"saved"}"#)
    }

    @Test("steps: a watched game's, and a board's with its place and link")
    func steps() {
        #expect(ServerMessage.steps(.init(list: #"{"at":1}"#)).jsonText == #"{"type":"steps","steps":[{"at":1}]}"#)
        #expect(ServerMessage.steps(.init(list: #"{"by":1,"at":1}"#, link: (5, "ab"))).jsonText == #"{"type":"steps","steps":[{"by":1,"at":1}],"count":5,"chain":"ab"}"#)
    }

    @Test("a room's state, board and round's end")
    func rooms() {
        let players = [ServerMessage.Player(id: 1, name: "Ada", colour: "#ff6b6b", playing: true, score: 2, out: 12.5, away: false),
                       ServerMessage.Player(id: 2, name: "Bo", colour: "#4dabf7", playing: false, score: 0, out: .infinity, away: true)]
        let room = ServerMessage.room(.init(code: "ABCDEF", game: .anagrams, you: 2, host: 1, phase: "playing", round: 1, players: players,
                                            race: (puzzle: 1, to: 2, over: false), seat: "S", carry: "C"))
        #expect(room.jsonText == ##"{"type":"room","code":"ABCDEF","game":"anagrams","title":"Anagrams","you":2,"host":1,"phase":"playing","round":1,"players":[{"id":1,"name":"Ada","colour":"#ff6b6b","playing":true,"score":2,"out":12.5},{"id":2,"name":"Bo","colour":"#4dabf7","playing":false,"score":0,"out":null,"away":true}],"race":{"puzzle":1,"to":2,"over":false},"seat":"S","carry":"C"}"##)
        let board = ServerMessage.board(.init(round: 1, you: 1, playing: true, time: 0, header: #"{"game":"pieces"}"#, steps: ["{}", "{}"], chain: "L"))
        #expect(board.jsonText == #"{"type":"board","round":1,"you":1,"playing":true,"time":0.0,"header":{"game":"pieces"},"steps":[{},{}],"count":2,"chain":"L"}"#)
        let over = ServerMessage.over(.init(round: 2, winners: [1, 2], names: ["Ada", "Bo \"B\""], race: nil))
        #expect(over.jsonText == #"{"type":"over","round":2,"winners":[1,2],"names":["Ada","Bo \"B\""]}"#)
        #expect(over.kind == .over && board.kind == .board && room.kind == .room)
    }

    @Test("a spectator's opening: a game its page plays gives its steps, one the server draws its last scene")
    func spectating() {
        func opening(_ soFar: ServerMessage.SoFar) -> String {
            ServerMessage.spectating(.init(id: "g1", game: .tapIt, player: "Ada", played: 2.25, options: GameOptions(), seed: 9, width: 390, height: 800,
                                           bestScore: 4, soFar: soFar)).jsonText
        }
        #expect(opening(.steps(#"{"at":0.1}"#)) == #"{"type":"spectating","id":"g1","game":"tapit","title":"Tap It","player":"Ada","played":2.25,"options":{},"seed":9,"width":390,"height":800,"bestScore":4,"mode":"steps","steps":[{"at":0.1}]}"#)
        #expect(opening(.scene(nil)) == #"{"type":"spectating","id":"g1","game":"tapit","title":"Tap It","player":"Ada","played":2.25,"options":{},"seed":9,"width":390,"height":800,"bestScore":4,"mode":"scenes"}"#)
    }

    @Test("every kind but the sorted ones' texts begin with their prefix")
    func prefixes() {
        #expect(ServerMessage.ended(reason: "x").jsonText.hasPrefix(ServerMessageKind.ended.textPrefix!))
        #expect(ServerMessageKind.error.textPrefix == nil && ServerMessageKind.allCases.count == 19)
    }
}
