import Gestures
import JSONKit
import Strokes

/// Runs a trace through a setup and writes one JSON line per recognizer state change — the
/// `fingerplay replay` contract (`docs/replay.md`).
public enum Replay {
    /// Replays `trace` on a fresh scene built from `setup`, calling `emit` with each output line
    /// in the order the changes happen, then lets time run on until no timer is pending.
    public static func run(setup: ReplaySetup, trace: ReplayTrace, emit: @escaping (String) -> Void) throws(ReplayError) {
        let scene = try setup.makeScene(start: trace.startTime)
        scene.engine.onTransition = { emit(line(for: $0)) }
        defer { scene.engine.onTransition = nil }
        try feed(trace, to: scene.engine, file: setup.file)
        scene.engine.runUntilIdle()
    }

    /// Feeds every event of `trace` to `engine`.
    public static func feed(_ trace: ReplayTrace, to engine: GestureEngine, file: String) throws(ReplayError) {
        // Read in place: copying each event out would retain and release its inputs.
        try trace.flatInputs.withUnsafeBufferPointer { (inputs) throws(ReplayError) in
            try trace.eventEnds.withUnsafeBufferPointer { (ends) throws(ReplayError) in
                var start = 0
                for (i, end) in ends.enumerated() {
                    do throws(GestureInputError) {
                        if end &- start == 1 {
                            try engine.handle(inputs[start])
                        } else {
                            try engine.handle(batch: trace.events[i].inputs)
                        }
                    } catch {
                        throw ReplayError(file: file, line: trace.events[i].line, message: error.description)
                    }
                    start = end
                }
            }
        }
    }

    /// The output line for one transition.
    public static func line(for t: GestureTransition) -> String {
        let r = t.recognizer
        let p = r.location(in: nil)
        var s = "{\"t\":\(JSONOutput.number(t.time * 1000)),\"recognizer\":\(JSONOutput.string(r.name ?? "")),"
        s += "\"state\":\"\(t.stateName)\",\"x\":\(JSONOutput.number(p.x)),\"y\":\(JSONOutput.number(p.y))"
        if let pan = r as? PanRecognizer {
            let tr = pan.translation(in: nil), v = pan.velocity(in: nil)
            s += ",\"translation\":[\(JSONOutput.number(tr.dx)),\(JSONOutput.number(tr.dy))]"
            s += ",\"velocity\":[\(JSONOutput.number(v.dx)),\(JSONOutput.number(v.dy))]"
        } else if let pinch = r as? PinchRecognizer {
            s += ",\"scale\":\(JSONOutput.number(pinch.scale, decimals: 6))"
        } else if let rotation = r as? RotationRecognizer {
            s += ",\"rotation\":\(JSONOutput.number(rotation.rotation, decimals: 6))"
        } else if let swipe = r as? SwipeRecognizer, let d = swipe.recognizedDirection {
            s += ",\"direction\":\"\(d)\""
        } else if let stroke = r as? StrokeRecognizer, let name = stroke.matchedName {
            s += ",\"name\":\(JSONOutput.string(name)),\"score\":\(JSONOutput.number(stroke.matchedScore))"
        }
        s += ",\"touches\":\(r.numberOfTouches)"
        if let reason = t.reason { s += ",\"reason\":\(JSONOutput.string(reason.description))" }
        return s + "}"
    }
}
