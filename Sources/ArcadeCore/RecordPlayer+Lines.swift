import GestureReplay
import JSONKit

/// What a watching page is handed, as JSON lines — written once, for the WebAssembly build
/// (`fp_watch_open`, `fp_watch_seek`) and for `fingerplay watch`, which check-wasm holds to
/// the same bytes.
extension RecordPlayer {
    /// `{"game", "start", "end", "moves": [{"t", "text"}], "idle": [[from, to]]}`: the record's
    /// game, its clock's start and end, the player's moves and its idle stretches (`survey`),
    /// times in seconds.
    public func openingLine(_ survey: RecordSurvey) -> String {
        let n = { (x: Double) in JSONOutput.number(x, decimals: 6) }
        let moves = survey.moves.map { "{\"t\":\(n($0.time)),\"text\":\(JSONOutput.string($0.text))}" }
        let idle = survey.idleSpans.map { "[\(n($0.from)),\(n($0.to))]" }
        return "{\"game\":\"\(record.game.rawValue)\",\"start\":\(n(startTime)),\"end\":\(n(endTime)),"
            + "\"moves\":[\(moves.joined(separator: ","))],\"idle\":[\(idle.joined(separator: ","))]}"
    }

    /// The moment the player is at: the scene line (`{"time", "scene"}`); `{"touches": [{"id",
    /// "x", "y", "kind"}]}` (the fingers down, in the game's points); and at the end
    /// `{"reproduced": RESULT or null, "saved": RESULT, "matches": BOOL}`, results as
    /// `fingerplay replay` writes them.
    public func momentLines() -> [String] {
        var lines = [SceneJSON.line(time: time, scene: scene())]
        let touches = self.touches.map {
            "{\"id\":\($0.id),\"x\":\(JSONOutput.number($0.location.x, decimals: 3)),\"y\":\(JSONOutput.number($0.location.y, decimals: 3)),\"kind\":\"\($0.kind.rawValue)\"}"
        }
        lines.append("{\"touches\":[\(touches.joined(separator: ","))]}")
        if time >= endTime {
            let reproduced = results.indices.contains(record.resultIndex) ? RecordRun.describe(results[record.resultIndex]) : "null"
            lines.append("{\"reproduced\":\(reproduced),\"saved\":\(RecordRun.describe(record.result)),\"matches\":\(reproducesResult)}")
        }
        return lines
    }

    /// `fingerplay watch`: the record `text` (from the file `name`) opened and played to each of
    /// `times` (seconds) in turn, its lines passed to `emit`. Status 0, or 2 for a record that
    /// cannot be played.
    public static func watch(_ text: String, named name: String, at times: [Double], emit: (String) -> Void) -> ReplayRun.Outcome {
        do throws(ArcadeError) {
            let player = try RecordPlayer(try GameRecord(json: text))
            emit(player.openingLine(try RecordSurvey(player)))
            for t in times {
                try player.seek(to: t)
                for line in player.momentLines() { emit(line) }
            }
            return ReplayRun.Outcome(status: 0)
        } catch {
            return ReplayRun.Outcome(errorLines: ["\(name): \(error.message)"], status: 2)
        }
    }
}
