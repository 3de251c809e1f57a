import Hummingbird
import NIOCore

/// The request context of the arcade's HTTP routes: Hummingbird's, plus the address of the
/// peer that sent the request (a player, or a proxy whose `X-Forwarded-For` names one) — what
/// per-address limits, such as claims of names, count by.
struct ArcadeRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's IP address ("" when the socket has none).
    let peer: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress?.ipAddress ?? ""
    }
}
