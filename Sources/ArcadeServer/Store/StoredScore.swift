import Arcade
import GestureReplay
import Crypto
import Foundation
import JSONKit

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
    /// Saved under a name its player did not own then (no passkey signed in as it): a guest's.
    /// An export made before names could be owned has none: every result then was a guest's.
    public var guest: Bool

    /// A stored score; see the properties.
    public init(id: Int, player: String, saved: Double, record: GameRecord, challenge: Int? = nil, guest: Bool = true) {
        self.id = id
        self.player = player
        self.saved = saved
        self.record = record
        self.challenge = challenge
        self.guest = guest
    }

    private enum CodingKeys: String, CodingKey { case id, player, saved, record, challenge, guest }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(Int.self, forKey: .id), player: try c.decode(String.self, forKey: .player), saved: try c.decode(Double.self, forKey: .saved),
                  record: try c.decode(GameRecord.self, forKey: .record), challenge: try c.decodeIfPresent(Int.self, forKey: .challenge),
                  guest: try c.decodeIfPresent(Bool.self, forKey: .guest) ?? true)
    }

    /// Each player's best of `entries` (sorted best first), in order, at most `limit`: a
    /// challenge board lists a player once.
    static func bestPerPlayer(_ entries: [ScoreEntry], limit: Int) -> [ScoreEntry] {
        var seen = Set<String>()
        return Array(entries.filter { seen.insert($0.player + ($0.guest ? " · guest" : "")).inserted }.prefix(limit))
    }

    /// The record as the store writes it: JSON, keys in a fixed order, so the same record is
    /// always the same text (and the same ``digest(of:)``).
    static func text(of record: GameRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    /// The `challenge` of a result kept with its record on no table at all — played offline on
    /// a board the arcade did not deal to its player, or a board already ranked under another
    /// name: it has an id and a record to watch, and ranks nowhere. 0, which no result's id is.
    public static let offTheBoard = 0

    /// The board a record's result was earned on, and which of its results it is — game,
    /// options (as the game takes them), seed, round and where the record begins (a whole
    /// session's record, format 1, begins round 0 at 0, as ``ChallengeBoard`` reads it), screen,
    /// result index — as a SHA-256 in hex. The leaderboard ranks one result per board key: the
    /// same board's result sent again, however its input was padded or its options spelled, is
    /// the one already ranked.
    static func boardKey(of record: GameRecord) -> String {
        let options = (try? record.options.validated(for: record.game)) ?? record.options
        let round = record.format == 2 ? record.round ?? 0 : 0, start = record.format == 2 ? record.start ?? 0 : 0
        let parts = ["fingerplay-board-1", record.game.rawValue, options.jsonText, "\(record.seed)", "\(round)", JSONOutput.number(start, decimals: 6),
                     JSONOutput.number(record.width, decimals: 6), JSONOutput.number(record.height, decimals: 6), "\(record.resultIndex)"]
        return Hex.encode(SHA256.hash(data: Data(parts.joined(separator: "|").utf8)))
    }

    /// What migrating ranked rows to one result per board does to each (`rows`: ids and records,
    /// in id order): the first on a board keeps its rank and gets its key; a later one on the same
    /// board goes off the board. A record that cannot be read is left as it is.
    static func rankOncePerBoard(_ rows: [(id: Int, record: String)]) -> (keyed: [(id: Int, board: String)], offTheBoard: [Int]) {
        var seen = Set<String>()
        var keyed: [(id: Int, board: String)] = [], off: [Int] = []
        for row in rows {
            guard let record = try? GameRecord(json: row.record) else { continue }
            let key = boardKey(of: record)
            if seen.insert(key).inserted { keyed.append((row.id, key)) } else { off.append(row.id) }
        }
        return (keyed, off)
    }

    /// The SHA-256 of a record's text, in hex: the store keeps one result per digest, so a page
    /// that sends the same record twice (resubmitting after a reconnect, or a replayed round on
    /// another instance) gets the first one's id back instead of a second entry.
    static func digest(of text: String) -> String {
        Hex.encode(SHA256.hash(data: Data(text.utf8)))
    }
}
