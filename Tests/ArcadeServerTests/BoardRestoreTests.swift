import Arcade
@testable import ArcadeServer
import NIOCore
import NIOPosix
import Testing

/// A board played together taken on from an instance that went away: one page back at a time is
/// asked for its steps, and a page that went again or went quiet holds nobody's board up.
@Suite struct BoardRestoreTests {
    static let link = "00112233445566778899aabbccddeeff"
    static let team = [TeamMember(id: 1, name: "Ada", colour: "#ff6b6b"), TeamMember(id: 2, name: "Bo", colour: "#4dabf7")]
    static let board = RoomSnapshot.Board(seed: 9, width: 800, height: 600, team: team)

    static func feed() -> LiveFeed { LiveFeed(alarm: Alarm(), limit: 1 << 20) }

    /// The event loop the tests' rooms run on.
    static var loop: any EventLoop { MultiThreadedEventLoopGroup.singleton.next() }

    /// A room taken on with Ada and Bo's seats held, playing a Pieces board.
    static func room(_ clock: ManualSessionClock) -> Room {
        let seats = team.map { RoomSnapshot.Seat(id: $0.id, name: $0.name, colour: $0.colour, score: 0, digest: SessionTickets.digest("token-\($0.id)")) }
        let snapshot = RoomSnapshot(code: "K7P2QX", game: .pieces, options: GameOptions(), round: 1, host: 1, nextID: 3, seats: seats, board: board)
        return Room(restoring: snapshot, on: BoardRestoreTests.loop, clock: clock, saver: nil, broadcastInterval: 0, tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
    }

    /// A room taken on: Ada back first and asked for the steps, Bo back after her and waiting.
    static func adaAskedBoWaiting(_ clock: ManualSessionClock) async throws -> (room: Room, ada: LiveFeed, bo: LiveFeed) {
        let room = Self.room(clock)
        let (ada, bo) = (Self.feed(), Self.feed())
        _ = try await room.join(name: "Ada", feed: ada, token: "token-1")
        #expect(await room.restoreBoard(by: 1, feed: ada, count: 3, link: Self.link))
        _ = try await room.join(name: "Bo", feed: bo, token: "token-2")
        #expect(!(await room.restoreBoard(by: 2, feed: bo, count: 3, link: Self.link)))
        _ = Self.asks(bo)
        return (room, ada, bo)
    }

    /// How many times `feed` was asked for the board's steps since it was last read.
    static func asks(_ feed: LiveFeed) -> Int { feed.take().texts.filter { $0 == Room.restoreRequest }.count }

    @Test("the page asked is asked again on its newer connection; another back is asked once it has been silent 5 s")
    func askedAgain() async throws {
        let clock = ManualSessionClock()
        let room = Self.room(clock)
        let (ada, adaAgain, bo) = (Self.feed(), Self.feed(), Self.feed())
        #expect(try await room.join(name: "Ada", feed: ada, token: "token-1") == 1)
        #expect(await room.restoreBoard(by: 1, feed: ada, count: 3, link: Self.link))
        #expect(try await room.join(name: "Ada", feed: adaAgain, token: "token-1") == 1)
        #expect(await room.restoreBoard(by: 1, feed: adaAgain, count: 3, link: Self.link))
        await #expect(throws: ArcadeError("this room asked for no steps")) { try await room.takeSteps(from: 1, feed: ada, texts: [#"{"by":1,"at":0}"#]) }
        // Bo, back meanwhile, waits; once Ada's page has been silent 5 s, Bo's is asked.
        #expect(try await room.join(name: "Bo", feed: bo, token: "token-2") == 2)
        #expect(!(await room.restoreBoard(by: 2, feed: bo, count: 3, link: Self.link)))
        _ = Self.asks(bo)
        clock.advance(by: 4.9)
        await room.reviewRestore()
        #expect(Self.asks(bo) == 0)
        clock.advance(by: 0.1)
        await room.reviewRestore()
        #expect(Self.asks(bo) == 1)
        await #expect(throws: ArcadeError("this room asked for no steps")) { try await room.takeSteps(from: 1, feed: adaAgain, texts: [#"{"by":1,"at":0}"#]) }
    }

    @Test("a page handing its steps over is not passed over, however long it takes")
    func handingOver() async throws {
        let clock = ManualSessionClock()
        let (room, ada, bo) = try await Self.adaAskedBoWaiting(clock)
        clock.advance(by: 4)
        #expect(try !(await room.takeSteps(from: 1, feed: ada, texts: [#"{"by":1,"at":0}"#])))
        clock.advance(by: 4)
        await room.reviewRestore()
        #expect(Self.asks(bo) == 0)
        #expect(try !(await room.takeSteps(from: 1, feed: ada, texts: [#"{"by":1,"at":10}"#])))
    }

    @Test("the page asked going away asks the next player back at once")
    func askedGoesAway() async throws {
        let clock = ManualSessionClock()
        let (room, ada, bo) = try await Self.adaAskedBoWaiting(clock)
        clock.advance(by: 1)
        await room.away(1, feed: ada)
        #expect(Self.asks(bo) == 1)
        #expect(try !(await room.takeSteps(from: 2, feed: bo, texts: [#"{"by":1,"at":0}"#])))
    }

    @Test("more steps than offered give the board up; an offer of none while nobody offers gives it up too")
    func givenUp() async throws {
        var restore = BoardRestore(board: Self.board)
        let ada = Self.feed()
        #expect(restore.offer(.init(id: 1, feed: ada, count: 1, link: Self.link), now: 0) === ada)
        #expect(throws: ArcadeError("more steps came than the board had: it starts afresh")) {
            try restore.take([#"{"by":1,"at":0}"#, #"{"by":1,"at":1}"#], from: 1, feed: ada, now: 1)
        }
        #expect(restore.isGivenUp)

        let clock = ManualSessionClock()
        let room = Self.room(clock)
        _ = try await room.join(name: "Bo", feed: Self.feed(), token: "token-2")
        #expect(!(await room.restoreBoard(by: 2, feed: Self.feed(), count: 0, link: nil)))
        await #expect(throws: ArcadeError("this room asked for no steps")) { try await room.takeSteps(from: 2, feed: Self.feed(), texts: []) }
    }

    @Test("offers are asked in the order they came; the one passed over is not asked again")
    func order() {
        var restore = BoardRestore(board: Self.board)
        let (ada, bo, cy) = (Self.feed(), Self.feed(), Self.feed())
        #expect(restore.offer(.init(id: 1, feed: ada, count: 3, link: Self.link), now: 0) === ada)
        #expect(restore.offer(.init(id: 2, feed: bo, count: 3, link: Self.link), now: 1) == nil)
        #expect(restore.deadline == 5)
        // Cy comes once Ada has been silent past the wait: Bo, back first, is asked.
        #expect(restore.offer(.init(id: 3, feed: cy, count: 3, link: Self.link), now: 6) === bo)
        #expect(restore.asked?.id == 2 && restore.offers.map(\.id) == [3] && restore.deadline == 11)
        #expect(restore.review(now: 11) === cy)
        #expect(restore.review(now: 20) == nil && restore.asked?.id == 3)
    }

    @Test("an input posted from a socket's thread reaches the board before the sender's next message handled in the room, and a page seated later is sent both in its board message")
    func lettersFirst() async throws {
        let clock = ManualSessionClock()
        let room = Room(code: "K7P2QX", game: .pieces, options: GameOptions(), on: BoardRestoreTests.loop, clock: clock, broadcastInterval: 0,
                        tickets: SessionTickets(key: Array(repeating: 3, count: 32)))
        let (ada, bo) = (Self.feed(), Self.feed())
        #expect(try await room.join(name: "Ada", feed: ada) == 1)
        #expect(try await room.join(name: "Bo", feed: bo) == 2)
        try await room.start(by: 1)
        _ = bo.take()
        // Ada's "down", posted as a socket's handler posts it; her "up", asked of the room after
        // it, comes after it: the steps go out as she sent them.
        clock.advance(by: 0.1)
        room.post(.input(from: 1, seq: 1, events: [ClientInput(t: 0, type: "down", id: 1, x: 175, y: 300)], feed: ada))
        try await room.input(from: 1, seq: 2, events: [ClientInput(t: 100, type: "up", id: 1, x: 175, y: 300)])
        let sent = bo.take().texts
        #expect(sent.count == 1)
        let steps = try #require(sent.first)
        #expect(steps.hasPrefix(#"{"type":"steps","steps":[{"by":1,"n":1,"#) && steps.contains(#"},{"by":1,"n":2,"#))
        // Cy, seated now, is sent the board with both steps in its history.
        let cy = Self.feed()
        #expect(try await room.join(name: "Cy", feed: cy) == 3)
        let board = try #require(cy.take().texts.first { $0.contains(#""type":"board""#) })
        #expect(board.contains(#"{"by":1,"n":1,"#) && board.contains(#"{"by":1,"n":2,"#))
    }
}
