@testable import ArcadeServer
import NIOPosix
import Synchronization
import Testing

/// The executor a room runs on: work brought by a thread that finds the room idle runs there
/// and then, inside the room; work brought while the room runs waits its turn, in order.
@Suite struct RoomExecutorTests {
    /// An actor on a ``RoomExecutor``, logging what it is asked in the order it runs it.
    actor Logbook {
        let executor = RoomExecutor(home: MultiThreadedEventLoopGroup.singleton.next())
        nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
        var lines: [String] = []

        func write(_ line: String) { lines.append(line) }

        /// Asks for work from inside: the room is running, so it comes after this job.
        func writeThenAsk() {
            executor.perform { self.assumeIsolated { $0.write("asked from inside") } }
            lines.append("the job")
        }
    }

    @Test("work brought while the room is idle runs at once on the thread that brings it, inside the room")
    func idleRunsHere() async {
        let book = Logbook()
        let ran = Atomic<Bool>(false)
        book.executor.perform {
            book.assumeIsolated { $0.write("from a socket's loop") }
            ran.store(true, ordering: .relaxed)
        }
        // Run before perform returned: nothing was queued.
        let ranHere = ran.load(ordering: .relaxed)
        #expect(ranHere)
        #expect(await book.lines == ["from a socket's loop"])
    }

    @Test("work brought while the room runs waits for what runs, then runs in turn; jobs after it come after it")
    func busyWaitsItsTurn() async {
        let book = Logbook()
        await book.writeThenAsk()
        await book.write("a later call")
        #expect(await book.lines == ["the job", "asked from inside", "a later call"])
    }
}
