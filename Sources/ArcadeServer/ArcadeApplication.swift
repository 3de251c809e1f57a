import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// Builds the arcade: static page, health check, WebSocket sessions and the scores API.
public enum ArcadeApplication {
    /// The folder the page is served from: `configuration.publicFolder`, or the files built
    /// into the binary.
    public static func publicFolder(_ configuration: ArcadeConfiguration) -> String {
        if let folder = configuration.publicFolder { return folder }
        return Bundle.module.resourceURL!.appendingPathComponent("Public").path
    }

    /// The application, ready to run as a service. `onServerRunning` gets the bound port.
    public static func build(
        configuration: ArcadeConfiguration,
        logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: FileMiddleware(publicFolder(configuration), searchForIndexHtml: true, logger: logger))
        router.get("/health") { _, _ in "ok\n" }
        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.ws("/ws") { _, _ in .upgrade([:]) } onUpgrade: { inbound, outbound, _ in
            for try await frame in inbound.messages(maxSize: 1 << 16) {
                guard case .text = frame else { continue }
                try await outbound.write(.text("{\"type\":\"error\",\"message\":\"not ready\"}"))
            }
        }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: sockets),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? -1) },
            logger: logger)
    }
}
