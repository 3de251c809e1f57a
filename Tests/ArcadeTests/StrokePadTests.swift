import Arcade
import Foundation
import Gestures
import Strokes
import Testing

/// A stroke through `points` as the page sends it: pointer 1, 10 ms apart, from `ms`.
func pageStroke(_ points: [Point], at ms: Double, kind: String = "touch") -> [ClientInput] {
    points.enumerated().map { i, p in
        ClientInput(t: ms + Double(i) * 10, type: i == 0 ? "down" : "move", id: 1, x: p.x, y: p.y, kind: kind)
    } + [ClientInput(t: ms + Double(points.count) * 10, type: "up", id: 1, x: points.last!.x, y: points.last!.y, kind: kind)]
}

/// A circle of `radius` around (300, 300), clockwise from the right, in `count` points.
func circle(radius: Double = 80, count: Int = 40) -> [Point] {
    (0...count).map { i in
        let a = 2 * Double.pi * Double(i) / Double(count)
        return Point(x: 300 + radius * cos(a), y: 300 + radius * sin(a))
    }
}

let checkMark = [Point(x: 200, y: 300), Point(x: 240, y: 340), Point(x: 260, y: 360), Point(x: 300, y: 300), Point(x: 340, y: 240), Point(x: 380, y: 180)]

@Suite struct StrokePadTests {
    /// A pad on a Lab surface, with the readings it reports.
    final class Pad {
        let lab: LabSession
        var readings: [StrokeReading] = []
        var time = 1.0
        init(side: Double = 600) throws {
            lab = try LabSession(configuration: LabConfiguration(), width: side, height: side)
            lab.switchMode(to: .strokes)
            lab.pad.onReading = { [unowned self] in readings.append($0) }
        }
        /// Draws `points`; the page's clock and the server's agree.
        func draw(_ points: [Point], kind: String = "touch") {
            let inputs = pageStroke(points, at: time * 1000, kind: kind)
            time += Double(inputs.count) * 0.01 + 1
            lab.receive(inputs, arrivedAt: time)
        }
    }

    @Test("a circle kept on the pad matches circles begun 60° further round, from the opposite side, or drawn the other way",
          arguments: [(60.0, false), (180.0, false), (0.0, true), (240.0, true)])
    func circlesFromAnywhere(startDegrees: Double, reversed: Bool) throws {
        let pad = try Pad()
        pad.draw(circle())
        try pad.lab.pad.addTemplate(named: "circle")
        let start = startDegrees * .pi / 180
        var points = (0...40).map { i -> Point in
            let a = start + 2 * Double.pi * Double(i) / 40
            return Point(x: 300 + 80 * cos(a), y: 300 + 80 * sin(a))
        }
        if reversed { points.reverse() }
        pad.draw(points)
        let reading = try #require(pad.lab.pad.reading)
        #expect(reading.verdict == "recognized circle")
        // At least twice the pad's threshold of 2.5 (these scored 1.54, 0.36 and 0.66 before).
        #expect((reading.scores.first ?? 0) >= 5, "\(reading.scores)")
        // An open stroke is still matched only as drawn: the check is no circle.
        pad.draw(checkMark)
        #expect(pad.lab.pad.reading?.recognized == nil)
    }

    @Test("a stroke on an empty pad is read with no templates; kept, the same stroke then matches it")
    func keepAndMatch() throws {
        let pad = try Pad()
        pad.draw(circle())
        #expect(pad.readings.count == 1)
        #expect(pad.readings[0].verdict == "no templates")
        #expect(pad.readings[0].recognized == nil && pad.readings[0].scores.isEmpty)
        #expect(pad.readings[0].points.count == 41)  // the lift adds none: it is where the last move was
        #expect(pad.readings[0].length == 502.1)     // 40 chords of a radius-80 circle
        try pad.lab.pad.addTemplate(named: "  circle ")
        #expect(pad.lab.pad.templates.templates.map(\.name) == ["circle"])
        #expect(pad.lab.pad.templates.templates[0].points.count == StrokePad.storedPoints)
        // The reading is rescored against the new set at once.
        #expect(pad.lab.pad.reading?.verdict == "recognized circle")
        #expect(pad.lab.pad.reading?.scores.count == 1)
        pad.draw(checkMark)
        try pad.lab.pad.addTemplate(named: "check")
        pad.draw(circle(radius: 120, count: 60), kind: "mouse")
        let last = try #require(pad.readings.last)
        #expect(last.recognized == "circle")
        #expect(last.scores.count == 2)
        #expect(last.scores[0] > 20 && last.scores[1] < 1.5)
    }

