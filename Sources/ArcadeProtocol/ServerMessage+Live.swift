import Arcade

extension ServerMessage {
    /// `spectating`: a spectator's opening — the game, who plays it, for how long, and
    /// everything so far: the steps its page's session took, or the latest scene the server drew.
    public struct Spectating: Sendable {
        /// The game's id among games in progress.
        public var id: String
        /// The game.
        public var game: GameKind
        /// Who plays it.
        public var player: String
        /// How long it has been played, in seconds.
        public var played: Double
        /// Its options: with the seed and the play area, the board a spectator's page builds.
        public var options: GameOptions
        /// The board's seed.
        public var seed: UInt64
        /// The play area's width, in points.
        public var width: Double
        /// The play area's height, in points.
        public var height: Double
        /// Tap It: the player's best when the session began.
        public var bestScore: Int?
        /// A challenge's round of its session (nil: not a challenge).
        public var round: Int?
        /// What a challenge's round went on from (nil: from nothing).
        public var carry: LiveGame.Carry?
        /// A room's round: the spectator's session offers nothing that deals another, as the player's.
        public var oneRound: Bool
        /// A board played together: its players, as the board's header names them.
        public var team: [TeamMember]?
        /// What has happened so far.
        public var soFar: SoFar

        /// An opening; see the properties.
        public init(id: String, game: GameKind, player: String, played: Double, options: GameOptions, seed: UInt64, width: Double, height: Double,
                    bestScore: Int? = nil, round: Int? = nil, carry: LiveGame.Carry? = nil, oneRound: Bool = false, team: [TeamMember]? = nil,
                    soFar: SoFar) {
            self.oneRound = oneRound
            self.team = team
            (self.id, self.game, self.player, self.played) = (id, game, player, played)
            (self.options, self.seed, self.width, self.height) = (options, seed, width, height)
            (self.bestScore, self.round, self.carry, self.soFar) = (bestScore, round, carry, soFar)
        }
    }

    /// What a spectator's opening holds of the game so far.
    public enum SoFar: Sendable {
        /// A game its page plays: the steps taken, as a JSON list's inside (`mode` "steps").
        case steps(String)
        /// A game the server draws: its latest `scene` message's text, if one was drawn (`mode` "scenes").
        case scene(String?)
    }

    /// `steps`: steps taken since the last, as a JSON list's inside; for a room's board, also
    /// the place of the last (`count`) and the chain's link after it.
    public struct Steps: Sendable {
        /// The steps' JSON texts, comma-separated.
        public var list: String
        /// A board's: the last step's place and the chain's link after it.
        public var link: (count: Int, chain: String)?

        /// Steps; see the properties.
        public init(list: String, link: (count: Int, chain: String)? = nil) {
            self.list = list
            self.link = link
        }

        /// Hands `append` the message's text piece by piece, in order — so that a server can put
        /// a room's steps straight into a socket's buffer, with no text of the whole in between
        /// (a step goes to every page of its room); ``ServerMessage/jsonText`` joins the pieces.
        public func write(to append: (String) -> Void) {
            append("{\"type\":\"steps\",\"steps\":[")
            append(list)
            guard let link else { return append("]}") }
            append("],\"count\":")
            append(String(link.count))
            append(",\"chain\":\"")
            append(link.chain)
            append("\"}")
        }
    }
}
