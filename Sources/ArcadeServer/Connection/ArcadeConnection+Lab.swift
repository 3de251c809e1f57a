import Arcade
import ArcadeProtocol

extension ArcadeConnection {
    /// A Lab message: configures the Lab, makes its file, or works its stroke pad.
    func handleLab(_ message: ClientMessage, _ lab: LabSession) async -> [Outbox.Message] {
        do throws(ArcadeError) {
            switch message {
            case .configure(let configuration):
                try lab.configure(configuration)
                machine.updateLab { $0.configuration = configuration }
                return [send(.lab(labState(lab)))]
            case .download:
                // Pending timers fire first, so the file holds every line a replay prints; they
                // are shown before the file is sent.
                let file = lab.file()
                return await update() + [send(.download(file))]
            case .mode(let name):
                guard let mode = LabMode(rawValue: name) else {
                    throw ArcadeError("unknown Lab mode \"\(name)\" (\(LabMode.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                lab.switchMode(to: mode)
            case .addTemplate(let name): try lab.pad.addTemplate(named: name)
            case .removeTemplate(let index): try lab.pad.removeTemplate(at: index)
            case .loadTemplates(let set): try lab.pad.load(json: set)
            default: return []
            }
            machine.updateLab { $0.pendingReading = false }
            return [send(.strokePad(padState(lab, withSet: true)))]
        } catch {
            return [self.error(error.message, fatal: false)]
        }
    }

    /// The Lab's surface and setup in force.
    @inline(never)
    func labState(_ lab: LabSession) -> ServerMessage.LabState {
        ServerMessage.LabState(width: lab.surface.width, height: lab.surface.height, lab: machine.labConfiguration, setup: lab.setupText)
    }

    /// The stroke pad as the page shows it; `withSet` when its templates changed.
    @inline(never)
    func padState(_ lab: LabSession, withSet: Bool) -> ServerMessage.StrokePad {
        ServerMessage.StrokePad(mode: lab.mode, templates: lab.pad.templates.templates.map(\.name), reading: lab.pad.reading,
                                set: withSet ? lab.pad.templates : nil)
    }

    /// Opens the Gesture Lab (a `hello` of game "lab").
    @inline(never)
    func startLab(_ hello: ClientMessage.Hello) throws(ArcadeError) -> Outbox.Message {
        try Self.checkVersion(hello.version)
        let configuration = hello.lab ?? LabConfiguration()
        let lab = try LabSession(configuration: configuration, width: hello.width ?? 800, height: hello.height ?? 600)
        lab.onLine = { [unowned self] line in self.assumeIsolated { $0.machine.updateLab { $0.pendingLines.append(line) } } }
        lab.pad.onReading = { [unowned self] _ in self.assumeIsolated { $0.machine.updateLab { $0.pendingReading = true } } }
        route(machine.begin(ConnectionStateMachine.Lab(session: lab, configuration: configuration)))
        sessionMeter = metrics.sessions(game: "lab", mode: "scenes")
        sessionMeter?.increment()
        logger.info("session start", metadata: ["game": "lab", "screen": "\(Int(lab.surface.width))x\(Int(lab.surface.height))"])
        return send(.labWelcome(labState(lab)))
    }
}
