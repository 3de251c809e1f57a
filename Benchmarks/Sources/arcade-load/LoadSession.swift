import ArcadeProbe
#if canImport(Glibc)
import Glibc
#endif

/// One simulated player: a non-blocking socket, where it is in opening its session, what it
/// still has to write, what it has read but not yet parsed, and the send times of its batches
/// not yet answered — by a scene, or for a session playing locally (which gets no scenes) by the
/// `synced` that follows every `syncEvery`-th batch.
final class LoadSession {
    enum Phase { case connecting, handshaking, welcoming, starting, ready, failed }

    let fd: Int32
    var phase = Phase.connecting
    var failure: String?
    var outgoing: [UInt8] = []
    private var incoming: [UInt8] = []
    private var readOffset = 0
    /// Send times (ns) of batches not yet answered, oldest first, and whether each is measured.
    private var pending: [(sent: UInt64, measured: Bool)] = []
    private var pendingHead = 0
    /// The page clock of the session's batches, in ms.
    var pageMs = 1000.0
    private var batch = 0
    private let port: Int
    /// How the session plays.
    private let mode: Mode
    private var local: Bool { mode != .scenes }
    /// A local session follows every this many batches (steps: messages) with a `sync`, and times those.
    private let syncEvery: Int
    /// Steps mode: frames a `steps` message carries.
    private let stepsPerMessage: Int
    /// Steps mode: the frames not yet sent, as JSON steps.
    private var unsentSteps = ""
    private var unsentCount = 0
    private var messagesSent = 0
    /// Steps and results modes: when the welcome came (ns): the page clock's zero.
    private var welcomed: UInt64 = 0
    /// Results mode: results saved (with an id) so far.
    private(set) var resultsSaved = 0
    private var lastHeartbeat: UInt64 = 0
    /// Called with each answered measured batch's round trip in ns.
    var onAnswer: ((UInt64) -> Void)?
    /// The session's game among games in progress (its welcome's `live`).
    private(set) var liveID: String?
    /// Spectator mode: the game watched, and the messages and bytes received since it joined.
    var watching: String?
    private(set) var messagesReceived = 0
    private(set) var bytesReceived = 0
    /// Whether the socket wants to be told it can write.
    var wantsWrite = true
    /// Rooms mode: which room (its index in the load), whether this player makes it, its code
    /// once known, and this player's seat in it.
    var room = -1
    var isHost = false
    var code: String?
    private(set) var seat = 0
    /// Rooms mode: when each input message was sent (ns), by its `seq` (from 1).
    private(set) var sentAt: [UInt64] = []
    /// Rooms mode: called for each step a `steps` message carries: the room, who sent it, its
    /// `seq`, and now (ns).
    var onStep: ((Int, Int, Int, UInt64) -> Void)?
    /// Rooms mode: seated (the room answered), and given the board (the round began).
    private(set) var seated = false

    /// Steps mode: which frame of each `stepsPerMessage` sends the message. Sessions are given
    /// different ones, as independent pages' timers fall: otherwise every session would send on
    /// the same frame and the server would meet them all at once, then nothing for five frames.
    private let stepsPhase: Int
    /// Steps and local modes: which of each `syncEvery` messages (batches) is followed by a
    /// sync. Sessions are given different ones for the same reason: all of them counting from the
    /// same start, every session would sync within the same tenth of a second — two thousand
    /// answers timed in one burst every 0.6 s, and none between.
    private let syncPhase: Int

    init?(port: Int, mode: Mode = .scenes, syncEvery: Int = 6, stepsPerMessage: Int = 6, phase: Int = 0) {
        self.port = port
        self.stepsPhase = phase
        self.syncPhase = (phase / max(1, stepsPerMessage)) % max(1, syncEvery)
        self.mode = mode
        self.syncEvery = max(1, syncEvery)
        self.stepsPerMessage = max(1, stepsPerMessage)
        guard let fd = Loopback.connect(port: port, timeout: 1, nonBlocking: true) else { return nil }
        self.fd = fd
    }

    deinit { Glibc.close(fd) }

