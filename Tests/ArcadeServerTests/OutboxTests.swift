@testable import ArcadeServer
import Testing

/// What waits for a page: bounded by what the page has not taken, not by one message's size.
@Suite struct OutboxTests {
    static let big = String(repeating: "x", count: 900_000)

    @Test("a message larger than the limit goes to a reading page whole; two waiting besides the largest overflow")
    func largeMessages() async {
        let outbox = Outbox(limit: 256 * 1024, largest: 9 << 20)
        #expect(outbox.post([Outbox.Message(text: Self.big)]))
        #expect(await outbox.next() == Self.big)
        // A page that does not read: one large message may wait, not a second beside it.
        #expect(outbox.post([Outbox.Message(text: Self.big)]))
        #expect(outbox.post([Outbox.Message(text: String(repeating: "y", count: 200_000))]))
        #expect(!outbox.post([Outbox.Message(text: Self.big)]))
    }

    @Test("a room's steps join the steps message still waiting at the end, in order, with the last link; a scene replaces a scene")
    func stepsJoin() async {
        let outbox = Outbox(limit: 1000, largest: 5000)
        #expect(outbox.post([Outbox.Message(text: "s1", isScene: true), .steps(#"{"by":1,"n":1}"#, count: 1, chain: "aa")]))
        #expect(outbox.post([.steps(#"{"by":2,"n":1}"#, count: 2, chain: "bb")]))
        #expect(outbox.post([.steps(#"{"by":1,"n":2}"#, count: 3, chain: "cc"), Outbox.Message(text: "s2", isScene: true)]))
        #expect(await outbox.next() == #"{"type":"steps","steps":[{"by":1,"n":1},{"by":2,"n":1},{"by":1,"n":2}],"count":3,"chain":"cc"}"#)
        #expect(await outbox.next() == "s2")
        // A batch of steps grown past the largest message a page is sent: it is not reading.
        #expect(!outbox.post([.steps(String(repeating: "z", count: 6000), count: 4, chain: "dd")]))
    }
}
