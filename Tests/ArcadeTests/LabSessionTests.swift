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
}
