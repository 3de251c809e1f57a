import Foundation
import Gestures
import Strokes
import Testing

/// A $1 log (Fixtures): the gesture's name without its number, and its points.
func logStroke(_ file: String) throws -> (name: String, points: [Point]) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(file).xml")
    let text = try String(contentsOf: url, encoding: .utf8)
    var points: [Point] = []
    for line in text.split(separator: "\n") where line.contains("<Point ") {
        func value(_ key: String) -> Double {
            let start = line.range(of: "\(key)=\"")!.upperBound
            return Double(line[start...].prefix { $0 != "\"" })!
        }
        points.append(Point(x: value("X"), y: value("Y")))
    }
    return (String(file.dropLast(2)), points)
}

let gestureNames = ["arrow", "caret", "check", "circle", "delete_mark", "left_curly_brace", "left_sq_bracket", "pigtail",
                    "question_mark", "rectangle", "right_curly_brace", "right_sq_bracket", "star", "triangle", "v", "x"]

@Suite struct StrokesTests {
    @Test("resampling spaces points evenly along the path and keeps both ends")
    func resample() {
        var xs = [Double](repeating: 0, count: 5), ys = xs
        StrokePath.resample([Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 10)], count: 5, into: &xs, &ys)
        #expect(xs == [0, 10, 20, 30, 30])
        #expect(ys == [0, 0, 0, 0, 10])
        StrokePath.resample([Point(x: 7, y: 8)], count: 5, into: &xs, &ys)
        #expect(xs == [7, 7, 7, 7, 7] && ys == [8, 8, 8, 8, 8])
    }

    @Test("one template per gesture from a participant's first drawings names every second drawing")
    func userDependentOneTemplate() throws {
        let set = StrokeTemplateSet()
        for name in gestureNames { set.add(name: name, points: try logStroke("\(name)01").points) }
        let predicted = try gestureNames.map { set.bestMatch(for: try logStroke("\($0)02").points)!.name }
        // 15 of 16 with one template each; the "v" is taken for the "check", its nearest shape.
        #expect(predicted == gestureNames.map { $0 == "v" ? "check" : $0 })
    }

    @Test("matching ignores where a stroke is drawn and how large, and turns within the limit")
    func invariance() throws {
        let circle = try logStroke("circle01").points, check = try logStroke("check01").points
        let other = try logStroke("check02").points
        let set = StrokeTemplateSet(templates: [StrokeTemplate(name: "check", points: check)])
        #expect(set.bestMatch(for: check)!.score > 1e6)  // a stroke against itself: angle 0
        let score = set.bestMatch(for: other)!.score
        let moved = other.map { Point(x: $0.x * 3 + 500, y: $0.y * 3 - 40) }
        #expect(abs(set.bestMatch(for: moved)!.score - score) / score < 1e-9)
        func turned(_ points: [Point], _ angle: Double) -> [Point] {
            points.map { Point(x: $0.x * cos(angle) - $0.y * sin(angle), y: $0.x * sin(angle) + $0.y * cos(angle)) }
        }
        // Within the default limit of 0.35 rad a turn costs nothing; beyond it, the excess does.
        #expect(set.bestMatch(for: turned(check, 0.3))!.score > 1e6)
        #expect(abs(set.bestMatch(for: turned(check, 0.5))!.score - 1 / 0.15) < 1e-6)
        #expect(abs(set.bestMatch(for: turned(check, 1.5))!.score - 1 / 1.15) < 1e-6)
        #expect(set.bestMatch(for: circle)!.score < 1.5)
    }

    @Test("the fast search picks the template a full double-precision scan picks, the first of equals winning")
    func searchAgreesWithFullScan() throws {
        // 33 templates: five blocks of eight, the last one partly empty; every rotation limit
        // branch of the similarity.
        for limit in [0.0, 0.35, 2.0, Double.pi] {
            let set = StrokeTemplateSet(matcher: StrokeMatcher(rotationLimit: limit))
            for name in gestureNames { set.add(name: name, points: try logStroke("\(name)01").points) }
            for name in gestureNames { set.add(name: name + " again", points: try logStroke("\(name)02").points) }
            set.add(name: "last", points: try logStroke("star01").points)
            for name in gestureNames {
                for number in ["01", "02"] {
                    let points = try logStroke("\(name)\(number)").points
                    let scores = set.scores(for: points)
                    let best = set.bestMatch(for: points)!
                    #expect(best.index == scores.firstIndex(of: scores.max()!)!, "\(name)\(number) at limit \(limit)")
                    #expect(best.score == scores[best.index])
                }
            }
            // star01 is template 12 and template 32: the first of the two wins.
            #expect(set.bestMatch(for: try logStroke("star01").points)!.index == 12)
        }
    }

    @Test("a template set saved as JSON and loaded again matches the same way")
    func json() throws {
        let set = StrokeTemplateSet(matcher: StrokeMatcher(pointCount: 24, rotationLimit: 0.3))
        for name in ["circle", "check", "star"] { set.add(name: name, points: try logStroke("\(name)01").points) }
        let data = try JSONEncoder().encode(set)
        let loaded = try JSONDecoder().decode(StrokeTemplateSet.self, from: data)
        #expect(loaded.matcher == StrokeMatcher(pointCount: 24, rotationLimit: 0.3))
        #expect(loaded.templates == set.templates)
        let star = try logStroke("star02").points
        #expect(loaded.scores(for: star) == set.scores(for: star))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StrokeTemplateSet.self, from: Data(#"{"templates":[{"name":"dot","points":[]}]}"#.utf8))
        }
        // A file cannot ask for matching that allocates without bound, or turns beyond π.
        for matcher in [#"{"pointCount":1000000000,"rotationLimit":0.35}"#, #"{"pointCount":16,"rotationLimit":7}"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(StrokeTemplateSet.self, from: Data(#"{"matcher":\#(matcher),"templates":[]}"#.utf8))
            }
        }
    }

    /// Draws `points` with one finger, 10 ms apart, starting at `ms`.
    private func draw(_ engine: GestureEngine, _ points: [Point], at ms: Double) throws {
        try engine.handle(TouchInput(.down, id: 1, at: points[0], time: ms / 1000))
        for (i, p) in points.enumerated().dropFirst() { try engine.handle(TouchInput(.move, id: 1, at: p, time: (ms + Double(i) * 10) / 1000)) }
        try engine.handle(TouchInput(.up, id: 1, at: points.last!, time: (ms + Double(points.count) * 10) / 1000))
    }

    @Test("the recognizer names a drawn star, refuses a tap and a shape unlike any template")
    func recognizer() throws {
        let set = StrokeTemplateSet()
        for name in ["circle", "check", "star"] { set.add(name: name, points: try logStroke("\(name)01").points) }
        let engine = GestureEngine(viewport: Size(width: 800, height: 800))
        let stroke = StrokeRecognizer(templates: set, name: "stroke")
        engine.rootView.addGestureRecognizer(stroke)
        var log: [String] = []
        engine.onTransition = { t in
            log.append("\(t.stateName) \(stroke.matchedName ?? "-")\(t.reason.map { ": \($0)" } ?? "")")
        }
        try draw(engine, try logStroke("star02").points, at: 0)
        #expect(log == ["recognized star"])
        // The match outlives the step that reset the recognizer, until the next drawing.
        #expect(stroke.matchedName == "star")
        #expect(stroke.matchedScore > 2.5)
        try draw(engine, [Point(x: 100, y: 100), Point(x: 102, y: 101)], at: 5000)
        #expect(log.last == "failed -: drew 2 pt, needs 30 pt")
        // A straight line is none of them.
        try draw(engine, (0...20).map { Point(x: 100 + Double($0) * 10, y: 300) }, at: 9000)
        #expect(log.last == "failed -: closest is check, scored 1.29, needs 2.5")
        // With straight lines among the templates, marked as rejected, a line is named as one.
        set.add(name: "line", points: [Point(x: 0, y: 0), Point(x: 100, y: 0)])
        stroke.rejectedNames = ["line"]
        try draw(engine, (0...20).map { Point(x: 100 + Double($0) * 10, y: 300) }, at: 13000)
        #expect(log.last == "failed -: looks like a line")
    }
}
