import ArcadeServer
import ArgumentParser
import Foundation
import Logging
import ServiceLifecycle

/// `arcade serve` (the default): the arcade's HTTP and WebSocket server.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the arcade (the default when no subcommand is given).",
        discussion: """
            Open the printed address in a browser. With --host 0.0.0.0 phones and tablets on the same \
            network can play too, at the machine's network address. Scores and their records are kept in \
            DATA/scores.sqlite, or in the PostgreSQL database --database names (several instances may \
            share it). On SIGTERM or SIGINT the arcade drains: /ready fails at once, pages are told to \
            move to another instance, results already earned are saved, and it exits within the grace \
            period. Each option can also be set by its environment variable; the option wins.
            """
    )

    @Option(help: "Address to listen on; 0.0.0.0 serves the local network. (env FINGERPLAY_HOST, default 127.0.0.1)")
    var host: String?
    @Option(help: "TCP port. (env FINGERPLAY_PORT, default 8080)")
    var port: Int?
    @OptionGroup var store: StoreOptions
    @Option(name: .customLong("public"), help: "Serve the page from this folder instead of the built-in files (for editing it).")
    var publicFolder: String?
    @Option(name: .customLong("wasm"), help: "The WebAssembly build pages play with locally. (env FINGERPLAY_WASM, default the clone's Wasm/dist/fingerplay.wasm, found from the arcade's executable; scripts/build-wasm makes it)")
    var wasm: String?
    @Option(name: .customLong("trusted-proxy"), help: ArgumentHelp(
        "A reverse proxy's address (or an IPv4 network such as 10.0.0.0/8) whose X-Forwarded-For header is believed; repeat for several. (env FINGERPLAY_TRUSTED_PROXY, comma-separated; default none)",
        valueName: "address"))
    var trustedProxies: [String] = []
    @Option(name: .customLong("public-url"), help: ArgumentHelp(
        "The address players open the arcade at, such as https://arcade.example: passkeys are made for its host, and requests that change something must come from it. Needed behind --trusted-proxy. (env FINGERPLAY_PUBLIC_URL, default http://localhost:PORT)",
        valueName: "url"))
    var publicURL: String?
    @Option(name: .customLong("sessions-per-address"), help: ArgumentHelp(
        "Game sessions one player address may hold at once (behind --trusted-proxy, the forwarded address); 0 for no limit. (env FINGERPLAY_SESSIONS_PER_ADDRESS, default 0)",
        valueName: "count"))
    var sessionsPerAddress: Int?
    @Option(name: .customLong("rooms-per-address"), help: ArgumentHelp(
        "Rooms one player address may have made and still open (a room closes 10 minutes after anything last happened in it); 0 for no limit. (env FINGERPLAY_ROOMS_PER_ADDRESS, default 32)",
        valueName: "count"))
    var roomsPerAddress: Int?
    @Option(name: .customLong("grace-period"), help: ArgumentHelp(
        "Seconds a draining instance has, after SIGTERM, to move its pages and save their results before it exits. (env FINGERPLAY_GRACE_PERIOD, default 30)",
        valueName: "seconds"))
    var gracePeriod: Double?
    @Option(name: .customLong("room-broadcast-interval"), help: ArgumentHelp(
        "Milliseconds a step of a board played together may wait to go out to the room's pages with the others that come meanwhile; 0 sends each at once (those that come while a write is under way go out together). (env FINGERPLAY_ROOM_BROADCAST_INTERVAL, default 0)",
        valueName: "ms"))
    var roomBroadcastInterval: Double?
    @Option(name: .customLong("log-level"), help: ArgumentHelp(
        "Least level logged: trace, debug, info, notice, warning, error or critical. (env FINGERPLAY_LOG_LEVEL, default info)",
        valueName: "level"))
    var logLevel: String?

    func run() async throws {
        let env = ProcessInfo.processInfo.environment
        var config = ArcadeConfiguration()
        config.host = host ?? env["FINGERPLAY_HOST"] ?? "127.0.0.1"
        let port = port ?? env["FINGERPLAY_PORT"].map { Int($0) ?? -1 } ?? 8080
        guard (0...65535).contains(port) else {
            throw ValidationError("the port must be a whole number from 0 to 65535")
        }
        config.port = port
        config.dataFolder = store.dataFolder
        config.publicFolder = publicFolder
        config.wasmFile = wasm ?? env["FINGERPLAY_WASM"]
        let proxies = trustedProxies.isEmpty
            ? (env["FINGERPLAY_TRUSTED_PROXY"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            : trustedProxies
        do {
            config.trustedProxies = try TrustedProxies(proxies)
        } catch let error as TrustedProxies.Malformed {
            throw ValidationError("--trusted-proxy: \(error.description)")
        }
        config.publicURL = publicURL ?? env["FINGERPLAY_PUBLIC_URL"]
        if let url = config.publicURL {
            do { try ArcadeConfiguration.checkPublicURL(url) } catch { throw ValidationError("--public-url: \(error)") }
        } else if !proxies.isEmpty {
            throw ValidationError("--public-url is needed behind --trusted-proxy: the address players open (https://arcade.example), which their passkeys are made for")
        }
        let perAddress = sessionsPerAddress ?? env["FINGERPLAY_SESSIONS_PER_ADDRESS"].map { Int($0) ?? -1 } ?? 0
        guard perAddress >= 0 else { throw ValidationError("--sessions-per-address must be a whole number, 0 or more") }
        config.limits.maximumSessionsPerAddress = perAddress
        let roomsPerAddress = roomsPerAddress ?? env["FINGERPLAY_ROOMS_PER_ADDRESS"].map { Int($0) ?? -1 } ?? 32
        guard roomsPerAddress >= 0 else { throw ValidationError("--rooms-per-address must be a whole number, 0 or more") }
        config.limits.maximumRoomsPerAddress = roomsPerAddress
        let grace = gracePeriod ?? env["FINGERPLAY_GRACE_PERIOD"].map { Double($0) ?? -1 } ?? 30
        guard grace.isFinite, grace >= 0, grace <= 3600 else {
            throw ValidationError("--grace-period must be a number of seconds from 0 to 3600")
        }
        config.gracePeriod = grace
        let broadcast = roomBroadcastInterval ?? env["FINGERPLAY_ROOM_BROADCAST_INTERVAL"].map { Double($0) ?? -1 } ?? 0
        guard broadcast.isFinite, broadcast >= 0, broadcast <= 100 else {
            throw ValidationError("--room-broadcast-interval must be a number of milliseconds from 0 to 100")
        }
        config.limits.roomBroadcastInterval = broadcast / 1000
        let levelName = (logLevel ?? env["FINGERPLAY_LOG_LEVEL"] ?? "info").lowercased()
        guard let level = Logger.Level(rawValue: levelName) else {
            throw ValidationError("--log-level must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(levelName)\"")
        }
        var logger = Logger(label: "arcade")
        logger.logLevel = level
        let store = try await store.open(logger: logger)
        logger.info("leaderboard open", metadata: ["store": "\(store.name)"])
        let host = config.host
        let missing = PageFiles(config).missing
        let status = ArcadeStatus()
        let key = try await store.sessionKey()
        let app = ArcadeApplication.build(configuration: config, store: store, status: status, sessionKey: key, logger: logger) { bound in
            var lines = ["Fingerplay arcade: open http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)/"]
            if host == "0.0.0.0" {
                lines += NetworkAddresses.lan().map { "  on this network: http://\($0):\(bound)/" }
            }
            // Said where the operator looks first: a page without these plays nothing locally.
            lines += missing.map { "  missing: \($0)" }
            // Written straight to the file descriptor, so scripts waiting for the line see it at once.
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        // Services stop last-listed first: the drain moves pages and saves their results, then
        // the server closes, then the store, once writes under way are done.
        let drain = ArcadeDrain(status: status, gracePeriod: config.gracePeriod, logger: logger)
        let services: [ServiceGroupConfiguration.ServiceConfiguration] = [.init(service: store), .init(service: app), .init(service: drain)]
        let shutdownTimeout = Duration.milliseconds(Int64(config.gracePeriod * 1000) + 500)
        var groupConfiguration = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // Past the grace period, whatever is still open is cut off and the process exits.
        groupConfiguration.maximumGracefulShutdownDuration = shutdownTimeout
        groupConfiguration.maximumCancellationDuration = .seconds(1)
        let group = ServiceGroup(configuration: groupConfiguration)
        try await group.run()
    }
}
