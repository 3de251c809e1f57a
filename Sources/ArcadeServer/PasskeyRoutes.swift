import Foundation
import Hummingbird
import HTTPTypes

/// The HTTP side of names that belong to their players (``PlayerPasskeys``): the ceremonies'
/// routes under `/api/players` and `/api/session`, the session cookie, and the checks every
/// request that changes something passes — its `Origin` is the arcade's, and its address has
/// ceremonies left (``ClaimLimiter``). docs/protocol.md lists the routes.
struct PasskeyRoutes: Sendable {
    /// The session cookie's name.
    static let cookie = "fingerplay_session"

    let passkeys: PlayerPasskeys
    let limiter = ClaimLimiter()
    let proxies: TrustedProxies
    /// Seconds on a monotonic clock, for the per-address limit.
    let clock: any SessionClock

    /// The session token a request's cookie carries, if any.
    static func token(in request: Request) -> [UInt8]? {
        for header in request.headers[values: .cookie] {
            for pair in header.split(separator: ";") {
                let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == cookie, let token = Base64URL.decode(String(parts[1])), token.count == 32 { return token }
            }
        }
        return nil
    }

    /// Who `request`'s session is signed in as, if anyone.
    func player(of request: Request) async -> String? {
        guard let token = Self.token(in: request) else { return nil }
        return try? await passkeys.player(token: token)
    }

