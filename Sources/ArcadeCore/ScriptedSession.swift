import GestureReplay
import JSONKit

/// A session stepped one script line at a time (see ``SessionScript``): how a page playing
/// locally drives its game, a step a frame.
public final class ScriptedSession {
    /// The session.
    public let session: GameSession
    private var results: [String] = []

    /// A session from a script's first line: `{"game": NAME, "options": {…}, "seed": N,
    /// "width": W, "height": H}`, and Tap It's `"bestScore": N` when the welcome gave one; a
    /// challenge's welcome adds `"round": R` and `"carry": {…}` (``ChallengeBoard``); a room's
    /// round `"oneRound": true` (``LiveGame/oneRound``); a board played together `"team": […]`.
    public init(header: String) throws(ArcadeError) {
        let node: JSONNode
        do { node = try JSONParser.parse(header) } catch { throw ArcadeError("not JSON: \(error.message)") }
        guard case .string(let game)? = node["game"]?.value, let kind = GameKind(rawValue: game) else {
            throw ArcadeError("the first line names the game: {\"game\": \"tapit\", \"seed\": 7, \"width\": 600, \"height\": 600}")
        }
        let options = GameOptions(level: Self.string(node["options"]?["level"]), board: Self.string(node["options"]?["board"]),
                                  mode: Self.string(node["options"]?["mode"]))
        guard let seed = node["seed"]?.exactInteger, let width = Self.number(node["width"]), let height = Self.number(node["height"]) else {
            throw ArcadeError("the first line needs \"seed\" (a whole number), \"width\" and \"height\"")
        }
        // Tap It's best when the session began, as the server's welcome says (`bestScore`).
        var carry = node["bestScore"]?.exactInteger.map { LiveGame.Carry(bestScore: Int(truncatingIfNeeded: $0)) }
        if let given = node["carry"] { carry = try LiveGame.Carry(json: given, path: "carry") }
        var round = 0
        if let r = node["round"] {
            guard let value = r.exactInteger, value < 1 << 31 else { throw ArcadeError("\"round\" is a whole number, 0 or more") }
            round = Int(value)
        }
        // A board played together: its players, whose fingers are sorted out as the server does.
        var team: [TeamMember]?
        if let list = node["team"] {
            guard case .array(let items) = list.value, !items.isEmpty else { throw ArcadeError("\"team\" is an array of players") }
            team = []
            for item in items {
                guard let id = item["id"]?.exactInteger, id < 1 << 20 else { throw ArcadeError("a team's player needs \"id\" (a seat)") }
                team?.append(TeamMember(id: Int(id), name: Self.string(item["name"]) ?? "", colour: Self.string(item["colour"]) ?? "#4dabf7"))
            }
        }
        // A room's round (`"oneRound": true`): the game offers nothing that deals another.
        var oneRound = false
        if let flag = node["oneRound"] {
            guard case .bool(let value) = flag.value else { throw ArcadeError("\"oneRound\" is true or false") }
            oneRound = value
        }
        session = try GameSession(kind: kind, options: options, seed: seed, width: width, height: height, carry: carry, round: round, team: team,
                                  oneRound: oneRound)
        session.onResult = { [unowned(unsafe) self] result, record in
            // The record rides along: a page that played offline submits it when it is back.
            let saved = record.map { ",\"record\":\($0.jsonText)" } ?? ""
            results.append("{\"result\":\(RecordRun.describe(result)),\"summary\":\(JSONOutput.string(result.summary))\(saved)}")
        }
    }

    /// One step, `{"at": SECONDS, "inputs": [...]}` or `{"at": SECONDS, "press": NODE}` (or
    /// just the time): the game's clock runs to `at`, the inputs arrive or the button is
    /// pressed. Returns the scene line (`{"time", "scene"}`), then a line for each refused input
    /// and each result.
    public func step(_ line: String) throws(ArcadeError) -> [String] {
        let node: JSONNode
        do { node = try JSONParser.parse(line) } catch { throw ArcadeError("not JSON: \(error.message)") }
        guard let at = Self.number(node["at"]), at >= session.engine.now else {
            throw ArcadeError("each step needs \"at\" (seconds), never earlier than the one before")
        }
        session.advance(to: at)
        var problems: [String] = []
        if let list = node["inputs"] {
            guard case .array(let items) = list.value else { throw ArcadeError("\"inputs\" must be an array") }
            var inputs: [ClientInput] = []
            inputs.reserveCapacity(items.count)
            for item in items {
                guard let t = Self.number(item["t"]), let type = Self.string(item["type"]), let id = item["id"]?.exactInteger,
                      let x = Self.number(item["x"]), let y = Self.number(item["y"]) else {
                    throw ArcadeError("an input needs \"t\", \"type\", \"id\", \"x\" and \"y\"")
                }
                inputs.append(ClientInput(t: t, type: type, id: Int(truncatingIfNeeded: id), x: x, y: y, kind: Self.string(item["kind"])))
            }
            problems = session.receive(inputs, arrivedAt: at)
        }
        if let button = Self.string(node["press"]) {
            do { try session.press(button) } catch { problems.append(error.message) }
        }
        var out = [SceneJSON.line(time: at, scene: session.scene())]
        for problem in problems { out.append("{\"refused\":\(JSONOutput.string(problem))}") }
        if node["inputs"] != nil { out += session.held.map { $0.jsonText } }
        out += results
        results.removeAll()
        return out
    }

    /// When the session next needs a step with no input (a timer, a countdown's tenth), in
    /// seconds of its clock; nil when nothing is due.
    public var nextWake: Double? { session.nextWake }

    static func string(_ node: JSONNode?) -> String? {
        if case .string(let s)? = node?.value { return s }
        return nil
    }

    static func number(_ node: JSONNode?) -> Double? {
        if case .number(let v)? = node?.value { return v }
        return nil
    }
}
