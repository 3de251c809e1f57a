import Arcade
import Foundation
import GestureReplay
import Games
import Logging
import Strokes

/// One WebSocket's game session on the server: it reads the page's messages, runs the
/// session's engine and game, saves results with their records, and says what to send back.
/// An actor, so the message loop and the clock that advances the game between messages never
/// touch the engine at once.
actor ArcadeConnection {
    /// The most events one `input` message may carry.
    static let maximumEventsPerMessage = 1000
    /// Messages per second a page may send on average (a page sends one per frame, 60).
    static let messagesPerSecond = 120.0
    /// Messages a page may send in a burst above that rate.
    static let burst = 240.0

    private let store: ScoreStore?
    private let logger: Logger
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var session: GameSession?
    private var lab: LabSession?
    private var labConfiguration = LabConfiguration()
    private var pendingLines: [String] = []
    private var pendingReading = false
    private var player = "Player"
    private var lastScene: Scene?
    private var unsaved: [Int] = []
    private var saved: [GameResult] = []
    private var tokens = ArcadeConnection.burst
    private var lastRefill: ContinuousClock.Instant
    private let encoder = JSONEncoder()

    init(store: ScoreStore?, logger: Logger) {
        self.store = store
        self.logger = logger
        started = clock.now
        lastRefill = started
        encoder.outputFormatting = [.sortedKeys]
    }

    /// Seconds since the connection opened: the server's clock for this session.
    private var serverTime: Double {
        let d = started.duration(to: clock.now).components
        return Double(d.seconds) + Double(d.attoseconds) / 1e18
    }

    /// Handles one text message; returns the messages to send and whether to close.
    func handle(_ text: String) async -> (messages: [String], close: Bool) {
        guard takeToken() else {
            return ([error("too many messages: at most \(Int(Self.messagesPerSecond)) a second", fatal: true)], true)
        }
        let message: ClientMessage
        do {
            message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            return ([self.error("malformed message: \(ArcadeError.describing(error))", fatal: session == nil)], session == nil)
        }
        var out: [String] = []
        switch message.type {
        case "hello":
            guard session == nil && lab == nil else { return ([error("the session has already begun", fatal: false)], false) }
            do {
                out.append(message.game == "lab" ? try startLab(message) : try start(message))
            } catch {
                return ([self.error(error.message, fatal: true)], true)
            }
        case "input":
            guard session != nil || lab != nil else { return ([error("send hello first", fatal: true)], true) }
            let events = message.events ?? []
            guard events.count <= Self.maximumEventsPerMessage else {
                return ([error("an input message may carry at most \(Self.maximumEventsPerMessage) events; \(events.count) dropped", fatal: false)], false)
            }
            let problems = session?.receive(events, arrivedAt: serverTime) ?? lab?.receive(events, arrivedAt: serverTime) ?? []
            out += problems.prefix(3).map { error($0, fatal: false) }
        case "press":
            guard let session else { return ([error(lab == nil ? "send hello first" : "the Lab has no buttons", fatal: lab == nil)], lab == nil) }
            do { try session.press(message.id ?? "") } catch { out.append(self.error(error.message, fatal: false)) }
        case "configure":
            guard let lab else { return ([error("only the Gesture Lab can be configured", fatal: false)], false) }
            do {
                let configuration = message.lab ?? LabConfiguration()
                try lab.configure(configuration)
                labConfiguration = configuration
                out.append(encode(LabMessage(type: "lab", width: lab.surface.width, height: lab.surface.height, lab: configuration, setup: lab.setupText)))
            } catch { out.append(self.error(error.message, fatal: false)) }
        case "download":
            guard let lab else { return ([error("only the Gesture Lab has a download", fatal: false)], false) }
            // Pending timers fire first, so the file holds every line a replay prints; they
            // are shown before the file is sent.
            let file = lab.file()
            out += await update()
            out.append(encode(DownloadMessage(file: file)))
        case "name":
            player = Self.playerName(message.player)
        case "mode", "addTemplate", "removeTemplate", "loadTemplates":
            guard let lab else { return ([error("only the Gesture Lab has a stroke pad", fatal: false)], false) }
            do throws(ArcadeError) {
                switch message.type {
                case "mode":
                    guard let mode = LabMode(rawValue: message.mode ?? "") else {
                        throw ArcadeError("unknown Lab mode \"\(message.mode ?? "")\" (\(LabMode.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    lab.switchMode(to: mode)
                case "addTemplate": try lab.pad.addTemplate(named: message.name ?? "")
                case "removeTemplate": try lab.pad.removeTemplate(at: message.index ?? -1)
                default: try lab.pad.load(json: message.set ?? "")
                }
                pendingReading = false
                out.append(encode(padMessage(lab, withSet: true)))
            } catch { out.append(self.error(error.message, fatal: false)) }
        default:
            let open = session != nil || lab != nil
            out.append(error("unknown message type \"\(message.type)\" (hello, input, press, name, configure, download, mode, addTemplate, removeTemplate, loadTemplates)", fatal: !open))
            if !open { return (out, true) }
        }
        out += await update()
        return (out, false)
    }

    /// Lets the game's clock run on and returns what changed.
    func tick() async -> [String] {
        guard session != nil || lab != nil else { return [] }
        return await update()
    }

    /// Logs the end of the session.
    func end() {
        if lab != nil {
            logger.info("session end", metadata: ["game": "lab", "duration": "\(JSONOutput.number(serverTime, decimals: 1)) s", "result": "none"])
        }
        guard let kind = session?.game.kind else { return }
        let results = saved.map { "\(JSONOutput.number($0.value)) \($0.unit)\($0.category.isEmpty ? "" : " (\($0.category))")" }
        logger.info("session end", metadata: [
            "game": "\(kind.rawValue)", "duration": "\(JSONOutput.number(serverTime, decimals: 1)) s",
            "result": "\(results.isEmpty ? "none" : results.joined(separator: ", "))",
        ])
    }

    private func start(_ message: ClientMessage) throws(ArcadeError) -> String {
        try Self.checkVersion(message)
        guard let name = message.game, let kind = GameKind(rawValue: name) else {
            throw ArcadeError("unknown game \"\(message.game ?? "")\" (\(GameKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let seed = UInt64.random(in: 0..<(1 << 53))
        let session = try GameSession(kind: kind, options: message.options ?? GameOptions(), seed: seed,
                                      width: message.width ?? 800, height: message.height ?? 600)
        session.onResult = { [unowned self] _ in
            // Called inside the engine; saved once the step is over.
            self.assumeIsolated { $0.unsaved.append(($0.session?.game.results.count ?? 1) - 1) }
        }
        self.session = session
        player = Self.playerName(message.player)
        let size = session.engine.rootView.bounds.size
        logger.info("session start", metadata: ["game": "\(kind.rawValue)", "seed": "\(seed)", "screen": "\(Int(size.width))x\(Int(size.height))"])
        return encode(WelcomeMessage(game: kind.rawValue, title: kind.title, options: session.game.options, seed: seed,
                                     width: size.width, height: size.height))
    }

    private func startLab(_ message: ClientMessage) throws(ArcadeError) -> String {
        try Self.checkVersion(message)
        let configuration = message.lab ?? LabConfiguration()
        let lab = try LabSession(configuration: configuration, width: message.width ?? 800, height: message.height ?? 600)
        lab.onLine = { [unowned self] line in self.assumeIsolated { $0.pendingLines.append(line) } }
        lab.pad.onReading = { [unowned self] _ in self.assumeIsolated { $0.pendingReading = true } }
        self.lab = lab
        labConfiguration = configuration
        logger.info("session start", metadata: ["game": "lab", "screen": "\(Int(lab.surface.width))x\(Int(lab.surface.height))"])
        return encode(LabMessage(type: "welcome", width: lab.surface.width, height: lab.surface.height, lab: configuration, setup: lab.setupText))
    }

    private static func checkVersion(_ message: ClientMessage) throws(ArcadeError) {
        guard message.version == WireProtocol.version else {
            let theirs = message.version.map(String.init) ?? "none"
            throw ArcadeError("this page speaks protocol version \(theirs) and the server version \(WireProtocol.version): reload the page")
        }
    }

    private func update() async -> [String] {
        if let lab {
            lab.advance(to: serverTime)
            var out = pendingLines.map { encode(TransitionMessage(line: $0)) }
            pendingLines = []
            if pendingReading {
                pendingReading = false
                out.append(encode(padMessage(lab, withSet: false)))
            }
            let scene = lab.scene()
            if scene != lastScene {
                lastScene = scene
                out.append(SceneJSON.message(time: serverTime, scene: scene))
            }
            return out
        }
        guard let session else { return [] }
        session.advance(to: serverTime)
        var out: [String] = []
        while !unsaved.isEmpty {
            let index = unsaved.removeFirst()
            guard let record = session.record(forResult: index) else { continue }
            var id: Int?
            if let store, record.result.game.keepsScores {
                do { id = try await store.add(record, player: player) } catch {
                    logger.error("could not save a result", metadata: ["error": "\(error)"])
                    out.append(self.error("the result could not be saved", fatal: false))
                }
            }
            saved.append(record.result)
            out.append(encode(ResultMessage(id: id, player: player, result: record.result)))
        }
        let scene = session.scene()
        if scene != lastScene {
            lastScene = scene
            out.append(SceneJSON.message(time: session.engine.now, scene: scene))
        }
        return out
    }

    private func padMessage(_ lab: LabSession, withSet: Bool) -> StrokePadMessage {
        StrokePadMessage(mode: lab.mode, templates: lab.pad.templates.templates.map(\.name), reading: lab.pad.reading,
                         set: withSet ? lab.pad.templates : nil)
    }

    private func takeToken() -> Bool {
        let now = clock.now
        let d = lastRefill.duration(to: now).components
        lastRefill = now
        tokens = min(Self.burst, tokens + (Double(d.seconds) + Double(d.attoseconds) / 1e18) * Self.messagesPerSecond)
        tokens -= 1
        return tokens >= 0
    }

    private func error(_ message: String, fatal: Bool) -> String {
        encode(ErrorMessage(message: message, fatal: fatal))
    }

    private func encode<T: Encodable>(_ value: T) -> String {
        (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? #"{"type":"error","message":"the server could not encode a reply","fatal":true}"#
    }

    /// A player's name as shown: trimmed, at most 20 characters, "Player" when empty.
    static func playerName(_ raw: String?) -> String {
        let trimmed = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines).filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } }
        let name = String(trimmed.prefix(20)).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? "Player" : name
    }
}
