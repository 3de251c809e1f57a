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

    /// Rooms on `clock`, whose boards played together save their results with `saver` and send
    /// their steps within `broadcastInterval` seconds (``ArcadeLimits/roomBroadcastInterval``).
    init(clock: any SessionClock, saver: ResultSaver? = nil, broadcastInterval: Double = ArcadeLimits().roomBroadcastInterval) {
        self.clock = clock
        self.saver = saver
        self.broadcastInterval = broadcastInterval
    }

    /// A new room of `game` with `options` (validated), under a fresh random code.
    func create(game: GameKind, options: GameOptions) throws(ArcadeError) -> Room {
        let options = try options.validated(for: game)
        return rooms.withLockedValue { rooms in
            // Closed: rooms idle past the limit.
            for (code, room) in rooms where room.idleFor > Self.idleLimit { rooms[code] = nil }
            var code: String
            repeat {
                code = String((0..<6).map { _ in Self.alphabet.randomElement()! })
            } while rooms[code] != nil
            let room = Room(code: code, game: game, options: options, clock: clock, saver: saver, broadcastInterval: broadcastInterval)
            rooms[code] = room
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
