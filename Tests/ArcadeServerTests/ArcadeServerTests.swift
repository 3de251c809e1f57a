import Arcade
import ArcadeProbe
import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import ServiceLifecycle
import Testing

/// Runs a live arcade on a free port with a temporary data folder for `body`, then shuts it
/// down gracefully. Sessions run on `clock` (the server's own by default), passkeys are made for
/// `publicURL` (default `http://localhost:0`); `body`, whose
/// sockets block, runs on a `ClientThread`.
func withArcade(limits: ArcadeLimits = ArcadeLimits(), clock: any SessionClock = ContinuousSessionClock(), status: ArcadeStatus = ArcadeStatus(),
                publicURL: String? = nil, _ body: @escaping @Sendable (Int, any ScoreStore) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    let store = try await SQLiteScoreStore.open(folder: folder, logger: logger)
    var config = ArcadeConfiguration()
    config.port = 0
    config.limits = limits
    config.clock = clock
    config.publicURL = publicURL
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let app = ArcadeApplication.build(configuration: config, store: store, status: status, logger: logger) { continuation.yield($0) }
    let group = ServiceGroup(configuration: .init(services: [.init(service: store), .init(service: app)], logger: logger))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        var it = ports.makeAsyncIterator()
        let port = try #require(await it.next())
        let client = ClientThread()
        defer { client.stop() }
        do { try await withTaskExecutorPreference(client) { try await body(port, store) } } catch {
            await group.triggerGracefulShutdown()
            throw error
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
    }
}

/// A record of Tests/Fixtures/records (a game played in the browser and saved).
func fixtureRecord(_ name: String) throws -> GameRecord {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/records/\(name).json").standardized
    return try GameRecord(json: String(contentsOf: url, encoding: .utf8))
}

