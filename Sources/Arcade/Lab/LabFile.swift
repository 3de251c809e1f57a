/// A Gesture Lab download: the setup and the trace that `fingerplay replay LAB.json` replays,
/// and the lines the Lab showed, which the replay must print again exactly.
public struct LabFile: Sendable, Hashable, Codable {
    /// Identifies the file. "fingerplay-lab".
    public var format = "fingerplay-lab"
    /// The file format's version. 1.
    public var version = 1
    /// The setup, as the text of a SETUP.json file.
    public var setup: String
    /// The inputs, as the text of a TRACE.jsonl file.
    public var trace: String
    /// The recognizer state changes the Lab showed, as replay output lines.
    public var transitions: [String]

    /// A file; see the properties.
    public init(setup: String, trace: String, transitions: [String]) {
        self.setup = setup
        self.trace = trace
        self.transitions = transitions
    }
}
