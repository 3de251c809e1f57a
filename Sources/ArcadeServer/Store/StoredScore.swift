import Arcade
import Crypto
import Foundation

/// A result as the store keeps it — its row with the record that replays to it: one line of
/// `arcade scores export`, read back by `arcade scores import`.
public struct StoredScore: Sendable, Hashable, Codable {
    /// The result's id on the leaderboard.
    public var id: Int
    /// The player's name.
    public var player: String
    /// When it was saved, in seconds since 1970.
    public var saved: Double
    /// The record; its ``GameRecord/result`` is the figure on the board.
    public var record: GameRecord
    /// The result whose board it was played on, when it answers a challenge (nil: it is on the
    /// leaderboard itself).
    public var challenge: Int?

    /// A stored score; see the properties.
    public init(id: Int, player: String, saved: Double, record: GameRecord, challenge: Int? = nil) {
        self.id = id
        self.player = player
        self.saved = saved
        self.record = record
        self.challenge = challenge
    }

    /// Each player's best of `entries` (sorted best first), in order, at most `limit`: a
    /// challenge board lists a player once.
    static func bestPerPlayer(_ entries: [ScoreEntry], limit: Int) -> [ScoreEntry] {
        var seen = Set<String>()
        return Array(entries.filter { seen.insert($0.player).inserted }.prefix(limit))
    }

    /// The record as the store writes it: JSON, keys in a fixed order, so the same record is
    /// always the same text (and the same ``digest(of:)``).
    static func text(of record: GameRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    /// The SHA-256 of a record's text, in hex: the store keeps one result per digest, so a page
    /// that sends the same record twice (resubmitting after a reconnect, or a replayed round on
    /// another instance) gets the first one's id back instead of a second entry.
    static func digest(of text: String) -> String {
        Hex.encode(SHA256.hash(data: Data(text.utf8)))
    }
}
