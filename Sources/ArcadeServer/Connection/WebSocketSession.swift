import HummingbirdWebSocket
import NIOCore

/// One page's WebSocket, run as loops that never wait on one another: the reader hands each
/// message to the ``ArcadeConnection`` as it comes; the inbox loop hands it a page playing
/// alone's steps and syncs, read on the event loop into its ``PageInbox`` (the reader lets those
/// that came before a message be handled first); the clock wakes the game when it has something
/// to do (a timer, a countdown's tenth, a timeout) and at no other time; and the writer sends what
/// the others put in the ``Outbox`` as fast as the page reads it — a task writing one message at a
/// time through the WebSocket library, or, for a room's player (whose steps come many times a
/// frame) and a page playing its game itself, a ``ChannelWriter`` writing batches on the
/// channel's event loop; the first message decides (``WriterChoice``). A board-played-together
/// seat's input does not come through here: ``FrequentMessageHandler`` hands it to the room on
/// the event loop, and is told of each message handled here, so that it never overtakes one. A
/// page that stops reading therefore stops neither the game's clock nor its own input; it only
/// misses pictures, and once what it has not taken piles up past the outbox's limits it is closed.
enum WebSocketSession {
    /// How long a closing session may take to write what is left for the page. 2 s.
    static let flushTimeout = Duration.seconds(2)

    /// Serves `connection` over the socket until the page leaves, a fatal error, a timeout, or
    /// the page falls too far behind reading. Rethrows what broke the socket's framing (text
    /// that is not UTF-8, say), so the socket closes with that error's code.
    /// `channel`: the socket's, which a ``ChannelWriter`` writes to.
    static func serve(_ connection: ArcadeConnection, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel,
                      limits: ArcadeLimits) async throws {
        let outbox = connection.outbox
        let choice = WriterChoice()
        // What broke the socket's framing, if the reader met it.
        let broken = await withTaskGroup(of: Bool.self) { outer -> (any Error)? in
            outer.addTask {
                if await choice.wait() {
                    try? await ChannelWriter(channel: channel, outbox: outbox).done.get()
                    return true
                }
                while let text = await outbox.next() {
                    do { try await outbound.writeTextMessage(text) } catch { break }
                }
                return true
            }
            let broken = await withTaskGroup(of: (any Error)?.self) { loops -> (any Error)? in
                loops.addTask {
                    do {
                        for try await message in inbound.messages(maxSize: limits.maximumMessageSize) {
                            // What the page sent before it, read into the inbox, is handled first.
                            await connection.inbox.idle()
                            let replies: [Outbox.Message], close: Bool
                            switch message {
                            case .text(let text): (replies, close) = await connection.handle(text)
                            case .binary: (replies, close) = await connection.handleBinary()
                            }
                            if !choice.isMade { choice.make(onEventLoop: await connection.writesOnEventLoop) }
                            let posted = outbox.post(replies)
                            connection.messageRoute?.handled()
                            if !posted || close { break }
                        }
                    } catch {
                        return error
                    }
                    return nil
                }
                loops.addTask {
                    // A page playing alone: its steps and syncs, read on the event loop.
                    while let messages = await connection.inbox.next() {
                        let (replies, close) = await connection.handle(messages)
                        let posted = outbox.post(replies)
                        connection.inbox.handled(messages.count)
                        if !posted || close { break }
                    }
                    connection.inbox.close()
                    return nil
                }
                loops.addTask {
                    while !Task.isCancelled {
                        await connection.alarm.wait(until: await connection.planWake(), on: connection.clock)
                        if Task.isCancelled { break }
                        let (messages, close) = await connection.tick()
                        // Time ran out before a first message (a hello's deadline): the library's writer.
                        if !messages.isEmpty { choice.make(onEventLoop: false) }
                        if !outbox.post(messages) || close { break }
                    }
                    return nil
                }
                // The first loop to end ends the session.
                var broken = await loops.next() ?? nil
                loops.cancelAll()
                for await error in loops where broken == nil { broken = error }
                return broken
            }
            choice.make(onEventLoop: false)
            outbox.finish()
            outer.addTask {
                try? await Task.sleep(for: flushTimeout)
                return false
            }
            _ = await outer.next()
            outer.cancelAll()
            return broken
        }
        await connection.end()
        if let broken { throw broken }
    }
}
