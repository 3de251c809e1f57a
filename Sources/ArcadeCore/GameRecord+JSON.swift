import GestureReplay
import Games
import JSONKit

/// Reading a record from its JSON — the arcade's `GET /api/scores/ID/record` — with the
/// replay's own parser rather than Foundation's, so that the WebAssembly build reads records
/// too, and every fault is named: a missing field, a value of the wrong type, a seed that is
/// not a whole number.
extension GameRecord {
    /// The record `text` holds, or an error saying what is wrong with it.
    public init(json text: String) throws(ArcadeError) {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch {
            throw ArcadeError("not JSON: line \(error.line): \(error.message)")
        }
        let r = try RecordReader(root, path: "")
        let format = try r.integer("format") ?? 1
        let game = try r.game("game")
        let options = try r.object("options").map { o throws(ArcadeError) in
            GameOptions(level: try o.string("level"), board: try o.string("board"), mode: try o.string("mode"))
        } ?? GameOptions()
        guard let seed = try r.wholeNumber("seed") else { throw ArcadeError("missing \"seed\"") }
        let width = try r.required(r.number("width"), "width"), height = try r.required(r.number("height"), "height")
        let trace = try r.required(r.string("trace"), "trace")
        let resultIndex = try r.required(r.integer("resultIndex"), "resultIndex")
        guard let resultNode = try r.object("result") else { throw ArcadeError("missing \"result\"") }
        let result = GameResult(
            game: try resultNode.game("game"),
            category: try resultNode.required(resultNode.string("category"), "category"),
            value: try resultNode.required(resultNode.number("value"), "value"),
            unit: try resultNode.required(resultNode.string("unit"), "unit"),
            higherIsBetter: try resultNode.required(resultNode.bool("higherIsBetter"), "higherIsBetter"),
            time: try resultNode.required(resultNode.number("time"), "time"))
        self.init(game: game, options: options, seed: seed, width: width, height: height, trace: trace,
                  resultIndex: resultIndex, result: result)
        self.format = format
        round = try r.integer("round")
        start = try r.number("start")
        carry = try r.object("carry").map { c throws(ArcadeError) in try LiveGame.Carry(c) }
        team = try r.team("team")
    }
}

extension LiveGame.Carry {
    /// The carry a JSON object holds, as a record writes it (`{"bestScore", "bestScores",
    /// "score"}`, each optional); `path` names it in errors.
    init(json node: JSONNode, path: String) throws(ArcadeError) {
        try self.init(RecordReader(node, path: path))
    }

    fileprivate init(_ c: RecordReader) throws(ArcadeError) {
        var scores: [String: Int]? = nil
        if let table = try c.object("bestScores") {
            var all: [String: Int] = [:]
            for (key, _) in table.members { all[key] = try table.required(table.integer(key), key) }
            scores = all
        }
        self.init(bestScore: try c.integer("bestScore"), bestScores: scores, score: try c.integer("score"))
    }
}

/// The fields of one JSON object of a record, read with messages that name the field by its
/// path ("result.time").
private struct RecordReader {
    let members: [(key: String, value: JSONNode)]
    let path: String

