@testable import ArcadeServer
import Testing

/// A live feed's rules as a value, called in order: what waits for the connection, what is
/// handed to an attached outbox, and when the connection is woken.
@Suite struct FeedRulesTests {
    /// An outbox stand-in that keeps what it is handed, and takes it while `accepts`.
    final class RecordingSink: FeedSink, @unchecked Sendable {
        var posted: [String] = []
        var accepts = true
        func post(_ messages: some Collection<Outbox.Message>) -> Bool {
            posted += messages.map(\.wireText)
            return accepts
        }
    }

    static func step(_ n: Int) -> LiveFeed.Item { .step(#"{"n":\#(n)}"#, count: n, link: "l\(n)") }

    @Test("a spectator's feed: items wait in order and a post that rings wakes it; past the limit it overflows and drops what waits; after the end nothing is kept")
    func spectator() {
        var rules = FeedRules<RecordingSink>(limit: 40)
        // Whether each call woke the connection, in order.
        var woke = [rules.post(.message("hello"), ends: false, ring: true), rules.post(Self.step(1), ends: false, ring: false)]
        #expect(rules.bytes == 5 + (7 + 2 + 8))
        woke.append(rules.ring())
        let taken = rules.takeAll()
        #expect(taken == [.message("hello"), Self.step(1)])
        #expect(rules.isEmpty && rules.bytes == 0)
        woke += [rules.post(.message("bye"), ends: true, ring: true), rules.post(.message("after"), ends: false, ring: true)]
        let last = rules.takeAll()
        #expect(last == [.message("bye")] && rules.ended)
        #expect(woke == [true, false, true, true, false])

        var slow = FeedRules<RecordingSink>(limit: 10)
        woke = [slow.post(.message("123456"), ends: false, ring: true), slow.post(.message("78901"), ends: false, ring: true)]
        #expect(slow.overflowed && slow.isEmpty)
        woke.append(slow.post(.message("x"), ends: false, ring: true))
        #expect(woke == [true, true, false] && slow.isEmpty)
    }

    @Test("a room player's feed: attached, what waits goes to the outbox, a step with nothing before it straight in; a round's start holds what follows until the welcome passes it")
    func attached() {
        let outbox = RecordingSink()
        var rules = FeedRules<RecordingSink>(limit: 1000)
        var woke = [rules.post(.message("board"), ends: false, ring: false), rules.attach(outbox)]
        #expect(outbox.posted == ["board"] && rules.isEmpty)
        woke.append(rules.post(Self.step(1), ends: false, ring: true))
        #expect(outbox.posted == ["board", #"{"type":"steps","steps":[{"n":1}],"count":1,"chain":"l1"}"#])
        #expect(woke == [false, false, false])
        // A round begins: the connection is woken, and the steps after it wait for its welcome.
        woke = [rules.post(.roundStart, ends: false, ring: true)]
        #expect(rules.roundStartWaiting)
        woke += [rules.post(Self.step(2), ends: false, ring: true), rules.post(Self.step(3), ends: false, ring: false)]
        #expect(outbox.posted.count == 2)
        woke.append(rules.passRoundStart(with: [Outbox.Message(text: "welcome")]))
        #expect(outbox.posted.suffix(2) == ["welcome", #"{"type":"steps","steps":[{"n":2},{"n":3}],"count":3,"chain":"l3"}"#])
        #expect(!rules.roundStartWaiting && rules.isEmpty && rules.bytes == 0)
        #expect(woke == [true, true, false, false])
        // An outbox that overflows overflows the feed, and the connection is woken to close.
        outbox.accepts = false
        woke = [rules.post(Self.step(4), ends: false, ring: true)]
        #expect(rules.overflowed)
        woke.append(rules.post(Self.step(5), ends: false, ring: true))
        #expect(woke == [true, false] && outbox.posted.count == 5)
    }
}
