import Arcade
import ArcadeProtocol
import Foundation
import GestureReplay
import JSONKit
import Logging

/// A game played alone (or a challenge of a leaderboard record): its hello, and the steps a
/// locally playing page's own session took.
extension ArcadeConnection {
    /// Takes a locally playing page's steps as its session took them, each at its time.
    @inline(never)
    func take(_ message: ClientMessage.Steps, into session: GameSession) -> [Outbox.Message] {
        machine.updateGame { $0.pageClock = true }
        var lastStepAt = machine.pageClock.lastStepAt
        let limit = serverTime + Self.pageClockLead
        var problems: [String] = []
        var taken: [PageStep] = []
        for step in message.steps {
            guard step.at <= limit else {
                problems.append("a step at \(JSONOutput.number(step.at, decimals: 3)) s is ahead of the session's clock (\(JSONOutput.number(serverTime, decimals: 3)) s): it and those after it are dropped")
                break
            }
            // Never back in time: a step behind the clock (after the server ran it on
            // through a silence) is taken now.
            let at = max(step.at, lastStepAt)
            session.advance(to: at)
            if !step.events.isEmpty { problems += session.receive(step.events, arrivedAt: at) }
            if let button = step.press {
                do { try session.press(button) } catch { problems.append(error.message) }
            }
            lastStepAt = at
            if watched != nil { taken.append(PageStep(at: at, events: step.events, press: step.press)) }
        }
        machine.updateGame { [lastStepAt] in $0.lastStepAt = lastStepAt }
        // Spectators play the steps as the session took them.
        follow(taken)
        metrics.events.increment(by: message.eventCount)
        if !problems.isEmpty { metrics.refusedInputs.increment(by: problems.count) }
        return problems.prefix(3).map { error($0, fatal: false) }
    }

