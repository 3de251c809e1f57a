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
