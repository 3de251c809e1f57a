import Arcade
import Foundation

/// The rule for a record a page played while it had no connection (`POST /api/records`): it
/// ranks only on a board the arcade dealt that page for it — the session's ticket, sent with it,
/// vouches for the game, options, seed and screen the record was played on. A record on any
/// other board (one its sender chose, copied from the leaderboard, a challenge's sent without
/// `?challenge`) is kept with its record, and ranks on no table. docs/protocol.md states it.
enum OfflineRecord {
    /// What a page is told of a record kept on no table.
    static let unrankedReason = "played offline on a board the arcade did not deal to this page for it (no ticket of its session came with it): kept with its record, on no table"

    /// Whether `record` was played on a board the arcade dealt: `ticket` is the ticket of the
    /// session it was played in, whose welcome had `bestScore` (`best`) and the game's id among
    /// games in progress (`live`), as the page kept them.
    static func isDealt(_ record: GameRecord, ticket: String?, best: String?, live: String?, tickets: SessionTickets,
                        now: Double = Date().timeIntervalSince1970) -> Bool {
        guard let ticket, !ticket.isEmpty else { return false }
        var bestScore: Int?
        if let best, !best.isEmpty {
            guard let value = Int(best) else { return false }
            bestScore = value
        }
        let options = (try? record.options.validated(for: record.game)) ?? record.options
        let claim = SessionTickets.Claim(game: record.game, options: options, seed: record.seed, width: record.width, height: record.height,
                                         bestScore: bestScore, challenge: nil, live: live.flatMap { $0.isEmpty ? nil : $0 })
        return tickets.check(ticket, for: claim, now: now) != nil
    }
}