    @inline(never)
    func start(_ message: ClientMessage.Hello) async throws(ArcadeError) -> Outbox.Message {
        try Self.checkVersion(message.version)
        // A challenge plays the record's board: its game, options, seed, round and size.
        var board: ConnectionStateMachine.Challenge?
        if let id = message.challenge { board = .init(id: id, board: try await challengeBoard(id)) }
        guard let name = board?.board.game.rawValue ?? message.game, let kind = GameKind(rawValue: name) else {
            throw ArcadeError("unknown game \"\(message.game ?? "")\" (\(GameKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let options: GameOptions
        if let board { options = board.board.options } else { options = try (message.options ?? GameOptions()).validated(for: kind) }
        let playerName = try await self.playerName(message.player)
        var seed = board?.board.seed ?? UInt64.random(in: 0..<(1 << 53))
        var carry = board?.board.carry
        var resumedFrom: Double?
        if let resume = message.resume {
            guard message.local == true else { throw ArcadeError("only a page playing the game itself can carry a session on (\"local\": true)") }
            if board == nil {
                seed = resume.seed
                carry = resume.bestScore.map { LiveGame.Carry(bestScore: $0) }
            }
        } else if board == nil, kind == .tapIt, let store, let best = try? await store.best(game: kind.rawValue, category: options.mode ?? "", player: playerName) {
            // Tap It shows the player's best on the leaderboard from the first game on.
            carry = LiveGame.Carry(bestScore: Int(best))
        }
        let session: GameSession
        if let board {
            session = try board.board.session()
        } else {
            session = try GameSession(kind: kind, options: options, seed: seed, width: message.width ?? 800, height: message.height ?? 600, carry: carry)
        }
        let size = session.engine.rootView.bounds.size
        // The game's id among games in progress: a game carried on keeps its own (its ticket vouches for it).
        let gameID = message.resume?.live ?? LiveGames.newID()
        let claim = SessionTickets.Claim(game: kind, options: session.game.options, seed: seed, width: size.width, height: size.height,
                                         bestScore: carry?.bestScore, challenge: board?.id, live: live == nil ? message.resume?.live : gameID)
        let now = Date().timeIntervalSince1970
        if let resume = message.resume {
            // A page carrying on a session another instance began: its ticket must vouch for
            // every part of it (checked against the session as built, its size clamped), and
            // the clock starts where that session's is now.
            guard let began = tickets.check(resume.ticket, for: claim, now: now) else {
                throw ArcadeError("the session cannot be carried on here: its ticket does not match (or is over a day old); a new game starts")
            }
            resumedFrom = began
        }
        session.onResult = { [unowned self] result, record in
            // Called inside the engine; saved once the step is over.
            self.assumeIsolated { $0.unsaved.append((result, record)) }
        }
        if let began = resumedFrom {
            // The server's clock for this session reads the time since the session began.
            started = clock.now - (now - began)
            machine.rebase(lastMessage: serverTime)
        }
        // A page playing its game itself sends its steps ten times a second: read on the event loop.
        route(machine.begin(.init(session: session, scenes: message.local != true, challenge: board, pageClock: resumedFrom != nil)))
        if let live {
            let opening = WatchedGame.Opening(game: kind, options: session.game.options, seed: seed, width: size.width, height: size.height,
                                            bestScore: carry?.bestScore, round: board?.board.round, carry: board?.board.carry, local: !sendsScenes)
            watched = live.open(id: gameID, opening, player: playerName, isPrivate: message.isPrivate ?? false, playerAlarm: alarm)
        }
        sessionMeter = metrics.sessions(game: kind.rawValue, mode: sendsScenes ? "scenes" : "local")
        sessionMeter?.increment()
        player = playerName
        let ticket = tickets.issue(claim, started: resumedFrom ?? (now - serverTime))
        var metadata: Logger.Metadata = ["game": "\(kind.rawValue)", "seed": "\(seed)", "screen": "\(Int(size.width))x\(Int(size.height))"]
        if let board { metadata["challenge"] = "\(board.id)" }
        logger.info(resumedFrom == nil ? "session start" : "session carried on", metadata: metadata)
        return send(.welcome(.init(game: kind.rawValue, title: kind.title, options: session.game.options, seed: seed,
                                     width: size.width, height: size.height, bestScore: carry?.bestScore,
                                     challenge: board?.id, round: board.map { $0.board.round }, carry: board?.board.carry, live: liveID, ticket: ticket,
                                     resumed: resumedFrom == nil ? nil : true, time: resumedFrom == nil ? nil : serverTime)))
    }

    /// Where saved result `id` stands on its table, if the leaderboard says within a second: a
    /// slow or absent one only leaves it unsaid, and never holds the session longer.
    func placeOf(_ id: Int) async -> ScorePlace? {
        guard let store else { return nil }
        return try? await withTimeLimit(.seconds(1), what: "the leaderboard did not say where a result stands") { try await store.place(of: id) }
    }

    /// The board of leaderboard result `id`, for a challenge.
    func challengeBoard(_ id: Int) async throws(ArcadeError) -> ChallengeBoard {
        guard let store else { throw ArcadeError("this arcade keeps no leaderboard: there is no record to play again") }
        let text: String?
        do { text = try await store.record(id: id) } catch {
            throw ArcadeError("the leaderboard does not answer, so record \(id) cannot be played again now: try again in a minute")
        }
        guard let text else { throw ArcadeError("there is no record \(id) on the leaderboard to play again") }
        return try ChallengeBoard(try GameRecord(json: text))
    }

    /// The results the game gave since the last update, each saved (or kept off the tables, with
    /// the reason), as the messages that tell the page what became of them.
    @inline(never)
    func resultsSaved() async -> [Outbox.Message] {
        var out: [Outbox.Message] = []
    // Each result, then what became of it: the page shows the last notice it is sent, so the
    // reason a result is not (yet) saved comes after the result itself.
    while !unsaved.isEmpty {
        let (played, record) = unsaved.removeFirst()
        // As the leaderboard lists it: on the keyboard table when played by keys alone.
        let result = record?.listedResult ?? played
        saved.append(result)
        guard let record else {
            metrics.refused(.unranked).increment()
            out.append(send(.result(.init(id: nil, player: player, result: result))))
            out.append(error("this game went on too long to keep its record (\(GameSession.maximumRecordBytes >> 20) MiB of input): its result is not saved", fatal: false))
            continue
        }
        var id: Int?
        var why: String?
        if seat != nil {
            // A room's rounds are played for the room: their results are its standings.
            metrics.refused(.unranked).increment()
        } else if let challenge = machine.challenge, !challenge.board.isBoard(of: record) {
            // A new round in a challenge session is a board of its own, but one the player
            // could know in advance (the record's seed): kept off every board.
            metrics.refused(.unranked).increment()
            why = "a challenge keeps the results of its own board only: start a new game from the arcade to be on the leaderboard"
        } else if let saver, record.result.game.keepsScores {
            switch await saver.save(record, player: player, challenge: machine.challenge?.id, guest: signedIn != player, whenSaved: { [savedLater, alarm] id in
                savedLater.post(SavedLater(id: id, result: result))
                alarm.ring()
            }) {
            case .saved(let saved): id = saved
            case .queued: why = "the leaderboard is not answering: your result is kept and will be saved when it is back"
            case .refused: why = "the result could not be saved: the leaderboard is not answering"
            }
        } else if !record.result.game.keepsScores {
            metrics.refused(.unranked).increment()
        }
        // Where it stands, for the page to say (a leaderboard that does not answer now only leaves it unsaid).
        let place = if let id { await placeOf(id) } else { ScorePlace?.none }
        out.append(send(.result(.init(id: id, player: player, result: result, place: place?.place, personalBest: place?.isPersonalBest))))
        if let why { out.append(error(why, fatal: false)) }
    }
        return out
    }

    /// Runs the game (or the Lab) on to now and says what changed: the picture, the room's
    /// standings, spectators' openings and the results.
    func update() async -> [Outbox.Message] {
        var out = advance()
        out += await resultsSaved()
        return out
    }

    /// ``update()``'s work up to saving results: synchronous, so that what it makes lives on the
    /// thread's stack, not in the task frame a connection keeps for its life.
    @inline(never)
    private func advance() -> [Outbox.Message] {
        if let lab = machine.labSession {
            lab.advance(to: serverTime)
            // What the Lab printed and read, as of now (advancing fires its timers).
            let news = machine.takeLabNews()
            var out = (news?.lines ?? []).map { send(.transition(line: $0)) }
            if news?.reading == true { out.append(send(.strokePad(padState(lab, withSet: false)))) }
            let scene = lab.scene()
            if scene != lastScene {
                lastScene = scene
                out.append(send(.scene(time: serverTime, scene: scene)))
            }
            return out
        }
        guard let session = machine.session else { return [] }
        let pageClock = machine.pageClock
        if !pageClock.on {
            session.advance(to: serverTime)
        } else if serverTime - lastMessage >= Self.pageSilence, serverTime - Self.pageSilence > pageClock.lastStepAt {
            // The page has gone quiet: the game's timers run on without it.
            let at = serverTime - Self.pageSilence
            machine.updateGame { $0.lastStepAt = at }
            session.advance(to: at)
        }
        var out: [Outbox.Message] = []
        // The picture first, then the results: the page places a result's notice clear of the
        // buttons the finished game shows.
        if sendsScenes {
            let scene = session.scene()
            if scene != lastScene {
                lastScene = scene
                let message = send(.scene(time: session.engine.now, scene: scene))
                let text = message.text
                out.append(message)
                // Spectators of a game the server draws see what its player sees.
                lastSceneText = text
                if let watched, watched.isWatched { watched.post(text) }
            }
        }
        if let seat {
            // The room hears this player's round when what it knows of it changes.
            let report: Room.Report?
            if seat.room.game == .anagrams {
                // A race: how this player's puzzle ended, and when. Another level chosen deals
                // another puzzle (a round of its own): the race's phrase is then given up.
                if session.round != 1 {
                    report = .puzzle(seat.id, won: false, at: session.roundStart)
                } else if let end = session.game.firstPuzzleEnd {
                    report = .puzzle(seat.id, won: end.won, at: end.time)
                } else {
                    report = nil
                }
            } else {
                // The room's standings: this player's score, and when their game ended.
                report = .score(seat.id, score: session.game.points, outAt: session.game.results.first?.time)
            }
            if let report, report != toldRoom {
                toldRoom = report
                seat.room.post(.report(report))
            }
        }
        if let watched {
            // Spectators come: their openings; the player hears who watches; the list hears how
            // far the game has got, once a second.
            serveSpectators(watched)
            let watchers = watched.watchers
            if watchers != watchersTold {
                watchersTold = watchers
                out.append(send(.watchers(count: watchers)))
            }
            if serverTime - progressToldAt >= 1 {
                progressToldAt = serverTime
                // A room's round says its room: those watching can join it.
                let progress = session.game.progress
                watched.update(player: player, progress: seat.map { "room \($0.room.code)" + (progress.isEmpty ? "" : " · " + progress) } ?? progress)
            }
        }
        return out
    }
}
