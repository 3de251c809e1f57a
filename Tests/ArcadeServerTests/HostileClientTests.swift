import Arcade
import ArcadeProbe
@testable import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// An arcade's measurement `name` (with no labels), as its `/metrics` gives it.
private func metric(_ metrics: ArcadeMetrics, _ name: String) -> Int? {
    var buffer: [UInt8] = []
    metrics.registry.emit(into: &buffer)
    let line = String(decoding: buffer, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix(name + " ") }
    return line.flatMap { Double($0.split(separator: " ")[1]) }.map { Int($0) }
}

/// The connections an arcade holds, as its `/metrics` counts them.
private func openConnections(_ metrics: ArcadeMetrics) -> Int? { metric(metrics, "arcade_connections_open") }

/// A TCP connection to the arcade that speaks raw bytes.
private final class RawTCP {
    let fd: Int32

    init(port: Int) throws {
        guard let fd = Loopback.connect(port: port, timeout: 5) else { throw RawWebSocket.Failure.connect }
        self.fd = fd
    }

    deinit { Glibc.close(fd) }

    func send(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes (or 5 s pass).
    func readToEnd() -> String {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 {
                // An end of stream, or a reset: the server closed it. A timeout is not.
                closedByServer = n == 0 || errno == ECONNRESET
                break
            }
            all += buffer[0..<n]
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// Whether the last ``readToEnd()`` ended because the server closed the connection (not
    /// because 5 s passed).
    private(set) var closedByServer = false
}

extension LiveServerTests {
    /// Findings of the afternoon the arcade was attacked, each played against a live server.
    @Suite struct HostileClientTests {
        @Test("a page that stops reading does not stop the game's clock: a tap sent 6 s late cannot score 0.3 s after the command")
        func clockRunsWhileThePageDoesNotRead() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, store in
                let ws = try RawWebSocket(port: port, receiveBuffer: 4096)
                try ws.send(#"{"type":"hello","version":1,"game":"tapit","width":600,"height":600,"player":"Mallory"}"#)
                // A hover fixes the page-to-game clock: page time 0 is game time ~0.
                try ws.send(#"{"type":"input","events":[{"t":0,"type":"hover","id":7,"x":5,"y":5,"kind":"mouse"}]}"#)
                try ws.send(#"{"type":"press","id":"newGame"}"#)
                // The game has begun at the clock's 0 before the page stops reading (else the
                // press could be handled after the clock below has moved on).
                try ws.send(#"{"type":"sync","id":"begun"}"#)
                _ = try ws.receive(type: "synced")
                // Replies pile up unread: four echoes of a 60 KB message type, then a steady trickle.
                let long = String(repeating: "w", count: 60_000)
                for _ in 0..<4 { try ws.send(#"{"type":"\#(long)"}"#) }
                for _ in 0..<60 {
                    try ws.sendFrame(opcode: 0x2, payload: [1, 2, 3])
                    clock.advance(by: 0.1)
                }
                // A tap "0.3 s after the command": had the clock stood still it would score under
                // Tap It! (or end the game at 0.3 s under another command).
                try ws.send(#"{"type":"input","events":[{"t":300,"type":"down","id":1,"x":300,"y":300},{"t":340,"type":"up","id":1,"x":300,"y":300}]}"#)
                #expect(try await eventually { try await !store.board(game: "tapit").tables.isEmpty })
                let board = try await store.board(game: "tapit")
                let entry = try #require(board.tables.first?.entries.first)
                #expect(entry.value == 0)
                let record = try JSONDecoder().decode(GameRecord.self, from: Data(try #require(try await store.record(id: entry.id)).utf8))
                // Time ran out at the deadline: 5 s, or 5.3 s for Pinch It!.
                #expect(record.result.time >= 5 && record.result.time < 5.4)
                #expect(try record.verify())
            }
        }

        @Test("twelve presses of Hint solve the board but earn no place on the leaderboard", arguments: ["eightByEight", "fourByFifteen"])
        func hintsAreNotRanked(board: String) async throws {
            try await withArcade { port, store in
                let ws = try RawWebSocket(port: port)
                try ws.send(#"{"type":"hello","version":1,"game":"pentominoes","options":{"board":"\#(board)"},"width":1280,"height":800}"#)
                _ = try ws.receive(type: "welcome")
                for _ in 0..<12 { try ws.send(#"{"type":"press","id":"hint"}"#) }
                var status = ""
                while !status.contains("Solved") {
                    let scene = try #require(try ws.receive(type: "scene"))
                    if let range = scene.range(of: #""id":"status","role":"announcement","#) { status = String(scene[range.upperBound...].prefix(400)) }
                }
                // Solved at once, though a loaded machine may take a second or two over the presses.
                #expect(status.range(of: #""text":"Solved in 0:0\d with 12 hints \(not ranked\)""#, options: .regularExpression) != nil, "\(status)")
                // A reply to a later message comes after the step that solved the board, saving included.
                try ws.send(#"{"type":"press","id":"nothing"}"#)
                #expect(try ws.receive(type: "error")?.contains("there is no button") == true)
                #expect(try await store.board(game: "pentominoes").tables.isEmpty)
            }
        }

        @Test("a WebSocket that sends no hello, and a session that goes silent, are closed after the stated times")
        func helloAndIdleTimeouts() async throws {
            var limits = ArcadeLimits()
            limits.helloTimeout = 0.5
            limits.idleTimeout = 1
            let clock = ManualSessionClock()
            try await withArcade(limits: limits, clock: clock) { port, _ in
                let silent = try RawWebSocket(port: port)
                // The session's clock waits for the hello's deadline; half a second on, it passes.
                await clock.sleepers(atLeast: 1)
                clock.advance(by: 0.5)
                #expect(try silent.receive(type: "error") == #"{"fatal":true,"message":"no hello within 0.5 s","type":"error"}"#)
                #expect(try silent.receive() == nil)
                let idle = try session(port)
                await clock.sleepers(atLeast: 1)
                clock.advance(by: 1)
                #expect(try idle.receive(type: "error") == #"{"fatal":true,"message":"closed after 1 s without a message","type":"error"}"#)
                #expect(try idle.receive() == nil)
            }
        }

        @Test("a socket that never sends a request is answered 408 and closed")
        func silentSocket() async throws {
            var limits = ArcadeLimits()
            limits.requestHeadTimeout = 0.5
            try await withArcade(limits: limits) { port, _ in
                let tcp = try RawTCP(port: port)
                tcp.send("GET / HTTP/1.1\r\nHost: x\r\n")
                let reply = tcp.readToEnd()
                #expect(reply.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
                #expect(reply.hasSuffix(#"{"error":"no request within 0.5 s"}"#))
            }
        }

        @Test("past the connection cap a client gets 503 and a clear reason; a place freed is taken again")
        func connectionCap() async throws {
            var limits = ArcadeLimits()
            limits.maximumConnections = 3
            try await withArcade(limits: limits) { port, _ in
                let held = try (0..<3).map { _ in try session(port) }
                let refused = try RawTCP(port: port)
                refused.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                let reply = refused.readToEnd()
                #expect(reply.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
                #expect(reply.hasSuffix(#"{"error":"the arcade is full (3 connections): try again in a minute"}"#))
                held[0].close()
                // Once the server has seen the close, the place is free again.
                #expect(await eventually { (try? session(port)).map { !$0.isClosed } ?? false })
            }
        }

        @Test("when the arcade is full of connections that never spoke, the oldest is closed to let a player in")
        func silentConnectionsMakeRoom() async throws {
            var limits = ArcadeLimits()
            limits.maximumConnections = 3
            let status = ArcadeStatus()
            try await withArcade(limits: limits, status: status) { port, _ in
                #expect(openConnections(status.metrics) == 0)
                // One at a time, each let in before the next: connections accepted together are
                // set up on the server's event loops in parallel, in no fixed order.
                var silent: [RawTCP] = []
                for k in 1...3 {
                    silent.append(try RawTCP(port: port))
                    #expect(await eventually { openConnections(status.metrics) == k })
                }
                let player = try session(port)
                #expect(!player.isClosed)
                // The first silent socket was closed without a word; the newest two still wait.
                #expect(silent[0].readToEnd() == "")
                #expect(silent[0].closedByServer)
                // Counted, by this arcade's own metrics (read in the process: a request for
                // /metrics would be a fourth connection, and close another silent one).
                #expect(metric(status.metrics, "arcade_silent_connections_closed_total") == 1)
            }
        }

        @Test("frames that break RFC 6455 or the budgets close the socket with a JSON error and the right close code", arguments: [
            ("unmasked", 1002, "a client's frames must be masked (RFC 6455, section 5.1)"),
            ("empty continuations", 1009, "a message may be split into at most 16 frames"),
            ("oversized", 1009, "a message may be at most 64 KiB"),
            ("pings", 1008, "too many messages: at most 200 frames a second (a burst of 400)"),
            ("binary flood", 1008, "too many messages: at most 200 frames a second (a burst of 400)"),
            ("bytes", 1008, "too much data: at most 256 KiB a second (a burst of 1024 KiB)"),
            ("continuation alone", 1002, "a continuation frame with no message to continue"),
        ])
        func frameRules(attack: String, code: Int, message: String) async throws {
            try await withArcade { port, _ in
                let ws = try session(port)
                switch attack {
                case "unmasked":
                    try ws.sendFrame(opcode: 0x1, payload: Array(#"{"type":"name","player":"x"}"#.utf8), masked: false)
                case "empty continuations":
                    try ws.sendFrame(opcode: 0x1, payload: Array(#"{"type":"#.utf8), fin: false)
                    var frames: [UInt8] = []
                    for _ in 0..<100 { frames += RawWebSocket.frame(opcode: 0x0, payload: [], fin: false) }
                    try ws.sendRaw(frames)
                case "oversized":
                    try ws.sendFrame(opcode: 0x1, payload: Array(repeating: 0x20, count: 70_000))
                case "pings":
                    var frames: [UInt8] = []
                    for _ in 0..<1000 { frames += RawWebSocket.frame(opcode: 0x9, payload: [1]) }
                    try ws.sendRaw(frames)
                case "binary flood":
                    var frames: [UInt8] = []
                    for _ in 0..<1000 { frames += RawWebSocket.frame(opcode: 0x2, payload: [1]) }
                    try ws.sendRaw(frames)
                case "bytes":
                    let frame = RawWebSocket.frame(opcode: 0x2, payload: Array(repeating: 0, count: 60_000))
                    for _ in 0..<20 { try? ws.sendRaw(frame) }
                default:
                    try ws.sendFrame(opcode: 0x0, payload: Array("x".utf8))
                }
                // Frames read before a budget runs out are answered one by one (a binary one is
                // told messages are JSON text) — how many depends on how the bytes arrive.
                var error = try #require(try ws.receive(type: "error"))
                while !error.contains(#""fatal":true"#) { error = try #require(try ws.receive(type: "error")) }
                #expect(error == #"{"type":"error","message":"\#(message)","fatal":true}"#)
                #expect(try ws.receive() == nil)
                #expect(ws.closeCode == UInt16(code))
            }
        }

        @Test("text that is not UTF-8 closes the socket with 1007")
        func invalidUTF8() async throws {
            try await withArcade { port, _ in
                let ws = try session(port)
                try ws.sendFrame(opcode: 0x1, payload: [0x7b, 0xff, 0xfe, 0x7d])
                #expect(try ws.receive() == nil)
                #expect(ws.closeCode == 1007)
            }
        }

        @Test("a name or a binary frame before hello is fatal, as the protocol says")
        func nothingBeforeHello() async throws {
            try await withArcade { port, _ in
                let named = try RawWebSocket(port: port)
                try named.send(#"{"type":"name","player":"Eve"}"#)
                #expect(try named.receive() == #"{"fatal":true,"message":"send hello first","type":"error"}"#)
                #expect(try named.receive() == nil)
                let binary = try RawWebSocket(port: port)
                try binary.sendFrame(opcode: 0x2, payload: [1, 2, 3])
                #expect(try binary.receive() == #"{"fatal":true,"message":"send hello first (as JSON text)","type":"error"}"#)
                #expect(try binary.receive() == nil)
            }
        }

        @Test("a page sending 190 messages a second for 4 s (a fast display) and a sync ten times a second is not cut off")
        func fastDisplay() async throws {
            let clock = ManualSessionClock()
            try await withArcade(clock: clock) { port, _ in
                let ws = try session(port)
                var sent = 0
                // The connection's budgets refill on the sessions' clock. Each tenth of a second
                // carries 19 input messages and a sync; the clock moves on once the server has
                // answered the sync, so it has read the tenth's frames by then, as a live server
                // reads them as they come.
                for tenth in 1...40 {
                    for _ in 0..<19 {
                        let t = 10 + sent * 5
                        try ws.send(#"{"type":"input","events":[{"t":\#(t),"type":"hover","id":1,"x":\#(sent % 300),"y":5,"kind":"mouse"}]}"#)
                        sent += 1
                    }
                    try ws.send(#"{"type":"sync","id":"\#(tenth)"}"#)
                    #expect(try ws.receive(type: "synced")?.contains(#""id":"\#(tenth)""#) == true)
                    clock.advance(by: 0.1)
                }
                try ws.send(#"{"type":"press","id":"nothing"}"#)
                #expect(try ws.receive(type: "error")?.contains(#"there is no button \"nothing\""#) == true)
                #expect(sent == 760)
            }
        }

        @Test("an input message may carry 500 events, and 500 of a page's events fit in 64 KiB")
        func eventsPerMessage() async throws {
            try await withArcade { port, _ in
                let ws = try session(port)
                func events(_ n: Int) -> String {
                    (0..<n).map { #"{"t":\#(15321.405 + Double($0) * 8.333),"type":"hover","id":1,"x":\#(120.5 + Double($0) * 0.25),"y":340.75,"kind":"mouse"}"# }.joined(separator: ",")
                }
                let full = #"{"type":"input","events":[\#(events(500))]}"#
                #expect(full.utf8.count < 64 * 1024)
                try ws.send(full)
                try ws.send(#"{"type":"input","events":[\#(events(501))]}"#)
                #expect(try ws.receive(type: "error") == #"{"fatal":false,"message":"an input message may carry at most 500 events; 501 dropped","type":"error"}"#)
            }
        }

        @Test("paths with control characters are refused, and every answer carries the page's safety headers")
        func httpPathsAndHeaders() async throws {
            try await withArcade { port, _ in
                let tcp = try RawTCP(port: port)
                tcp.send("GET /index.html%00.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let reply = tcp.readToEnd()
                #expect(reply.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
                #expect(reply.hasSuffix(#"{"error":"the path is not a valid file name"}"#))
                let page = try RawTCP(port: port)
                page.send("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let headers = page.readToEnd().lowercased()
                #expect(headers.hasPrefix("http/1.1 200 ok\r\n"))
                #expect(headers.contains("\r\nx-content-type-options: nosniff\r\n"))
                #expect(headers.contains("\r\ncontent-security-policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' \(PageImportMap.scriptSource.lowercased()); style-src 'self';"))
            }
        }

        @Test("names are cut to 20 characters and 32 code points, lose bidirectional controls and pile-ups of marks", arguments: [
            ("  Ada  ", "Ada"),
            ("\u{202E}evil", "evil"),
            ("a\u{2066}b\u{200F}c", "abc"),
            ("x" + String(repeating: "\u{0301}", count: 3000), "x\u{0301}\u{0301}\u{0301}"),
            ("Nguy\u{0065}\u{0323}\u{0302}n", "Nguy\u{0065}\u{0323}\u{0302}n"),
            (String(repeating: "e\u{0301}", count: 20), String(repeating: "e\u{0301}", count: 16)),
            ("\u{0007}\n\t", "Player"),
            ("👩‍💻 Grace", "👩‍💻 Grace"),
        ])
        func names(raw: String, shown: String) {
            #expect(PlayerName.cleaned(raw).unicodeScalars.elementsEqual(shown.unicodeScalars))
        }

        @Test("an idle session sets no timer: a quiet game wakes only for the idle timeout, a countdown every tenth")
        func wakesOnlyWhenSomethingIsPending() async throws {
            let clock = ManualSessionClock(at: 100)
            let connection = ArcadeConnection(store: nil, saver: nil, tickets: SessionTickets(), logger: .init(label: "test"), clock: clock)
            _ = await connection.handle(#"{"type":"hello","version":1,"game":"tapit","width":600,"height":600}"#)
            #expect(await connection.planWake() == 100 + 600)
            _ = await connection.handle(#"{"type":"press","id":"newGame"}"#)
            // Playing, it wakes for the scene's next change, 0.15 s on (a millisecond late, so
            // the game's clock has surely passed it), not at a fixed rate.
            #expect(await connection.planWake() == 100 + (0.15 + 0.001))
        }

        @Test("a page playing its game itself is written on its socket's event loop; a page the server draws for, by the library's writer")
        func writerByRole() async throws {
            let clock = ManualSessionClock()
            let local = ArcadeConnection(store: nil, saver: nil, tickets: SessionTickets(), logger: .init(label: "test"), clock: clock)
            _ = await local.handle(#"{"type":"hello","version":1,"game":"pieces","width":600,"height":600,"local":true}"#)
            #expect(await local.writesOnEventLoop == true)
            let drawn = ArcadeConnection(store: nil, saver: nil, tickets: SessionTickets(), logger: .init(label: "test"), clock: clock)
            _ = await drawn.handle(#"{"type":"hello","version":1,"game":"pieces","width":600,"height":600}"#)
            #expect(await drawn.writesOnEventLoop == false)
        }
    }
}
