import GestureReplay
import JSONKit

/// What `fingerplay replay --game NAME RECORD.json` does, as a function of the record's text:
/// the record played again through a fresh game, its events and result as JSON lines, and
/// whether the result is the one saved (exit status 0, or 1 when not; 2 for bad input). The
/// command-line tool and the WebAssembly build both call it, so they print the same bytes.
public enum RecordRun {
    /// Replays the record `text` (from the file `name`) of the game `game`, passing each output
    /// line to `emit` as it is made.
    public static func replay(_ text: String, named name: String, game: String, emit: @escaping (String) -> Void) -> ReplayRun.Outcome {
        func bad(_ message: String) -> ReplayRun.Outcome { ReplayRun.Outcome(errorLines: ["\(name): \(message)"], status: 2) }
        guard let kind = GameKind(rawValue: game) else {
            return bad("unknown game \"\(game)\" (\(GameKind.allCases.map { $0.rawValue }.joined(separator: ", ")))")
        }
        let record: GameRecord
        do { record = try GameRecord(json: text) } catch { return bad("not a game record: \(error.message)") }
        guard record.game == kind else { return bad("the record is of \(record.game.rawValue), not \(kind.rawValue)") }
        let results: [GameResult]
        do {
            results = try record.replay { time, event in
                emit("{\"t\":\(JSONOutput.number(time * 1000)),\"event\":\(JSONOutput.string(event))}")
            }
        } catch {
            return bad(error.message)
        }
        let got = results.indices.contains(record.resultIndex) ? results[record.resultIndex] : nil
        emit("{\"result\":\(got.map(describe) ?? "null"),\"saved\":\(describe(record.result)),\"matches\":\(got == record.result)}")
        return ReplayRun.Outcome(status: got == record.result ? 0 : 1)
    }

    /// A result as the replay prints it.
    package static func describe(_ r: GameResult) -> String {
        "{\"game\":\"\(r.game.rawValue)\",\"category\":\(JSONOutput.string(r.category)),\"value\":\(JSONOutput.number(r.value, decimals: 6)),\"unit\":\"\(r.unit)\",\"t\":\(JSONOutput.number(r.time * 1000))}"
    }
}
