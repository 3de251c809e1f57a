import ArgumentParser
import Foundation
import GestureReplay

/// Reads the setup and trace named on the command line, turning every fault into a
/// `FILE:LINE: fault` message.
enum InputFiles {
    static func text(of path: String) throws(ReplayError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw ReplayError(file: path, line: nil, message: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReplayError(file: path, line: nil, message: "not UTF-8 text")
        }
        return text
    }

    static func load(setup: String, trace: String) throws(ReplayError) -> (ReplaySetup, ReplayTrace) {
        let s = try ReplaySetup(text: try text(of: setup), file: setup)
        let t = try ReplayTrace(text: try text(of: trace), file: trace)
        return (s, t)
    }

    /// Reads the files at `paths` (in order), runs `body` with their texts and a sink for output
    /// lines, prints what it printed and ends with its exit status; a file that cannot be read
    /// is reported and ends with status 2.
    static func run(reading paths: [String], _ body: ([String], @escaping (String) -> Void) -> ReplayRun.Outcome) throws {
        let output = OutputBuffer()
        let outcome: ReplayRun.Outcome
        do throws(ReplayError) {
            var texts: [String] = []
            for path in paths { texts.append(try text(of: path)) }
            outcome = body(texts) { output.write($0) }
        } catch {
            report(error)
            throw ExitCode(2)
        }
        output.flush()
        for line in outcome.errorLines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// Prints a bad-input message on standard error; the caller exits with status 2.
    static func report(_ error: ReplayError) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
}

/// Collects output lines and writes them to standard output in large blocks.
final class OutputBuffer {
    private var buffer = ""

    init() { buffer.reserveCapacity(1 << 16) }

    func write(_ line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer.utf8))
        buffer.removeAll(keepingCapacity: true)
    }
}
