import Arcade
import ArcadeProtocol
import Foundation

extension ArcadeConnection {
    /// A `room` message: creates the room or joins it (taking it on from the page's carry when
    /// the instance that held it went away), and sits this connection in it.
    func joinRoom(_ request: ClientMessage.RoomRequest) -> (messages: [Outbox.Message], close: Bool) {
        guard session == nil, lab == nil, watching == nil, seat == nil else { return ([error("this connection is playing already", fatal: false)], false) }
        do throws(ArcadeError) {
            try Self.checkVersion(request.version)
            guard let rooms else { throw ArcadeError("this arcade has no rooms") }
            let room: Room
            if let code = request.code, request.game == nil {
                if let found = rooms.room(code) {
                    room = found
                } else if let restore = request.restore {
                    // Back after the instance that held the room went away: taken on here.
                    room = try rooms.restore(restore.carry)
                } else {
                    throw ArcadeError("there is no such room: \(code.prefix(12)) — check the code, or start a room of your own")
                }
            } else {
                guard let name = request.game, let kind = GameKind(rawValue: name) else {
                    throw ArcadeError("unknown game \"\(request.game ?? "")\" (\(GameKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                room = try rooms.create(game: kind, options: request.options ?? GameOptions(), code: request.code, address: address)
            }
            player = PlayerName.cleaned(request.player)
            // A board played together comes with its steps so far: room for a long round's.
            let feed = LiveFeed(alarm: alarm, limit: room.playsTogether ? limits.maximumUnsentBytes + TeamBoard.maximumHistoryBytes : limits.maximumUnsentBytes)
            let (width, height) = (request.width ?? 800, request.height ?? 600)
            let id = try room.join(name: player, feed: feed, token: request.seat, width: width, height: height)
            seat = (room, id, feed, width, height, request.local == true)
            logger.info("room join", metadata: ["room": "\(room.code)", "seat": "\(id)"])
            // The first back with the board's steps hands them over.
            if let restore = request.restore, room.restoreBoard(by: id, feed: feed, count: restore.count, link: restore.chain) {
                return ([send(.restore)], false)
            }
            return ([], false)
        } catch {
            return ([self.error(error.message, fatal: true)], true)
        }
    }
}
