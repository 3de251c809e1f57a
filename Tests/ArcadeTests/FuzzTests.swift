import Foundation
import Fuzzing
import Testing

/// A short stretch of the seeded fuzzers (`fingerplay fuzz` runs them for as long as asked).
@Suite struct FuzzTests {
    @Test("3,000 garbled message sessions and 3,000 garbled replay files trap nothing (seed 1)")
    func shortRun() async throws {
        // In stretches of 250, yielding between: a long run on one of the shared pool's few
        // threads would starve the live servers other suites are playing against.
        var messages: [MessageFuzzer.Report] = []
        for start in stride(from: 0, to: 3000, by: 250) {
            messages.append(MessageFuzzer.run(seed: 1, cases: start..<start + 250))
            await Task.yield()
        }
        #expect(messages.map(\.cases).reduce(0, +) == 3000 && messages.map(\.sessions).reduce(0, +) > 2000
                && messages.map(\.refused).reduce(0, +) > 10_000)
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        let samples = try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted().compactMap { name -> ReplayFuzzer.Sample? in
            let dir = examples.appendingPathComponent(name)
            guard let setup = try? String(contentsOf: dir.appendingPathComponent("setup.json"), encoding: .utf8),
                  let trace = try? String(contentsOf: dir.appendingPathComponent("trace.jsonl"), encoding: .utf8) else { return nil }
            return ReplayFuzzer.Sample(setup: setup, trace: trace)
        }
        #expect(samples.count >= 6)
        var replays: [ReplayFuzzer.Report] = []
        for start in stride(from: 0, to: 3000, by: 250) {
            replays.append(ReplayFuzzer.run(seed: 1, cases: start..<start + 250, samples: samples))
            await Task.yield()
        }
        #expect(replays.map(\.cases).reduce(0, +) == 3000 && replays.map(\.replayed).reduce(0, +) > 150
                && replays.map(\.refused).reduce(0, +) > 2000)
    }
}
