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

    private func replayRecord(_ name: String) throws {
        let output = OutputBuffer()
        let record: GameRecord
        do throws(ReplayError) {
            let text = try InputFiles.text(of: file)
            guard let kind = GameKind(rawValue: name) else {
                throw ReplayError(file: file, line: nil, message: "unknown game \"\(name)\" (\(GameKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            do { record = try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8)) } catch {
                throw ReplayError(file: file, line: nil, message: "not a game record: \(error)")
            }
            guard record.game == kind else {
                throw ReplayError(file: file, line: nil, message: "the record is of \(record.game.rawValue), not \(kind.rawValue)")
            }
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
        let results: [GameResult]
        do {
            results = try record.replay { time, event in
                output.write("{\"t\":\(JSONOutput.number(time * 1000)),\"event\":\(JSONOutput.string(event))}")
            }
        } catch {
            output.flush()
            InputFiles.report(ReplayError(file: file, line: nil, message: error.message))
            throw ExitCode(2)
        }
        let got = results.indices.contains(record.resultIndex) ? results[record.resultIndex] : nil
        output.write("{\"result\":\(got.map(Self.describe) ?? "null"),\"saved\":\(Self.describe(record.result)),\"matches\":\(got == record.result)}")
        output.flush()
        if got != record.result { throw ExitCode(1) }
    }

    private static func describe(_ r: GameResult) -> String {
        "{\"game\":\"\(r.game.rawValue)\",\"category\":\(JSONOutput.string(r.category)),\"value\":\(JSONOutput.number(r.value, decimals: 6)),\"unit\":\"\(r.unit)\",\"t\":\(JSONOutput.number(r.time * 1000))}"
    }
}
