/// What the stroke pad made of one stroke: the path, the verdict of a ``Strokes/StrokeRecognizer``
/// on the pad's templates, and every template's score.
public struct StrokeReading: Sendable, Hashable, Codable {
    /// The path as drawn, `[x, y]` in surface points, rounded to a tenth of a point.
    public var points: [[Double]]
    /// The path's length, in points (to a tenth).
    public var length: Double
    /// The template recognised, or nil when the recognizer failed.
    public var recognized: String?
    /// "recognized NAME" or the failure's reason ("closest is check, scored 1.29, needs 2.5").
    public var verdict: String
    /// Each template's score for the path, in template order (1 / the angle in radians, see
    /// ``Strokes/StrokeMatcher``; to a hundredth, at most 1,000 — a stroke against itself).
    public var scores: [Double]
}
