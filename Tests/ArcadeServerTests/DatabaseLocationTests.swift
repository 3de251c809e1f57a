@testable import ArcadeServer
import Testing

/// How `--database` is read: which store, where, and what is shown of it (never the password).
struct DatabaseLocationTests {
    @Test("nothing is SQLite in the data folder; sqlite: names a file; postgres:// a server by TCP or its Unix socket")
    func locations() throws {
        guard case .sqlite(let path) = try DatabaseLocation(nil, dataFolder: "/srv/data") else { Issue.record("not SQLite"); return }
        #expect(path == "/srv/data/scores.sqlite")
        guard case .sqlite(let file) = try DatabaseLocation("sqlite:///var/lib/arcade.db", dataFolder: "x") else { Issue.record("not SQLite"); return }
        #expect(file == "/var/lib/arcade.db")
        guard case .postgres(let tcp) = try DatabaseLocation("postgres://arcade:s%40cret@db.example:6543/board", dataFolder: "x") else { Issue.record("not PostgreSQL"); return }
        #expect(tcp.displayName == "postgres://arcade@db.example:6543/board")
        #expect(tcp.client.password == "s@cret" && tcp.client.username == "arcade" && tcp.client.database == "board")
        guard case .postgres(let socket) = try DatabaseLocation("postgresql://arcade@/arcade?host=/run/postgresql", dataFolder: "x") else { Issue.record("not PostgreSQL"); return }
        #expect(socket.displayName == "postgres://arcade@/arcade?host=/run/postgresql")
        #expect(socket.client.password == nil)
        #expect(DatabaseLocation.redacted("postgres://a:hunter2@h/d") == "postgres://a:***@h/d")
    }
}
