/// What one client may cost the arcade: the budgets every connection is held to, counted when
/// bytes arrive (not when the server gets round to them), and the times after which a silent
/// connection is closed. docs/protocol.md states them; tests shorten the times.
public struct ArcadeLimits: Sendable {
    /// The largest message a page may send, in bytes. 64 KiB.
    public var maximumMessageSize = 1 << 16
    /// The most frames one message may be split into. 16: a browser sends a message in one frame.
    public var maximumFramesPerMessage = 16
    /// Frames of any kind (text, binary, continuation, ping, pong, close) a connection may send
    /// a second on average. 200: a page sends at most 60 input messages a second, whatever its
    /// display's rate, and a pong now and then.
    public var framesPerSecond = 200.0
    /// Frames a connection may send in a burst above ``framesPerSecond``. 400: two seconds of a
    /// page's input arriving at once after a stall on the way.
    public var frameBurst = 400.0
    /// Bytes a connection may send a second on average, frame headers included. 256 KiB: ten
    /// fingers moving at 60 messages a second take about 60 KiB.
    public var bytesPerSecond = 256.0 * 1024
    /// Bytes a connection may send in a burst. 1 MiB: several full-size messages at once.
    public var byteBurst = 1024.0 * 1024
    /// Open connections (HTTP and WebSocket) the server holds; more are answered "503 the
    /// arcade is full". 4,096, and never more than the process's file limit allows.
    public var maximumConnections = 4096
    /// Game sessions one client address may hold at once (behind a trusted proxy, the address
    /// `X-Forwarded-For` names). 0, the default: no limit — a school or a museum puts many
    /// players behind one address.
    public var maximumSessionsPerAddress = 0
    /// Rooms one client address (as ``maximumSessionsPerAddress`` counts it) may have made and
    /// still open — a room closes 10 minutes after anything last happened in it; past it a new
    /// room is refused in words. 32: a class behind one address makes a room for each pair,
    /// and no address holds thousands of rooms. 0: no limit.
    public var maximumRoomsPerAddress = 32
    /// Seconds a new connection has to send a whole HTTP request head. 10 s.
    public var requestHeadTimeout = 10.0
    /// Seconds a WebSocket has to send its `hello`. 10 s.
    public var helloTimeout = 10.0
    /// Seconds a session may send no message before it is closed. 600 s: ten minutes of
    /// thinking over a Pentominoes board is still playing.
    public var idleTimeout = 600.0
    /// Seconds an idle HTTP keep-alive connection stays open. 30 s.
    public var httpIdleTimeout = 30.0
    /// Bytes of messages waiting for a page that does not read them, besides the largest one
    /// waiting (a board, an opening or a batch of steps may be as large as the arcade sends: a
    /// page that reads gets it whole); past it the session is closed. Scenes replace the scene
    /// still waiting and a room's steps join the steps still waiting, so neither piles up.
    /// 256 KiB.
    public var maximumUnsentBytes = 256 * 1024
    /// How long a step of a board played together may wait to go out to the room's pages with
    /// the others that come meanwhile, in seconds. 0 (the default) sends each at once: a room's
    /// socket is written on its event loop, where the steps that come while a write is under way
    /// go out together in the next (``ChannelWriter``), and a timer per room cost more than it
    /// saved (docs/benchmarks.md).
    public var roomBroadcastInterval = 0.0

    /// The defaults above.
    public init() {}
}
