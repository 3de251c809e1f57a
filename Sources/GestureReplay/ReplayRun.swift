import JSONKit
/// What `fingerplay replay` does with a setup and a trace, or with a Gesture Lab download, as
/// functions of the files' text: the lines for standard output, the lines for standard error
/// and the exit status. The command-line tool and the WebAssembly build both call these, so
/// they print the same bytes.
public enum ReplayRun {
    /// How a run ended.
    public struct Outcome: Sendable, Equatable {
        /// Lines for standard error (each printed with a line break).
        public var errorLines: [String] = []
        /// The exit status: 0 done, 1 a Lab file whose replay differs from what the Lab
        /// showed (or a record whose result differs from the one saved), 2 bad input.
        public var status: Int32 = 0

        /// An outcome; by default a run that went through.
        public init(errorLines: [String] = [], status: Int32 = 0) {
            self.errorLines = errorLines
            self.status = status
        }
    }

    /// Replays `traceText` (TRACE.jsonl) through `setupText` (SETUP.json), passing each output
    /// line to `emit` as it is made. The names are the files' as the user gave them, for error
    /// messages (`FILE:LINE: fault`). A trace with no events is bad input.
    public static func trace(setup setupText: String, named setupName: String, trace traceText: String, named traceName: String,
                             emit: @escaping (String) -> Void) -> Outcome {
        do throws(ReplayError) {
            let setup = try ReplaySetup(text: setupText, file: setupName)
            let trace = try ReplayTrace(text: traceText, file: traceName)
            guard trace.inputCount > 0 else { throw ReplayError(file: traceName, line: nil, message: "the trace has no events") }
            try Replay.run(setup: setup, trace: trace, emit: emit)
            return Outcome()
        } catch {
            return Outcome(errorLines: ["\(error)"], status: 2)
        }
    }

    /// Replays a Gesture Lab download (`text`, from the file `name`): its trace through its
    /// setup, each line passed to `emit`. Exit status 1 when the lines differ from those the Lab
    /// showed, with the first line that differs named.
    public static func lab(_ text: String, named name: String, emit: @escaping (String) -> Void) -> Outcome {
        var printed: [String] = []
        let expected: [String]
        do throws(ReplayError) {
            let file = try labFile(text, named: name)
            expected = file.transitions
            let setup = try ReplaySetup(text: file.setup, file: "\(name) setup")
            let trace = try ReplayTrace(text: file.trace, file: "\(name) trace")
            try Replay.run(setup: setup, trace: trace) { printed.append($0) }
        } catch {
            return Outcome(errorLines: ["\(error)"], status: 2)
        }
        for line in printed { emit(line) }
        guard printed != expected else { return Outcome() }
        var index = min(printed.count, expected.count)
        for i in 0..<index where printed[i] != expected[i] {
            index = i
            break
        }
        return Outcome(errorLines: ["\(name): the replay differs from what the Lab showed at line \(index + 1)"], status: 1)
    }

    /// The parts of a Gesture Lab download: the setup's and the trace's text, and the lines the
    /// Lab showed.
    public struct LabFileParts: Sendable, Equatable {
        /// The setup, as the text of a SETUP.json file.
        public var setup: String
        /// The inputs, as the text of a TRACE.jsonl file.
        public var trace: String
        /// The replay lines the Lab showed.
        public var transitions: [String]
    }

    /// `text` read as a version 1 Gesture Lab download, or an error saying what the file is
    /// instead: a touch trace given without its setup, a game record given without its game,
    /// text that is not JSON (with the line), or JSON that is not a Lab file (with what is
    /// missing or wrong).
    public static func labFile(_ text: String, named name: String) throws(ReplayError) -> LabFileParts {
        let traceHint = "this is a touch trace: give its setup with --setup SETUP.json (or --game NAME for a game record)"
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch {
            // One JSON object per line, with times: a trace.
            let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            if let first = lines.first, let node = try? JSONParser.parse(String(first)), node["t"] != nil {
                throw ReplayError(file: name, line: nil, message: traceHint)
            }
            throw ReplayError(file: name, line: error.line, message: "not JSON: \(error.message)")
        }
        if root["t"] != nil { throw ReplayError(file: name, line: nil, message: traceHint) }
        if root["game"] != nil, root["trace"] != nil {
            throw ReplayError(file: name, line: nil, message: "this is a game record: give its game with --game NAME")
        }
        func fault(_ what: String) -> ReplayError {
            ReplayError(file: name, line: nil, message: "not a Gesture Lab file: \(what) (give --setup for a trace, --game for a record)")
        }
        guard case .object = root.value else { throw fault("the file is \(root.typeName), not an object") }
        func string(_ key: String) throws(ReplayError) -> String {
            guard let node = root[key] else { throw fault("no \"\(key)\"") }
            guard case .string(let s) = node.value else { throw fault("\"\(key)\" is \(node.typeName), not a string") }
            return s
        }
        let format = try string("format")
        guard let versionNode = root["version"] else { throw fault("no \"version\"") }
        guard case .number(let version) = versionNode.value else { throw fault("\"version\" is \(versionNode.typeName), not a number") }
        guard format == "fingerplay-lab", version == 1 else {
            throw ReplayError(file: name, line: nil, message: "not a version 1 Gesture Lab file")
        }
        let setup = try string("setup"), trace = try string("trace")
        guard let list = root["transitions"] else { throw fault("no \"transitions\"") }
        guard case .array(let items) = list.value else { throw fault("\"transitions\" is \(list.typeName), not an array") }
        var transitions: [String] = []
        transitions.reserveCapacity(items.count)
        for item in items {
            guard case .string(let line) = item.value else { throw fault("a transition is \(item.typeName), not a string") }
            transitions.append(line)
        }
        return LabFileParts(setup: setup, trace: trace, transitions: transitions)
    }
}
