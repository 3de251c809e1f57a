// The WebAssembly build's benchmark entry points (scripts/browser-bench): a setup and a trace
// parsed once, then played through a fresh scene as often as the page likes, timed by the page
// — the engine's work alone, as `fingerplay bench` times it natively.
import Gestures
import GestureReplay

private var benchSetup: ReplaySetup?
private var benchTrace: ReplayTrace?

/// Parses a setup and a trace for `fp_bench_run`. Returns the trace's input count, or −1 when
/// either is bad (`fp_errors` says why).
@_expose(wasm, "fp_bench_prepare")
@_cdecl("fp_bench_prepare")
public func fpBenchPrepare(_ setup: UnsafeRawPointer?, _ setupCount: Int32, _ trace: UnsafeRawPointer?, _ traceCount: Int32) -> Int32 {
    do throws(ReplayError) {
        benchSetup = try ReplaySetup(text: text(setup, setupCount), file: "setup")
        benchTrace = try ReplayTrace(text: text(trace, traceCount), file: "trace")
    } catch {
        keepPrinted([], ["\(error)"])
        return -1
    }
    return Int32(benchTrace!.inputCount)
}

/// Plays the prepared trace through a fresh scene; returns the number of state changes.
@_expose(wasm, "fp_bench_run")
@_cdecl("fp_bench_run")
public func fpBenchRun() -> Int32 {
    guard let setup = benchSetup, let trace = benchTrace, let scene = try? setup.makeScene(start: trace.startTime) else { return -1 }
    var count: Int32 = 0
    scene.engine.onTransition = { _ in count += 1 }
    do throws(ReplayError) { try Replay.feed(trace, to: scene.engine, file: "trace") } catch { return -1 }
    return count
}
