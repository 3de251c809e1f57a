import Arcade
import ArcadeProtocol
import NIOCore
import ServiceLifecycle

/// This instance's rooms, by code. A room no one has done anything in for 10 minutes closes;
/// one address may have made at most ``maximumPerAddress`` of those open at once.
///
/// Closing idle rooms never scans them all: each room has a place in a queue of when it may
/// next be idle long enough (in the order they were queued, each at most ``idleLimit`` ahead
/// of its queuing), and making or finding a room looks only at the rooms due at the queue's
/// front — each is closed, or queued again for its next due time.
///
/// A service: ``run()`` runs every open room's loop (``Room/run()``) as a child task of its own,
/// until the room closes; a graceful shutdown (after the server's, which the application's
/// service group takes first) closes them all. An actor: the list is asked a room at a time (a
/// page's `room` message, the room page's address), never from an event loop.
actor Rooms: Service {
    /// How long a room may go with nothing happening before it closes, in seconds. 600.
    static let idleLimit = 600.0
    /// The letters codes are made of: no 0, O, 1, I or L, which read alike (the protocol's).
    static let alphabet = Array(WireProtocol.roomCodeLetters)

    private var rooms: [String: Room] = [:]
    /// The address that made each room (rooms taken on from another instance have none).
    private var makers: [String: String] = [:]
    /// Rooms open per address that made them.
    private var perAddress: [String: Int] = [:]
    /// When each room may next have been idle past the limit (room clock), in queue order;
    /// entries before `start` are done with.
    private var due: [(code: String, room: Room, at: Double)] = []
    private var start = 0
    private let clock: any SessionClock
    private let saver: ResultSaver?
    private let broadcastInterval: Double
    /// The games in progress on this instance, where a room's board played together is listed.
    private let live: LiveGames?
    /// Seal a room's state and its board's steps, under the key the instances share.
    private let tickets: SessionTickets
    /// The event loops the rooms' jobs run on (the sockets' own), taken in turn: rooms spread
    /// over the loops whoever made them.
    private let eventLoops: any EventLoopGroup
    /// Rooms one address may have made and still open; 0 for no limit.
    nonisolated let maximumPerAddress: Int
    /// The rooms made or taken on, for ``run()`` to run their loops.
    private let opened: AsyncStream<Room>
    private let opening: AsyncStream<Room>.Continuation

    /// Rooms on `clock`, whose boards played together save their results with `saver` and send
    /// their steps within `broadcastInterval` seconds (``ArcadeLimits/roomBroadcastInterval``);
    /// `tickets` seals what a page hands another instance when this one goes away; one address
    /// may make `maximumPerAddress` rooms open at once (``ArcadeLimits/maximumRoomsPerAddress``);
    /// the rooms run on `eventLoops`.
    init(clock: any SessionClock, saver: ResultSaver? = nil, broadcastInterval: Double = ArcadeLimits().roomBroadcastInterval,
         tickets: SessionTickets = SessionTickets(), maximumPerAddress: Int = ArcadeLimits().maximumRoomsPerAddress, live: LiveGames? = nil,
         eventLoops: any EventLoopGroup) {
        self.eventLoops = eventLoops
        self.live = live
        self.clock = clock
        self.saver = saver
        self.broadcastInterval = broadcastInterval
        self.tickets = tickets
        self.maximumPerAddress = maximumPerAddress
        (opened, opening) = AsyncStream.makeStream(of: Room.self)
    }

    /// Runs each room's loop while the room is open; on a graceful shutdown closes every room,
    /// whose loops then end, and returns.
    func run() async {
        await withDiscardingTaskGroup { loops in
            await withGracefulShutdownHandler {
                for await room in opened { loops.addTask { await room.run() } }
            } onGracefulShutdown: { [opening] in
                opening.finish()
            }
            // No room is made from now on: those open close, and their loops end.
            for room in rooms.values { room.close(why: "the arcade is going out of service") }
            rooms = [:]
        }
    }

    /// Whether `code` can name a room: 6 of ``alphabet``'s characters.
    static func isWellFormed(_ code: String) -> Bool {
        code.count == WireProtocol.roomCodeLength && code.allSatisfy { alphabet.contains($0) }
    }

    /// How many rooms are open.
    var count: Int { rooms.count }

    /// A new room of `game` with `options` (validated), made from `address`, under `code` —
    /// which the page drew, so that a proxy sends every player of the room to the instance that
    /// holds it (nginx hashing the code) — or a fresh random code. Refused in words past
    /// ``maximumPerAddress`` rooms open from one address.
    func create(game: GameKind, options: GameOptions, code requested: String? = nil, address: String = "") throws(ArcadeError) -> Room {
        let options = try options.validated(for: game)
        let wanted = requested.map { String($0.uppercased().filter { $0 != " " && $0 != "-" }) }
        if let wanted, !Self.isWellFormed(wanted) {
            throw ArcadeError("a room's code is 6 letters and digits (no 0, O, 1, I or L): \(wanted.prefix(12)) is not one")
        }
        let now = clock.now
        sweep(now: now)
        if maximumPerAddress > 0, perAddress[address, default: 0] >= maximumPerAddress {
            throw ArcadeError("too many rooms made from your address (at most \(maximumPerAddress) open at once): play in one of them, or make another once one has closed (\(Int(Self.idleLimit / 60)) minutes after anything last happened in it)")
        }
        var code: String
        if let wanted {
            guard rooms[wanted] == nil else { throw ArcadeError("the room code \(wanted) is taken: reload to make another room") }
            code = wanted
        } else {
            repeat {
                code = String((0..<WireProtocol.roomCodeLength).map { _ in Self.alphabet.randomElement()! })
            } while rooms[code] != nil
        }
        let room = Room(code: code, game: game, options: options, on: eventLoops.next(), clock: clock, saver: saver, broadcastInterval: broadcastInterval,
                        tickets: tickets, live: live)
        add(room, now: now)
        makers[code] = address
        perAddress[address, default: 0] += 1
        return room
    }

    /// The room `carry` describes (a `room` message's sealed state), taken on here after the
    /// instance that held it went away — or the room already here under its code (another of
    /// its players came first). Throws when the seal is not this arcade's.
    func restore(_ carry: String) throws(ArcadeError) -> Room {
        let snapshot = try RoomSnapshot(carry: carry, tickets: tickets)
        let now = clock.now
        sweep(now: now)
        if let here = rooms[snapshot.code] { return here }
        let room = Room(restoring: snapshot, on: eventLoops.next(), clock: clock, saver: saver, broadcastInterval: broadcastInterval, tickets: tickets, live: live)
        add(room, now: now)
        return room
    }

    /// The room `code` names (letters in any case, spaces and dashes ignored), if it is open.
    func room(_ code: String) -> Room? {
        let cleaned = String(code.uppercased().filter { $0 != " " && $0 != "-" })
        sweep(now: clock.now)
        guard let room = rooms[cleaned] else { return nil }
        if room.idleFor > Self.idleLimit {
            close(cleaned)
            return nil
        }
        return room
    }

    private func add(_ room: Room, now: Double) {
        rooms[room.code] = room
        due.append((room.code, room, now + Self.idleLimit))
        opening.yield(room)
    }

    private func close(_ code: String) {
        // Its loop ends, and its board leaves the games in progress with it.
        rooms[code]?.close(why: "the room closed: nobody had played in it for \(Int(Self.idleLimit / 60)) minutes")
        rooms[code] = nil
        guard let maker = makers.removeValue(forKey: code) else { return }
        let left = perAddress[maker, default: 1] - 1
        perAddress[maker] = left > 0 ? left : nil
    }

    /// Closes the rooms at the queue's front that have been idle past the limit, and queues
    /// again those due there that have not (at when they next may be).
    private func sweep(now: Double) {
        while start < due.count, due[start].at <= now {
            let entry = due[start]
            start += 1
            // A room closed already (or a code made again since) is not this entry's.
            guard rooms[entry.code] === entry.room else { continue }
            let idle = entry.room.idleFor
            if idle > Self.idleLimit {
                close(entry.code)
            } else {
                due.append((entry.code, entry.room, max(now - idle + Self.idleLimit, now + 1)))
            }
        }
        // Done entries are dropped now and then, so the queue never outgrows the rooms.
        if start > 256 && start * 2 > due.count {
            due.removeFirst(start)
            start = 0
        }
    }
}
