import Arcade
import Foundation
import GestureReplay

/// Feeds garbled replay files to the replay's readers and engine: a setup or a trace of the
/// corpus mutated (see ``Mutator``), read with ``ReplaySetup`` and ``ReplayTrace`` and run
/// with ``Replay/run(setup:trace:emit:)``; and game records with a mutated trace, options or
/// numbers, decoded and replayed. A case passes when nothing traps; a refusal is a
/// ``ReplayError`` or ``ArcadeError`` with a message.
public enum ReplayFuzzer {
    /// A setup and a trace that replay (an example's, say).
    public struct Sample: Sendable {
        /// The SETUP.json text.
        public var setup: String
        /// The TRACE.jsonl text.
        public var trace: String

        /// A sample; see the properties.
        public init(setup: String, trace: String) {
            self.setup = setup
            self.trace = trace
        }
    }

    /// What a run found.
    public struct Report: Sendable {
        /// Cases run.
        public var cases = 0
        /// Cases that replayed to the end.
        public var replayed = 0
        /// Cases refused with an error.
        public var refused = 0
    }

    /// A small game record that replays, to mutate.
    static let record = #"{"format":2,"game":"tapit","options":{"mode":"standard"},"seed":42,"width":600,"height":600,"round":1,"start":0.5,"carry":{"bestScore":3},"resultIndex":0,"result":{"game":"tapit","category":"standard","value":0,"unit":"moves","higherIsBetter":true,"time":5.5},"trace":"{\"t\":900,\"type\":\"down\",\"id\":1,\"x\":300,\"y\":300,\"kind\":\"touch\"}\n{\"t\":960,\"type\":\"up\",\"id\":1,\"x\":300,\"y\":300,\"kind\":\"touch\"}\n"}"#

    /// Runs cases `range` of `seed` over `samples`.
    public static func run(seed: UInt64, cases range: Range<Int>, samples: [Sample]) -> Report {
        precondition(!samples.isEmpty, "the replay fuzzer needs at least one sample")
        var report = Report()
        for k in range {
            var m = Mutator(seed: LiveGame.roundSeed(seed &+ 0x5EED, round: k + 1))
            report.cases += 1
            switch m.int(0...4) {
            case 0:
                var text = record
                for _ in 0..<m.int(1...3) { text = m.mutate(text) }
                do {
                    let decoded = try JSONDecoder().decode(GameRecord.self, from: Data(text.utf8))
                    _ = try decoded.verify()
                    report.replayed += 1
                } catch {
                    report.refused += 1
                }
            default:
                let sample = m.pick(samples), other = m.pick(samples)
                let mutateSetup = m.int(0...1) == 0
                let setup = mutateSetup ? (m.int(0...1) == 0 ? m.mutate(sample.setup, other: other.setup) : m.mutateOneLine(sample.setup)) : sample.setup
                let trace = mutateSetup ? sample.trace : (m.int(0...3) == 0 ? m.mutate(sample.trace, other: other.trace) : m.mutateOneLine(sample.trace))
                do throws(ReplayError) {
                    let parsedSetup = try ReplaySetup(text: setup, file: "setup.json")
                    let parsedTrace = try ReplayTrace(text: trace, file: "trace.jsonl")
                    var lines = 0
                    try Replay.run(setup: parsedSetup, trace: parsedTrace) { _ in lines += 1 }
                    report.replayed += 1
                } catch {
                    precondition(!error.message.isEmpty)
                    report.refused += 1
                }
            }
        }
        return report
    }
}
