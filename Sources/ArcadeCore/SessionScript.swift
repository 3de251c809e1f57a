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
/// scene line (`SceneJSON`: the wire's scene message without its `type`), then a line for each
/// refused input and each result.
public enum SessionScript {
    /// Plays `text` (from the file `name`), passing each output line to `emit`; exit status 0,
    /// or 2 with a `FILE:LINE: fault` line for a bad script.
    public static func run(_ text: String, named name: String, emit: @escaping (String) -> Void) -> ReplayRun.Outcome {
        func bad(_ line: Int?, _ message: String) -> ReplayRun.Outcome {
            ReplayRun.Outcome(errorLines: ["\(ReplayError(file: name, line: line, message: message))"], status: 2)
        }
        var session: ScriptedSession?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !raw.allSatisfy({ $0 == " " || $0 == "\r" }) {
            do throws(ArcadeError) {
                if let session {
                    for line in try session.step(String(raw)) { emit(line) }
                } else {
                    session = try ScriptedSession(header: String(raw))
                }
            } catch {
                return bad(index + 1, error.message)
            }
        }
        guard session != nil else { return bad(nil, "the script is empty") }
        return ReplayRun.Outcome()
    }
}
