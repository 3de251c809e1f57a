import Arcade
import Testing

@Suite struct LabSessionTests {
    @Test("a Lab session that passes 50,000 lines starts afresh instead of growing: an empty log and trace")
    func boundedLog() throws {
        let lab = try LabSession(configuration: LabConfiguration(), width: 600, height: 600)
        var problems: [String] = []
        var t = 1000.0
        // Taps far apart: each one is a few lines (tap recognized, the others failing).
        while lab.freshStarts == 0 && t < 10_000_000 {
            problems += lab.receive([ClientInput(t: t, type: "down", id: 1, x: 300, y: 300), ClientInput(t: t + 50, type: "up", id: 1, x: 300, y: 300)],
                                    arrivedAt: t / 1000 + 1)
            t += 600
        }
        #expect(lab.freshStarts == 1)
        #expect(problems == ["the Lab started afresh: a session keeps at most 4 MiB of input and 50000 lines"])
        #expect(lab.lines.isEmpty && lab.file().trace.isEmpty)
    }

    @Test("with the default pairings a quick swipe of several small moves is a swipe, and the pan waits for it to fail")
    func swipeByDefault() throws {
        let lab = try LabSession(configuration: LabConfiguration(), width: 600, height: 600)
        var events = [ClientInput(t: 1000, type: "down", id: 1, x: 100, y: 300)]
        for k in 1...6 { events.append(ClientInput(t: 1000 + Double(k) * 16, type: "move", id: 1, x: 100 + Double(k) * 30, y: 300)) }
        events.append(ClientInput(t: 1112, type: "up", id: 1, x: 280, y: 300))
        #expect(lab.receive(events, arrivedAt: 2) == [])
        lab.advance(to: 3)
        let states = lab.lines.compactMap { line -> String? in
            guard line.contains(#""recognizer":"swipe""#) || line.contains(#""recognizer":"pan""#) else { return nil }
            return (line.contains(#""recognizer":"swipe""#) ? "swipe " : "pan ") + (line.split(separator: "\"").drop { $0 != "state" }.dropFirst(2).first.map(String.init) ?? "")
        }
        #expect(states == ["swipe recognized", "pan failed"])
    }
}
