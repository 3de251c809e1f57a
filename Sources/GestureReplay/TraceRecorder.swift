import Gestures

/// Records what an engine is given as TRACE.jsonl lines, so that any session — a game played in
/// the arcade, a bug report — can be replayed with `fingerplay replay` to the same gestures.
///
/// ```swift
/// let recorder = TraceRecorder()
/// recorder.attach(to: engine)
/// // … play …
/// try recorder.text.write(…)   // one event per line
/// ```
/// Times are written in milliseconds with microsecond precision and coordinates in points with
/// three decimals, the precision the replay prints; inputs finer than that replay within it.
public final class TraceRecorder {
    /// The recorded lines, oldest first, without line breaks.
    public private(set) var lines: [String] = []
    /// The size of ``text`` so far, in bytes.
    public private(set) var byteCount = 0
    /// The most bytes the trace may hold; nil (the default) for no limit. A line that would
    /// pass it is not kept, and nothing after it: see ``isFull``.
    public let byteLimit: Int?
    /// Whether an input was left out because the trace reached ``byteLimit``: the trace no
    /// longer replays the whole session.
    public private(set) var isFull = false

    /// An empty recorder keeping at most `byteLimit` bytes (default: no limit).
    public init(byteLimit: Int? = nil) { self.byteLimit = byteLimit }

    /// Starts recording every input `engine` accepts (replacing its `onInput`). The engine
    /// keeps the recorder while it is attached — the recorder does not keep the engine, so
    /// there is no cycle — and a recorder let go of by its owner still records safely.
    public func attach(to engine: GestureEngine) {
        engine.onInput = { inputs in self.record(inputs) }
    }

    /// The trace so far: the lines joined, each ended by a line break.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// Adds one line for inputs that happened at the same instant.
    public func record(_ inputs: [TouchInput]) {
        guard let first = inputs.first, !isFull else { return }
        // Written as bytes: a line for every input of every session the arcade judges.
        var line: [UInt8] = []
        line.reserveCapacity(64 + 64 * inputs.count)
        line.append(contentsOf: #"{"t":"#.utf8)
        JSONOutput.appendNumber(first.timestamp * 1000, to: &line)
        line.append(contentsOf: #","type":""#.utf8)
        line.append(contentsOf: first.action.rawValue.utf8)
        if inputs.count == 1 {
            line.append(contentsOf: #"","#.utf8)
            append(first, to: &line)
            line.append(UInt8(ascii: "}"))
        } else {
            line.append(contentsOf: #"","touches":["#.utf8)
            for (i, input) in inputs.enumerated() {
                line.append(contentsOf: i == 0 ? "{".utf8 : ",{".utf8)
                append(input, to: &line)
                line.append(UInt8(ascii: "}"))
            }
            line.append(contentsOf: "]}".utf8)
        }
        let size = line.count + 1
        if let byteLimit, byteCount + size > byteLimit {
            isFull = true
            return
        }
        lines.append(String(decoding: line, as: UTF8.self))
        byteCount += size
    }

    /// `"id":…,"x":…,"y":…,"kind":"…"` for `input`.
    private func append(_ input: TouchInput, to line: inout [UInt8]) {
        line.append(contentsOf: #""id":"#.utf8)
        line.append(contentsOf: String(input.id).utf8)
        line.append(contentsOf: #","x":"#.utf8)
        JSONOutput.appendNumber(input.location.x, to: &line)
        line.append(contentsOf: #","y":"#.utf8)
        JSONOutput.appendNumber(input.location.y, to: &line)
        line.append(contentsOf: #","kind":""#.utf8)
        line.append(contentsOf: input.kind.rawValue.utf8)
        line.append(UInt8(ascii: "\""))
    }
}
