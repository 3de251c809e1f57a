import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Sits in a WebSocket's pipeline just after the frame decoder and hands a board-played-together
/// seat's `input` messages to its room on the event loop (``RoomInputRoute/take(_:)``): the room's
/// step is taken, and its frames to the room's pages written, in the tick that read the input —
/// no task resumed, no actor entered, and the steps of one tick's reads go out together. Every
/// other frame, and every frame while the route is closed, goes on to the WebSocket library as
/// before; a message that breaks a rule of the protocol (fragmented, compressed, not ASCII, a
/// kind other than `input`, more events than allowed) is left to the library and the connection,
/// which answer it as they always have.
///
/// Installed by ``RoomInputHandler/Installer`` the moment the upgrade completes, before any
/// frame is read, so it sees every message the connection is passed and keeps their order.
final class RoomInputHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame

    /// The route the connection opens when its seat plays one board.
    let route: RoomInputRoute
    /// Inside a message sent in several frames (its continuations follow).
    private var inFragments = false
    /// The page sent its close: nothing after it is taken here.
    private var closing = false

    init(route: RoomInputRoute) {
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
    static func route(of channel: any Channel) async -> RoomInputRoute? {
        try? await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.handler(type: RoomInputHandler.self).route
        }.get()
    }

    /// Waits in an HTTP connection's pipeline for a WebSocket upgrade to complete, then puts a
    /// ``RoomInputHandler`` after the frame decoder — before the upgrade replays any byte that
    /// came with the request — and leaves.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard event is HTTPServerUpgradeEvents else { return context.fireUserInboundEventTriggered(event) }
            let pipeline = context.pipeline.syncOperations
            if let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) {
                try? pipeline.addHandler(RoomInputHandler(route: RoomInputRoute()), position: .after(decoder))
            }
            context.fireUserInboundEventTriggered(event)
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