    init(_ node: JSONNode, path: String) throws(ArcadeError) {
        guard case .object(let members) = node.value else {
            throw ArcadeError("\(path.isEmpty ? "the record" : "\"\(path)\"") is \(node.typeName), not an object")
        }
        self.members = members
        self.path = path
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key`, nil when it is absent or null.
    private func node(_ key: String) -> JSONNode? {
        guard let node = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = node.value { return nil }
        return node
    }

    private func wrong(_ key: String, _ node: JSONNode, _ expected: String) -> ArcadeError {
        ArcadeError("\"\(name(key))\" is \(node.typeName), not \(expected)")
    }

    func required<T>(_ value: T?, _ key: String) throws(ArcadeError) -> T {
        guard let value else { throw ArcadeError("missing \"\(name(key))\"") }
        return value
    }

    func string(_ key: String) throws(ArcadeError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let s) = node.value else { throw wrong(key, node, "a string") }
        return s
    }

    func number(_ key: String) throws(ArcadeError) -> Double? {
        guard let node = node(key) else { return nil }
        guard case .number(let v) = node.value else { throw wrong(key, node, "a number") }
        return v
    }

    func bool(_ key: String) throws(ArcadeError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .bool(let b) = node.value else { throw wrong(key, node, "true or false") }
        return b
    }

    func integer(_ key: String) throws(ArcadeError) -> Int? {
        guard let node = node(key) else { return nil }
        guard case .number(let v) = node.value, v == v.rounded(.towardZero), abs(v) < 9.0e15 else {
            throw wrong(key, node, "a whole number")
        }
        return Int(v)
    }

    /// A whole number from 0 to 2⁶⁴ − 1, exactly (a seed).
    func wholeNumber(_ key: String) throws(ArcadeError) -> UInt64? {
        guard let node = node(key) else { return nil }
        guard let exact = node.exactInteger else { throw wrong(key, node, "a whole number from 0 to 2^64 - 1") }
        return exact
    }

    func object(_ key: String) throws(ArcadeError) -> RecordReader? {
        guard let node = node(key) else { return nil }
        return try RecordReader(node, path: name(key))
    }

    /// A team: an array of `{"id", "name", "colour"}`.
    func team(_ key: String) throws(ArcadeError) -> [TeamMember]? {
        guard let node = node(key) else { return nil }
        guard case .array(let items) = node.value else { throw wrong(key, node, "an array") }
        var team: [TeamMember] = []
        for (i, item) in items.enumerated() {
            let m = try RecordReader(item, path: "\(name(key))[\(i)]")
            team.append(TeamMember(id: try m.required(m.integer("id"), "id"), name: try m.required(m.string("name"), "name"),
                                   colour: try m.string("colour") ?? "#4dabf7"))
        }
        guard !team.isEmpty else { throw ArcadeError("\"\(name(key))\" lists no players") }
        return team
    }

    func game(_ key: String) throws(ArcadeError) -> GameKind {
        let raw = try required(string(key), key)
        guard let kind = GameKind(rawValue: raw) else {
            throw ArcadeError("\"\(name(key))\": unknown game \"\(raw)\" (\(GameKind.allCases.map { $0.rawValue }.joined(separator: ", ")))")
        }
        return kind
    }
}

extension GameRecord {
    /// The record as JSON text, written without Foundation (so the WebAssembly build writes
    /// records too): what ``init(json:)`` and the Codable decoder read back to an equal record.
    /// Numbers are written in their shortest form that reads back to the same double.
    public var jsonText: String {
        func number(_ x: Double) -> String { x.isFinite ? (x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)") : "null" }
        func string(_ s: String) -> String { JSONOutput.string(s) }
        var out = "{\"format\":\(format),\"game\":\"\(game.rawValue)\",\"options\":\(options.jsonText)"
        out += ",\"seed\":\(seed),\"width\":\(number(width)),\"height\":\(number(height)),\"trace\":\(string(trace))"
        out += ",\"resultIndex\":\(resultIndex),\"result\":{\"game\":\"\(result.game.rawValue)\",\"category\":\(string(result.category))"
        out += ",\"value\":\(number(result.value)),\"unit\":\(string(result.unit)),\"higherIsBetter\":\(result.higherIsBetter)"
        out += ",\"time\":\(number(result.time))}"
        if let round { out += ",\"round\":\(round)" }
        if let start { out += ",\"start\":\(number(start))" }
        if let carry { out += ",\"carry\":" + carry.jsonText }
        if let team { out += ",\"team\":[\(team.map { $0.jsonText }.joined(separator: ","))]" }
        return out + "}"
    }
}

extension GameOptions {
    /// The options as JSON, as records, the list of games in progress and a board's header
    /// write them: `{"level":"easy"}`, `{}` for none.
    public var jsonText: String {
        var parts: [String] = []
        if let level { parts.append("\"level\":\(JSONOutput.string(level))") }
        if let board { parts.append("\"board\":\(JSONOutput.string(board))") }
        if let mode { parts.append("\"mode\":\(JSONOutput.string(mode))") }
        return "{" + parts.joined(separator: ",") + "}"
    }
}

extension LiveGame.Carry {
    /// The carry as JSON, what ``init(json:path:)`` reads back: `{"bestScore":12}`; best
    /// scores by level in the order of their names.
    public var jsonText: String {
        var parts: [String] = []
        if let bestScore { parts.append("\"bestScore\":\(bestScore)") }
        if let table = bestScores {
            let entries = table.keys.sorted().map { "\(JSONOutput.string($0)):\(table[$0]!)" }
            parts.append("\"bestScores\":{\(entries.joined(separator: ","))}")
        }
        if let score { parts.append("\"score\":\(score)") }
        return "{" + parts.joined(separator: ",") + "}"
    }
}
