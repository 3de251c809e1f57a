import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Sits in a WebSocket's pipeline just after the frame decoder and takes the messages a page
/// sends many times a second on the event loop (``FrequentMessageRoute/take(_:)``): a
/// board-played-together seat's `input` goes to its room — the room's step is taken, and its
/// frames to the room's pages written, in the tick that read the input, no task resumed, no
/// actor entered, and the steps of one tick's reads go out together — and a page playing alone's
/// `steps` and `sync` go to its connection's ``PageInbox``. Every other frame, and every frame
/// while the route is closed, goes on to the WebSocket library as before; a message that breaks a
/// rule of the protocol (fragmented, compressed, not ASCII, a kind the route does not take, more
/// events than allowed) is left to the library and the connection, which answer it as they
/// always have.
///
/// Installed by ``FrequentMessageHandler/Installer`` the moment the upgrade completes, before any
/// frame is read, so it sees every message the connection is passed and keeps their order.
final class FrequentMessageHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame

    /// The route the connection opens when its seat plays one board or its page plays alone.
    let route: FrequentMessageRoute
    /// Inside a message sent in several frames (its continuations follow).
    private var inFragments = false
    /// The page sent its close: nothing after it is taken here.
    private var closing = false

    init(route: FrequentMessageRoute) {
        self.route = route
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text where frame.fin && !inFragments && !closing && !frame.rsv1 && !frame.rsv2 && !frame.rsv3:
            if route.take(frame) { return }
            route.passed()
        case .text, .binary:
            if frame.fin { route.passed() } else { inFragments = true }
        case .continuation:
            if frame.fin {
                inFragments = false
                route.passed()
            }
        case .connectionClose:
            closing = true
        default:
            break
        }
        context.fireChannelRead(data)
    }

    /// Finds the handler of `channel`'s pipeline (installed at its upgrade) and returns its
    /// route; nil for a channel with none.
    static func route(of channel: any Channel) async -> FrequentMessageRoute? {
        try? await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.handler(type: FrequentMessageHandler.self).route
        }.get()
    }

    /// Waits in an HTTP connection's pipeline for a WebSocket upgrade to complete, then puts a
    /// ``FrequentMessageHandler`` after the frame decoder — before the upgrade replays any byte that
    /// came with the request — and leaves.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard event is HTTPServerUpgradeEvents else { return context.fireUserInboundEventTriggered(event) }
            let pipeline = context.pipeline.syncOperations
            if let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) {
                try? pipeline.addHandler(FrequentMessageHandler(route: FrequentMessageRoute()), position: .after(decoder))
            }
            context.fireUserInboundEventTriggered(event)
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
