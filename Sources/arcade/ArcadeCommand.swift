import ArcadeServer
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

@main
struct ArcadeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arcade",
        abstract: "Serve the Fingerplay arcade: play the games in a browser by touch, mouse or trackpad.",
        discussion: """
            Open the printed address in a browser. With --host 0.0.0.0 phones and tablets on the same \
            network can play too, at the machine's network address. Scores and their records are kept in \
            DATA/scores.sqlite. Each option can also be set by its environment variable; the option wins.
            """
    )

    @Option(help: "Address to listen on; 0.0.0.0 serves the local network. (env FINGERPLAY_HOST, default 127.0.0.1)")
    var host: String?
    @Option(help: "TCP port. (env FINGERPLAY_PORT, default 8080)")
    var port: Int?
    @Option(name: .customLong("data"), help: "Folder for the leaderboard database. (env FINGERPLAY_DATA, default ./data)")
    var data: String?
    @Option(name: .customLong("public"), help: "Serve the page from this folder instead of the built-in files (for editing it).")
    var publicFolder: String?
    @Option(name: .customLong("wasm"), help: "The WebAssembly build pages play with locally. (env FINGERPLAY_WASM, default .build/wasm/fingerplay.wasm: run scripts/build-wasm)")
    var wasm: String?

    @Option(name: .customLong("wasm-helpers"), help: "fingerplay.js's wasm helpers, which the page loads its build with. (env FINGERPLAY_WASM_HELPERS, default Web/src/wasm.js)")
    var wasmHelpers: String?

    /// Runs Swift concurrency's tasks on the server's own event loops: a session's reader,
    /// clock and writer then resume on the thread its socket lives on, instead of waking a
    /// thread of the cooperative pool and handing back for every message (about a third of
    /// the server's time under load went to those thread switches).
    static func main() async {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        await main(nil)
    }

    func run() async throws {
        let env = ProcessInfo.processInfo.environment
        var config = ArcadeConfiguration()
        config.host = host ?? env["FINGERPLAY_HOST"] ?? "127.0.0.1"
        let port = port ?? env["FINGERPLAY_PORT"].map { Int($0) ?? -1 } ?? 8080
        guard (0...65535).contains(port) else {
            throw ValidationError("the port must be a whole number from 0 to 65535")
        }
        config.port = port
        config.dataFolder = data ?? env["FINGERPLAY_DATA"] ?? "data"
        config.publicFolder = publicFolder
        config.wasmFile = wasm ?? env["FINGERPLAY_WASM"] ?? config.wasmFile
        config.wasmHelpersFile = wasmHelpers ?? env["FINGERPLAY_WASM_HELPERS"] ?? config.wasmHelpersFile
        var logger = Logger(label: "arcade")
        logger.logLevel = .info
        let store = try await ScoreStore.open(folder: config.dataFolder, logger: logger)
        let host = config.host
        let app = ArcadeApplication.build(configuration: config, store: store, logger: logger) { bound in
            var lines = ["Fingerplay arcade: open http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)/"]
            if host == "0.0.0.0" {
                lines += NetworkAddresses.lan().map { "  on this network: http://\($0):\(bound)/" }
            }
            // Written straight to the file descriptor, so scripts waiting for the line see it at once.
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        // The store is listed first, so it stops last: writes under way finish before it closes.
        let group = ServiceGroup(configuration: .init(
            services: [.init(service: store), .init(service: app)],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        try await group.run()
    }
}
