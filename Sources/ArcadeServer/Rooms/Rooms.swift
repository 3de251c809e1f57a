import Arcade
import NIOConcurrencyHelpers

/// This instance's rooms, by code. A room no one has done anything in for 10 minutes closes.
final class Rooms: Sendable {
    /// How long a room may go with nothing happening before it closes, in seconds. 600.
    static let idleLimit = 600.0
    /// The letters codes are made of: no 0, O, 1, I or L, which read alike.
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    private let rooms = NIOLockedValueBox<[String: Room]>([:])
    private let clock: any SessionClock
    private let saver: ResultSaver?
    private let broadcastInterval: Double
    /// Seal a room's state and its board's steps, under the key the instances share.
    private let tickets: SessionTickets

    /// Rooms on `clock`, whose boards played together save their results with `saver` and send
    /// their steps within `broadcastInterval` seconds (``ArcadeLimits/roomBroadcastInterval``);
    /// `tickets` seals what a page hands another instance when this one goes away.
    init(clock: any SessionClock, saver: ResultSaver? = nil, broadcastInterval: Double = ArcadeLimits().roomBroadcastInterval,
         tickets: SessionTickets = SessionTickets()) {
        self.clock = clock
        self.saver = saver
        self.broadcastInterval = broadcastInterval
        self.tickets = tickets
    }

    /// Whether `code` can name a room: 6 of ``alphabet``'s characters.
    static func isWellFormed(_ code: String) -> Bool {
        code.count == 6 && code.allSatisfy { alphabet.contains($0) }
    }

    /// A new room of `game` with `options` (validated), under `code` — which the page drew, so
    /// that a proxy sends every player of the room to the instance that holds it (nginx hashing
    /// the code) — or a fresh random code.
    func create(game: GameKind, options: GameOptions, code requested: String? = nil) throws(ArcadeError) -> Room {
        let options = try options.validated(for: game)
        let wanted = requested.map { String($0.uppercased().filter { $0 != " " && $0 != "-" }) }
        if let wanted, !Self.isWellFormed(wanted) {
            throw ArcadeError("a room's code is 6 letters and digits (no 0, O, 1, I or L): \(wanted.prefix(12)) is not one")
        }
        let made = rooms.withLockedValue { rooms -> Room? in
            // Closed: rooms idle past the limit.
            for (code, room) in rooms where room.idleFor > Self.idleLimit { rooms[code] = nil }
            var code: String
            if let wanted {
                guard rooms[wanted] == nil else { return nil }
                code = wanted
            } else {
                repeat {
                    code = String((0..<6).map { _ in Self.alphabet.randomElement()! })
                } while rooms[code] != nil
            }
            let room = Room(code: code, game: game, options: options, clock: clock, saver: saver, broadcastInterval: broadcastInterval, tickets: tickets)
            rooms[code] = room
            return room
        }
        guard let made else { throw ArcadeError("the room code \(wanted ?? "") is taken: reload to make another room") }
        return made
    }

    /// The room `carry` describes (a `room` message's sealed state), taken on here after the
    /// instance that held it went away — or the room already here under its code (another of
    /// its players came first). Throws when the seal is not this arcade's.
    func restore(_ carry: String) throws(ArcadeError) -> Room {
        let snapshot = try RoomSnapshot(carry: carry, tickets: tickets)
        return rooms.withLockedValue { rooms in
            if let here = rooms[snapshot.code] { return here }
            let room = Room(restoring: snapshot, clock: clock, saver: saver, broadcastInterval: broadcastInterval, tickets: tickets)
            rooms[snapshot.code] = room
            return room
        }
    }

    /// The room `code` names (letters in any case, spaces and dashes ignored), if it is open.
    func room(_ code: String) -> Room? {
        let cleaned = String(code.uppercased().filter { $0 != " " && $0 != "-" })
        return rooms.withLockedValue { rooms in
            guard let room = rooms[cleaned] else { return nil }
            if room.idleFor > Self.idleLimit {
                rooms[cleaned] = nil
                return nil
            }
            return room
        }
    }
}
