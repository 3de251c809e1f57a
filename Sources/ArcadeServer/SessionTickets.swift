import Arcade
import Crypto
import Foundation

/// Vouches for what a session began with — its game, options, size, seed, carry and start —
/// so that a page moving to another instance (a drain, a crash) carries its game on there with
/// the seed the arcade chose, never one of its own. A ticket is an HMAC-SHA-256 under a key
/// every instance on one leaderboard shares (kept in the store), with the session's start in
/// milliseconds since 1970: the new instance sets its clock from it, so the page cannot claim
/// more time than has passed.
final class SessionTickets: Sendable {
    /// How long a ticket may be used after its session began. 24 hours.
    static let lifetime = 24 * 3600.0
    /// How far apart two instances' clocks may be, in seconds. 2 s.
    static let clockSkew = 2.0

    private let key: SymmetricKey
    /// Seals a board's steps under the same key.
    let stepChain: StepChain

    /// Tickets under `key` (32 bytes or more).
    init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
        stepChain = StepChain(key: key)
    }

    /// Tickets under a key of this process's own (an arcade keeping no scores: no other
    /// instance can take its sessions over).
    convenience init() {
        self.init(key: (0..<32).map { _ in UInt8.random(in: 0...255) })
    }

    /// What a ticket covers.
    struct Claim: Equatable {
        var game: GameKind
        var options: GameOptions
        var seed: UInt64
        var width: Double
        var height: Double
        var bestScore: Int?
        /// The leaderboard result whose board the session plays (a challenge).
        var challenge: Int? = nil
        /// The game's id among games in progress, kept when it moves.
        var live: String? = nil
    }

    /// A ticket for `claim`, for a session that began at `started` (seconds since 1970).
    func issue(_ claim: Claim, started: Double) -> String {
        let millis = Int64((started * 1000).rounded(.down))
        return "\(millis).\(mac(claim, millis: millis))"
    }

    /// When the session `ticket` vouches for began (seconds since 1970), if the ticket is this
    /// arcade's, for exactly `claim`, and within its lifetime at `now`.
    func check(_ ticket: String, for claim: Claim, now: Double) -> Double? {
        let parts = ticket.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let millis = Int64(parts[0]), parts[1].utf8.count == 64 else { return nil }
        // Compared whole, without stopping at the first difference.
        let expected = Array(mac(claim, millis: millis).utf8)
        guard zip(expected, parts[1].utf8).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 else { return nil }
        let started = Double(millis) / 1000
        guard now - started >= -Self.clockSkew, now - started <= Self.lifetime else { return nil }
        return min(started, now)
    }

    /// `text` sealed for `purpose`: its HMAC-SHA-256 under the arcade's key, in hex — what
    /// lets another instance take a room's state and steps from a page, unaltered.
    func seal(_ text: String, purpose: String) -> String {
        Hex.encode(HMAC<SHA256>.authenticationCode(for: Data("fingerplay-\(purpose)-1|".utf8) + Data(text.utf8), using: key))
    }

    /// Whether `seal` is `text`'s for `purpose` (compared whole).
    func verify(_ text: String, purpose: String, seal: String) -> Bool {
        let expected = Array(self.seal(text, purpose: purpose).utf8)
        let given = Array(seal.utf8)
        return expected.count == given.count && zip(expected, given).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0
    }

    /// A seat token's digest (SHA-256, hex): what a room's sealed state keeps instead of the
    /// token, which only its player has.
    static func digest(_ token: String) -> String {
        Hex.encode(SHA256.hash(data: Data(token.utf8)))
    }

    private func mac(_ claim: Claim, millis: Int64) -> String {
        let o = claim.options
        let text = ["fingerplay-session-1", claim.game.rawValue, o.mode ?? "", o.level ?? "", o.board ?? "", "\(claim.seed)",
                    "\(claim.width)", "\(claim.height)", claim.bestScore.map { "\($0)" } ?? "", "\(millis)"].joined(separator: "|")
            + (claim.challenge.map { "|challenge=\($0)" } ?? "") + (claim.live.map { "|live=\($0)" } ?? "")
        return Hex.encode(HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: key))
    }
}
