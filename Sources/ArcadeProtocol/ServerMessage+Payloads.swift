import Arcade
import Strokes

extension ServerMessage {
    /// `welcome`: the session's game, its board (options, seed, size) and what vouches for it.
    public struct Welcome: Encodable, Sendable {
        var version = WireProtocol.version
        /// The game's protocol name.
        public var game: String
        /// The game's title, for the page to show.
        public var title: String
        /// The game's options, as the session plays them.
        public var options: GameOptions
        /// The board's seed.
        public var seed: UInt64
        /// The play area's width, in points, as the session took it.
        public var width: Double
        /// The play area's height, in points.
        public var height: Double
        /// Tap It: the player's best when the session began (the local game shows it too).
        public var bestScore: Int?
        /// A challenge: the leaderboard result whose board this is.
        public var challenge: Int?
        /// The round of its session the board is (the local game starts there).
        public var round: Int?
        /// What that round went on from.
        public var carry: LiveGame.Carry?
        /// The game's id among games in progress: spectators watch it at /watch/live/ID.
        public var live: String?
        /// Vouches for the session: a page that moves sends it back with the seed (`resume`).
        public var ticket: String
        /// True when the session is carried on from another instance: the page keeps its game.
        public var resumed: Bool?
        /// A carried-on session: its clock now, in seconds.
        public var time: Double?
        /// A room's round: one game, which offers nothing that deals another (the page's own
        /// session is built so too).
        public var oneRound: Bool?

        /// A welcome; see the properties.
        public init(game: String, title: String, options: GameOptions, seed: UInt64, width: Double, height: Double, bestScore: Int? = nil,
                    challenge: Int? = nil, round: Int? = nil, carry: LiveGame.Carry? = nil, live: String? = nil, ticket: String,
                    resumed: Bool? = nil, time: Double? = nil, oneRound: Bool? = nil) {
            (self.game, self.title, self.options, self.seed, self.width, self.height) = (game, title, options, seed, width, height)
            (self.bestScore, self.challenge, self.round, self.carry, self.live) = (bestScore, challenge, round, carry, live)
            (self.ticket, self.resumed, self.time, self.oneRound) = (ticket, resumed, time, oneRound)
        }
    }

    /// The Lab's `welcome` and `lab`: the surface and the setup in force.
    public struct LabState: Encodable, Sendable {
        var version = WireProtocol.version
        var game = "lab"
        var title = "Gesture Lab"
        /// The surface's width, in points.
        public var width: Double
        /// The surface's height, in points.
        public var height: Double
        /// The recognizers and pairings in force.
        public var lab: LabConfiguration
        /// The setup as a replay file's JSON text.
        public var setup: String

        /// The Lab's state; see the properties.
        public init(width: Double, height: Double, lab: LabConfiguration, setup: String) {
            (self.width, self.height, self.lab, self.setup) = (width, height, lab, setup)
        }
    }

    /// `strokePad`: the pad's mode, the templates' names in order, the last stroke's reading and,
    /// when the templates changed, the whole set.
    public struct StrokePad: Encodable {
        /// The Lab's tab.
        public var mode: LabMode
        /// The templates' names, in order.
        public var templates: [String]
        /// How the last stroke read against every template.
        public var reading: StrokeReading?
        /// The whole set, when it changed.
        public var set: StrokeTemplateSet?

        /// The pad's state; see the properties.
        public init(mode: LabMode, templates: [String], reading: StrokeReading?, set: StrokeTemplateSet?) {
            (self.mode, self.templates, self.reading, self.set) = (mode, templates, reading, set)
        }
    }

    /// `result`: a finished game's result, saved on the leaderboard as `id` (nil: not saved).
    public struct Result: Encodable, Sendable {
        /// The score's id on the leaderboard.
        public var id: Int?
        /// Whose it is (a team's names joined, for a board played together).
        public var player: String
        /// The result.
        public var result: GameResult
        /// The result in words, for the page to show ("0:16 · 6 × 10").
        public var summary: String
        /// Its place among the players on its table (1: first), when saved on one.
        public var place: Int?
        /// Whether it is its player's best on the table (the result the table lists), when saved on one.
        public var personalBest: Bool?

        /// A result; `summary` is the result's own; `place` and `personalBest` where it stands on its table.
        public init(id: Int?, player: String, result: GameResult, place: Int? = nil, personalBest: Bool? = nil) {
            (self.id, self.player, self.result, summary) = (id, player, result, result.summary)
            (self.place, self.personalBest) = (place, personalBest)
        }
    }

    /// `saved`: a result kept while the leaderboard was down, saved now as `id`.
    public struct Saved: Encodable, Sendable {
        /// The score's id.
        public var id: Int
        /// The name it was saved under.
        public var player: String
        /// The result in words.
        public var summary: String
        /// Its place among the players on its table (1: first), when the leaderboard said.
        public var place: Int?
        /// Whether it is its player's best on the table, when the leaderboard said.
        public var personalBest: Bool?

        /// A saved result; see the properties.
        public init(id: Int, player: String, summary: String, place: Int? = nil, personalBest: Bool? = nil) {
            (self.id, self.player, self.summary) = (id, player, summary)
            (self.place, self.personalBest) = (place, personalBest)
        }
    }
}