    @Test("a stroke unlike every template, or too short, is read with the recognizer's reason")
    func refusals() throws {
        let pad = try Pad()
        pad.draw(circle())
        try pad.lab.pad.addTemplate(named: "circle")
        pad.draw([Point(x: 100, y: 100), Point(x: 400, y: 100)])
        #expect(pad.readings.last?.verdict.hasPrefix("closest is circle, scored ") == true)
        #expect(pad.readings.last?.recognized == nil)
        pad.draw([Point(x: 100, y: 100), Point(x: 105, y: 100)])
        #expect(pad.readings.last?.verdict == "drew 5 pt, needs 30 pt")
    }

    @Test("names, removal and loading are checked; a refused set leaves the pad's own")
    func editing() throws {
        let pad = try Pad()
        #expect(throws: ArcadeError("draw a stroke first, then name it")) { try pad.lab.pad.addTemplate(named: "circle") }
        pad.draw(circle())
        #expect(throws: ArcadeError("a template's name is 1 to 30 characters")) { try pad.lab.pad.addTemplate(named: "   ") }
        #expect(throws: ArcadeError("a template's name is 1 to 30 characters")) { try pad.lab.pad.addTemplate(named: String(repeating: "o", count: 31)) }
        try pad.lab.pad.addTemplate(named: "circle")
        pad.draw(checkMark)
        try pad.lab.pad.addTemplate(named: "check")
        #expect(throws: ArcadeError("there is no template 2 (the pad has 2)")) { try pad.lab.pad.removeTemplate(at: 2) }
        try pad.lab.pad.removeTemplate(at: 0)
        #expect(pad.lab.pad.templates.templates.map(\.name) == ["check"])
        #expect(pad.lab.pad.reading?.verdict == "recognized check")
        let saved = pad.lab.pad.json()
        #expect(throws: ArcadeError("not a template set: The given data was not valid JSON.")) { try pad.lab.pad.load(json: "{nope") }
        #expect(throws: ArcadeError(#"not a template set: template "dot" has no points"#)) {
            try pad.lab.pad.load(json: #"{"templates":[{"name":"dot","points":[]}]}"#)
        }
        let many = (0...50).map { #"{"name":"t\#($0)","points":[[0,0],[10,\#($0)]]}"# }.joined(separator: ",")
        #expect(throws: ArcadeError("a set of 51 templates is more than the pad keeps (50)")) { try pad.lab.pad.load(json: #"{"templates":[\#(many)]}"#) }
        #expect(pad.lab.pad.json() == saved)
        // What the pad saves loads back as the same set, here and in any StrokeTemplateSet.
        try pad.lab.pad.load(json: saved)
        #expect(pad.lab.pad.json() == saved)
        let decoded = try JSONDecoder().decode(StrokeTemplateSet.self, from: Data(saved.utf8))
        #expect(decoded.templates == pad.lab.pad.templates.templates)
    }

    @Test("a full pad of large, detailed strokes still loads back through one 64 KiB page message")
    func fullSetFitsOneMessage() throws {
        let pad = try Pad(side: 4000)
        for i in 0..<StrokePad.maximumTemplates {
            // A wobbly spiral across a 4,000-point surface: the longest coordinates there are.
            pad.draw((0...300).map { k in
                let a = Double(k) / 10, r = 1000 + Double(k) * 3 + Double(i)
                return Point(x: 2000.123 + r * cos(a), y: 2000.456 + r * sin(a))
            })
            try pad.lab.pad.addTemplate(named: "spiral number \(i) with a long name".prefix(30).description)
        }
        #expect(throws: ArcadeError("the pad keeps at most 50 templates: remove one first")) { try pad.lab.pad.addTemplate(named: "one more") }
        let json = pad.lab.pad.json()
        let message = try JSONSerialization.data(withJSONObject: ["type": "loadTemplates", "set": json])
        #expect(message.count < 1 << 16)
    }

    @Test("changing mode cancels the fingers still down on the side left")
    func modeChangeCancels() throws {
        let lab = try LabSession(configuration: LabConfiguration(), width: 600, height: 600)
        var lines: [String] = []
        lab.onLine = { lines.append($0) }
        // A slow drag: too slow for a swipe, so the pan has it.
        lab.receive([1000, 1300, 1600, 1900].enumerated().map { i, t in
            ClientInput(t: Double(t), type: i == 0 ? "down" : "move", id: 1, x: 100 + Double(i) * 15, y: 100)
        }, arrivedAt: 2)
        lab.advance(to: 2)
        #expect(lines.contains { $0.contains(#""recognizer":"pan""#) && $0.contains(#""state":"began""#) })
        lab.switchMode(to: .strokes)
        #expect(lines.contains { $0.contains(#""recognizer":"pan""#) && $0.contains(#""state":"cancelled""#) })
        // The pointer is free again: the pad takes a new stroke with the same id.
        var readings: [StrokeReading] = []
        lab.pad.onReading = { readings.append($0) }
        lab.receive(pageStroke(circle(), at: 2000), arrivedAt: 2.5)
        #expect(readings.count == 1)
    }
}
