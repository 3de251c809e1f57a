import GestureReplay
import Gestures
import Testing

@Suite struct TraceRecorderTests {
    static let setupText = """
        {"viewport":{"width":600,"height":600},
         "views":[{"id":"card","frame":[100,100,300,300]}],
         "recognizers":[
          {"id":"tap","kind":"tap","view":"card","requireToFail":["dbl"]},
          {"id":"dbl","kind":"tap","view":"card","numberOfTapsRequired":2},
          {"id":"press","kind":"longPress","view":"card"},
          {"id":"pan","kind":"pan","view":"root","requireToFail":["swipe"]},
          {"id":"swipe","kind":"swipe","view":"root","direction":"all"},
          {"id":"pinch","kind":"pinch","view":"card","simultaneousWith":["rotation"]},
          {"id":"rotation","kind":"rotation","view":"card"},
          {"id":"hover","kind":"hover","view":"card"}]}
        """

    @Test("a recorded session replays through the CLI contract to the same gestures")
    func roundTrip() throws {
        let setup = try ReplaySetup(text: Self.setupText, file: "setup.json")
        let live = try setup.makeScene(start: 1)
        let recorder = TraceRecorder()
        recorder.attach(to: live.engine)
        var liveLines: [String] = []
        live.engine.onTransition = { liveLines.append(Replay.line(for: $0)) }
        let e = live.engine
        try e.handle(TouchInput(.hover, id: 9, at: Point(x: 150, y: 150), time: 1.0, kind: .mouse))
        try e.handle(TouchInput(.down, id: 1, at: Point(x: 200, y: 200), time: 1.5))
        try e.handle(TouchInput(.up, id: 1, at: Point(x: 201, y: 200), time: 1.55))
        try e.handle(batch: [
            TouchInput(.down, id: 2, at: Point(x: 150, y: 250), time: 2.0),
            TouchInput(.down, id: 3, at: Point(x: 250, y: 250), time: 2.0),
        ])
        for i in 1...6 {
            let d = Double(i) * 8.25
            try e.handle(batch: [
                TouchInput(.move, id: 2, at: Point(x: 150 - d, y: 250 + d / 3), time: 2.0 + Double(i) * 0.016),
                TouchInput(.move, id: 3, at: Point(x: 250 + d, y: 250 - d / 3), time: 2.0 + Double(i) * 0.016),
            ])
        }
        try e.handle(TouchInput(.cancel, id: 2, at: Point(x: 100, y: 266), time: 2.2))
        try e.handle(TouchInput(.up, id: 3, at: Point(x: 300, y: 233), time: 2.25))
        try e.handle(TouchInput(.down, id: 4, at: Point(x: 450, y: 500), time: 3.0))
        for i in 1...5 { try e.handle(TouchInput(.move, id: 4, at: Point(x: 450 - Double(i) * 20, y: 500), time: 3.0 + Double(i) * 0.01)) }
        try e.handle(TouchInput(.up, id: 4, at: Point(x: 350, y: 500), time: 3.06))
        e.runUntilIdle()

        #expect(recorder.lines.count == 19)
        #expect(recorder.lines[0] == #"{"t":1000,"type":"hover","id":9,"x":150,"y":150,"kind":"mouse"}"#)
        let trace = try ReplayTrace(text: recorder.text, file: "recorded.jsonl")
        var replayed: [String] = []
        try Replay.run(setup: setup, trace: trace) { replayed.append($0) }
        #expect(liveLines.count > 10)
        #expect(replayed == liveLines)
    }

    @Test("each line's exact bytes: one input, fingers together, ids of every size, coordinates to three decimals; a line past the limit is not kept, nor any after it")
    func exactLines() {
        let recorder = TraceRecorder(byteLimit: 280)
        recorder.record([TouchInput(.down, id: -7, at: Point(x: 12.34567, y: -0.0004), time: 0.0123456)])
        recorder.record([TouchInput(.move, id: 1_000_001, at: Point(x: 1e12, y: 2.5), time: 1),
                         TouchInput(.move, id: Int.min, at: Point(x: -3.0006, y: 7), time: 1, kind: .pen)])
        #expect(recorder.lines == [
            #"{"t":12.346,"type":"down","id":-7,"x":12.346,"y":0,"kind":"touch"}"#,
            #"{"t":1000,"type":"move","touches":[{"id":1000001,"x":1000000000000,"y":2.5,"kind":"touch"},{"id":-9223372036854775808,"x":-3.001,"y":7,"kind":"pen"}]}"#,
        ])
        #expect(recorder.byteCount == recorder.text.utf8.count && recorder.byteCount == 218)
        #expect(!recorder.isFull)
        // 218 + this line's 66 bytes would pass 280: it goes, and so does one after it that would fit (58).
        recorder.record([TouchInput(.up, id: 123456, at: Point(x: 100, y: 100), time: 2)])
        recorder.record([TouchInput(.up, id: 1, at: Point(x: 1, y: 1), time: 3)])
        #expect(recorder.isFull && recorder.byteCount == 218)
    }
}
