import Foundation
import Fuzzing
import Testing

/// A short stretch of the seeded fuzzers (`fingerplay fuzz` runs them for as long as asked).
@Suite struct FuzzTests {
    @Test("3,000 garbled message sessions and 3,000 garbled replay files trap nothing (seed 1)")
    func shortRun() throws {
        let messages = MessageFuzzer.run(seed: 1, cases: 0..<3000)
        #expect(messages.cases == 3000 && messages.sessions > 2000 && messages.refused > 10_000)
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        let samples = try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted().compactMap { name -> ReplayFuzzer.Sample? in
            let dir = examples.appendingPathComponent(name)
            guard let setup = try? String(contentsOf: dir.appendingPathComponent("setup.json"), encoding: .utf8),
                  let trace = try? String(contentsOf: dir.appendingPathComponent("trace.jsonl"), encoding: .utf8) else { return nil }
            return ReplayFuzzer.Sample(setup: setup, trace: trace)
        }
        #expect(samples.count >= 6)
        let replays = ReplayFuzzer.run(seed: 1, cases: 0..<3000, samples: samples)
        #expect(replays.cases == 3000 && replays.replayed > 150 && replays.refused > 2000)
    }
}
