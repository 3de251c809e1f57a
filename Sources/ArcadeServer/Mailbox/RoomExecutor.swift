import NIOConcurrencyHelpers
import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The serial executor a room (an actor) runs on. Most of a room's work comes from sockets'
/// event loops, which may not wait: a board's input, a frame from each player each frame. Where
/// an event loop's executor would hand every input read on another loop over (a queue and a wake
/// each), this one lets the thread that brings the work run it at once when the room is idle
/// (``perform(_:)``), and queues it for the thread running the room when not — so input is taken
/// where it is read, as under a lock, but nobody ever waits. The room's own jobs (its loop's
/// resumptions, its members' connections' calls) run on its home event loop, in turn with the
/// rest.
final class RoomExecutor: SerialExecutor, Sendable {
    /// What waits its turn: an actor's job, or work brought by a thread that found the room busy.
    private enum Item: Sendable {
        case job(UnownedJob)
        case work(@Sendable () -> Void)
    }

    /// What a thread running the room does next.
    private enum Step {
        case run(Item)
        case handOff
        case idle
    }

    private struct State: Sendable {
        var queue: [Item] = []
        var head = 0
        /// Whether a thread runs the room's work now (or a drain on the home loop is due to).
        var running = false
        /// The thread running it, when it is known (checked by ``checkIsolated()``).
        var runner: pthread_t?

        /// What the thread running the room (`thread`) does next: run the next item, hand the
        /// room to the home loop (a job is next and `jobs` is false), or stop (nothing waits).
        mutating func next(on thread: pthread_t, jobs: Bool) -> Step {
            guard head < queue.count else {
                queue.removeAll(keepingCapacity: true)
                head = 0
                running = false
                runner = nil
                return .idle
            }
            if !jobs, case .job = queue[head] {
                runner = nil
                return .handOff
            }
            runner = thread
            defer { head += 1 }
            return .run(queue[head])
        }
    }

    private let state = NIOLockedValueBox(State())
    /// Where the room's jobs run.
    let home: any EventLoop

    /// An executor whose jobs run on `home`.
    init(home: any EventLoop) {
        self.home = home
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let drain = state.withLockedValue { s -> Bool in
            s.queue.append(.job(job))
            guard !s.running else { return false }
            s.running = true
            return true
        }
        if drain { home.execute { self.drain() } }
    }

    /// Runs `work` inside the room: now, on this thread, when nothing runs there; else after
    /// what is queued, on the thread that runs the room. Called from outside any actor's job (a
    /// socket's event loop); work it finds queued after its own runs here too, up to the next job,
    /// which goes to the home loop.
    func perform(_ work: @escaping @Sendable () -> Void) {
        let now = state.withLockedValue { s -> Bool in
            guard !s.running else {
                s.queue.append(.work(work))
                return false
            }
            s.running = true
            s.runner = pthread_self()
            return true
        }
        guard now else { return }
        work()
        // Work queued meanwhile runs here too; a job is left to the home loop (a job is not run
        // inside a socket's handler), which this thread hands the room to.
        while true {
            switch state.withLockedValue({ $0.next(on: pthread_self(), jobs: false) }) {
            case .run(.work(let more)): more()
            case .run(.job): preconditionFailure("a job is never handed to a socket's thread")
            case .handOff: return home.execute { self.drain() }
            case .idle: return
            }
        }
    }

    /// On the home loop: runs what is queued, in order, until nothing is.
    private func drain() {
        let thread = pthread_self()
        while true {
            switch state.withLockedValue({ $0.next(on: thread, jobs: true) }) {
            case .run(.job(let job)): job.runSynchronously(on: asUnownedSerialExecutor())
            case .run(.work(let work)): work()
            case .handOff, .idle: return
            }
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Work run by ``perform(_:)`` is the room's: this thread runs it now.
    func checkIsolated() {
        precondition(state.withLockedValue { $0.runner.map { pthread_equal($0, pthread_self()) != 0 } ?? false }, "not on the room's executor")
    }
}