    /// Where every read lands first: 64 KiB, made once.
    nonisolated(unsafe) private static let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 16)

    /// The socket can be written: finish connecting, then flush what waits.
    func writable() {
        if phase == .connecting {
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
            guard error == 0 else { return fail("connect: \(String(cString: strerror(error)))") }
            phase = .handshaking
            // A room's socket says its room, as the page's does (a proxy sends a room's players to one instance).
            let path = mode == .rooms ? "/ws?room=\(code ?? "")" : "/ws"
            queue(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
        }
        flush()
    }

    /// The socket can be read: read all there is and act on each whole message.
    func readable(now: () -> UInt64) {
        while true {
            // One buffer for every read of every session (one thread drives them all): the
            // client shares the machine with the server it loads, so it does not make and zero
            // a buffer for each read.
            let n = Glibc.read(fd, Self.readBuffer.baseAddress, Self.readBuffer.count)
            if n > 0 {
                incoming.append(contentsOf: UnsafeRawBufferPointer(rebasing: Self.readBuffer[0..<n]))
                continue
            }
            if n == 0 { return fail("the server closed the connection") }
            if errno == EAGAIN || errno == EWOULDBLOCK { break }
            return fail("read: \(String(cString: strerror(errno)))")
        }
        if phase == .handshaking {
            guard let end = headEnd() else { return }
            let head = String(decoding: incoming[0..<end], as: UTF8.self)
            guard head.hasPrefix("HTTP/1.1 101") else { return fail("handshake: \(head.prefix(80))") }
            readOffset = end
            phase = .welcoming
            if mode == .spectator {
                send(#"{"type":"spectate","version":1,"id":"\#(watching ?? "")"}"#)
                parseFrames(now: now)
                return
            }
            if mode == .rooms {
                let target = isHost ? #""game":"pieces","code":"\#(code ?? "")""# : #""code":"\#(code ?? "")""#
                send(#"{"type":"room","version":1,\#(target),"player":"Load","width":800,"height":600,"local":true}"#)
                parseFrames(now: now)
                return
            }
            let game = mode == .results ? #""tapit","options":{"mode":"standard"}"# : #""pieces""#
            send(#"{"type":"hello","version":1,"game":\#(game),"width":800,"height":600\#(local ? #","local":true"# : "")}"#)
        }
        parseFrames(now: now)
    }

    /// Sends the next pinch batch, remembering when if an answer will time it; returns whether
    /// one will (every batch of a session drawing scenes, every `syncEvery`-th of a local one).
    @discardableResult
    func sendBatch(at time: UInt64, measured: Bool) -> Bool {
        guard phase == .ready else { return false }
        batch += 1
        pageMs += 1000.0 / 60
        let spread = 90 + 30 * (Double(batch % 40) / 20 - 1) + 0.5 * Double(batch % 2)
        if mode == .results {
            // Nothing but a heartbeat a second: each first command runs out, a result, a new game.
            guard time - lastHeartbeat >= 1_000_000_000 else { return false }
            lastHeartbeat = time
            send(#"{"type":"steps","steps":[{"at":\#(pageClock(time))}]}"#)
            return false
        }
        if mode == .rooms {
            // One finger on the background, up and down (no shake, which is sideways), its own column.
            let x = 100 + 200 * Double((seat - 1) % 4), y = 500 + 40 * sin(Double(batch) / 8)
            let type = batch == 1 ? "down" : "move"
            sentAt.append(time)
            send(#"{"type":"input","seq":\#(batch),"events":[{"t":\#(pageMs),"type":"\#(type)","id":1,"x":\#(x),"y":\#(y)}]}"#)
            return true
        }
        if mode == .steps {
            // The text written straight into one string (the client shares the machine with the
            // server it loads): the same bytes as interpolating each step.
            if unsentCount == 0 { unsentSteps.append(#"{"type":"steps","steps":["#) } else { unsentSteps.append(",") }
            unsentSteps.append(#"{"at":"#)
            unsentSteps.append(pageClock(time).description)
            unsentSteps.append(#","inputs":"#)
            appendPinchEvents(spread, to: &unsentSteps)
            unsentSteps.append("}")
            unsentCount += 1
            guard unsentCount >= stepsPerMessage || (messagesSent == 0 && batch % stepsPerMessage == stepsPhase % stepsPerMessage) else { return false }
            unsentSteps.append("]}")
            send(unsentSteps)
            unsentSteps.removeAll(keepingCapacity: true)
            unsentCount = 0
            messagesSent += 1
            guard (messagesSent + syncPhase) % syncEvery == 0 else { return false }
            pending.append((time, measured))
            send(#"{"type":"sync"}"#)
            return true
        }
        send(pinch(spread))
        guard !local || (batch + stepsPhase) % syncEvery == 0 else { return false }
        pending.append((time, measured))
        if local { send(#"{"type":"sync"}"#) }
        return true
    }

    /// Batches sent and measured that no answer has timed yet.
    var unansweredMeasured: Int { pending[pendingHead...].filter(\.measured).count }

    /// The page's game clock at `time` (ns), in seconds, to the microsecond.
    private func pageClock(_ time: UInt64) -> Double {
        (Double(time &- welcomed) / 1000).rounded() / 1e6
    }

    private func headEnd() -> Int? {
        guard incoming.count >= 4 else { return nil }
        for i in 3..<incoming.count where incoming[i] == 10 && incoming[i - 1] == 13 && incoming[i - 2] == 10 && incoming[i - 3] == 13 {
            return i + 1
        }
        return nil
    }

    private func parseFrames(now: () -> UInt64) {
        while incoming.count - readOffset >= 2 {
            let b0 = incoming[readOffset], b1 = incoming[readOffset + 1]
            var length = Int(b1 & 0x7f), header = 2
            if length == 126 {
                guard incoming.count - readOffset >= 4 else { break }
                length = Int(incoming[readOffset + 2]) << 8 | Int(incoming[readOffset + 3])
                header = 4
            } else if length == 127 {
                guard incoming.count - readOffset >= 10 else { break }
                length = (0..<8).reduce(0) { $0 << 8 | Int(incoming[readOffset + 2 + $1]) }
                header = 10
            }
            guard incoming.count - readOffset >= header + length else { break }
            let start = readOffset + header
            readOffset = start + length
            switch b0 & 0x0f {
            case 0x1: message(start: start, length: length, now: now)
            case 0x9: Array(incoming[start..<start + length]).withUnsafeBufferPointer { queueFrame(opcode: 0xA, payload: $0) }
            case 0x8: return fail("the server closed the session")
            default: break
            }
        }
        if readOffset > 0 && readOffset == incoming.count {
            incoming.removeAll(keepingCapacity: true)
            readOffset = 0
        } else if readOffset > 1 << 20 {
            incoming.removeFirst(readOffset)
            readOffset = 0
        }
        flush()
    }

    /// Acts on one message. Scenes, `synced` and errors are told apart by their first bytes
    /// (the server writes scenes and `synced` itself, and its other messages with sorted keys:
    /// an error starts `{"fatal":`, a welcome `{"game":`).
    private func message(start: Int, length: Int, now: () -> UInt64) {
        let prefix = String(decoding: incoming[start..<min(start + 24, start + length)], as: UTF8.self)
        if prefix.hasPrefix(#"{"fatal":true"#) {
            return fail(String(decoding: incoming[start..<start + length], as: UTF8.self))
        }
        let isScene = prefix.hasPrefix(#"{"type":"scene""#)
        if mode == .spectator {
            if phase == .welcoming && prefix.hasPrefix(#"{"type":"spectating""#) { phase = .ready }
            messagesReceived += 1
            bytesReceived += length
            return
        }
        if mode == .rooms {
            rooms(start: start, length: length, prefix: prefix, now: now)
            return
        }
        if phase == .welcoming, let live = String(decoding: incoming[start..<start + length], as: UTF8.self).firstMatch(of: /"live":"([0-9a-f]+)"/) {
            liveID = String(live.1)
        }
        if mode == .results {
            if phase == .welcoming && (prefix.hasPrefix(#"{"bestScore":"#) || prefix.hasPrefix(#"{"game":"tapit""#)) {
                welcomed = now()
                lastHeartbeat = welcomed
                phase = .ready
                send(#"{"type":"steps","steps":[{"at":0.2,"press":"newGame"}]}"#)
            } else if prefix.hasPrefix(#"{"id":"#) {
                // A result saved (sorted keys: an unsaved one starts {"player":): a new game.
                resultsSaved += 1
                let at = pageClock(now())
                send(#"{"type":"steps","steps":[{"at":\#(at),"press":"newGame"}]}"#)
            }
            return
        }
        if local {
            if isScene { return fail("a session playing locally was sent a scene") }
            if phase == .welcoming && prefix.hasPrefix(#"{"game":"pieces""#) {
                phase = .starting
                welcomed = now()
                startPinch()
                send(#"{"type":"sync"}"#)
            } else if prefix.hasPrefix(#"{"type":"synced""#) {
                if phase == .starting { phase = .ready } else if phase == .ready { answer(now: now) }
            }
            return
        }
        guard isScene else { return }
        switch phase {
        case .welcoming:
            phase = .starting
            startPinch()
        case .starting:
            phase = .ready
        case .ready:
            answer(now: now)
        default: break
        }
    }

    /// A room's message: seated (the code and seat), the board (ready), or steps (each reported).
    private func rooms(start: Int, length: Int, prefix: String, now: () -> UInt64) {
        if prefix.hasPrefix(#"{"type":"steps""#) {
            let time = now()
            // Each step opens {"by":B,"n":N — read straight from the bytes (the client shares
            // the machine with the server it loads: a step is scanned, not parsed).
            var found: [(by: Int, n: Int)] = []
            incoming.withUnsafeBufferPointer { bytes in
                var i = start
                let end = start + length
                while i + 6 < end {
                    // {"by":
                    guard bytes[i] == 123, bytes[i + 1] == 34, bytes[i + 2] == 98, bytes[i + 3] == 121, bytes[i + 4] == 34, bytes[i + 5] == 58 else {
                        i += 1
                        continue
                    }
                    i += 6
                    var by = 0
                    while i < end, bytes[i] >= 48, bytes[i] <= 57 { by = by * 10 + Int(bytes[i] - 48); i += 1 }
                    guard i + 5 < end, bytes[i] == 44, bytes[i + 1] == 34, bytes[i + 2] == 110 else { continue }
                    i += 5
                    var n = 0
                    while i < end, bytes[i] >= 48, bytes[i] <= 57 { n = n * 10 + Int(bytes[i] - 48); i += 1 }
                    found.append((by, n))
                }
            }
            for step in found { onStep?(room, step.by, step.n, time) }
            return
        }
        let text = String(decoding: incoming[start..<start + length], as: UTF8.self)
        if prefix.hasPrefix(#"{"type":"room""#), !seated {
            guard let found = text.firstMatch(of: /"code":"([A-Z0-9]+)"/), let you = text.firstMatch(of: /"you":(\d+)/) else { return }
            code = String(found.1)
            seat = Int(you.1) ?? 0
            seated = true
            phase = .starting
        } else if prefix.hasPrefix(#"{"type":"board""#) {
            welcomed = now()
            phase = .ready
        } else if prefix.hasPrefix(#"{"type":"error""#) || prefix.hasPrefix(#"{"fatal":"#) {
            return fail(text)
        }
    }

    /// The host starts the room's round.
    func startRoom() { send(#"{"type":"start"}"#) }

    /// Two fingers down on the green square, then spread by 30 pt at once: the pinch begins,
    /// and every batch from then on changes the scene.
    private func startPinch() {
        let downs = #"[{"t":1000,"type":"down","id":1,"x":380,"y":300},{"t":1000,"type":"down","id":2,"x":420,"y":300}]"#
        if mode == .steps {
            pageMs += 1000.0 / 60
            send(#"{"type":"steps","steps":[{"at":0,"inputs":\#(downs)},{"at":0.001,"inputs":\#(pinchEvents(70))}]}"#)
            return
        }
        send(#"{"type":"input","events":\#(downs)}"#)
        pageMs += 1000.0 / 60
        send(pinch(70))
    }

    /// The oldest batch waiting for an answer has one.
    private func answer(now: () -> UInt64) {
        guard pendingHead < pending.count else { return }
        let (sent, measured) = pending[pendingHead]
        pendingHead += 1
        if pendingHead > 4096 {
            pending.removeFirst(pendingHead)
            pendingHead = 0
        }
        if measured { onAnswer?(now() - sent) }
    }

    func fail(_ reason: String) {
        guard phase != .failed else { return }
        phase = .failed
        failure = reason
        wantsWrite = false
    }
}