    /// The cookie that signs a browser in with `token` (nil: signs it out): HttpOnly,
    /// SameSite=Strict, Secure when the page came over TLS.
    func setCookie(_ token: [UInt8]?, for request: Request, context: ArcadeRequestContext) -> String {
        let secure = passkeys.party.origin.hasPrefix("https:")
            || (proxies.isTrusted(context.peer) && request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https")
        let value = token.map { "\(Self.cookie)=\(Base64URL.encode($0)); Max-Age=\(Int(PlayerPasskeys.sessionLifetime))" } ?? "\(Self.cookie)=; Max-Age=0"
        return value + "; Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    /// A refusal for a request that changes something from anywhere but the arcade's own pages.
    func foreignOrigin(_ request: Request) -> Response? {
        let origin = request.headers[.origin] ?? "none"
        guard origin != passkeys.party.origin else { return nil }
        return ArcadeApplication.problem(.forbidden, "this request must come from the arcade's own pages (\(passkeys.party.origin)), not \(origin.prefix(100))")
    }

    static func refused(_ error: any Error) -> Response {
        guard let refusal = error as? PlayerPasskeys.Refusal else {
            return ArcadeApplication.problem(.serviceUnavailable, "the arcade cannot reach its players' names now: try again in a minute")
        }
        switch refusal.kind {
        case .taken: return ArcadeApplication.problem(.conflict, refusal.message)
        case .invalid: return ArcadeApplication.problem(.badRequest, refusal.message)
        case .signedOut: return ArcadeApplication.problem(.unauthorized, refusal.message)
        }
    }

    /// What `/api/session` says: who is signed in and with which passkeys.
    struct SessionState: Encodable {
        struct Passkey: Encodable {
            var id: String
            /// When it was made, in seconds since 1970.
            var created: Double
        }

        /// Who is signed in: null when nobody (written, not left out).
        var player: String?
        var passkeys: [Passkey]
        /// The origin names are claimed and signed in at (the public URL): a page opened at
        /// another address of the arcade's sends its player there.
        var origin: String

        private enum CodingKeys: String, CodingKey { case player, passkeys, origin }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(player, forKey: .player)
            try container.encode(passkeys, forKey: .passkeys)
            try container.encode(origin, forKey: .origin)
        }
    }

    /// `body` for a request that changes something: from the arcade's origin, with a
    /// ceremony left for its address; any refusal answered in words.
    private func guarded(_ request: Request, _ context: ArcadeRequestContext, counted: Bool = true,
                         _ body: @escaping @Sendable () async throws -> Response) async -> Response {
        if let foreign = foreignOrigin(request) { return foreign }
        let address = proxies.client(peer: context.peer, forwardedFor: request.headers[HTTPField.Name("X-Forwarded-For")!])
        if counted, await !limiter.allow(address, at: clock.now) {
            var response = ArcadeApplication.problem(.tooManyRequests, "too many tries from your address: wait a minute and try again")
            response.headers[.retryAfter] = "60"
            return response
        }
        do { return try await body() } catch { return Self.refused(error) }
    }

    private static func credential(_ request: Request) async throws -> PasskeyCredential {
        guard let body = try? await request.body.collect(upTo: 64 << 10),
              let credential = try? JSONDecoder().decode(PasskeyCredential.self, from: Data(buffer: body)) else {
            throw PlayerPasskeys.Refusal(kind: .invalid, message: "the body is not a passkey's answer (PublicKeyCredential.toJSON(), at most 64 KiB)")
        }
        return credential
    }

    private func signedIn(_ made: PlayerPasskeys.SignedIn, _ request: Request, _ context: ArcadeRequestContext) -> Response {
        var response = ArcadeApplication.json(["player": made.player])
        response.headers[.setCookie] = setCookie(made.token, for: request, context: context)
        return response
    }

    /// Adds the routes to `router`.
    func add(to router: Router<ArcadeRequestContext>) {
        router.post("/api/players/claim/options") { request, context in
            await guarded(request, context) {
                struct Asked: Decodable { var name: String }
                guard let body = try? await request.body.collect(upTo: 4096), let asked = try? JSONDecoder().decode(Asked.self, from: Data(buffer: body)) else {
                    throw PlayerPasskeys.Refusal(kind: .invalid, message: #"the body is {"name": the name to claim}"#)
                }
                return ArcadeApplication.json(try await passkeys.claimOptions(name: asked.name))
            }
        }
        router.post("/api/players/claim") { request, context in
            await guarded(request, context, counted: false) { signedIn(try await passkeys.claim(try await Self.credential(request)), request, context) }
        }
        router.post("/api/session/options") { request, context in
            await guarded(request, context) { ArcadeApplication.json(try await passkeys.signInOptions()) }
        }
        router.post("/api/session") { request, context in
            await guarded(request, context, counted: false) { signedIn(try await passkeys.signIn(try await Self.credential(request)), request, context) }
        }
        router.get("/api/session") { request, _ in
            guard let player = await player(of: request) else { return ArcadeApplication.json(SessionState(player: nil, passkeys: [], origin: passkeys.party.origin)) }
            let keys = (try? await passkeys.store.passkeys(of: player)) ?? []
            return ArcadeApplication.json(SessionState(player: player, passkeys: keys.map { .init(id: Base64URL.encode($0.id), created: $0.created) },
                                                       origin: passkeys.party.origin))
        }
        router.delete("/api/session") { request, context in
            await guarded(request, context, counted: false) {
                if let token = Self.token(in: request) { try await passkeys.signOut(token: token) }
                var response = ArcadeApplication.json(SessionState(player: nil, passkeys: [], origin: passkeys.party.origin))
                response.headers[.setCookie] = setCookie(nil, for: request, context: context)
                return response
            }
        }
        router.post("/api/players/passkeys/options") { request, context in
            await guarded(request, context) { ArcadeApplication.json(try await passkeys.addOptions(player: try await signedInPlayer(request))) }
        }
        router.post("/api/players/passkeys") { request, context in
            await guarded(request, context, counted: false) {
                let player = try await signedInPlayer(request)
                try await passkeys.add(try await Self.credential(request), player: player)
                return ArcadeApplication.json(["player": player])
            }
        }
        router.delete("/api/players/passkeys/{id}") { request, context in
            await guarded(request, context, counted: false) {
                try await passkeys.remove(id: context.parameters.get("id") ?? "", player: try await signedInPlayer(request))
                return ArcadeApplication.json(["removed": true])
            }
        }
    }

    private func signedInPlayer(_ request: Request) async throws -> String {
        guard let player = await player(of: request) else { throw PlayerPasskeys.Refusal(kind: .signedOut, message: "sign in first") }
        return player
    }
}
