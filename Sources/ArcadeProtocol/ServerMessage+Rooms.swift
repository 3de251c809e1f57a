import Arcade

extension ServerMessage {
    /// `room`: a room as it is now, for one of its players (`you`).
    public struct RoomState: Sendable {
        /// The room's code.
        public var code: String
        /// Its game.
        public var game: GameKind
        /// The player this message is for.
        public var you: Int
        /// The host's id (nil: nobody is here to host).
        public var host: Int?
        /// "lobby" between rounds, "playing" during one.
        public var phase: String
        /// Rounds begun so far.
        public var round: Int
        /// Everyone in the room, in the order they came.
        public var players: [Player]
        /// An Anagrams race: the puzzle under way, how many wins take it, whether it is over.
        public var race: (puzzle: Int, to: Int, over: Bool)?
        /// The seat token of the player this is for (they take their seat back with it).
        public var seat: String?
        /// The room's sealed state, which a page hands the next instance if this one goes.
        public var carry: String

        /// A room's state; see the properties.
        public init(code: String, game: GameKind, you: Int, host: Int?, phase: String, round: Int, players: [Player],
                    race: (puzzle: Int, to: Int, over: Bool)?, seat: String?, carry: String) {
            (self.code, self.game, self.you, self.host, self.phase, self.round) = (code, game, you, host, phase, round)
            (self.players, self.race, self.seat, self.carry) = (players, race, seat, carry)
        }
    }

    /// A room's player as the room shows them.
    public struct Player: Sendable {
        /// The player's id in the room (their seat, from 1).
        public var id: Int
        /// Their name, as cleaned by the server.
        public var name: String
        /// A CSS colour (`#rrggbb`).
        public var colour: String
        /// Whether they play in the round under way.
        public var playing: Bool
        /// Their score this round (versus: points; race: puzzles won).
        public var score: Int
        /// When their game ended, in seconds of its clock (infinity: ended without a time;
        /// nil: it goes on).
        public var out: Double?
        /// Their connection is lost; the seat is held for them.
        public var away: Bool
        /// They asked to play again since the last round ended (a rematch).
        public var rematch: Bool
        /// Their round's game among games in progress (a versus or race round, not private):
        /// a player who is out watches it (`spectate`).
        public var live: String?

        /// A player; see the properties.
        public init(id: Int, name: String, colour: String, playing: Bool, score: Int, out: Double?, away: Bool, rematch: Bool = false,
                    live: String? = nil) {
            (self.id, self.name, self.colour, self.playing, self.score, self.out, self.away) = (id, name, colour, playing, score, out, away)
            (self.rematch, self.live) = (rematch, live)
        }
    }

    /// `board`: the board a room plays together, so far, for one player.
    public struct Board: Sendable {
        /// The room's round.
        public var round: Int
        /// The player this is for.
        public var you: Int
        /// Whether they play in it (false: they watch, having come in during it).
        public var playing: Bool
        /// The board's clock, in seconds.
        public var time: Double
        /// The board's session header (JSON text: game, options, seed, size).
        public var header: String
        /// The steps so far, each as its JSON text.
        public var steps: [String]
        /// The chain's link after the last step ("" before any).
        public var chain: String

        /// A board; see the properties.
        public init(round: Int, you: Int, playing: Bool, time: Double, header: String, steps: [String], chain: String) {
            (self.round, self.you, self.playing, self.time, self.header, self.steps, self.chain) = (round, you, playing, time, header, steps, chain)
        }
    }

    /// `over`: a room's round is over, won by `winners` (ids, with their `names`).
    public struct RoundOver: Sendable {
        /// The round that ended.
        public var round: Int
        /// The winners' ids (none: nobody won it).
        public var winners: [Int]
        /// The winners' names, in the order they came into the room.
        public var names: [String]
        /// An Anagrams race: the puzzle just decided, whether the race is over, and once it is,
        /// who won it (the most puzzles taken; several on a tie).
        public var race: (puzzle: Int, over: Bool, leaders: [Int])?

        /// A round's end; see the properties.
        public init(round: Int, winners: [Int], names: [String], race: (puzzle: Int, over: Bool, leaders: [Int])?) {
            (self.round, self.winners, self.names, self.race) = (round, winners, names, race)
        }
    }
}
