/// Bad replay input: the file, the line and what is wrong, printed as `FILE:LINE: fault`.
public struct ReplayError: Error, Sendable, CustomStringConvertible {
    /// The file as it was named on the command line.
    public let file: String
    /// The 1-based line of the fault; nil when the fault is the file as a whole.
    public let line: Int?
    /// What is wrong.
    public let message: String

    /// A fault in `file` at `line` (nil: the file as a whole).
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
