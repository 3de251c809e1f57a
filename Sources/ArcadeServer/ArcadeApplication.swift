import Arcade
import ArcadeProtocol
import Foundation
import Games
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// Builds the arcade: the page, a health check, one WebSocket per game session, and the
/// scores API (docs/protocol.md).
public enum ArcadeApplication {
    /// The folder the page is served from: `configuration.publicFolder`, or the files built
    /// into the binary.
    public static func publicFolder(_ configuration: ArcadeConfiguration) -> String {
        if let folder = configuration.publicFolder { return folder }
        return Bundle.module.resourceURL!.appendingPathComponent("Public").path
    }

    /// The application, ready to run as a service. `store` keeps results (nil: none kept);
    /// `status` is shared with the instance's ``ArcadeDrain``; `sessionKey` signs session
    /// tickets (the store's ``ScoreStore/sessionKey()``, so instances sharing a store take over
    /// one another's sessions; nil: a key of this process's own); `onServerRunning` gets the
    /// bound port.
    public static func build(
        configuration: ArcadeConfiguration,
        store: (any ScoreStore)?,
        status: ArcadeStatus = ArcadeStatus(),
        sessionKey: [UInt8]? = nil,
        logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let metrics = status.metrics
        let saver = store.map { ResultSaver(store: $0, logger: logger, metrics: metrics) }
        // Records of games played offline are replayed on a thread of their own, 8 at most waiting.
        let checker = RecordChecker(maximumWaiting: 8)
        let tickets = sessionKey.map { SessionTickets(key: $0) } ?? SessionTickets()
        let files = PageFiles(configuration)
        let modules = PageImportMap.modules.reduce(into: [String: String]()) { $0[$1] = PageImportMap.file($1) }
        let version = PageVersion(publicFolder: publicFolder(configuration), modules: modules, wasm: files.wasm, catalogue: GameCatalog.json)
        let router = Router(context: ArcadeRequestContext.self)
        router.add(middleware: SafeRequestMiddleware())
        router.add(middleware: PageVersionMiddleware(version: version.id))
        router.add(middleware: FileMiddleware(publicFolder(configuration), searchForIndexHtml: true, logger: logger))
        // Alive: the process answers. Ready: it takes players (not draining, its store answers).
        router.get("/health") { _, _ in "ok\n" }
        router.get("/ready") { _, _ -> Response in
            if await status.isDraining { return plain(.serviceUnavailable, "draining: this instance is going out of service\n") }
            if let store {
                do { try await withTimeLimit(.seconds(2), what: "no answer") { try await store.check() } } catch {
                    return plain(.serviceUnavailable, "the leaderboard does not answer: \(ScoreStoreError.describing(error))\n")
                }
            }
            if let waiting = await saver?.waitingCount, waiting > 0 {
                return plain(.serviceUnavailable, "\(waiting) results wait for the leaderboard: \(await saver?.problem ?? "")\n")
            }
            return plain(.ok, "ready\n")
        }
        router.get("/metrics") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
        }
        // The engine and the games as WebAssembly, for pages that play locally, and
        // fingerplay.js's modules the page imports (its import map's fingerplay/input and
        // fingerplay/wasm: a desktop's fingers, the helpers that load the WebAssembly) from the
        // arcade's own resources. The WebAssembly is read at each request, so a rebuild is served
        // at once; what is missing is said at start-up, and to the page.
        for problem in files.missing { logger.warning("\(problem)") }
        router.get("/fingerplay.wasm") { _, _ in
            var response = servedFile(files.wasm, type: "application/wasm",
                                      missing: "this arcade has no WebAssembly build (\(files.wasm)): its operator runs scripts/build-wasm in the arcade's clone")
            response.headers[PageVersion.header] = version.wasmVersion(at: files.wasm)
            return response
        }
        // The installed arcade: the service worker keeping this version's files (PageVersion).
        let worker = Bundle.module.url(forResource: "service-worker", withExtension: "js", subdirectory: "Worker")
            .flatMap { try? String(contentsOf: $0, encoding: .utf8) }.map { version.workerScript(template: $0) }
        router.get("/service-worker.js") { _, _ -> Response in
            guard let worker else { return problem(.notFound, "this arcade was built without its service worker (Worker/service-worker.js)") }
            return Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(string: worker)))
        }
        for name in PageImportMap.modules {
            let file = PageImportMap.file(name)
            let missing = "this arcade was built without fingerplay.js's \(name) (Web/dist)"
            router.get("/fingerplay/\(name)") { _, _ in
                file.map { servedFile($0, type: "text/javascript; charset=utf-8", missing: missing) } ?? problem(.notFound, missing)
            }
        }
        // Names that belong to their players: passkeys, made for the address players open.
        let names = store.flatMap { store in
            (try? PasskeyRelyingParty(origin: configuration.passkeyOrigin)).map { party in
                PasskeyRoutes(passkeys: PlayerPasskeys(store: store, party: party, now: { Date().timeIntervalSince1970 }),
                              proxies: configuration.trustedProxies, clock: configuration.clock)
            }
        }
        names?.add(to: router)
        router.get("/api/games") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: GameCatalog.json)))
        }
        router.get("/api/scores") { request, _ -> Response in
            guard let name = request.uri.queryParameters.get("game"), let kind = GameKind(rawValue: name) else {
                return problem(.badRequest, "name a game: /api/scores?game=\(GameKind.allCases.map(\.rawValue).joined(separator: "|"))")
            }
            guard let store else { return json(ScoreBoard(game: kind.rawValue, tables: [])) }
            return json(try await store.board(game: kind.rawValue))
        }
        // A record of a game the page played while it had no connection: replayed here (on the
        // record checker's own thread), and saved only if its inputs give its result — a page
        // cannot earn what they did not.
        let recordTooLarge = "a record is at most \(GameSession.maximumRecordBytes >> 20) MiB of input"
        router.post("/api/records") { request, _ -> Response in
            // A challenge's record (?challenge=ID) must have been played on result ID's board.
            var challenge: (id: Int, board: ChallengeBoard)?
            if let given = request.uri.queryParameters.get("challenge") {
                guard let id = Int(given), id > 0 else { return problem(.badRequest, "a challenge is a score id, a whole number") }
                guard let store, let text = try await store.record(id: id) else { return problem(.notFound, "no score \(id) to have challenged") }
                do throws(ArcadeError) { challenge = (id, try ChallengeBoard(try GameRecord(json: text))) } catch {
                    return problem(.unprocessableContent, "score \(id) cannot be challenged: \(error.message)")
                }
            }
            let body: ByteBuffer
            do { body = try await request.body.collect(upTo: GameSession.maximumRecordBytes * 2 + 65_536) } catch {
                return problem(.contentTooLarge, recordTooLarge)
            }
            let record: GameRecord
            metrics.recordCheckQueue.increment()
            let outcome = await checker.check(String(buffer: body))
            metrics.recordCheckQueue.decrement()
            switch outcome {
            case .matches(let checked): record = checked
            case .differs:
                metrics.refused(.forged).increment()
                return problem(.unprocessableContent, "the record does not replay to its result")
            case .unreadable(let why):
                metrics.refused(.unreadable).increment()
                return problem(.badRequest, why)
            case .refused(let why):
                metrics.refused(.forged).increment()
                return problem(.unprocessableContent, why)
            case .tooLarge:
                metrics.refused(.unranked).increment()
                return problem(.contentTooLarge, recordTooLarge)
            case .busy:
                var response = problem(.serviceUnavailable, "the arcade is busy checking records: try again in a minute")
                response.headers[.retryAfter] = "60"
                return response
            }
            if let challenge, !challenge.board.isBoard(of: record) {
                metrics.refused(.forged).increment()
                return problem(.unprocessableContent, "the record was not played on the board of score \(challenge.id)")
            }
            guard let saver, let store else { return problem(.serviceUnavailable, "the arcade keeps no scores") }
            // Under the name the page's session owns; a guest's under a name nobody owns.
            let signedIn = await names?.player(of: request)
            var player = PlayerName.cleaned(request.uri.queryParameters.get("player"))
            if let signedIn { player = signedIn } else {
                // Whose the name is must be known before a guest's result goes under it: the
                // page keeps the record and sends it again.
                let owner: String?
                do { owner = try await store.owner(of: player) } catch {
                    var response = problem(.serviceUnavailable, "the leaderboard is not answering: keep the record and try again in a minute")
                    response.headers[.retryAfter] = "60"
                    return response
                }
                if owner != nil { return problem(.conflict, "the name \(player) is taken: sign in with its passkey to save this result under it") }
            }
            // The leaderboard ranks only results earned on a board nobody knew in advance: one the
            // arcade dealt this page for it, which the session's ticket vouches for. Any other is
            // kept, with its record, on no table.
            let query = request.uri.queryParameters
            let dealt = challenge == nil && OfflineRecord.isDealt(record, ticket: query.get("ticket"), best: query.get("best"), live: query.get("live"), tickets: tickets)
            let table = challenge?.id ?? (dealt ? nil : StoredScore.offTheBoard)
            // Saved now, or not acknowledged: the page keeps the record and sends it again later
            // (a record sent twice is stored once).
            switch await saver.save(record, player: player, challenge: table, guest: signedIn == nil, whenSaved: { _ in }) {
            case .saved(let id):
                if dealt, let ranked = try await store.scores(after: id - 1, limit: 1).first, ranked.id == id, ranked.player != player {
                    // The board's result is ranked already, under another name: a record ranks once.
                    metrics.refused(.forged).increment()
                    return problem(.conflict, "this board's result is on the leaderboard already, under another name (score \(id)): a result ranks once")
                }
                return json(SavedRecord(id: id, player: player, summary: record.listedResult.summary,
                                        unranked: dealt || challenge != nil ? nil : OfflineRecord.unrankedReason))
            case .queued, .refused:
                var response = problem(.serviceUnavailable, "the leaderboard is not answering: keep the record and try again in a minute")
                response.headers[.retryAfter] = "60"
                return response
            }
        }
        router.get("/api/scores/{id}/record") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self) else { return problem(.badRequest, "a score id is a whole number") }
            guard let store, let record = try await store.record(id: id) else { return problem(.notFound, "no score \(id)") }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: record)))
        }

        // A result's row, for a page that shows it: the watch page's "as on the leaderboard".
        router.get("/api/scores/{id}") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self) else { return problem(.badRequest, "a score id is a whole number") }
            guard let store, id > 0, let score = try await store.scores(after: id - 1, limit: 1).first, score.id == id else {
                return problem(.notFound, "no score \(id)")
            }
            return json(ScoreDetail(score))
        }
        // The challenges of a result: who played its board again, each player's best, best first.
        router.get("/api/scores/{id}/challenges") { _, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self) else { return problem(.badRequest, "a score id is a whole number") }
            guard let store, id > 0, let score = try await store.scores(after: id - 1, limit: 1).first, score.id == id else {
                return problem(.notFound, "no score \(id)")
            }
            let entries = try await store.challenges(of: id, limit: 10)
            let result = score.record.result
            return json(ChallengeBoardEntries(record: id, unit: result.unit, higherIsBetter: result.higherIsBetter, entries: entries))
        }
        // A challenge: the play page, which plays result ID's board (its hello names it).
        let playPage = publicFolder(configuration) + "/play.html"
        router.get("/challenge/{id}") { _, context -> Response in
            var response = servedFile(playPage, type: "text/html; charset=utf-8", missing: "no play page here")
            let id = context.parameters.get("id", as: Int.self)
            if let id, id > 0, let store, try await store.record(id: id) != nil { return response }
            response.status = .notFound
            return response
        }
        // The watch page: a leaderboard record (/watch/ID; 404 with the page, which says so, for
        // an id with none) or a record file the viewer opens (/watch).
        let watchPage = publicFolder(configuration) + "/watch.html"
        router.get("/watch") { _, _ -> Response in
            metrics.watchPages(.file).increment()
            return servedFile(watchPage, type: "text/html; charset=utf-8", missing: "no watch page here")
        }
        router.get("/watch/{id}") { _, context -> Response in
            metrics.watchPages(.leaderboard).increment()
            var response = servedFile(watchPage, type: "text/html; charset=utf-8", missing: "no watch page here")
            let id = context.parameters.get("id", as: Int.self)
            if let id, id > 0, let store, try await store.record(id: id) != nil { return response }
            response.status = .notFound
            return response
        }

        let limits = configuration.limits
        let clock = configuration.clock
        let eventLoops = configuration.eventLoops
        let proxies = configuration.trustedProxies
        // The games in progress here, and the pages that watch them (docs/protocol.md, "Spectators").
        // Instances sharing a PostgreSQL share their games in progress through it.
        let relay = (store as? PostgresScoreStore)?.liveRelay
        let liveGames = LiveGames(clock: clock, metrics: metrics, relay: relay)
        relay?.attach(liveGames)
        // Rooms: players who play together (docs/protocol.md, "Rooms").
        let rooms = Rooms(clock: clock, saver: saver, broadcastInterval: limits.roomBroadcastInterval, tickets: tickets, maximumPerAddress: limits.maximumRoomsPerAddress,
                          live: liveGames, eventLoops: eventLoops)
        router.get("/room/{code}") { _, context -> Response in
            // "new" makes a room when the page says hello; a code names one (404 with the page when none).
            var response = servedFile(playPage, type: "text/html; charset=utf-8", missing: "no play page here")
            let code = context.parameters.get("code") ?? ""
            if code == "new" { return response }
            if await rooms.room(code) != nil { return response }
            response.status = .notFound
            return response
        }
        router.get("/api/live") { _, _ in
            let local = liveGames.list()
            return json(LiveList(games: await liveGames.relay?.list(local: local) ?? local))
        }
        let livePage = publicFolder(configuration) + "/live.html"
        router.get("/watch/live") { _, _ -> Response in
            servedFile(livePage, type: "text/html; charset=utf-8", missing: "no live page here")
        }
        router.get("/watch/live/{id}") { _, _ -> Response in
            metrics.watchPages(.live).increment()
            return servedFile(livePage, type: "text/html; charset=utf-8", missing: "no live page here")
        }
        let sockets = Router(context: ArcadeSocketContext.self)
        sockets.ws("/ws") { _, _ in
            // Draining: 503 before the upgrade, so a proxy (nginx's proxy_next_upstream http_503)
            // hands the page to another instance at once; a page straight here retries.
            guard await !status.isDraining else { throw HTTPError(.serviceUnavailable, message: "draining: this instance is going out of service") }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            var logger = context.logger
            let client = proxies.client(peer: context.requestContext.peer, forwardedFor: context.request.headers[.init("X-Forwarded-For")!])
            logger[metadataKey: "session"] = "\(String(UInt32.random(in: .min ... .max), radix: 36))"
            logger[metadataKey: "client"] = "\(client)"
            let connection = ArcadeConnection(store: store, saver: saver, tickets: tickets, logger: logger, limits: limits, clock: clock, live: liveGames,
                                              rooms: rooms, address: client, metrics: metrics, messageRoute: await FrequentMessageHandler.route(of: context.requestContext.channel),
                                              signedIn: await names?.player(of: context.request))
            switch await status.register(connection, address: client, perAddressLimit: limits.maximumSessionsPerAddress) {
            case nil: break
            case .draining:
                // Draining: the page is sent elsewhere before it begins.
                try await outbound.writeTextMessage(ServerMessage.move(reason: ServerMessage.movingReason).jsonText)
                return
            case .tooManyFromAddress(let limit):
                metrics.perAddressRefusals.increment()
                try await outbound.writeTextMessage(ServerMessage.error(message: "too many sessions from your address (at most \(limit)): close one and try again", fatal: true).typeFirstJSONText)
                return
            }
            do {
                try await WebSocketSession.serve(connection, inbound: inbound, outbound: outbound, channel: context.requestContext.channel, limits: limits)
            } catch {
                await status.unregister(connection)
                throw error
            }
            await status.unregister(connection)
        }
        let webSocketResponder = sockets.buildResponder()
        // The cap, not the system's default file limit (often 1,024), decides how many players fit.
        ConnectionGate.raiseFileLimit()
        let gate = ConnectionGate(configured: limits.maximumConnections, metrics: metrics)
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .milliseconds(Int64(limits.httpIdleTimeout * 1000))),
            // Text must be valid UTF-8 (RFC 6455 closes with 1007 otherwise).
            ws: .init(maxFrameSize: limits.maximumMessageSize, closeTimeout: .seconds(5), validateUTF8: true))
        let server = HTTPServerBuilder { responder in
            GuardedChildChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: channel),
                gate: gate, limits: limits, clock: clock, metrics: metrics)
        }
        return Application(
            router: router,
            server: server,
            // A deep accept queue (the kernel caps it at net.core.somaxconn): a burst of
            // connections — a flood, or a class opening the page at once — is accepted and
            // sorted by the gate, instead of left to the clients' SYN retries (1 s, 3 s, 7 s…).
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), backlog: 4096),
            // The rooms' loops, the record checker's thread and the saver's retrying run beside
            // the server, and stop after it.
            services: [rooms, checker] + (saver.map { [$0] } ?? []),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? -1) },
            // The sockets' event loops, which the rooms run on too.
            eventLoopGroupProvider: .shared(eventLoops),
            logger: logger)
    }

    static func json<T: Encodable>(_ value: T) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A file of the repository's, read at each request (so a rebuild is served at once), or a
    /// 404 saying what is missing.
    static func servedFile(_ path: String, type: String, missing: String) -> Response {
        guard let bytes = FileManager.default.contents(atPath: path) else { return problem(.notFound, missing) }
        return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let data = (try? JSONEncoder().encode(["error": message])) ?? Data()
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
