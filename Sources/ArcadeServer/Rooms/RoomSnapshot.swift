import Arcade
import Foundation
import GestureReplay
import JSONKit

/// A room as its pages last heard it, sealed (``SessionTickets/seal(_:purpose:)``): every
/// `room` message carries one (`carry`), so that when the instance holding the room goes away
/// its players' pages hand it to the instance that takes them, which rebuilds the room — its
/// players (their seats by their tokens' digests), host, round, and the board played together,
/// whose steps the pages then hand over (`TeamBoard.restored`).
struct RoomSnapshot {
    /// A player's seat: who, in which colour, their standing, and their seat token's digest.
    struct Seat {
        var id: Int
        var name: String
        var colour: String
        var score: Int
        var digest: String
    }

    /// The board played together in the round under way: its seed, size and team.
    struct Board {
        var seed: UInt64
        var width: Double
        var height: Double
        var team: [TeamMember]
    }

    var code: String
    var game: GameKind
    var options: GameOptions
    var round: Int
    var host: Int?
    var nextID: Int
    var seats: [Seat]
    var board: Board?

    /// The snapshot as JSON.
    var jsonText: String {
        let seats = seats.map {
            "{\"id\":\($0.id),\"name\":\(JSONOutput.string($0.name)),\"colour\":\(JSONOutput.string($0.colour)),\"score\":\($0.score),\"seat\":\"\($0.digest)\"}"
        }
        var out = "{\"code\":\"\(code)\",\"game\":\"\(game.rawValue)\",\"options\":\(options.jsonText),\"round\":\(round),"
            + "\"host\":\(host.map(String.init) ?? "null"),\"next\":\(nextID),\"seats\":[\(seats.joined(separator: ","))]"
        if let board {
            out += ",\"board\":{\"seed\":\(board.seed),\"width\":\(JSONOutput.number(board.width)),\"height\":\(JSONOutput.number(board.height)),"
                + "\"team\":[\(board.team.map(\.jsonText).joined(separator: ","))]}"
        }
        return out + "}"
    }

    /// The sealed form a `room` message carries: the JSON in base64, a dot, its seal.
    func carry(_ tickets: SessionTickets) -> String {
        let json = jsonText
        return Data(json.utf8).base64EncodedString() + "." + tickets.seal(json, purpose: "room")
    }

    init(code: String, game: GameKind, options: GameOptions, round: Int, host: Int?, nextID: Int, seats: [Seat], board: Board?) {
        self.code = code
        self.game = game
        self.options = options
        self.round = round
        self.host = host
        self.nextID = nextID
        self.seats = seats
        self.board = board
    }

    /// The snapshot `carry` seals, if its seal is this arcade's.
    init(carry: String, tickets: SessionTickets) throws(ArcadeError) {
        let parts = carry.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let data = Data(base64Encoded: String(parts[0])), let json = String(data: data, encoding: .utf8),
              tickets.verify(json, purpose: "room", seal: String(parts[1])) else {
            throw ArcadeError("the room cannot be carried on here: its state is not this arcade's (or was altered)")
        }
        let node: JSONNode
        do { node = try JSONParser.parse(json) } catch { throw ArcadeError("the room's state is not JSON: \(error.message)") }
        func string(_ n: JSONNode?) -> String? { if case .string(let s)? = n?.value { return s } else { return nil } }
        func int(_ n: JSONNode?) -> Int? { if case .number(let v)? = n?.value { return Int(v) } else { return nil } }
        func number(_ n: JSONNode?) -> Double? { if case .number(let v)? = n?.value { return v } else { return nil } }
        guard let code = string(node["code"]), let game = string(node["game"]).flatMap(GameKind.init(rawValue:)), let round = int(node["round"]),
              let next = int(node["next"]), case .array(let seatNodes)? = node["seats"]?.value else {
            throw ArcadeError("the room's state lacks its code, game, round or seats")
        }
        let o = node["options"]
        let options = GameOptions(level: string(o?["level"]), board: string(o?["board"]), mode: string(o?["mode"]))
        var seats: [Seat] = []
        for n in seatNodes {
            guard let id = int(n["id"]), let name = string(n["name"]), let colour = string(n["colour"]), let digest = string(n["seat"]) else {
                throw ArcadeError("a seat in the room's state lacks its id, name, colour or token digest")
            }
            seats.append(Seat(id: id, name: name, colour: colour, score: int(n["score"]) ?? 0, digest: digest))
        }
        var board: Board?
        if let b = node["board"], let seed = b["seed"]?.exactInteger, let width = number(b["width"]), let height = number(b["height"]),
           case .array(let teamNodes)? = b["team"]?.value {
            var team: [TeamMember] = []
            for m in teamNodes {
                guard let id = int(m["id"]), let name = string(m["name"]) else { throw ArcadeError("a team member in the room's state lacks its id or name") }
                team.append(TeamMember(id: id, name: name, colour: string(m["colour"]) ?? "#4dabf7"))
            }
            board = Board(seed: seed, width: width, height: height, team: team)
        }
        self.init(code: code, game: game, options: options, round: round, host: int(node["host"]), nextID: next, seats: seats, board: board)
    }
}
