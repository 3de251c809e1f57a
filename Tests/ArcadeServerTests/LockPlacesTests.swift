import Foundation
import Testing

/// Where the arcade's server takes locks and starts tasks: the mailbox and the rooms' executor
/// (`Mailbox/`, the types that hold a lock and what waits on it) and the stores (`Store/`) take
/// what they need; no other file takes a lock — a room and the room list are actors, a room's
/// input from the event loops goes through its executor, and feeds, watched games, the list of
/// games, the gate and the route keep their state in mailboxes — and no file starts an
/// unstructured task (`Task {`).
@Suite struct LockPlacesTests {
    /// Folders whose locks are theirs to keep.
    static let lockPlaces = ["Sources/ArcadeServer/Mailbox/", "Sources/ArcadeServer/Store/"]

    /// How many times `text` takes a lock.
    static func lockSites(_ text: String) -> Int {
        ["withLockedValue", "withLock {", "withLock(", ".lock()"].reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
    }

    @Test("the server's locks are in the mailbox and the stores, and nowhere else")
    func locksInTheirPlaces() throws {
        var checked = 0
        for path in try ProjectFiles.paths(in: "Sources") where path.hasSuffix(".swift") {
            guard !Self.lockPlaces.contains(where: path.hasPrefix) else { continue }
            checked += 1
            let count = Self.lockSites(try ProjectFiles.text(path))
            #expect(count == 0, "\(path) takes \(count) locks: keep shared state in a Mailbox, an actor or a value one task owns")
        }
        #expect(checked > 100)
    }

    @Test("the lock places themselves take at most 40 locks: lower the figure when one goes, never raise it")
    func fewLocks() throws {
        var total = 0
        for path in try ProjectFiles.paths(in: "Sources") where path.hasSuffix(".swift") { total += Self.lockSites(try ProjectFiles.text(path)) }
        #expect(total <= 40)
    }

    @Test("the lock counter counts a lock taken each way, and nothing else")
    func counter() {
        #expect(Self.lockSites("state.withLockedValue { $0 }; lock.withLock { x }; lock.withLock(body); lock.lock(); locked.unlock()") == 4)
        #expect(Self.lockSites("let box = Mailbox(ListRules<Int>())") == 0)
    }

    @Test("no source starts an unstructured task: the server's tasks are children of its loops and services")
    func noLooseTasks() throws {
        // `Task {`, `Task(`, `Task.detached` as a word (not `addTask {`). The stores keep theirs: a
        // PostgreSQL pool's runner, started as it opens (its migration needs it) and joined when
        // it closes, a handle held, never let go.
        let loose = try NSRegularExpression(pattern: #"(?<![A-Za-z_.])Task(\s*\{|\(|\.detached)"#)
        for path in try ProjectFiles.paths(in: "Sources/ArcadeServer") where path.hasSuffix(".swift") && !path.hasPrefix("Sources/ArcadeServer/Store/") {
            let lines = try ProjectFiles.text(path).components(separatedBy: "\n").filter { line in
                let code = line.components(separatedBy: "//").first ?? ""
                return loose.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            }
            #expect(lines.isEmpty, "\(path) starts a task of its own: \(lines.joined(separator: " | "))")
        }
        #expect(loose.numberOfMatches(in: "x = Task { }; g.addTask { }; Task.detached { }; Task(priority: .low) {}", range: NSRange(location: 0, length: 70)) == 3)
    }
}
