/// The board of a record, to be played again by someone else: a challenge. A new session on it
/// (``session()``) is the very game the record's round began with — the same Tap It commands,
/// the same Anagrams phrase, the same Pentominoes board — on the record's screen size, going on
/// from what the round kept of earlier ones, except Anagrams' best scores: left out, every
/// improvement is a result, so a challenger who scores less than the record still has a figure
/// to compare.
public struct ChallengeBoard: Sendable, Hashable {
    /// The game.
    public var game: GameKind
    /// Its options (validated).
    public var options: GameOptions
    /// The seed of the record's session.
    public var seed: UInt64
    /// The record's round in that session (its seed is ``LiveGame/roundSeed(_:round:)``).
    public var round: Int
    /// The record's screen, in points.
    public var width: Double, height: Double
    /// What the round went on from (Tap It's best, Anagrams' points on the counter).
    public var carry: LiveGame.Carry?

    /// The board `record` was played on. Throws for a record that cannot be played (as
    /// ``RecordPlayer`` does) and for one of Pieces, which keeps no results to compare.
    public init(_ record: GameRecord) throws(ArcadeError) {
        guard record.format == 1 || record.format == 2 else { throw ArcadeError("record format \(record.format) cannot be challenged (1, 2)") }
        guard record.game != .pieces else { throw ArcadeError("Pieces keeps no results: there is nothing to challenge") }
        let round = record.format == 2 ? (record.round ?? 0) : 0
        guard round >= 0, record.width.isFinite, record.height.isFinite, record.width > 0, record.height > 0 else {
            throw ArcadeError("the record's round or screen size is out of range")
        }
        game = record.game
        options = try record.options.validated(for: record.game)
        seed = record.seed
        self.round = round
        width = record.width
        height = record.height
        var carry = record.format == 2 ? record.carry : nil
        carry?.bestScores = nil
        self.carry = carry
    }

    /// A new session on the board, at its clock's 0: its first round is the board; results of
    /// later rounds (a New Game in it) are of other boards.
    public func session() throws(ArcadeError) -> GameSession {
        try GameSession(kind: game, options: options, seed: seed, width: width, height: height, carry: carry, round: round)
    }

    /// Whether `record` was played on this board: a record of a challenge session's first round.
    public func isBoard(of record: GameRecord) -> Bool {
        guard record.format == 2, record.game == game, (record.round ?? 0) == round, record.seed == seed,
              record.width == width, record.height == height, (record.start ?? 0) == 0,
              (try? record.options.validated(for: game)) == options else { return false }
        return record.carry == carry || (carry == nil && record.carry == LiveGame.Carry())
    }
}
