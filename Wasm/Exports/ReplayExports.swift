// The WebAssembly build's entry points for replays (scripts/build-wasm compiles this with the
// engine's modules into fingerplay.wasm; SwiftPM never sees it). A host copies a file's bytes
// into memory from fp_alloc, calls a replay, then reads what it printed — standard output and
// standard error, each a block of lines — and the exit status, exactly as `fingerplay replay`
// gives them (both run GestureReplay's ReplayRun).
import Arcade
import GestureReplay

/// What the last call printed: standard output, then standard error, back to back.
private var printedOutput: UnsafeMutableRawPointer?
private var printedOutputCount = 0
private var printedErrorCount = 0

/// `count` bytes of memory for the host to fill; free them with `fp_free`.
@_expose(wasm, "fp_alloc")
@_cdecl("fp_alloc")
public func fpAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 16)
}

/// Frees memory from `fp_alloc`.
@_expose(wasm, "fp_free")
@_cdecl("fp_free")
public func fpFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Replays a trace through a setup, as `fingerplay replay --setup SETUP TRACE`: each argument
/// is a pointer and a byte count (the setup's text, its name, the trace's text, its name).
/// Returns the exit status; `fp_output` and `fp_errors` hold what it printed.
@_expose(wasm, "fp_replay_trace")
@_cdecl("fp_replay_trace")
public func fpReplayTrace(_ setup: UnsafeRawPointer?, _ setupCount: Int32, _ setupName: UnsafeRawPointer?, _ setupNameCount: Int32,
                          _ trace: UnsafeRawPointer?, _ traceCount: Int32, _ traceName: UnsafeRawPointer?, _ traceNameCount: Int32) -> Int32 {
    printing { emit in
        ReplayRun.trace(setup: text(setup, setupCount), named: text(setupName, setupNameCount),
                        trace: text(trace, traceCount), named: text(traceName, traceNameCount), emit: emit)
    }
}

/// Replays a Gesture Lab download, as `fingerplay replay LAB.json`: the file's text and its
/// name. Returns the exit status; `fp_output` and `fp_errors` hold what it printed.
@_expose(wasm, "fp_replay_lab")
@_cdecl("fp_replay_lab")
public func fpReplayLab(_ file: UnsafeRawPointer?, _ fileCount: Int32, _ name: UnsafeRawPointer?, _ nameCount: Int32) -> Int32 {
    printing { emit in
        ReplayRun.lab(text(file, fileCount), named: text(name, nameCount), emit: emit)
    }
}

/// Where the last call's standard output starts; `fp_output_count` bytes long.
@_expose(wasm, "fp_output")
@_cdecl("fp_output")
public func fpOutput() -> UnsafeMutableRawPointer? { printedOutput }

/// The length of the last call's standard output, in bytes.
@_expose(wasm, "fp_output_count")
@_cdecl("fp_output_count")
public func fpOutputCount() -> Int32 { Int32(printedOutputCount) }

/// Where the last call's standard error starts (right after its output).
@_expose(wasm, "fp_errors")
@_cdecl("fp_errors")
public func fpErrors() -> UnsafeMutableRawPointer? { printedOutput.map { $0 + printedOutputCount } }

/// The length of the last call's standard error, in bytes.
@_expose(wasm, "fp_errors_count")
@_cdecl("fp_errors_count")
public func fpErrorsCount() -> Int32 { Int32(printedErrorCount) }

/// The `count` bytes at `pointer` as text (every entry point's text arguments).
func text(_ pointer: UnsafeRawPointer?, _ count: Int32) -> String {
    guard let pointer, count > 0 else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
}

/// Runs `body` with a sink for its output lines, keeps what it printed (`fp_output`,
/// `fp_errors`) and returns its exit status.
private func printing(_ body: (@escaping (String) -> Void) -> ReplayRun.Outcome) -> Int32 {
    var output: [UInt8] = []
    let outcome = body { line in
        output.append(contentsOf: line.utf8)
        output.append(10)
    }
    keepPrinted(output, outcome.errorLines)
    return outcome.status
}

/// Keeps the lines `body` returns as the call's output (`fp_output`) and returns 0, or keeps
/// the error it throws (`fp_errors`) and returns 2: the stepping entry points' calls.
func printingLines(_ body: () throws(ArcadeError) -> [String]) -> Int32 {
    do throws(ArcadeError) {
        var output: [UInt8] = []
        for line in try body() {
            output.append(contentsOf: line.utf8)
            output.append(10)
        }
        keepPrinted(output, [])
        return 0
    } catch {
        keepPrinted([], [error.message])
        return 2
    }
}

func keepPrinted(_ output: [UInt8], _ errorLines: [String]) {
    var errors: [UInt8] = []
    for line in errorLines {
        errors.append(contentsOf: line.utf8)
        errors.append(10)
    }
    printedOutput?.deallocate()
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(output.count + errors.count, 1), alignment: 16)
    output.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    errors.withUnsafeBytes { (buffer + output.count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    printedOutput = buffer
    printedOutputCount = output.count
    printedErrorCount = errors.count
}

/// Replays a game record, as `fingerplay replay --game GAME RECORD`: the record's text, its
/// name and the game's name. Returns the exit status; `fp_output` and `fp_errors` hold what it
/// printed.
@_expose(wasm, "fp_replay_record")
@_cdecl("fp_replay_record")
public func fpReplayRecord(_ file: UnsafeRawPointer?, _ fileCount: Int32, _ name: UnsafeRawPointer?, _ nameCount: Int32,
                           _ game: UnsafeRawPointer?, _ gameCount: Int32) -> Int32 {
    printing { emit in
        RecordRun.replay(text(file, fileCount), named: text(name, nameCount), game: text(game, gameCount), emit: emit)
    }
}

/// Plays a session script, as `fingerplay play SCRIPT`: the script's text and its name.
/// Returns the exit status; `fp_output` and `fp_errors` hold what it printed.
@_expose(wasm, "fp_play")
@_cdecl("fp_play")
public func fpPlay(_ file: UnsafeRawPointer?, _ fileCount: Int32, _ name: UnsafeRawPointer?, _ nameCount: Int32) -> Int32 {
    printing { emit in
        SessionScript.run(text(file, fileCount), named: text(name, nameCount), emit: emit)
    }
}
