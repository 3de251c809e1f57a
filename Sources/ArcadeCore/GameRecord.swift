import GestureReplay
import Gestures

/// Everything needed to play a session again and get the same result: the game, its options
/// and seed, the screen size, and every input the engine accepted, as a replay trace
/// (docs/replay.md). The arcade keeps one with every result on its leaderboard;
/// `fingerplay replay --game` checks it.
public struct GameRecord: Sendable, Hashable {
    /// The record format's version: 2 for a round's record (``round``, ``start`` and ``carry``
    /// say where it begins), 1 for a record of a whole session from its start. Default 1.
    public var format = 1
    /// Which game.
    public var game: GameKind
    /// Its options.
    public var options: GameOptions
    /// The seed the server chose.
    public var seed: UInt64
    /// The engine's viewport width, in points.
    public var width: Double
    /// The engine's viewport height, in points.
    public var height: Double
    /// The engine's inputs, one TRACE.jsonl line each, times in milliseconds of the game's clock.
    public var trace: String
    /// Which result of the record's round (format 1: of the session) this record is for (0:
    /// the first).
    public var resultIndex: Int
    /// The result the server's game gave.
    public var result: GameResult
    /// Format 2: which round of the session the record is of (0: the session's first game;
    /// its seed is ``LiveGame/roundSeed(_:round:)``).
    public var round: Int?
    /// Format 2: when the round began, in seconds of the game's clock; the trace starts there.
    public var start: Double?
    /// Format 2: what the round kept from earlier rounds (best scores, points).
    public var carry: LiveGame.Carry?
    /// A game played together on one board: its players. A trace pointer id's player is
    /// ``PointerOwnership/player(of:)`` of it. Nil for one player's game.
    public var team: [TeamMember]?

    /// A record; see the properties.
    public init(game: GameKind, options: GameOptions, seed: UInt64, width: Double, height: Double, trace: String, resultIndex: Int, result: GameResult) {
        self.game = game
        self.options = options
        self.seed = seed
        self.width = width
        self.height = height
        self.trace = trace
        self.resultIndex = resultIndex
        self.result = result
    }

    /// Plays the record through a fresh game and returns every result it gives up to the
    /// recorded result's time, calling `onEvent` with each of the game's events (time in
    /// seconds, description). Bad records throw an error naming the fault.
    public func replay(onEvent: ((Double, String) -> Void)? = nil) throws(ArcadeError) -> [GameResult] {
        let player = try RecordPlayer(self, onEvent: onEvent)
        try player.playToEnd()
        return player.results
    }

    /// Whether replaying gives the recorded result at its index.
    public func verify() throws(ArcadeError) -> Bool {
        let results = try replay()
        return results.indices.contains(resultIndex) && results[resultIndex] == result
    }
}

// Synthesized, so in this file; not in Embedded Swift (the WebAssembly build), which has no
// Codable and reads records with GameRecord(json:).
#if !hasFeature(Embedded)
extension GameRecord: Codable {}
#endif
