import Arcade
@testable import ArcadeServer
import Testing

/// A room's one loop (``Room/run()``): it fires the timers the room's machine asks for on the
/// room's clock, and ends when the room closes.
@Suite struct RoomLoopTests {
    /// A room taken on from another instance with Ada's and Bo's seats held, no board.
    static func room(_ clock: ManualSessionClock) -> Room {
        let seats = BoardRestoreTests.team.map {
            RoomSnapshot.Seat(id: $0.id, name: $0.name, colour: $0.colour, score: 0, digest: SessionTickets.digest("token-\($0.id)"))
        }
        let snapshot = RoomSnapshot(code: "K7P2QX", game: .tapIt, options: GameOptions(), round: 1, host: 1, nextID: 3, seats: seats, board: nil)
        return Room(restoring: snapshot, on: BoardRestoreTests.loop, clock: clock, saver: nil, broadcastInterval: 0, tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
    }

    static func seated(_ room: Room) async -> [Int] { await room.seatedIDs }

    @Test("seats taken on are held 30 s: Ada back at 10 s keeps hers, Bo's is freed by the loop at 30 s; the loop ends when the room closes")
    func seatHolds() async throws {
        let clock = ManualSessionClock(at: 0)
        let room = Self.room(clock)
        #expect(await room.timerTimes == [30, 30])
        await withTaskGroup(of: Void.self) { loop in
            loop.addTask { await room.run() }
            // The loop sleeps until the holds end.
            await clock.sleeper(until: 30)
            clock.advance(to: 10)
            _ = try? await room.join(name: "Ada", feed: BoardRestoreTests.feed(), token: "token-1")
            #expect(await Self.seated(room) == [1, 2])
            clock.advance(to: 30)
            #expect(await eventually { await Self.seated(room) == [1] })
            #expect(await room.timerTimes.isEmpty)
            room.close(why: "the test is over")
            // The group returns only once the loop has ended.
            await loop.waitForAll()
        }
        #expect(await room.isClosed)
    }

    @Test("two seats left at 10 s and 20 s are freed each at its own time: the loop wakes at 40 s, then at 50 s")
    func timersInTurn() async throws {
        let clock = ManualSessionClock(at: 0)
        let room = Room(code: "ZZZZZZ", game: .tapIt, options: GameOptions(), on: BoardRestoreTests.loop, clock: clock, broadcastInterval: 0)
        let ada = BoardRestoreTests.feed(), bo = BoardRestoreTests.feed(), cy = BoardRestoreTests.feed()
        _ = try await room.join(name: "Ada", feed: ada)
        _ = try await room.join(name: "Bo", feed: bo)
        _ = try await room.join(name: "Cy", feed: cy)
        await withTaskGroup(of: Void.self) { loop in
            loop.addTask { await room.run() }
            clock.advance(to: 10)
            await room.away(3, feed: cy)
            await clock.sleeper(until: 40)
            clock.advance(to: 20)
            await room.away(2, feed: bo)
            #expect(await room.timerTimes == [40, 50])
            clock.advance(to: 40)
            #expect(await eventually { await Self.seated(room) == [1, 2] })
            await clock.sleeper(until: 50)
            #expect(await Self.seated(room) == [1, 2])
            clock.advance(to: 50)
            #expect(await eventually { await Self.seated(room) == [1] })
            room.close(why: "the test is over")
            await loop.waitForAll()
        }
    }
}

/// What the loop's tests read of a room, inside it.
extension Room {
    /// The ids of the members holding seats.
    var seatedIDs: [Int] { state.machine.members.map(\.id) }
    /// When the timers the machine asked for fall due (room clock).
    var timerTimes: [Double] { state.timers.map(\.at) }
    /// Whether the room has closed.
    var isClosed: Bool { state.closed }
}

/// The board's steps batched for their pages: held until the broadcast interval has passed on
/// the room's clock, then handed to every page here in one go.
@Suite struct RoomFlushTests {
    @Test("a step taken at 0 s waits in the pages' feeds; the loop's flusher hands it over at 4 ms, to both pages at once")
    func stepsFlushedAtTheInterval() async throws {
        let clock = ManualSessionClock(at: 0)
        let room = Room(code: "ZZZZZZ", game: .pieces, options: GameOptions(), on: BoardRestoreTests.loop, clock: clock, broadcastInterval: 0.004,
                        tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
        let (ada, bo) = (BoardRestoreTests.feed(), BoardRestoreTests.feed())
        let (adaOut, boOut) = (Outbox(limit: 1 << 20, largest: 1 << 20), Outbox(limit: 1 << 20, largest: 1 << 20))
        ada.attach(adaOut)
        bo.attach(boOut)
        _ = try await room.join(name: "Ada", feed: ada)
        _ = try await room.join(name: "Bo", feed: bo)
        try await room.start(by: 1)
        // What the room sent before its board's steps went out at once (rung).
        _ = (adaOut.takeAll(maxBytes: 1 << 20), boOut.takeAll(maxBytes: 1 << 20))
        await withTaskGroup(of: Void.self) { loop in
            loop.addTask { await room.run() }
            try? await room.input(from: 1, seq: 1, events: [ClientInput(t: 0, type: "down", id: 1, x: 175, y: 300)])
            // The flusher sleeps until 4 ms; nothing has gone out yet.
            await clock.sleeper(until: 0.004)
            #expect(boOut.takeAll(maxBytes: 1 << 20).messages.isEmpty)
            clock.advance(to: 0.004)
            var toBo: [String] = []
            #expect(await eventually {
                toBo += boOut.takeAll(maxBytes: 1 << 20).messages.map(\.wireText)
                return !toBo.isEmpty
            })
            let toAda = adaOut.takeAll(maxBytes: 1 << 20).messages.map(\.wireText)
            #expect(toBo.count == 1 && toBo[0].hasPrefix(#"{"type":"steps","steps":[{"by":1,"n":1,"#) && toAda == toBo)
            room.close(why: "the test is over")
            await loop.waitForAll()
        }
    }
}
