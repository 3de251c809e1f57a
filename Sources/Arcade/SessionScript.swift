import GestureReplay

/// A game session played from a script, as the server would play it: what arrives when, and
/// the scene and results after each step — `fingerplay play SCRIPT.jsonl` natively, and the same
/// function in the WebAssembly build, where a page playing locally runs the very same session.
///
/// The script is JSON lines. The first says which game: `{"game": "tapit", "options": {…},
/// "seed": 7, "width": 600, "height": 600}`. Each later line is one step at `at` seconds of the
/// server's clock: the game's clock runs to it, then its `inputs` arrive (the page's pointer
/// events, as the wire protocol carries them: `t` ms on the page's clock, `type`, `id`, `x`,
/// `y`, `kind`), or a button is `press`ed by its node id. After each step the output has the
/// scene message (`SceneJSON`), then a line for each refused input and each result.
public enum SessionScript {
    /// Plays `text` (from the file `name`), passing each output line to `emit`; exit status 0,
    /// or 2 with a `FILE:LINE: fault` line for a bad script.
    public static func run(_ text: String, named name: String, emit: @escaping (String) -> Void) -> ReplayRun.Outcome {
        func bad(_ line: Int?, _ message: String) -> ReplayRun.Outcome {
            ReplayRun.Outcome(errorLines: ["\(ReplayError(file: name, line: line, message: message))"], status: 2)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var session: GameSession?
        var results: [String] = []
        for (index, raw) in lines.enumerated() where !raw.allSatisfy({ $0 == " " || $0 == "\r" }) {
            let lineNumber = index + 1
            let node: JSONNode
            do { node = try JSONParser.parse(String(raw), firstLine: lineNumber) } catch { return bad(lineNumber, "not JSON: \(error.message)") }
            guard let current = session else {
                guard case .string(let game)? = node["game"]?.value, let kind = GameKind(rawValue: game) else {
                    return bad(lineNumber, "the first line names the game: {\"game\": \"tapit\", \"seed\": 7, \"width\": 600, \"height\": 600}")
                }
                let options = GameOptions(level: string(node["options"]?["level"]), board: string(node["options"]?["board"]),
                                          mode: string(node["options"]?["mode"]))
                guard let seed = node["seed"]?.exactInteger, let width = number(node["width"]), let height = number(node["height"]) else {
                    return bad(lineNumber, "the first line needs \"seed\" (a whole number), \"width\" and \"height\"")
                }
                do throws(ArcadeError) { session = try GameSession(kind: kind, options: options, seed: seed, width: width, height: height) } catch {
                    return bad(lineNumber, error.message)
                }
                session!.onResult = { result, _ in results.append("{\"result\":\(RecordRun.describe(result))}") }
                continue
            }
            guard let at = number(node["at"]), at >= current.engine.now else {
                return bad(lineNumber, "each step needs \"at\" (seconds), never earlier than the one before")
            }
            current.advance(to: at)
            var problems: [String] = []
            if let list = node["inputs"] {
                guard case .array(let items) = list.value else { return bad(lineNumber, "\"inputs\" must be an array") }
                var inputs: [ClientInput] = []
                for item in items {
                    guard let t = number(item["t"]), let type = string(item["type"]), let id = item["id"]?.exactInteger,
                          let x = number(item["x"]), let y = number(item["y"]) else {
                        return bad(lineNumber, "an input needs \"t\", \"type\", \"id\", \"x\" and \"y\"")
                    }
                    inputs.append(ClientInput(t: t, type: type, id: Int(truncatingIfNeeded: id), x: x, y: y, kind: string(item["kind"])))
                }
                problems = current.receive(inputs, arrivedAt: at)
            }
            if let button = string(node["press"]) {
                do { try current.press(button) } catch { problems.append(error.message) }
            }
            emit(SceneJSON.message(time: at, scene: current.scene()))
            for problem in problems { emit("{\"refused\":\(JSONOutput.string(problem))}") }
            for result in results { emit(result) }
            results.removeAll()
        }
        guard session != nil else { return bad(nil, "the script is empty") }
        return ReplayRun.Outcome()
    }

    private static func string(_ node: JSONNode?) -> String? {
        if case .string(let s)? = node?.value { return s }
        return nil
    }

    private static func number(_ node: JSONNode?) -> Double? {
        if case .number(let v)? = node?.value { return v }
        return nil
    }
}
