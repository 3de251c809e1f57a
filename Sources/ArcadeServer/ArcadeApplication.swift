import Arcade
import Foundation
import Games
import Hummingbird
import HummingbirdWebSocket
import Logging

/// Builds the arcade: the page, a health check, one WebSocket per game session, and the
/// scores API (docs/protocol.md).
public enum ArcadeApplication {
    /// The largest message a page may send, in bytes. 64 KiB.
    public static let maximumMessageSize = 1 << 16

    /// The folder the page is served from: `configuration.publicFolder`, or the files built
    /// into the binary.
    public static func publicFolder(_ configuration: ArcadeConfiguration) -> String {
        if let folder = configuration.publicFolder { return folder }
        return Bundle.module.resourceURL!.appendingPathComponent("Public").path
    }

    /// The application, ready to run as a service. `store` keeps results (nil: none kept);
    /// `onServerRunning` gets the bound port.
    public static func build(
        configuration: ArcadeConfiguration,
        store: ScoreStore?,
        logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: FileMiddleware(publicFolder(configuration), searchForIndexHtml: true, logger: logger))
        router.get("/health") { _, _ in "ok\n" }
        router.get("/api/games") { _, _ in json(GameCatalog.all) }
        router.get("/api/scores") { request, _ -> Response in
            guard let name = request.uri.queryParameters.get("game"), let kind = GameKind(rawValue: name) else {
                return problem(.badRequest, "name a game: /api/scores?game=\(GameKind.allCases.map(\.rawValue).joined(separator: "|"))")
            }
            guard let store else { return json(ScoreBoard(game: kind.rawValue, tables: [])) }
            return json(try await store.board(game: kind.rawValue))
        }
        router.get("/api/scores/{id}/record") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self) else { return problem(.badRequest, "a score id is a whole number") }
            guard let store, let record = try await store.record(id: id) else { return problem(.notFound, "no score \(id)") }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: record)))
        }

        let sockets = Router(context: BasicWebSocketRequestContext.self)
        sockets.ws("/ws") { _, _ in .upgrade([:]) } onUpgrade: { inbound, outbound, context in
            let connection = ArcadeConnection(store: store, logger: context.logger)
            try await withThrowingTaskGroup(of: Void.self) { group in
                // The game's clock runs between messages: countdowns, long presses, animations' ends.
                group.addTask {
                    while !Task.isCancelled {
                        try await Task.sleep(for: .milliseconds(33))
                        for message in await connection.tick() { try await outbound.writeTextMessage(message) }
                    }
                }
                do {
                    for try await message in inbound.messages(maxSize: maximumMessageSize) {
                        guard case .text(let text) = message else {
                            try await outbound.writeTextMessage(#"{"type":"error","message":"messages are JSON text","fatal":false}"#)
                            continue
                        }
                        let (replies, close) = await connection.handle(text)
                        for reply in replies { try await outbound.writeTextMessage(reply) }
                        if close { break }
                    }
                } catch {
                    try? await outbound.writeTextMessage(#"{"type":"error","message":"the message was too large or the connection broke","fatal":true}"#)
                }
                group.cancelAll()
            }
            await connection.end()
        }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: sockets, configuration: .init(maxFrameSize: maximumMessageSize)),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? -1) },
            logger: logger)
    }

    static func json<T: Encodable>(_ value: T) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let data = (try? JSONEncoder().encode(["error": message])) ?? Data()
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// What the landing page offers: each game with its choices.
struct GameCatalog: Encodable {
    struct Entry: Encodable {
        var name: String
        var title: String
        var levels: [String]?
        var boards: [Board]?
    }

    struct Board: Encodable {
        var name: String
        var title: String
    }

    static let all: [Entry] = GameKind.allCases.map { kind in
        switch kind {
        case .anagrams:
            return Entry(name: kind.rawValue, title: kind.title, levels: AnagramsLevel.all.map(\.name))
        case .pentominoes:
            return Entry(name: kind.rawValue, title: kind.title,
                         boards: PentominoBoardKind.allCases.map { Board(name: $0.rawValue, title: "\($0.rows) × \($0.columns)\($0.holes.isEmpty ? "" : " (holed)")") })
        default:
            return Entry(name: kind.rawValue, title: kind.title)
        }
    }
}
