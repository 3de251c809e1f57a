import Gestures
import JSONKit

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
    /// The trace's bytes: every line so far, each ended by a line break. Chunks of bytes rather
    /// than a string a line, and never copied as they grow: the arcade records every input of
    /// every session it judges.
    private var bytes = ChunkedBytes()
    /// The recorded lines, oldest first, without line breaks.
    public var lines: [String] { bytes.joined.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) } }
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
    public var text: String { String(decoding: bytes.joined, as: UTF8.self) }

    /// Adds one line for inputs that happened at the same instant.
    public func record(_ inputs: [TouchInput]) {
        guard let first = inputs.first, !isFull else { return }
        // The line is written into one buffer made for it, then appended once: the arcade
        // records every input of every session it judges, thousands of lines a second.
        // Room for the head (its names at most 6 bytes) and each input (its kind at most 5).
        let room = 96 + inputs.count * (72 + 2 * JSONOutput.longestNumber)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
            var line = LineWriter(at: buffer.baseAddress!)
            line.write(#"{"t":"#)
            line.number(first.timestamp * 1000)
            line.write(#","type":""#)
            line.write(first.action)
            if inputs.count == 1 {
                line.write(#"","#)
                line.write(first)
                line.write("}")
            } else {
                line.write(#"","touches":["#)
                for (i, input) in inputs.enumerated() {
                    line.write(i == 0 ? "{" : ",{")
                    line.write(input)
                    line.write("}")
                }
                line.write("]}")
            }
            line.write("\n")
            let count = line.at - buffer.baseAddress!
            if let byteLimit, bytes.count + count > byteLimit {
                // The line does not fit: it is not kept, and nothing more is.
                isFull = true
                return
            }
            bytes.append(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes a line's bytes one after another from a pointer into a buffer made large enough.
    private struct LineWriter {
        var at: UnsafeMutablePointer<UInt8>

        mutating func write(_ text: StaticString) {
            at.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
            at += text.utf8CodeUnitCount
        }

        /// An action's name (its raw value), as a constant: no string's bytes walked.
        mutating func write(_ action: TouchInput.Action) {
            switch action {
            case .down: write("down")
            case .move: write("move")
            case .up: write("up")
            case .cancel: write("cancel")
            case .hover: write("hover")
            }
        }

        /// A pointer kind's name (its raw value).
        mutating func write(_ kind: PointerKind) {
            switch kind {
            case .touch: write("touch")
            case .mouse: write("mouse")
            case .pen: write("pen")
            }
        }

        mutating func integer(_ n: Int) {
            if n < 0 {
                at.pointee = UInt8(ascii: "-")
                at += 1
            }
            var digits = n.magnitude, count = 1
            while digits >= 10 { digits /= 10; count += 1 }
            digits = n.magnitude
            for i in stride(from: count - 1, through: 0, by: -1) {
                at[i] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
            }
            at += count
        }

        mutating func number(_ x: Double) {
            at += JSONOutput.writeNumber(x, to: at)
        }

        /// `"id":…,"x":…,"y":…,"kind":"…"` for `input`.
        mutating func write(_ input: TouchInput) {
            write(#""id":"#)
            integer(input.id)
            write(#","x":"#)
            number(input.location.x)
            write(#","y":"#)
            number(input.location.y)
            write(#","kind":""#)
            write(input.kind)
            write("\"")
        }
    }
}
