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

    /// `text` read as a Gesture Lab download, or an error saying what the file is instead: a
    /// touch trace given without its setup, text that is not JSON (with the line), or JSON that
    /// is not a Lab file (with what is missing).
    static func labFile(_ text: String, file: String) throws(ReplayError) -> LabFile {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch {
            // One JSON object per line, with times: a trace.
            let lines = text.split(whereSeparator: \.isNewline)
            if let first = lines.first, let node = try? JSONParser.parse(String(first)), node["t"] != nil {
                throw ReplayError(file: file, line: nil, message: "this is a touch trace: give its setup with --setup SETUP.json (or --game NAME for a game record)")
            }
            throw ReplayError(file: file, line: error.line, message: "not JSON: \(error.message)")
        }
        if root["t"] != nil {
            throw ReplayError(file: file, line: nil, message: "this is a touch trace: give its setup with --setup SETUP.json (or --game NAME for a game record)")
        }
        if root["game"] != nil, root["trace"] != nil {
            throw ReplayError(file: file, line: nil, message: "this is a game record: give its game with --game NAME")
        }
        do { return try JSONDecoder().decode(LabFile.self, from: Data(text.utf8)) } catch {
            throw ReplayError(file: file, line: nil, message: "not a Gesture Lab file: \(ArcadeError.describing(error)) (give --setup for a trace, --game for a record)")
        }
    }

    /// A Gesture Lab download: its setup and trace replayed; the lines must be the Lab's.
    private func replayLab() throws {
        let output = OutputBuffer()
        let lab: LabFile
        let printed: [String]
        do throws(ReplayError) {
            let text = try InputFiles.text(of: file)
            lab = try Self.labFile(text, file: file)
            guard lab.format == "fingerplay-lab", lab.version == 1 else {
                throw ReplayError(file: file, line: nil, message: "not a version 1 Gesture Lab file")
            }
            let setup = try ReplaySetup(text: lab.setup, file: "\(file) setup")
            let trace = try ReplayTrace(text: lab.trace, file: "\(file) trace")
            var lines: [String] = []
            try Replay.run(setup: setup, trace: trace) { lines.append($0) }
            printed = lines
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
        for line in printed { output.write(line) }
        output.flush()
        if printed != lab.transitions {
            let index = zip(printed, lab.transitions).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(printed.count, lab.transitions.count)
            FileHandle.standardError.write(Data("\(file): the replay differs from what the Lab showed at line \(index + 1)\n".utf8))
            throw ExitCode(1)
        }
    }

    private func replayTrace(_ setup: String) throws {
        let output = OutputBuffer()
        do throws(ReplayError) {
            let (setup, trace) = try InputFiles.load(setup: setup, trace: file)
            guard trace.inputCount > 0 else { throw ReplayError(file: file, line: nil, message: "the trace has no events") }
            try Replay.run(setup: setup, trace: trace) { output.write($0) }
        } catch {
            output.flush()
            InputFiles.report(error)
            throw ExitCode(2)
        }
        output.flush()
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
