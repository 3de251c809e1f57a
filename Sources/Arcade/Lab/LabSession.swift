import GestureReplay
import Games
import Gestures

/// A Gesture Lab session: every standard recognizer on one surface, the page's input fed to
/// it, and each recognizer state change reported as the replay line `fingerplay replay`
/// prints for it — so what the Lab shows is, line for line, what the downloaded file replays to.
public final class LabSession {
    /// The setup in force (replay format).
    public private(set) var setupText: String
    /// Every state change so far, as replay output lines.
    public private(set) var lines: [String] = []
    /// Called with each new line.
    public var onLine: ((String) -> Void)?
    /// What the surface is for: input goes to the recognizers or to the stroke pad.
    /// Default ``LabMode/gestures``; see ``switchMode(to:)``.
    public private(set) var mode = LabMode.gestures
    /// The stroke pad, on the same surface; it keeps its templates while the mode changes.
    public let pad: StrokePad

    /// The most bytes of input a Lab session keeps before it starts afresh. 4 MiB, as a game
    /// round's record.
    public static let maximumTraceBytes = 4 << 20
    /// The most state-change lines a Lab session keeps before it starts afresh. 50,000.
    public static let maximumLines = 50_000
    /// How many times the session started afresh because it outgrew ``maximumTraceBytes`` or
    /// ``maximumLines`` (the page is told, and its log cleared).
    public private(set) var freshStarts = 0

    private var engine: GestureEngine
    private var input: PageInput
    private var recorder = TraceRecorder(byteLimit: LabSession.maximumTraceBytes)
    private var configuration = LabConfiguration()
    private let size: Size

    /// A Lab of `width` × `height` points (clamped as a game's screen is) running `configuration`.
    public init(configuration: LabConfiguration, width: Double, height: Double) throws(ArcadeError) {
        guard width.isFinite, height.isFinite else { throw ArcadeError("the screen size is not a finite number") }
        let range = GameSession.sideRange
        size = Size(width: min(max(width, range.lowerBound), range.upperBound).rounded(),
                    height: min(max(height, range.lowerBound), range.upperBound).rounded())
        engine = GestureEngine(viewport: size)
        input = PageInput(engine: engine)
        setupText = ""
        pad = StrokePad(size: size)
        try configure(configuration)
    }

    /// The surface's size, in points.
    public var surface: Size { size }

    /// Starts afresh with `configuration`: a new engine at the same time, an empty trace and log.
    public func configure(_ configuration: LabConfiguration) throws(ArcadeError) {
        let unknown = configuration.enabled.filter { !LabConfiguration.recognizers.contains($0) }
        guard unknown.isEmpty else {
            throw ArcadeError("unknown Lab recognizer \"\(unknown[0])\" (\(LabConfiguration.recognizers.joined(separator: ", ")))")
        }
        let text = configuration.setup(width: size.width, height: size.height)
        let setup: ReplaySetup
        do { setup = try ReplaySetup(text: text, file: "setup.json") } catch { throw ArcadeError("the Lab's setup is wrong: \(error)") }
        let fresh = GestureEngine(viewport: size, start: engine.now)
        do { _ = try setup.build(in: fresh) } catch { throw ArcadeError("the Lab's setup is wrong: \(error)") }
        engine = fresh
        input = PageInput(engine: fresh)
        recorder = TraceRecorder(byteLimit: Self.maximumTraceBytes)
        recorder.attach(to: fresh)
        self.configuration = configuration
        setupText = text
        lines = []
        fresh.onTransition = { [unowned self] transition in
            let line = Replay.line(for: transition)
            lines.append(line)
            onLine?(line)
        }
    }

    /// Gives the surface to the recognizers or to the pad. Pointers still down on the side
    /// left are cancelled, as the system cancels touches when a view is taken from under them.
    public func switchMode(to newMode: LabMode) {
        guard newMode != mode else { return }
        switch mode {
        case .gestures: input.cancelAll()
        case .strokes: pad.cancelPointers()
        }
        mode = newMode
    }

    /// The Lab's recognizers' clock, in seconds: the server's clock less the input latency,
    /// where the last step left it.
    public var now: Double { engine.now }

    /// When, in seconds of the server's clock, a timer of the Lab's or the pad's engine is next
    /// due; nil when none is set.
    public var nextWake: Double? {
        switch (input.nextDeadline, pad.nextDeadline) {
        case let (a?, b?): return min(a, b)
        case let (a, b): return a ?? b
        }
    }

    /// Lets the Lab's clocks (the recognizers' and the pad's) run to `serverTime` less the
    /// input latency.
    public func advance(to serverTime: Double) {
        input.advance(to: serverTime)
        pad.advance(to: serverTime)
    }

    /// Hands the page's inputs to the recognizers or to the pad, by ``mode``; returns a message
    /// per refused input.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        switch mode {
        case .gestures:
            let problems = input.receive(inputs, arrivedAt: serverTime)
            guard recorder.isFull || lines.count >= Self.maximumLines else { return problems }
            // Too much to keep and still replay: start afresh, as a reconfiguration does.
            try? configure(configuration)
            freshStarts += 1
            return problems + ["the Lab started afresh: a session keeps at most \(Self.maximumTraceBytes >> 20) MiB of input and \(Self.maximumLines) lines"]
        case .strokes: return pad.receive(inputs, arrivedAt: serverTime)
        }
    }

    /// The Lab's picture: the surface, with a word of help for the mode.
    public func scene() -> Scene {
        var scene = Scene(size: size, background: ScenePalette.surface)
        let help = mode == .gestures ? "Try a gesture anywhere here" : "Draw a shape with one finger"
        scene.add(ScenePalette.label("help", help, center: Point(x: size.width / 2, y: 24),
                                     width: size.width, size: 15, color: ScenePalette.dim))
        return scene
    }

    /// The session as one downloadable file (docs/replay.md): the setup, the trace and the lines
    /// shown. Timers still pending fire first, so the file holds exactly what a replay prints.
    public func file() -> LabFile {
        engine.runUntilIdle()
        return LabFile(setup: setupText, trace: recorder.text, transitions: lines)
    }
}
