import Foundation

/// A release `arcade` started for a benchmark: on a free port, with a temporary data folder,
/// its output discarded, and no cap on the rooms one address makes (every player of a load run
/// comes from loopback, as a proxy's players would without forwarding: the cap would refuse the
/// 33rd room); ``stop()`` ends it and removes the folder.
public final class ArcadeProcess {
    /// The port it serves on.
    public let port: Int
    /// Its process id (for its CPU time and memory in /proc).
    public var pid: Int32 { process.processIdentifier }

    private let process = Process()
    private let data: String

    /// Starts `binary` and waits (up to 20 s) until it accepts connections.
    public init(binary: String) throws {
        port = Loopback.freePort()
        data = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-bench-\(UUID().uuidString)").path
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--port", "\(port)", "--data", data]
        // Read from the environment, so a build from before the cap existed starts the same way.
        process.environment = ProcessInfo.processInfo.environment.merging(["FINGERPLAY_ROOMS_PER_ADDRESS": "0"]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<400 {
            if let fd = Loopback.connect(port: port, timeout: 1) {
                close(fd)
                return
            }
            usleep(50_000)
        }
        stop()
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the arcade at \(binary) did not start"])
    }

    /// Ends the server and removes its data folder.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: data)
    }
}
