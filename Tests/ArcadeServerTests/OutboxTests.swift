import Arcade
@testable import ArcadeServer
import NIOCore
import Testing

/// What waits for a page: bounded by what the page has not taken, not by one message's size.
@Suite struct OutboxTests {
    static let big = String(repeating: "x", count: 900_000)

    @Test("the writer is called once for what comes between two takes, and again after a take; always when the box finishes")
    func readyOncePerTake() {
        let outbox = Outbox(limit: 1000, largest: 5000)
        final class Calls: @unchecked Sendable { var count = 0 }  // one thread: the test's
        let calls = Calls()
        outbox.post([Outbox.Message(text: "a")])
        outbox.whenReady { calls.count += 1 }
        #expect(calls.count == 1)
        outbox.post([Outbox.Message(text: "b")])
        outbox.post([.steps(#"{"by":1}"#, count: 1, chain: "c1")])
        #expect(calls.count == 1)
        #expect(outbox.takeAll(maxBytes: 1 << 20).messages.map(\.wireText) == ["a", "b", #"{"type":"steps","steps":[{"by":1}],"count":1,"chain":"c1"}"#])
        outbox.post([.steps(#"{"by":2}"#, count: 2, chain: "c2")])
        outbox.post([.steps(#"{"by":3}"#, count: 3, chain: "c3")])
        #expect(calls.count == 2)
        outbox.finish()
        #expect(calls.count == 3)
        let last = outbox.takeAll(maxBytes: 1 << 20)
        #expect(last.messages.count == 1 && last.done)
    }

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

    @Test("a room's step posted to a player's feed goes straight into its outbox and joins the steps waiting; the writer takes them with their bytes written as their text")
    func feedStepsIntoOutbox() {
        let outbox = Outbox(limit: 1000, largest: 5000)
        let feed = LiveFeed(alarm: Alarm(), limit: 1000)
        feed.attach(outbox)
        feed.post(.step(#"{"by":1,"n":1}"#, count: 7, link: "aa"))
        feed.post(.step(#"{"by":2,"n":1}"#, count: 8, link: "bb"))
        feed.post(#"{"type":"room"}"#)
        let (messages, done) = outbox.takeAll(maxBytes: 1 << 20)
        #expect(!done && feed.take().texts == [])
        #expect(messages.map(\.wireText) == [#"{"type":"steps","steps":[{"by":1,"n":1},{"by":2,"n":1}],"count":8,"chain":"bb"}"#, #"{"type":"room"}"#])
        let written = messages.map { message -> String in
            var buffer = ByteBuffer()
            message.write(into: &buffer)
            return String(buffer: buffer)
        }
        #expect(written == messages.map(\.wireText))
    }
}

/// The steps a session keeps for spectators to come, packed: read back exactly as given.
@Suite struct StepLogTests {
    @Test("steps of every shape read back exactly: presses, known and unknown types and kinds, large and negative ids, fractions")
    func roundTrip() {
        let steps = [
            PageStep(at: 0.1, press: "newGame"),
            PageStep(at: 1.216, events: [ClientInput(t: 15234.5, type: "down", id: 1, x: 120.5, y: 300, kind: "mouse"),
                                         ClientInput(t: 15250.125, type: "move", id: 2_000_001, x: -0.1, y: 1e-7)]),
            PageStep(at: 2.35),
            PageStep(at: 3, events: [ClientInput(t: 1, type: "wave", id: -5, x: 999_999.75, y: 3, kind: "paw")], press: "hint ✓"),
        ]
        var log = StepLog()
        for step in steps { log.append(step) }
        #expect(log.count == 4 && log.steps == steps)
        #expect(log.steps.map(\.jsonText) == steps.map(\.jsonText))
        // 17 + 67 + 9 + 55 bytes: an input of known type and kind is 27 to 30 (its id's varint).
        #expect(log.byteCount == 148)
    }

    @Test("a long game's steps, kept across many chunks, read back exactly and in order")
    func manyChunks() {
        var log = StepLog()
        let steps = (0..<3_000).map { (i: Int) -> PageStep in
            let n = Double(i)
            let input = ClientInput(t: n * 16.5, type: i % 7 == 0 ? "down" : "move", id: i % 3, x: Double(i % 800) + 0.25, y: 300 - Double(i % 90))
            return PageStep(at: n / 60, events: [input])
        }
        for step in steps { log.append(step) }
        // 3,000 steps of 37 bytes: 111,000 bytes, seven chunks of 16 KiB (no step split between two).
        #expect(log.count == 3_000 && log.byteCount == 111_000)
        #expect(log.steps == steps)
    }
}
