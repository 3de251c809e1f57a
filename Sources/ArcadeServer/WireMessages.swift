import Arcade
import Games
import Strokes

/// The Gesture Lab's `welcome` and `lab` messages: the surface and the setup in force.
struct LabMessage: Encodable {
    var type: String
    var version = WireProtocol.version
    var game = "lab"
    var title = "Gesture Lab"
    var width: Double
    var height: Double
    var lab: LabConfiguration
    var setup: String
}

/// A Lab recognizer state change, as the replay line `fingerplay replay` prints for it.
struct TransitionMessage: Encodable {
    var type = "transition"
    var line: String
}

/// The Gesture Lab's mode and stroke pad: the templates' names in order, the last stroke's
/// reading and, when the templates changed, the whole set (StrokeTemplateSet's JSON).
struct StrokePadMessage: Encodable {
    var type = "strokePad"
    var mode: LabMode
    var templates: [String]
    var reading: StrokeReading?
    var set: StrokeTemplateSet?
}

/// The Lab session as a file to save.
struct DownloadMessage: Encodable {
    var type = "download"
    var file: LabFile
}

/// The `welcome` message: the session is open.
struct WelcomeMessage: Encodable {
    var type = "welcome"
    var version = WireProtocol.version
    var game: String
    var title: String
    var options: GameOptions
    var seed: UInt64
    var width: Double
    var height: Double
    /// Tap It: the player's best when the session began (the local game shows it too).
    var bestScore: Int?
    /// A challenge: the leaderboard result whose board this is, the round of its session the
    /// board is (the local game starts there) and what that round went on from.
    var challenge: Int?
    var round: Int?
    var carry: LiveGame.Carry?
    /// The game's id among games in progress: spectators watch it at /watch/live/ID.
    var live: String?
    /// Vouches for the session: a page that moves sends it back with the seed (`resume`).
    var ticket: String
    /// True when the session is carried on from another instance: the page keeps its game.
    var resumed: Bool?
    /// A carried-on session: its clock now, in seconds.
    var time: Double?
}

/// The `result` message: a finished game's result, saved on the leaderboard as `id`.
struct ResultMessage: Encodable {
    var type = "result"
    var id: Int?
    var player: String
    var result: GameResult
    /// The result in words, for the page to show ("0:16 · 6 × 10").
    var summary: String
}

/// The `error` message; `fatal` ones close the session.
struct ErrorMessage: Encodable {
    var type = "error"
    var message: String
    var fatal: Bool
}

/// The answer to `POST /api/records`: the record replayed to its result and was saved.
struct SavedRecord: Encodable {
    /// The score's id (`GET /api/scores/ID/record` gives the record back).
    var id: Int
    /// The name it was saved under.
    var player: String
    /// The result in words.
    var summary: String
    /// Why the result ranks on no table (nil: it ranks): it was played offline on a board the
    /// arcade did not deal to the page for it.
    var unranked: String?
}

/// The `move` message: this instance is going out of service; the page reconnects (to another
/// instance, through the proxy) and hands its game over.
struct MoveMessage: Encodable {
    var type = "move"
    var reason = "this arcade server is going out of service: carrying on at another"
}

/// The `saved` message: a result the leaderboard could not take at once has now been saved.
struct SavedMessage: Encodable {
    var type = "saved"
    var id: Int
    var player: String
    var summary: String
}
