import ArcadeProbe
import ArgumentParser
import Foundation
import Games
import Gestures
import Strokes

/// `fingerplay strokes-bench`: the user-dependent protocol of the $1 paper on its own logs.
struct StrokesBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strokes-bench",
        abstract: "Measure the stroke recognizer on the $1 unistroke logs with the $1 paper's user-dependent protocol.",
        discussion: """
            For each participant, speed, number of templates E (1…9) and trial, every one of the 16 gestures \
            gets E templates drawn at random from that participant's 10 drawings at that speed, and one \
            candidate from the other drawings; each candidate is recognised (top-1, no rejection) against all \
            16 × E templates. Draws come from SplitMix64 seeded with --seed, in the order participant, speed, \
            E, trial, gesture (gestures in alphabetical order): the E template indices are the first E of a \
            Fisher–Yates shuffle of 0…9 (index i swapped with i + next() mod (10 − i)), the candidate the next \
            one. Every draw is written to --draws, so other recognizers can run the very same trials. \
            Participants s03, s06 and s10 are held out: they are reported apart and were never used to \
            choose anything. Times are per candidate, template preparation apart. Build in release mode.
            """
    )

    @Option(help: "The folder holding s01 (pilot) … s11.")
    var data = "../shared/datasets/unistroke/xml_logs"
    @Option(help: "Participants, comma-separated.")
    var participants = "s02,s03,s04,s05,s06,s07,s08,s09,s10,s11"
    @Option(help: "The generator's seed.")
    var seed: UInt64 = 12345
    @Option(help: "Trials per participant, speed and E.")
    var trials = 100
    @Option(help: "The file the draws are written to (one line per recognition).")
    var draws = "strokes-draws.tsv"
    @Flag(help: "Print the tables as one JSON object.")
    var json = false
    @Option(help: "Points a stroke is resampled to (the matcher's default: 16).")
    var points: Int?
    @Option(help: "The largest turn between a stroke and a template, in radians (the matcher's default: 0.35).")
    var rotationLimit: Double?

    static let heldOut: Set<String> = ["s03", "s06", "s10"]

    func validate() throws {
        guard trials >= 1 else { throw ValidationError("--trials must be at least 1") }
    }

    func run() throws {
        let people = participants.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        let logs = try UnistrokeLogs(folder: data, participants: people)
        // SplitMix64 (Steele, Lea & Flood 2014): the games' seeded generator.
        var rng = SeededGenerator(seed: seed)
        let defaults = StrokeMatcher()
        let matcher = StrokeMatcher(pointCount: points ?? defaults.pointCount, rotationLimit: rotationLimit ?? defaults.rotationLimit)
        var correct = Tally(), byE = [Tally](repeating: Tally(), count: 10)
        var bySpeed: [String: Tally] = [:], byParticipant: [String: Tally] = [:]
        var times = [[Double]](repeating: [], count: 10)
        var lines: [String] = ["participant\tspeed\tE\ttrial\tgesture\ttemplates\tcandidate\trecognized"]
        let clock = ContinuousClock()
        let total = people.count * UnistrokeLogs.speeds.count * 9 * trials
        var done = 0
        for person in people {
            for speed in UnistrokeLogs.speeds {
                let samples = logs.drawings[person]![speed]!
                let names = samples.keys.sorted()
                for e in 1...9 {
                    for trial in 0..<trials {
                        let set = StrokeTemplateSet(matcher: matcher)
                        var candidates: [(String, Int)] = []
                        var chosen: [String: [Int]] = [:]
                        for name in names {
                            let count = samples[name]!.count
                            guard count > e else { throw ValidationError("\(person) \(speed) \(name): \(count) drawings, needs more than \(e)") }
                            var order = Array(0..<count)
                            for i in 0...e {
                                let j = i + Int(rng.next() % UInt64(count - i))
                                order.swapAt(i, j)
                            }
                            chosen[name] = Array(order[0..<e])
                            for t in order[0..<e] { set.add(name: name, points: samples[name]![t]) }
                            candidates.append((name, order[e]))
                        }
                        for (name, index) in candidates {
                            let points = samples[name]![index]
                            let start = clock.now
                            let best = set.bestMatch(for: points)!
                            let elapsed = start.duration(to: clock.now).components
                            times[e].append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
                            let ok = best.name == name
                            correct.add(ok)
                            byE[e].add(ok)
                            bySpeed[speed, default: Tally()].add(ok)
                            byParticipant[person, default: Tally()].add(ok)
                            lines.append("\(person)\t\(speed)\t\(e)\t\(trial)\t\(name)\t\(chosen[name]!.map { String($0 + 1) }.joined(separator: ","))\t\(index + 1)\t\(best.name)")
                        }
                        done += 1
                        if done % 50 == 0 || done == total { progress(done, total) }
                    }
                }
            }
        }
        FileHandle.standardError.write(Data("\n".utf8))
        try (lines.joined(separator: "\n") + "\n").write(toFile: draws, atomically: true, encoding: .utf8)
        let report = Report(byE: byE, bySpeed: bySpeed, byParticipant: byParticipant, overall: correct, times: times, people: people)
        print(json ? report.json() : report.text(draws: draws, seed: seed, trials: trials))
    }

    private func progress(_ done: Int, _ total: Int) {
        let width = 30, filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) trials".utf8))
    }
}

