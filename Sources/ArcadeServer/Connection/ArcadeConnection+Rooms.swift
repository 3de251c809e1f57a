import Arcade
import ArcadeProtocol
import Foundation

extension ArcadeConnection {
    /// A `room` message: creates the room or joins it (taking it on from the page's carry when
    /// the instance that held it went away), and sits this connection in it.
    @inline(never)
    func joinRoom(_ request: ClientMessage.RoomRequest) async -> (messages: [Outbox.Message], close: Bool) {
        do throws(ArcadeError) {
            try Self.checkVersion(request.version)
            guard let rooms else { throw ArcadeError("this arcade has no rooms") }
            let room: Room
            if let code = request.code, request.game == nil {
                if let found = await rooms.room(code) {
                    room = found
                } else if let restore = request.restore {
                    // Back after the instance that held the room went away: taken on here.
                    room = try await rooms.restore(restore.carry)
                } else {
                    throw ArcadeError("there is no such room: \(code.prefix(12)) — check the code, or start a room of your own")
                }
            } else {
                guard let name = request.game, let kind = GameKind(rawValue: name) else {
                    throw ArcadeError("unknown game \"\(request.game ?? "")\" (\(GameKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                room = try await rooms.create(game: kind, options: request.options ?? GameOptions(), code: request.code, address: address)
            }
            player = try await playerName(request.player)
            isPrivate = request.isPrivate ?? false
            // A board played together comes with its steps so far: room for a long round's.
            let feed = LiveFeed(alarm: alarm, limit: room.playsTogether ? limits.maximumUnsentBytes + TeamBoard.maximumHistoryBytes : limits.maximumUnsentBytes)
            feed.attach(outbox)
            let (width, height) = (request.width ?? 800, request.height ?? 600)
            let id = try await room.join(name: player, feed: feed, token: request.seat, width: width, height: height)
            // A board played together: its input goes to the room straight from the socket's event loop.
            route(machine.sit(RoomSeat(room: room, id: id, feed: feed, width: width, height: height, local: request.local == true,
                                       together: room.playsTogether)))
            logger.info("room join", metadata: ["room": "\(room.code)", "seat": "\(id)"])
            // The first back with the board's steps hands them over.
            if let restore = request.restore, await room.restoreBoard(by: id, feed: feed, count: restore.count, link: restore.chain) {
                return ([send(.restore)], false)
            }
            return ([], false)
        } catch {
            return ([self.error(error.message, fatal: true)], true)
        }
    }

    /// A room's round begins for this player: a session of the room's game on the round's
    /// seed, begun at once (everyone's first command comes at 0 s), its clock starting now.
    @inline(never)
    func startRound(_ seat: RoomSeat) async throws(ArcadeError) -> Outbox.Message {
        let (round, seed) = await seat.room.roundSeed
        // A new round: the room hears this player's from its start.
        toldRoom = nil
        let session = try GameSession(kind: seat.room.game, options: seat.room.options, seed: seed, width: seat.width, height: seat.height, round: 1,
                                      oneRound: true)
        session.onResult = { [unowned self] result, record in
            self.assumeIsolated { $0.unsaved.append((result, record)) }
        }
        route(machine.beginRound(.init(session: session, scenes: !seat.local)))
        started = clock.now
        lastScene = nil
        sessionMeter?.decrement()
        sessionMeter = metrics.sessions(game: seat.room.game.rawValue, mode: sendsScenes ? "scenes" : "local")
        sessionMeter?.increment()
        let size = session.engine.rootView.bounds.size
        // Each player's round is a game in progress like any other: listed (unless private) and watched.
        if let live {
            if let watched { live.close(watched, why: "the round is over: the room has begun another") }
            kept = StepLog()
            keptBytes = 0
            let opening = WatchedGame.Opening(game: seat.room.game, options: session.game.options, seed: seed, width: size.width, height: size.height,
                                            bestScore: nil, round: 1, carry: nil, local: !sendsScenes, oneRound: true)
            watched = live.open(opening, player: player, isPrivate: isPrivate, playerAlarm: alarm)
            progressToldAt = -.infinity
            await seat.room.setLive(seat.id, isPrivate ? nil : liveID)
        }
        let claim = SessionTickets.Claim(game: seat.room.game, options: session.game.options, seed: seed, width: size.width, height: size.height, bestScore: nil)
        logger.info("room round", metadata: ["room": "\(seat.room.code)", "round": "\(round)"])
        return send(.welcome(.init(game: seat.room.game.rawValue, title: seat.room.game.title, options: session.game.options, seed: seed,
                                     width: size.width, height: size.height, bestScore: nil, round: 1, live: liveID,
                                     ticket: tickets.issue(claim, started: Date().timeIntervalSince1970), oneRound: true)))
    }

    /// Starts the rounds the room has begun for this seat since the last tick: their sessions,
    /// whose welcomes take the round starts' places in the feed (everything else the room posts
    /// goes into the outbox by itself). False when the page fell too far behind the room.
    @inline(never)
    func startRounds(_ seat: RoomSeat) async -> Bool {
        while seat.feed.roundStartWaiting {
            let welcome: Outbox.Message
            do throws(ArcadeError) { welcome = try await startRound(seat) } catch { welcome = self.error(error.message, fatal: false) }
            seat.feed.passRoundStart(with: [welcome])
        }
        return !seat.feed.overflowed
    }
}
