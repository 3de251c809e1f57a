import Gestures
import Testing

/// Expectations for Swift Testing: a failure is recorded at the caller's line, with the whole
/// timeline in its message.
extension GestureTimeline {
    /// Expects the timeline to be exactly `expected` (see ``lines``).
    public func expectLines(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(lines == expected, "timeline:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Expects `recognizer` to have recognized (a discrete gesture) or ended (a continuous
    /// one), at `milliseconds` when given.
    public func expectRecognized(_ recognizer: String, at milliseconds: Int? = nil,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let hit = entries.contains { $0.recognizer == recognizer && $0.state == .ended && (milliseconds == nil || $0.milliseconds == milliseconds) }
        let when = milliseconds.map { " at \($0) ms" } ?? ""
        #expect(hit, "\(recognizer) did not recognize\(when); timeline:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Expects `recognizer` never to have begun or recognized.
    public func expectNotRecognized(_ recognizer: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reached = entries.filter { $0.recognizer == recognizer && ($0.state == .began || $0.state == .ended) }
        #expect(reached.isEmpty, "\(recognizer) did: \(reached.map(\.description))", sourceLocation: sourceLocation)
    }

    /// Expects `recognizer` to have failed or been cancelled, with `reason` when given.
    public func expectFailed(_ recognizer: String, reason: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let hit = entries.contains { $0.recognizer == recognizer && ($0.state == .failed || $0.state == .cancelled) && (reason == nil || $0.reason == reason) }
        #expect(hit, "\(recognizer) did not fail\(reason.map { " (\($0))" } ?? ""); reasons: \(reasons)", sourceLocation: sourceLocation)
    }
}

/// The timeline's expectations, on the scenario itself.
extension GestureScenario {
    /// Expects the timeline to be exactly `expected` (see ``GestureTimeline/lines``).
    public func expectLines(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        timeline.expectLines(expected, sourceLocation: sourceLocation)
    }

}

extension VirtualFingers {
    /// Expects no input to have been refused by the engine (see ``errors``).
    public func expectNoErrors(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(errors.isEmpty, "refused: \(errors)", sourceLocation: sourceLocation)
    }
}
