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
    /// The trace's bytes: every line so far, each ended by a line break. One buffer rather than
    /// a string a line: the arcade records every input of every session it judges.
    private var bytes: [UInt8] = []
    /// The recorded lines, oldest first, without line breaks.
    public var lines: [String] { bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) } }
    /// The size of ``text`` so far, in bytes.
    public var byteCount: Int { bytes.count }
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

    /// The trace so far: the lines, each ended by a line break.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds one line for inputs that happened at the same instant.
    public func record(_ inputs: [TouchInput]) {
        guard let first = inputs.first, !isFull else { return }
        let start = bytes.count
        append(#"{"t":"#)
        JSONOutput.appendNumber(first.timestamp * 1000, to: &bytes)
        append(#","type":""#)
        bytes.append(contentsOf: first.action.rawValue.utf8)
        if inputs.count == 1 {
            append(#"","#)
            append(first)
            bytes.append(UInt8(ascii: "}"))
        } else {
            append(#"","touches":["#)
            for (i, input) in inputs.enumerated() {
                append(i == 0 ? "{" : ",{")
                append(input)
                bytes.append(UInt8(ascii: "}"))
            }
            append("]}")
        }
        bytes.append(UInt8(ascii: "\n"))
        if let byteLimit, bytes.count > byteLimit {
            // The line does not fit: it goes, and nothing more is kept.
            bytes.removeSubrange(start...)
            isFull = true
        }
    }

    private func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `"id":…,"x":…,"y":…,"kind":"…"` for `input`.
    private func append(_ input: TouchInput) {
        append(#""id":"#)
        bytes.append(contentsOf: String(input.id).utf8)
        append(#","x":"#)
        JSONOutput.appendNumber(input.location.x, to: &bytes)
        append(#","y":"#)
        JSONOutput.appendNumber(input.location.y, to: &bytes)
        append(#","kind":""#)
        bytes.append(contentsOf: input.kind.rawValue.utf8)
        bytes.append(UInt8(ascii: "\""))
    }
}
