import NIOCore
import NIOPosix

/// How the arcade server runs.
public struct ArcadeConfiguration: Sendable {
    /// The address to listen on. Default "127.0.0.1" (this machine only); "0.0.0.0" serves the
    /// local network.
    public var host = "127.0.0.1"
    /// The TCP port. Default 8080; 0 picks a free one (tests).
    public var port = 8080
    /// The folder holding the leaderboard database. Default "data".
    public var dataFolder = "data"
    /// A folder to serve the page from instead of the files built into the binary (for editing
    /// the page without rebuilding). Default nil.
    public var publicFolder: String?
    /// The WebAssembly build the page plays games with locally (`scripts/build-wasm` makes it),
    /// served at `/fingerplay.wasm`: a path, relative to the working directory. Default nil: the
    /// clone's own, `Wasm/dist/fingerplay.wasm`, committed with the sources and found from the
    /// arcade's executable wherever it is started (``PageFiles``).
    public var wasmFile: String?
    /// The reverse proxies whose `X-Forwarded-For` header names the client (`--trusted-proxy`).
    /// Default none: the peer is the client.
    public var trustedProxies = TrustedProxies()
    /// Seconds a draining instance has to move its pages and save their results before it
    /// exits (`--grace-period`). Default 30.
    public var gracePeriod = 30.0
    /// What one client may cost: message sizes and rates, timeouts, the connection cap.
    /// Default ``ArcadeLimits/init()``.
    public var limits = ArcadeLimits()
    /// The time game sessions run on: their clocks, timers, countdowns and timeouts. Default
    /// ``ContinuousSessionClock``; tests give a clock they move by hand.
    public var clock: any SessionClock = ContinuousSessionClock()
    /// The event loops the sockets, and the rooms, run on. Default NIO's shared group (one loop
    /// a core).
    public var eventLoops: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton

    /// The address players open the arcade at (`--public-url`): scheme, host and port, such as
    /// `https://arcade.example`. Passkeys are made for its host, and requests that change
    /// something must come from it. Default nil: `http://localhost:PORT` (browsers refuse
    /// passkeys on a bare IP address); needed behind a proxy.
    public var publicURL: String?

    /// The origin passkeys are made for: ``publicURL``, or `http://localhost:PORT`.
    public var passkeyOrigin: String { publicURL ?? "http://localhost:\(port)" }

    /// Throws, saying why, unless `url` can be the arcade's public URL: http or https, a host
    /// name (not an IP address), no path.
    public static func checkPublicURL(_ url: String) throws {
        _ = try PasskeyRelyingParty(origin: url)
    }

    /// The defaults above.
    public init() {}
}
