import AllocationCounter
import ArcadeProbe
import ArgumentParser
import GestureReplay
import Gestures
import JSONKit

/// `fingerplay bench --setup SETUP.json TRACE.jsonl`: how fast the engine handles a trace.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine on a trace: events per second, nanoseconds and heap allocations per event.",
        discussion: """
            The setup and trace are loaded and decoded first; only the engine is timed. Build in \
            release mode (swift build -c release) for meaningful numbers. See docs/benchmarks.md.
            """
    )

    @Option(name: .long, help: "The setup: viewport, views and recognizers (JSON).")
    var setup: String

    @Argument(help: "The trace: one event per line (JSON lines).")
    var trace: String

    @Option(name: .long, help: "How many timed runs.")
    var runs = 7

    @Option(name: .long, help: "Untimed runs before the timed ones.")
    var warmup = 1

    @Flag(name: .long, help: "Run the trace once, untimed, with no one listening to transitions, for counting instructions under valgrind's callgrind (scripts/bench-instructions does this).")
    var instructions = false

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
        guard warmup >= 0 else { throw ValidationError("--warmup must not be negative") }
    }

    func run() throws {
        let setupFile: ReplaySetup, traceFile: ReplayTrace
        do {
            (setupFile, traceFile) = try InputFiles.load(setup: setup, trace: trace)
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
        let events = traceFile.inputCount
        guard events > 0 else {
            InputFiles.report(ReplayError(file: trace, line: nil, message: "the trace has no events"))
            throw ExitCode(2)
        }
        if instructions {
            let scene = try makeScene(setupFile, traceFile)
            try instructionPass(traceFile, scene.engine)
            print("events: \(events)")
            return
        }
        var nanoseconds: [Double] = []
        var transitions = 0
        var allocationsPerEvent: [Double] = []
        let clock = ContinuousClock()
        for run in 0..<(warmup + runs) {
            let scene = try makeScene(setupFile, traceFile)
            var count = 0
            scene.engine.onTransition = { _ in count += 1 }
            let countAllocations = run == warmup + runs - 1
            if countAllocations { fp_allocation_counting_start() }
            let start = clock.now
            try feed(traceFile, scene.engine)
            let elapsed = clock.now - start
            if countAllocations {
                allocationsPerEvent.append(Double(fp_allocation_counting_stop()) / Double(events))
            }
            if run >= warmup {
                let c = elapsed.components
                nanoseconds.append(Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9)
            }
            transitions = count
        }
        let perEvent = nanoseconds.map { $0 / Double(events) }.sorted()
        let median = perEvent[perEvent.count / 2]
        let eventsPerSecond = 1e9 / median
        func f(_ x: Double, _ decimals: Int = 1) -> String { JSONOutput.number(x, decimals: decimals) }
        #if DEBUG
        print("warning: this is a debug build; build with `swift build -c release` for meaningful figures")
        #endif
        print("machine: \(MachineDescription.current.summary)")
        print("events: \(events) in \(traceFile.events.count) lines, \(transitions) state changes per run")
        print("runs: \(runs) timed after \(warmup) warm-up")
        print("events per second (median): \(f(eventsPerSecond, 0))")
        print("ns per event: median \(f(median)), min \(f(perEvent.first!)), max \(f(perEvent.last!))")
        if fp_allocation_counting_available() != 0, let a = allocationsPerEvent.last {
            print("heap allocations per event: \(f(a, 4))")
        } else {
            print("heap allocations per event: not measurable on this platform")
        }
    }

    private func makeScene(_ setup: ReplaySetup, _ trace: ReplayTrace) throws -> ReplayScene {
        do { return try setup.makeScene(start: trace.startTime) } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
    }

    /// The engine handling the whole trace, kept out of line so that callgrind can count the
    /// instructions inside it alone (`--toggle-collect`).
    @inline(never)
    private func instructionPass(_ trace: ReplayTrace, _ engine: GestureEngine) throws {
        try feed(trace, engine)
    }

    private func feed(_ trace: ReplayTrace, _ engine: GestureEngine) throws {
        do {
            try Replay.feed(trace, to: engine, file: self.trace)
            engine.runUntilIdle()
        } catch {
            InputFiles.report(error)
            throw ExitCode(2)
        }
    }
}
