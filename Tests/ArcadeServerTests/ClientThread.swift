import Foundation

/// A thread of its own for a test's client, whose sockets block: run there (as a task executor
/// preference), a client waiting on a read holds this thread, not one of the few of the shared
/// pool that the server's tasks — a room's loop, a connection's writer — need to answer it.
final class ClientThread: TaskExecutor, @unchecked Sendable {
    /// Jobs waiting their turn, and the thread's wake-up; guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init(name: String = "test client") {
        let thread = Thread { [self] in loop() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once its queue is empty.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty { condition.unlock(); return }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