/// Opens a session of `game` and returns the socket after the welcome and the first scene.
func session(_ port: Int, game: String = "pieces", extra: String = "") throws -> RawWebSocket {
    let ws = try RawWebSocket(port: port)
    try ws.send(#"{"type":"hello","version":1,"game":"\#(game)","width":600,"height":600\#(extra)}"#)
    _ = try ws.receive(type: "welcome")
    _ = try ws.receive(type: "scene")
    return ws
}

/// The record of a Tap It game on `seed` played to its end by a page's own session, as a page
/// playing offline keeps it: New Game pressed, then time runs out (0 moves).
func playedTapItRecord(seed: UInt64 = 5) throws -> GameRecord {
    let s = try GameSession(kind: .tapIt, options: GameOptions(), seed: seed, width: 600, height: 600)
    var records: [GameRecord?] = []
    s.onResult = { _, record in records.append(record) }
    let button = try #require(s.scene().nodes.first { $0.id == "newGame" })
    s.receive([ClientInput(t: 500, type: "down", id: 1, x: button.center.x, y: button.center.y),
               ClientInput(t: 560, type: "up", id: 1, x: button.center.x, y: button.center.y)], arrivedAt: 0.6)
    s.advance(to: 20)
    return try #require(records.first ?? nil)
}

/// Every suite that plays against a live server, one test at a time. Their clients block on
/// sockets, so each runs on a `ClientThread` of its own; one server at a time keeps the shared
/// pool's few threads for the tests beside them.
@Suite(.serialized) enum LiveServerTests {}

extension LiveServerTests {
    @Suite struct ArcadeServerTests {
        @Test("a record of a game played offline is kept when it replays to its result (off the board without its session's ticket), refused when not")
        func offlineRecords() async throws {
            let record = try playedTapItRecord()
            var forgedRecord = record
            forgedRecord.result.value = 25
            let forged = forgedRecord
            try await withArcade { port, store in
                func post(_ body: String, player: String = "Ada") async throws -> (Int, String) {
                    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/records?player=\(player)")!)
                    request.httpMethod = "POST"
                    request.httpBody = Data(body.utf8)
                    let (data, response) = try await URLSession.shared.data(for: request)
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
                }
                // No ticket came with it: the arcade did not deal its board, so it ranks on no table.
                let kept = #"{"id":1,"player":"Ada","summary":"0 moves · Standard","unranked":"played offline on a board the arcade did not deal to this page for it (no ticket of its session came with it): kept with its record, on no table"}"#
                #expect(try await post(record.jsonText) == (200, kept))
                // Sent again (a page resubmitting after a reconnect): the same result, stored once.
                #expect(try await post(record.jsonText) == (200, kept))
                // Listed apart, after the ranked tables (there are none): to be watched, ranking nowhere.
                let board = try await store.board(game: "tapit")
                #expect(board.tables.isEmpty && board.unranked?.flatMap(\.entries).map(\.id) == [1])
                #expect(try await post(forged.jsonText) == (422, #"{"error":"the record does not replay to its result"}"#))
                #expect(try await post("{}").0 == 400)
                let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/scores/1/record")!)
                #expect(try GameRecord(json: String(decoding: data, as: UTF8.self)) == record)
            }
        }

        @Test("a leaderboard result's row and its watch page; an id with none is a 404 with the page, which says so")
        func watchPages() async throws {
            let record = try playedTapItRecord()
            try await withArcade { port, store in
                func get(_ path: String) async throws -> (Int, String) {
                    let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
                }
                func watchPages(_ record: String) async throws -> Int {
                    let metrics = try await get("/metrics").1
                    let line = try #require(metrics.split(separator: "\n").first { $0.hasPrefix("arcade_watch_pages_total{record=\"\(record)\"}") })
                    return Int(line.split(separator: " ").last ?? "") ?? -1
                }
                let id = try await store.add(record, player: "Ada")
                let before = (try await watchPages("leaderboard"), try await watchPages("file"))
                let (status, detail) = try await get("/api/scores/\(id)")
                #expect(status == 200)
                let saved = try JSONDecoder().decode(ScoreDetail.self, from: Data(detail.utf8))
                #expect([saved.game, saved.player, saved.category, saved.unit, saved.summary] == ["tapit", "Ada", "standard", "moves", "0 moves · Standard"])
                #expect((saved.id, saved.value, saved.higherIsBetter) == (id, 0, true))
                #expect(try await get("/api/scores/\(id + 1)") == (404, #"{"error":"no score \#(id + 1)"}"#))
                #expect(try await get("/api/scores/0") == (404, #"{"error":"no score 0"}"#))
                #expect(try await get("/api/scores/x") == (400, #"{"error":"a score id is a whole number"}"#))
                let (pageStatus, page) = try await get("/watch/\(id)")
                #expect(pageStatus == 200 && page.contains(#"<script type="module" src="/watch.js"></script>"#))
                let (missingStatus, missing) = try await get("/watch/\(id + 1)")
                #expect(missingStatus == 404 && missing == page)
                #expect(try await get("/watch/abc").0 == 404)
                #expect(try await get("/watch") == (200, page))
                #expect(try await watchPages("leaderboard") == before.0 + 3)
                #expect(try await watchPages("file") == before.1 + 1)
            }
        }

        @Test("health, the page, the games and an empty leaderboard over HTTP")
        func http() async throws {
            try await withArcade { port, _ in
                func get(_ path: String) async throws -> (Int, String) {
                    let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
                }
                #expect(try await get("/health") == (200, "ok\n"))
                let (status, page) = try await get("/")
                #expect(status == 200 && page.contains("<title>Fingerplay arcade</title>"))
                #expect(try await get("/api/games").1.contains(#"{"blurb":"Drag the letter tiles onto the targets so they spell the other phrase, against the clock.","keepsScores":true,"levels":["easy","medium","hard"],"name":"anagrams","resultEndsGame":false,"rooms":"race","title":"Anagrams"}"#))
                #expect(try await get("/api/scores?game=tapit") == (200, #"{"game":"tapit","tables":[]}"#))
                #expect(try await get("/api/scores?game=chess").0 == 400)
                #expect(try await get("/api/scores/99/record") == (404, #"{"error":"no score 99"}"#))
                // The page loads its WebAssembly build with fingerplay.js's own helpers and makes a
                // desktop's fingers with its input module, both from the arcade's resources.
                let (helpersStatus, helpers) = try await get("/fingerplay/wasm.js")
                #expect(helpersStatus == 200 && helpers.hasPrefix("// fingerplay/wasm ") && helpers.contains(" as instantiateWasm") && helpers.contains(" as callWithTexts"))
                let (inputStatus, input) = try await get("/fingerplay/fingerplay-input.js")
                #expect(inputStatus == 200 && input.contains(" as DesktopFingers"))
                #expect(try await get("/fingerplay/virtual-fingers.js").0 == 404)
            }
        }

        @Test("a hello with another protocol version, an unknown game or no hello first gets a fatal error and a closed session")
        func badHello() async throws {
            try await withArcade { port, _ in
                for (first, expected) in [
                    (#"{"type":"hello","version":2,"game":"tapit"}"#, "this page speaks protocol version 2 and the server version 1: reload the page"),
                    (#"{"type":"hello","version":1,"game":"chess"}"#, #"unknown game \"chess\" (tapit, anagrams, pentominoes, pieces)"#),
                    (#"{"type":"input","events":[]}"#, "send hello first"),
                    (#"{"type":"hello","version":1,"game":"pentominoes","options":{"board":"9x9"}}"#, #"unknown board \"9x9\""#),
                ] {
                    let ws = try RawWebSocket(port: port)
                    try ws.send(first)
                    let reply = try #require(try ws.receive())
                    #expect(reply.contains(#""fatal":true"#) && reply.contains(expected), "\(reply)")
                    #expect(try ws.receive() == nil)
                }
            }
        }

        @Test("malformed, unknown and out-of-range messages get an error and the session goes on")
        func badMessages() async throws {
            try await withArcade { port, _ in
                let ws = try session(port)
                try ws.send("{not json")
                #expect(try ws.receive(type: "error")?.contains("malformed message") == true)
                try ws.send(#"{"type":"dance"}"#)
                #expect(try ws.receive(type: "error")?.contains(#"unknown message type \"dance\" (hello, input, steps, sync, press, name, configure, download, mode, addTemplate, removeTemplate, loadTemplates, spectate, privacy, room, start, rematch, restore)"#) == true)
                try ws.send(#"{"type":"input","events":[{"t":1,"type":"down","id":1,"x":1e999,"y":2}]}"#)
                #expect(try ws.receive(type: "error") != nil)
                let eleven = (1...11).map { #"{"t":5,"type":"down","id":\#($0),"x":\#($0 * 40),"y":500}"# }.joined(separator: ",")
                try ws.send(#"{"type":"input","events":[\#(eleven)]}"#)
                #expect(try ws.receive(type: "error")?.contains("more than 10 pointers: pointer 11 ignored") == true)
                // Times going backwards and hours ahead are stamped, not refused.
                try ws.send(#"{"type":"input","events":[{"t":1,"type":"move","id":1,"x":45,"y":500},{"t":99999999,"type":"move","id":2,"x":85,"y":500}]}"#)
                try ws.send(#"{"type":"press","id":"nothing"}"#)
                let reply = try #require(try ws.receive(type: "error"))
                #expect(reply.contains(#"there is no button \"nothing\" on the screen"#))
                #expect(!ws.isClosed)
            }
        }

        @Test("a message over 64 KiB closes its session; a flood is cut off; other sessions and the server go on")
        func oversizedAndFlood() async throws {
            try await withArcade { port, _ in
                let other = try session(port)
                let big = try session(port)
                try big.send(#"{"type":"name","player":"\#(String(repeating: "x", count: 70_000))"}"#)
                #expect(try big.receive(type: "welcome-never") == nil)
                let flood = try session(port)
                for _ in 0..<600 { try? flood.send(#"{"type":"name","player":"f"}"#) }
                let cut = try flood.receive(type: "error")
                #expect(cut?.contains("too many messages") == true)
                // The other session still plays.
                try other.send(#"{"type":"input","events":[{"t":10,"type":"down","id":1,"x":150,"y":300},{"t":30,"type":"move","id":1,"x":190,"y":300}]}"#)
                #expect(try other.receive(type: "scene")?.contains(#""id":"red","role":"piece","x":165,"y":300,"width":100"#) == true)
                let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/health")!)
                #expect(String(decoding: data, as: UTF8.self) == "ok\n")
            }
        }

        @Test("a result is saved with its record, replays to itself, and survives the player leaving at once")
        func resultSaved() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, store in
                let ws = try session(port, game: "tapit", extra: #","player":"  <b>Ada</b> the very long name  ""#)
                try ws.send(#"{"type":"press","id":"newGame"}"#)
                try ws.send(#"{"type":"sync"}"#)
                _ = try ws.receive(type: "synced")
                // Time runs out on the server's clock, six seconds on; the player disconnects as
                // the result comes.
                clock.advance(by: 6)
                let result = try #require(try ws.receive(type: "result"))
                ws.close()
                #expect(result.contains(#""player":"<b>Ada<\/b> the very""#))
                let board = try await store.board(game: "tapit")
                let entry = try #require(board.tables.first?.entries.first)
                #expect(entry.player == "<b>Ada</b> the very" && entry.value == 0)
                let json = try #require(try await store.record(id: entry.id))
                let record = try JSONDecoder().decode(GameRecord.self, from: Data(json.utf8))
                #expect(try record.verify())
                // The first command has 5 s, 5.3 s when it is Pinch It! (two fingers take longer).
                #expect(record.result.time == 5 || record.result.time == 5.3)
            }
        }

        @Test("a sync is answered once all sent before it is handled: after a drag's scene, and alone for a page playing locally")
        func sync() async throws {
            try await withArcade { port, _ in
                let drag = #"{"type":"input","events":[{"t":10,"type":"down","id":1,"x":100,"y":300},{"t":30,"type":"move","id":1,"x":140,"y":300}]}"#
                let drawn = try session(port)
                try drawn.send(drag)
                try drawn.send(#"{"type":"sync","id":"frame \"7\""}"#)
                let scene = try #require(try drawn.receive())
                #expect(scene.contains(#""id":"red","role":"piece","x":165,"y":300,"width":100"#))
                // The same step made both: the answer carries the scene's own clock.
                let sceneTime = try #require(scene.split(separator: ",").first { $0.hasPrefix(#""time":"#) }?.dropFirst(7))
                #expect(try drawn.receive() == #"{"type":"synced","id":"frame \"7\"","time":\#(sceneTime)}"#)

                let local = try RawWebSocket(port: port)
                try local.send(#"{"type":"hello","version":1,"game":"pieces","width":600,"height":600,"local":true}"#)
                #expect(try local.receive()?.contains(#""type":"welcome""#) == true)
                try local.send(drag)
                try local.send(#"{"type":"sync"}"#)
                // No scene comes first: the page draws its own.
                let alone = try #require(try local.receive())
                #expect(alone.hasPrefix(#"{"type":"synced","time":"#), "\(alone)")
                try local.send(#"{"type":"sync","id":7}"#)
                #expect(try local.receive() == #"{"fatal":false,"message":"malformed message: a sync's \"id\" is a string of at most 64 bytes","type":"error"}"#)
                #expect(!local.isClosed)

                let early = try RawWebSocket(port: port)
                try early.send(#"{"type":"sync","id":"x"}"#)
                #expect(try early.receive() == #"{"fatal":true,"message":"send hello first","type":"error"}"#)
            }
        }

        @Test("a dropped connection mid-gesture leaves the server serving")
        func dropMidGesture() async throws {
            try await withArcade { port, _ in
                let ws = try session(port)
                try ws.send(#"{"type":"input","events":[{"t":10,"type":"down","id":1,"x":175,"y":300},{"t":20,"type":"down","id":2,"x":200,"y":300}]}"#)
                ws.close()
                // A new session plays: its drag moves the red square 40 pt right.
                let again = try session(port)
                try again.send(#"{"type":"input","events":[{"t":10,"type":"down","id":1,"x":100,"y":300},{"t":30,"type":"move","id":1,"x":140,"y":300}]}"#)
                let scene = try #require(try again.receive(type: "scene"))
                #expect(scene.contains(#""id":"red","role":"piece","x":165,"y":300,"width":100"#), "\(scene.prefix(300))")
            }
        }

        @Test("the Lab's stroke pad over the socket: mode, a stroke's reading, keeping it, refusals")
        func strokePad() async throws {
            try await withArcade { port, _ in
                let ws = try RawWebSocket(port: port)
                try ws.send(#"{"type":"hello","version":1,"game":"lab","width":600,"height":600}"#)
                _ = try ws.receive(type: "welcome")
                try ws.send(#"{"type":"mode","mode":"strokes"}"#)
                #expect(try ws.receive(type: "strokePad") == #"{"mode":"strokes","set":{"matcher":{"pointCount":16,"rotationLimit":0.35},"templates":[]},"templates":[],"type":"strokePad"}"#)
                let moves = (0...20).map { i in
                    #"{"t":\#(1000 + i * 10),"type":"\#(i == 0 ? "down" : "move")","id":1,"x":\#(100 + i * 10),"y":\#(300 + (i % 2) * 40)}"#
                }
                try ws.send(#"{"type":"input","events":[\#(moves.joined(separator: ",")),{"t":1300,"type":"up","id":1,"x":300,"y":300}]}"#)
                let reading = try #require(try ws.receive(type: "strokePad"))
                #expect(reading.contains(#""reading":{"length":"#) && reading.contains(#""verdict":"no templates""#) && !reading.contains(#""set":"#))
                try ws.send(#"{"type":"addTemplate","name":"zigzag"}"#)
                let kept = try #require(try ws.receive(type: "strokePad"))
                // Kept as 64 points, the zigzag's corners are cut a little: it scores 15, not 1,000.
                #expect(kept.contains(#""scores":[15.01]"#) && kept.contains(#""recognized":"zigzag""#) && kept.contains(#""templates":["zigzag"]"#))
                #expect(kept.contains(#""set":{"matcher":{"pointCount":16,"rotationLimit":0.35},"templates":[{"name":"zigzag","points":[[100,300],"#))
                try ws.send(#"{"type":"mode","mode":"doodle"}"#)
                #expect(try ws.receive(type: "error") == #"{"fatal":false,"message":"unknown Lab mode \"doodle\" (gestures, strokes)","type":"error"}"#)
                try ws.send(#"{"type":"loadTemplates","set":"[1,2]"}"#)
                #expect(try ws.receive(type: "error")?.contains("not a template set: ") == true)
                try ws.send(#"{"type":"removeTemplate","index":5}"#)
                #expect(try ws.receive(type: "error")?.contains("there is no template 5 (the pad has 1)") == true)
                #expect(!ws.isClosed)
                // A game has no stroke pad.
                let game = try session(port)
                try game.send(#"{"type":"addTemplate","name":"x"}"#)
                #expect(try game.receive(type: "error")?.contains("only the Gesture Lab has a stroke pad") == true)
            }
        }

        @Test("a session is carried on only with its own ticket; a step ahead of the session's clock is refused")
        func resumeAndSteps() async throws {
            try await withArcade { port, _ in
                let first = try RawWebSocket(port: port)
                try first.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600}"#)
                let welcome = try #require(try first.receive(type: "welcome"))
                let seed = try #require(welcome.firstMatch(of: /"seed":(\d+)/)?.1)
                let ticket = try #require(welcome.firstMatch(of: /"ticket":"([0-9a-f.]+)"/)?.1)
                let live = try #require(welcome.firstMatch(of: /"live":"([0-9a-f]{24})"/)?.1)
                try first.send(#"{"type":"steps","steps":[{"at":0.1,"press":"newGame"},{"at":30}]}"#)
                #expect(try first.receive(type: "error")?.contains("a step at 30 s is ahead of the session's clock") == true)
                first.close()
                // The same seed with its ticket carries on; with another seed, or a forged ticket, it does not.
                let again = try RawWebSocket(port: port)
                try again.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"resume":{"seed":\#(seed),"ticket":"\#(ticket)","live":"\#(live)"}}"#)
                let resumed = try #require(try again.receive(type: "welcome"))
                #expect(resumed.contains(#""resumed":true"#) && resumed.contains(#""seed":\#(seed)"#) && resumed.contains(#""live":"\#(live)""#))
                // Nor does the right seed and ticket claiming another game's id among games in progress.
                for (resumeSeed, resumeTicket, resumeLive) in [("\(UInt64(seed)! + 1)", String(ticket), String(live)), (String(seed), "1." + String(repeating: "0", count: 64), String(live)),
                                                              (String(seed), String(ticket), String(repeating: "0", count: 24))] {
                    let forged = try RawWebSocket(port: port)
                    try forged.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"resume":{"seed":\#(resumeSeed),"ticket":"\#(resumeTicket)","live":"\#(resumeLive)"}}"#)
                    #expect(try forged.receive(type: "error")?.contains("the session cannot be carried on here") == true)
                }
            }
        }

        @Test("an address may hold as many sessions as the limit allows; the next is refused with a fatal error saying so")
        func sessionsPerAddress() async throws {
            var limits = ArcadeLimits()
            limits.maximumSessionsPerAddress = 2
            try await withArcade(limits: limits) { port, _ in
                let held = try (0..<2).map { _ in try session(port) }
                let third = try RawWebSocket(port: port)
                try third.send(#"{"type":"hello","version":1,"game":"pieces","width":600,"height":600}"#)
                #expect(try third.receive(type: "error") == #"{"type":"error","message":"too many sessions from your address (at most 2): close one and try again","fatal":true}"#)
                held[0].close()
                // Once the server has seen the close, the address has room again.
                #expect(await eventually { (try? session(port)).map { !$0.isClosed } ?? false })
            }
        }

        @Test("Tap It shows the player's best on the leaderboard from the first game on")
        func bestFromTheLeaderboard() async throws {
            try await withArcade { port, store in
                let earlier = GameResult(game: .tapIt, category: "standard", value: 7, unit: "moves", higherIsBetter: true, time: 20)
                _ = try await store.add(GameRecord(game: .tapIt, options: GameOptions(mode: "standard"), seed: 1, width: 600, height: 600,
                                                   trace: "", resultIndex: 0, result: earlier), player: "Ada")
                let ws = try RawWebSocket(port: port)
                try ws.send(#"{"type":"hello","version":1,"game":"tapit","width":600,"height":600,"player":"Ada"}"#)
                let scene = try #require(try ws.receive(type: "scene"))
                #expect(scene.contains(#""text":"Score 0 · Best 7""#))
                let other = try RawWebSocket(port: port)
                try other.send(#"{"type":"hello","version":1,"game":"tapit","options":{"mode":"classic"},"width":600,"height":600,"player":"Ada"}"#)
                #expect(try other.receive(type: "scene")?.contains(#""text":"Score 0 · Best 0""#) == true)
            }
        }
    }
}