/// Right and total.
struct Tally {
    var right = 0, total = 0
    mutating func add(_ ok: Bool) { total += 1; if ok { right += 1 } }
    var percent: Double { total == 0 ? 0 : 100 * Double(right) / Double(total) }
}

/// The benchmark's tables.
struct Report {
    var byE: [Tally], bySpeed: [String: Tally], byParticipant: [String: Tally], overall: Tally
    var times: [[Double]], people: [String]

    private func pct(_ t: Tally) -> String { String(format: "%.2f", t.percent) }
    private func stats(_ xs: [Double]) -> (mean: Double, median: Double) {
        guard !xs.isEmpty else { return (0, 0) }
        let s = xs.sorted()
        return (xs.reduce(0, +) / Double(xs.count), s[s.count / 2])
    }

    func text(draws: String, seed: UInt64, trials: Int) -> String {
        var out = ["machine: \(MachineDescription.current.summary)", "$1 unistroke logs, user-dependent, \(people.count) participants × 3 speeds × E 1…9 × \(trials) trials × 16 gestures = \(overall.total) recognitions (seed \(seed); draws in \(draws))", ""]
        out.append("E  accuracy %  µs/candidate mean  median")
        for e in 1...9 where byE[e].total > 0 {
            let t = stats(times[e])
            out.append(String(format: "%d  %10@  %17.3f  %6.3f", e, pct(byE[e]) as NSString, t.mean, t.median))
        }
        out.append("")
        out.append("speed   accuracy %")
        for speed in UnistrokeLogs.speeds { if let t = bySpeed[speed] { out.append("\(speed.padding(toLength: 7, withPad: " ", startingAt: 0)) \(pct(t))") } }
        out.append("")
        out.append("participant  accuracy %")
        var tuning = Tally(), held = Tally()
        for p in people {
            guard let t = byParticipant[p] else { continue }
            let mark = StrokesBenchCommand.heldOut.contains(p) ? "  (held out)" : ""
            out.append("\(p.padding(toLength: 12, withPad: " ", startingAt: 0)) \(pct(t))\(mark)")
            if StrokesBenchCommand.heldOut.contains(p) { held.right += t.right; held.total += t.total } else { tuning.right += t.right; tuning.total += t.total }
        }
        if tuning.total > 0 { out.append("tuning set   \(pct(tuning))") }
        if held.total > 0 { out.append("held out     \(pct(held))") }
        out.append("")
        out.append("overall      \(pct(overall)) (\(overall.right) of \(overall.total))")
        return out.joined(separator: "\n")
    }

    func json() -> String {
        func obj(_ pairs: [(String, String)]) -> String { "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}" }
        let e = obj((1...9).filter { byE[$0].total > 0 }.map { ("\($0)", pct(byE[$0])) })
        let speed = obj(UnistrokeLogs.speeds.compactMap { s in bySpeed[s].map { (s, pct($0)) } })
        let participant = obj(people.compactMap { p in byParticipant[p].map { (p, pct($0)) } })
        let micro = obj((1...9).filter { !times[$0].isEmpty }.map { e in
            let t = stats(times[e])
            return ("\(e)", obj([("mean", String(format: "%.3f", t.mean)), ("median", String(format: "%.3f", t.median))]))
        })
        // The machine first, as every benchmark's line names it.
        return "{\(MachineDescription.current.jsonMembers)," + obj([("accuracyByE", e), ("accuracyBySpeed", speed), ("accuracyByParticipant", participant), ("overall", pct(overall)),
                    ("microsecondsPerCandidate", micro)]).dropFirst()
    }
}
