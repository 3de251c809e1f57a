import Arcade
import ArgumentParser
import GestureReplay

/// `fingerplay replay`: a touch trace through a setup, or a game record through its game.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a touch trace and print every recognizer state change, or replay a game record and check its result.",
        discussion: """
            With --setup, FILE is a trace (JSON lines) and every recognizer state change is printed as a JSON \
            line (docs/replay.md). With neither option, FILE is a Gesture Lab download: its trace is replayed \
            through its setup and the exit status is 0 if the lines are the ones the Lab showed, 1 if not. With --game, FILE is a record from the arcade's leaderboard \
            (GET /api/scores/ID/record): the game is played again from it, its events and result are printed, \
            and the exit status is 0 if the result is the one saved, 1 if not. Bad input prints FILE:LINE: fault \
            on standard error and exits with status 2.
            """
    )

    @Option(name: .long, help: "The setup: viewport, views and recognizers (JSON).")
    var setup: String?

    @Option(name: .long, help: "The game a record is of: \(GameKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var game: String?

    @Argument(help: "The trace (with --setup), the record (with --game) or a Gesture Lab download.")
    var file: String

    func validate() throws {
        guard setup == nil || game == nil else { throw ValidationError("give --setup (a trace) or --game (a record), not both") }
    }

    func run() throws {
        if let game { try replayRecord(game) } else if let setup { try replayTrace(setup) } else { try replayLab() }
    }

    /// A Gesture Lab download: its setup and trace replayed; the lines must be the Lab's
    /// (``ReplayRun/lab(_:named:emit:)``, which the WebAssembly build runs too).
    private func replayLab() throws {
        try InputFiles.run(reading: [file]) { texts, emit in ReplayRun.lab(texts[0], named: file, emit: emit) }
    }

    private func replayTrace(_ setup: String) throws {
        try InputFiles.run(reading: [setup, file]) { texts, emit in
            ReplayRun.trace(setup: texts[0], named: setup, trace: texts[1], named: file, emit: emit)
        }
    }

    /// A game record played again (``RecordRun/replay(_:named:game:emit:)``, which the
    /// WebAssembly build runs too).
    private func replayRecord(_ name: String) throws {
        try InputFiles.run(reading: [file]) { texts, emit in RecordRun.replay(texts[0], named: file, game: name, emit: emit) }
    }
}
