import Arcade

extension ClientMessage {
    /// `hello`: a game session (or the Lab) to start, or one to carry on after a move.
    public struct Hello: Decodable, Sendable {
        /// The protocol version the page speaks (nil when it named none: refused).
        public var version: Int?
        /// Which game, by its protocol name ("lab" for the Gesture Lab).
        public var game: String?
        /// The game's options (its defaults when absent).
        public var options: GameOptions?
        /// The play area's width, in points. Default 800.
        public var width: Double?
        /// The play area's height, in points. Default 600.
        public var height: Double?
        /// The page plays the game itself (the WebAssembly build) and draws its own scenes: the
        /// server sends none, and still judges every result from the page's steps.
        public var local: Bool?
        /// The player's name, as typed.
        public var player: String?
        /// The session a page carries on after a move (its `welcome`'s seed and ticket).
        public var resume: Resume?
        /// Keep the game off the list of games in progress (default false).
        public var isPrivate: Bool?
        /// Play on the board of leaderboard result `challenge` (its game, options, seed and size).
        public var challenge: Int?
        /// The Lab's recognizers and pairings (its defaults when absent).
        public var lab: LabConfiguration?

        private enum CodingKeys: String, CodingKey {
            case version, game, options, width, height, local, player, resume, challenge, lab
            case isPrivate = "private"
        }

        /// A hello of `game` at `version`, the rest absent.
        public init(version: Int? = WireProtocol.version, game: String?) {
            self.version = version
            self.game = game
        }
    }

    /// A session to carry on: the seed and ticket its first `welcome` gave.
    public struct Resume: Decodable, Sendable {
        /// The session's seed.
        public var seed: UInt64
        /// The ticket that vouches for the seed, size and options.
        public var ticket: String
        /// Tap It: the best score the session began with (its `welcome`'s `bestScore`).
        public var bestScore: Int?
        /// The game's id among games in progress (its `welcome`'s `live`): its spectators follow it.
        public var live: String?
    }

    /// `spectate`: the game in progress to watch.
    public struct Spectate: Decodable, Sendable {
        /// The protocol version the page speaks.
        public var version: Int?
        /// The game's id (an id of `GET /api/live`; "" when the message named none).
        public var id: String?
    }

    /// `room`: a room to create (`game`, `options`) or to join (`code`).
    public struct RoomRequest: Decodable, Sendable {
        /// The protocol version the page speaks.
        public var version: Int?
        /// The game of a room to create, by its protocol name.
        public var game: String?
        /// The options of a room to create.
        public var options: GameOptions?
        /// The code of the room to join — or, with `game`, the code a new room takes (the page
        /// draws it, so that a proxy hashing codes sends every player to one instance).
        public var code: String?
        /// The player's name, as typed.
        public var player: String?
        /// The token of a seat held for this player after a lost connection: they take it back.
        public var seat: String?
        /// The play area's width, in points. Default 800.
        public var width: Double?
        /// The play area's height, in points. Default 600.
        public var height: Double?
        /// The page plays its rounds itself (the WebAssembly build).
        public var local: Bool?
        /// Back after the instance that held the room went away: the room as the page last heard it.
        public var restore: RoomRestore?
        /// Keeps the player's rounds off the list of games in progress (`"private": true`).
        public var isPrivate: Bool?

        private enum CodingKeys: String, CodingKey {
            case version, game, options, code, player, seat, width, height, local, restore
            case isPrivate = "private"
        }
    }

    /// A room to take on (see ``RoomRequest/restore``).
    public struct RoomRestore: Decodable, Sendable {
        /// The room's sealed state, as its last `room` message carried it.
        public var carry: String
        /// Steps of the room's board the page holds (0: none, or no board).
        public var count: Int?
        /// The chain's link after the last of them (the `chain` of the last `steps` message).
        public var chain: String?
    }

    /// The members of the Lab's and the small messages, read with their kind's decoder.
    struct Members: Decodable {
        var id: String?
        var player: String?
        var isPrivate: Bool?
        var mode: String?
        var name: String?
        var index: Int?
        var set: String?
        var lab: LabConfiguration?

        private enum CodingKeys: String, CodingKey {
            case id, player, mode, name, index, set, lab
            case isPrivate = "private"
        }
    }
}
