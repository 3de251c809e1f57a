import ArcadeServer
import ArgumentParser
import Hummingbird
import Logging

@main
struct ArcadeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "arcade", abstract: "Serve the Fingerplay arcade.")

    @Option(help: "Address to listen on (env FINGERPLAY_HOST); 0.0.0.0 serves the local network.")
    var host = "127.0.0.1"
    @Option(help: "Port (env FINGERPLAY_PORT).")
    var port = 8080

    func run() async throws {
        var config = ArcadeConfiguration()
        config.host = host
        config.port = port
        let app = ArcadeApplication.build(configuration: config, logger: Logger(label: "arcade"))
        try await app.runService()
    }
}
