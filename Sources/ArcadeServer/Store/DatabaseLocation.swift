import Foundation
import PostgresNIO

/// Where the leaderboard is, read from `--database` / `FINGERPLAY_DATABASE`:
///
/// - nothing (the default): SQLite in `DATA/scores.sqlite`;
/// - `sqlite:PATH` (or `sqlite://PATH`): SQLite in that file;
/// - `postgres://USER:PASSWORD@HOST:PORT/DATABASE` (or `postgresql://`): PostgreSQL over TCP,
///   port 5432 and database USER by default; user and password percent-encoded as in any URL.
///   `?host=/run/postgresql` reaches the server over its Unix socket in that folder instead.
///   TLS is not offered (`sslmode=disable`): run the database on the machine or a private
///   network.
enum DatabaseLocation {
    case sqlite(path: String)
    case postgres(PostgresTarget)

    /// What a `postgres://` URL names.
    struct PostgresTarget: Sendable {
        var client: PostgresClient.Configuration
        /// The same, for one connection of its own (the check at start).
        var connection: PostgresConnection.Configuration
        /// The URL without its password, for logs and errors.
        var displayName: String
    }

    /// Reads `text`; throws a ``ScoreStoreError`` naming what is malformed.
    init(_ text: String?, dataFolder: String) throws {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            self = .sqlite(path: URL(fileURLWithPath: dataFolder).appendingPathComponent("scores.sqlite").path)
            return
        }
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty else { throw ScoreStoreError("--database sqlite: names no file (sqlite:PATH)") }
            self = .sqlite(path: path)
            return
        }
        guard text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            throw ScoreStoreError("--database must be a postgres://USER:PASSWORD@HOST:PORT/DATABASE URL or sqlite:PATH, not \"\(Self.redacted(text))\"")
        }
        guard let url = URLComponents(string: text) else {
            throw ScoreStoreError("--database \"\(Self.redacted(text))\" is not a well-formed URL (percent-encode special characters in the password)")
        }
        guard let user = url.user.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw ScoreStoreError("--database \"\(Self.redacted(text))\" names no user (postgres://USER:PASSWORD@HOST/DATABASE)")
        }
        let password = url.password.flatMap { $0.removingPercentEncoding }
        var database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        database = database.removingPercentEncoding ?? database
        if database.isEmpty { database = user }
        guard !database.contains("/") else { throw ScoreStoreError("--database: the database name \"\(database)\" has a slash in it") }
        var socketFolder: String?
        for item in url.queryItems ?? [] {
            switch item.name {
            case "host": socketFolder = item.value
            case "sslmode":
                guard item.value == "disable" else {
                    throw ScoreStoreError("--database: sslmode=\(item.value ?? "") is not supported; the arcade connects without TLS (sslmode=disable), so keep the database on this machine or a private network")
                }
            default:
                throw ScoreStoreError("--database: unknown parameter \"\(item.name)\" (host, sslmode)")
            }
        }
        let port = url.port ?? 5432
        guard (1...65535).contains(port) else { throw ScoreStoreError("--database: port \(port) is out of range") }
        let shown = "postgres://\(user)@\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")/\(database)"
        if let folder = socketFolder, folder.hasPrefix("/") {
            let socket = URL(fileURLWithPath: folder).appendingPathComponent(".s.PGSQL.\(port)").path
            self = .postgres(.init(client: .init(unixSocketPath: socket, username: user, password: password, database: database),
                                   connection: .init(unixSocketPath: socket, username: user, password: password, database: database),
                                   displayName: shown + "?host=\(folder)"))
            return
        }
        guard socketFolder == nil else { throw ScoreStoreError("--database: host=\(socketFolder ?? "") must be an absolute folder (the server's Unix socket)") }
        guard let host = url.host, !host.isEmpty else {
            throw ScoreStoreError("--database \"\(Self.redacted(text))\" names no host (postgres://USER:PASSWORD@HOST/DATABASE)")
        }
        self = .postgres(.init(client: .init(host: host, port: port, username: user, password: password, database: database, tls: .disable),
                               connection: .init(host: host, port: port, username: user, password: password, database: database, tls: .disable),
                               displayName: shown))
    }

    /// `text` with any password in it replaced by `***`, fit to print.
    static func redacted(_ text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@") else { return text }
        let credentials = text[scheme.upperBound..<at]
        guard let colon = credentials.firstIndex(of: ":") else { return text }
        return String(text[..<colon]) + ":***" + String(text[at...])
    }
}
