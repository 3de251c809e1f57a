import ArgumentParser
import GestureReplay

/// `fingerplay replay --setup SETUP.json TRACE.jsonl`: one JSON line per recognizer state change.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a touch trace and print every recognizer state change as a JSON line.",
        discussion: "Bad input prints FILE:LINE: fault on standard error and exits with status 2. See docs/replay.md."
    )

    @Option(name: .long, help: "The setup: viewport, views and recognizers (JSON).")
    var setup: String

    @Argument(help: "The trace: one event per line (JSON lines).")
    var trace: String

    func run() throws {
        let output = OutputBuffer()
        do {
            let (setup, trace) = try InputFiles.load(setup: setup, trace: trace)
            try Replay.run(setup: setup, trace: trace) { output.write($0) }
        } catch {
            output.flush()
            InputFiles.report(error)
            throw ExitCode(2)
        }
        output.flush()
    }
}
