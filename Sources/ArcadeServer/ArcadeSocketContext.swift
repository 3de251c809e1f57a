import Hummingbird
import NIOCore
import HummingbirdWebSocket

/// The request context of the arcade's WebSocket route: Hummingbird's, plus the address of the
/// peer that opened the connection (a player, or a proxy whose `X-Forwarded-For` names one).
struct ArcadeSocketContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The peer's IP address ("" when the socket has none, such as a Unix socket).
    let peer: String
    /// The connection's channel: after the upgrade, the WebSocket's (``ChannelWriter`` writes to it).
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        peer = source.channel.remoteAddress?.ipAddress ?? ""
        channel = source.channel
    }
}
