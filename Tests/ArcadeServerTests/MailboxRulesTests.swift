import ArcadeCore
import ArcadeProtocol
@testable import ArcadeServer
import Testing

/// Each mailbox's queueing rules as a value, called in order — no threads, no waiting.
@Suite struct MailboxRulesTests {
    static func scene(_ text: String) -> Outbox.Message { Outbox.Message(text: text, isScene: true) }

    @Test("the outbox: a scene replaces the scene waiting, wherever it waits; other messages keep their places")
    func sceneReplacesScene() {
        var rules = OutboxRules(limit: 1000, largest: 5000)
        rules.put(Self.scene("s1"))
        rules.put(Outbox.Message(text: "note"))
        rules.put(Self.scene("s2"))
        #expect(rules.queue.map(\.wireText) == ["note", "s2"])
        #expect(rules.bytes == 6)
        #expect(rules.take()?.wireText == "note")
        #expect(rules.take()?.wireText == "s2")
        #expect(rules.take() == nil && rules.isEmpty && rules.bytes == 0)
    }

    @Test("the outbox: steps join the steps message at the end of the queue, not one before another message")
    func stepsJoin() {
        var rules = OutboxRules(limit: 1000, largest: 5000)
        rules.put(.steps(#"{"n":1}"#, count: 1, chain: "a"))
        rules.put(Outbox.Message(text: "note"))
        rules.put(.steps(#"{"n":2}"#, count: 2, chain: "b"))
        rules.put(.steps(#"{"n":3}"#, count: 3, chain: "c"))
        #expect(rules.queue.map(\.wireText) == [
            #"{"type":"steps","steps":[{"n":1}],"count":1,"chain":"a"}"#, "note",
            #"{"type":"steps","steps":[{"n":2},{"n":3}],"count":3,"chain":"c"}"#,
        ])
        // Each steps message weighs its list, its link and 48 bytes of frame.
        #expect(rules.bytes == (7 + 1 + 48) + 4 + (15 + 1 + 48))
    }

    @Test("the outbox overflows when what waits besides the largest message passes the limit, or the largest passes its own")
    func overflow() {
        var rules = OutboxRules(limit: 100, largest: 300)
        rules.put(Outbox.Message(text: String(repeating: "a", count: 300)))
        rules.put(Outbox.Message(text: String(repeating: "b", count: 100)))
        #expect(rules.settle())
        rules.put(Outbox.Message(text: "c"))
        #expect(!rules.settle())
        var single = OutboxRules(limit: 100, largest: 300)
        single.put(Outbox.Message(text: String(repeating: "d", count: 301)))
        #expect(!single.settle())
        // The largest is never below the limit.
        #expect(OutboxRules(limit: 100, largest: 10).largest == 100)
    }

    @Test("the outbox: a reader on the event loop takes until its batch passes its limit, at least one message")
    func readersLimit() {
        var rules = OutboxRules(limit: 10_000, largest: 10_000)
        for text in ["aaaa", "bbbb", "cccc"] { rules.put(Outbox.Message(text: text)) }
        #expect(rules.takeAll(maxBytes: 5).map(\.wireText) == ["aaaa", "bbbb"])
        #expect(rules.bytes == 4)
        rules.put(Outbox.Message(text: String(repeating: "e", count: 50)))
        #expect(rules.takeAll(maxBytes: 1).map(\.wireText) == ["cccc"])
        #expect(rules.takeAll(maxBytes: 1).count == 1 && rules.isEmpty)
        #expect(rules.takeAll(maxBytes: 1) == [])
    }

    @Test("the inbox: a reader takes all that waits, in order; idle only once what it took is handled")
    func inbox() {
        var rules = PageInboxRules()
        #expect(rules.isIdle && rules.take() == nil)
        rules.put(.sync(label: "a"))
        rules.put(.sync(label: "b"))
        #expect(!rules.isIdle)
        let taken = rules.take()
        #expect(taken?.count == 2 && rules.isEmpty && rules.inHand == 2 && !rules.isIdle)
        rules.put(.sync(label: "c"))
        rules.handled(2)
        #expect(!rules.isIdle)
        #expect(rules.take()?.count == 1)
        rules.handled(1)
        #expect(rules.isIdle)
        rules.put(.sync(label: "d"))
        rules.discard()
        #expect(rules.isIdle && rules.take() == nil)
    }

    @Test("the alarm: rings before the clock waits are one; the writer's choice: the first made stands for every reader")
    func alarmAndChoice() {
        var alarm = AlarmRules()
        #expect(alarm.take() == nil)
        alarm.put(())
        alarm.put(())
        #expect(alarm.take() != nil)
        #expect(alarm.take() == nil && alarm.isEmpty)
        var choice = WriterChoiceRules()
        #expect(choice.take() == nil && choice.isEmpty)
        choice.put(true)
        choice.put(false)
        #expect(choice.take() == true && choice.take() == true)
    }

    @Test("a watched game: joins wait for the player's connection to take them; a relayed feed counts its spectators once; going private or too long turns joins away")
    func watchers() {
        let page = LiveFeed(alarm: Alarm(), limit: 100), relay = LiveFeed(alarm: Alarm(), limit: 100)
        relay.spectators = 3
        var rules = WatchersRules(player: "Ada", isPrivate: false)
        #expect(!rules.isWatched && rules.take() == nil)
        let joined = [rules.wait(.init(feed: page)), rules.wait(.init(feed: relay, tag: "t1")), rules.wait(.init(feed: relay, tag: "t2"))]
        #expect(joined == [true, true, true] && rules.isWatched && rules.feeds.isEmpty)
        #expect(rules.watchers == 4)
        let taken = rules.takeWaiting()
        #expect(taken.map(\.tag) == [nil, "t1", "t2"] && rules.feeds.count == 2 && rules.waiting.isEmpty)
        #expect(rules.watchers == 4)
        let left = [rules.leave(page), rules.leave(page)]
        #expect(left == [true, false] && rules.watchers == 3)
        rules.markTooLong()
        let late = rules.wait(.init(feed: page))
        #expect(!late && rules.watchers == 3)
        let away = rules.setPrivate(true)
        #expect(away.count == 1 && away[0] === relay && !rules.isWatched && !rules.isWatchable)
        let ended = rules.endAll()
        #expect(ended.isEmpty && rules.player == "Ada")
    }

    /// A connection the gate's rules count: an object known by its identity.
    final class Door: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test("the gate: full, a newcomer closes the oldest silent connection, counted until it leaves; with every one spoken, it is refused")
    func gate() {
        var rules = GateRules<Door>(limit: 2)
        let a = Door("a"), b = Door("b"), c = Door("c"), d = Door("d"), e = Door("e")
        let first = [rules.enter(a), rules.enter(b)]
        #expect(first.map(\.admitted) == [true, true] && first.allSatisfy { $0.closing == nil })
        rules.spoke(b)
        let third = rules.enter(c)
        #expect(third.admitted && third.closing?.name == "a" && rules.open == 3)
        rules.leave(a)
        let fourth = rules.enter(d)
        #expect(fourth.admitted && fourth.closing?.name == "c" && rules.open == 3)
        rules.leave(c)
        rules.spoke(d)
        let fifth = rules.enter(e)
        #expect(!fifth.admitted && fifth.closing == nil && rules.open == 2 && rules.isEmpty)
        #expect(rules.admitted == 4)
    }

    @Test("the list of games: one opened under a listed id replaces it; a replaced game's close leaves the new one listed")
    func gameList() {
        let opening = WatchedGame.Opening(game: .tapIt, options: GameOptions(), seed: 1, width: 600, height: 600, local: true)
        func game(_ player: String) -> WatchedGame {
            WatchedGame(id: "0a0b0c", opening: opening, player: player, isPrivate: false, startedAt: 0, playerAlarm: Alarm())
        }
        let first = game("Ada"), again = game("Ada")
        var rules = GameListRules()
        let replaced = [rules.open(first), rules.open(again)]
        #expect(replaced[0] == nil && replaced[1] === first)
        let closed = [rules.close(first), rules.close(again), rules.close(again)]
        #expect(closed == [false, true, false] && rules.isEmpty && rules.take() == nil)
    }
}
