import ArgumentParser
import Foundation
import Fuzzing

/// `fingerplay fuzz`: the seeded fuzzers of the page's messages and of replay files, for as long
/// as asked (the tests run a short stretch of each).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz the arcade's message reader and sessions, and the replay readers and engine, with seeded mutations.",
        discussion: """
            Every case is made from --seed and its number alone, so a case that traps is reproduced \
            with --seed S --first K --cases 1. Cases go in rounds of 1,000 (half messages, half replay \
            files) until --seconds have passed or --cases are done; each round prints a line. A trap \
            ends the process: the last line printed says which round it was in. The replay cases \
            mutate the setups and traces under --examples (default Examples).
            """
    )

    @Option(help: "The seed.")
    var seed: UInt64 = 1
    @Option(help: "The first case's number.")
    var first = 0
    @Option(help: "How many cases at most (default: no limit but --seconds).")
    var cases: Int?
    @Option(help: "How long to run, in seconds.")
    var seconds = 60.0
    @Option(help: "The folder of example setups and traces to mutate.")
    var examples = "Examples"

    func validate() throws {
        guard first >= 0, cases.map({ $0 > 0 }) ?? true, seconds > 0 else { throw ValidationError("--first, --cases and --seconds must be positive") }
    }

    func run() throws {
        let samples = try Self.samples(in: examples)
        let start = ContinuousClock.now
        var k = first
        let end = cases.map { first + $0 } ?? Int.max
        while k < end && ContinuousClock.now - start < .seconds(seconds) {
            let round = k..<min(end, k + 1000)
            FileHandle.standardOutput.write(Data("cases \(round.lowerBound)–\(round.upperBound - 1) …".utf8))
            let messages = MessageFuzzer.run(seed: seed, cases: round)
            let replays = ReplayFuzzer.run(seed: seed, cases: round, samples: samples)
            FileHandle.standardOutput.write(Data((" messages: \(messages.messages) read, \(messages.refused) refused, \(messages.sessions) sessions; "
                  + "replays: \(replays.replayed) ran, \(replays.refused) refused\n").utf8))
            k = round.upperBound
        }
        FileHandle.standardOutput.write(Data("ok: \(k - first) cases of seed \(seed) in \(Int((ContinuousClock.now - start).components.seconds)) s, nothing trapped\n".utf8))
    }

    /// The setup and trace of every example folder under `folder`.
    static func samples(in folder: String) throws -> [ReplayFuzzer.Sample] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let samples = names.sorted().compactMap { name -> ReplayFuzzer.Sample? in
            let dir = (folder as NSString).appendingPathComponent(name)
            guard let setup = try? String(contentsOfFile: dir + "/setup.json", encoding: .utf8),
                  let trace = try? String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8) else { return nil }
            return ReplayFuzzer.Sample(setup: setup, trace: trace)
        }
        guard !samples.isEmpty else { throw ValidationError("no setup.json and trace.jsonl under \(folder)") }
        return samples
    }
}
