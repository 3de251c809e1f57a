import Arcade
import ArcadeProbe
import ArcadeProtocol
@testable import ArcadeServer
import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// A page playing alone: its steps and syncs read on the event loop into its inbox, taken by
/// one loop in order, and a message the library reads after them handled only once they are.
@Suite struct PageInboxTests {
    static func steps(at: Double) -> ClientMessage { .steps(.init([PageStep(at: at, events: [], press: nil)])) }

    /// "steps AT" or "sync LABEL", in order.
    static func names(_ messages: [ClientMessage]?) -> [String]? {
        messages?.map { message in
            switch message {
            case .steps(let steps): "steps \(steps.steps.map { "\($0.at)" }.joined(separator: ","))"
            case .sync(let label): "sync \(label ?? "nil")"
            default: "other"
            }
        }
    }

    /// Waits (yielding, for at most 5 s) until `condition` holds; false if it never did.
    static func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            await Task.yield()
        }
        return true
    }

    @Test("messages put before the taker asks come together, in order; idle waits until they are handled")
    func batchedInOrder() async {
        let inbox = PageInbox()
        inbox.put(Self.steps(at: 0.1))
        inbox.put(.sync(label: "a"))
        #expect(Self.names(await inbox.next()) == ["steps 0.1", "sync a"])
        let done = NIOLockedValueBox(false)
        let idle = Task { await inbox.idle(); done.withLockedValue { $0 = true } }
        inbox.handled(1)
        // One of the two is still in hand: the library's next message waits (its waiter is in).
        #expect(await Self.eventually { inbox.waiters.idle == 1 })
        #expect(done.withLockedValue { $0 } == false)
        inbox.handled(1)
        await idle.value
        #expect(done.withLockedValue { $0 } == true)
        // Nothing in hand: idle at once.
        await inbox.idle()
    }

    @Test("a taker waiting is handed the next message as it comes; a closed inbox hands nil and keeps nothing")
    func waitingTaker() async {
        let inbox = PageInbox()
        let taker = Task { await inbox.next() }
        #expect(await Self.eventually { inbox.waiters.taker })
        inbox.put(.sync(label: nil))
        #expect(Self.names(await taker.value) == ["sync nil"])
        inbox.handled(1)
        inbox.close()
        inbox.put(Self.steps(at: 2))
        #expect(await inbox.next() == nil)
        await inbox.idle()
    }

    @Test("a cancelled taker ends the inbox: the library's reader waiting for it goes on")
    func cancelledTaker() async {
        let inbox = PageInbox()
        inbox.put(Self.steps(at: 1))
        #expect(Self.names(await inbox.next()) == ["steps 1.0"])
        let taker = Task { await inbox.next() }
        taker.cancel()
        #expect(await taker.value == nil)
        // One message still in hand, but the inbox is closed: nothing waits on it.
        await inbox.idle()
    }

    @Test("on the socket's event loop: an open page's steps and syncs go to its inbox; anything else, and anything while a passed message is unhandled, goes on to the library")
    func routed() throws {
        let route = FrequentMessageRoute()
        let inbox = PageInbox()
        let channel = EmbeddedChannel(handler: FrequentMessageHandler(route: route))
        let steps = #"{"type":"steps","steps":[{"at":0.5}]}"#
        try channel.writeInbound(FrequentMessageHandlerTests.frame(steps))
        #expect(try FrequentMessageHandlerTests.passed(channel) == [steps])
        route.handled()
        route.set(.steps(to: inbox), role: .solo(scenes: false))
        try channel.writeInbound(FrequentMessageHandlerTests.frame(steps))
        try channel.writeInbound(FrequentMessageHandlerTests.frame(#"{"type":"sync","id":"s1"}"#))
        #expect(try FrequentMessageHandlerTests.passed(channel) == [])
        let name = #"{"type":"name","player":"Ada"}"#
        try channel.writeInbound(FrequentMessageHandlerTests.frame(name))
        // The name is the connection's to handle; until it has, the next steps follow it there.
        try channel.writeInbound(FrequentMessageHandlerTests.frame(steps))
        #expect(try FrequentMessageHandlerTests.passed(channel) == [name, steps])
        route.handled()
        route.handled()
        try channel.writeInbound(FrequentMessageHandlerTests.frame(#"{"type":"sync"}"#))
        #expect(try FrequentMessageHandlerTests.passed(channel) == [])
        route.set(nil, role: .closed)
        try channel.writeInbound(FrequentMessageHandlerTests.frame(#"{"type":"sync"}"#))
        #expect(try FrequentMessageHandlerTests.passed(channel) == [#"{"type":"sync"}"#])
        _ = try channel.finish()
    }
}

extension LiveServerTests {
    @Suite struct PageInboxServerTests {
        @Test("a page playing alone hears its answers in the order it sent: steps read on the event loop, a press the library reads, steps again")
        func answersInOrder() async throws {
            try await withArcade { port, _ in
                let page = try RawWebSocket(port: port)
                try page.send(#"{"type":"hello","version":1,"game":"tapit","options":{"mode":"standard"},"local":true,"width":600,"height":600}"#)
                #expect(try page.receive()?.contains(#""type":"welcome""#) == true)
                try page.send(#"{"type":"steps","steps":[{"at":0.1,"press":"one"}]}"#)
                try page.send(#"{"type":"press","id":"two"}"#)
                try page.send(#"{"type":"steps","steps":[{"at":0.2,"press":"three"}]}"#)
                try page.send(#"{"type":"sync","id":"end"}"#)
                var answers: [String] = []
                while let m = try page.receive() {
                    answers.append(m)
                    if m.contains(#""type":"synced""#) { break }
                }
                let errors = answers.filter { $0.contains(#""type":"error""#) }
                #expect(errors == ["one", "two", "three"].map { #"{"fatal":false,"message":"there is no button \"\#($0)\" on the screen","type":"error"}"# })
                #expect(answers.last?.hasPrefix(#"{"type":"synced","id":"end","time":"#) == true, "\(answers)")
            }
        }
    }
}
