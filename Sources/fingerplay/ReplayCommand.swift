import Arcade
import ArgumentParser
import Foundation
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
        let output = OutputBuffer()
        let outcome: ReplayRun.Outcome
        do throws(ReplayError) {
            let text = try InputFiles.text(of: file)
            outcome = ReplayRun.lab(text, named: file) { output.write($0) }
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
        try finish(outcome, output)
    }

    private func replayTrace(_ setup: String) throws {
        let output = OutputBuffer()
        let outcome: ReplayRun.Outcome
        do throws(ReplayError) {
            let setupText = try InputFiles.text(of: setup)
            let traceText = try InputFiles.text(of: file)
            outcome = ReplayRun.trace(setup: setupText, named: setup, trace: traceText, named: file) { output.write($0) }
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
        try finish(outcome, output)
    }

    private func finish(_ outcome: ReplayRun.Outcome, _ output: OutputBuffer) throws {
        output.flush()
        for line in outcome.errorLines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// A game record played again (``RecordRun/replay(_:named:game:emit:)``, which the
    /// WebAssembly build runs too).
    private func replayRecord(_ name: String) throws {
        let output = OutputBuffer()
        let outcome: ReplayRun.Outcome
        do throws(ReplayError) {
            let text = try InputFiles.text(of: file)
            outcome = RecordRun.replay(text, named: file, game: name) { output.write($0) }
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
        try finish(outcome, output)
    }
}
