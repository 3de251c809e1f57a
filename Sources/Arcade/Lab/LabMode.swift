/// What the Gesture Lab's surface is for at the moment.
public enum LabMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every standard recognizer, each decision shown and downloadable as a replay (the default).
    case gestures
    /// The stroke pad: draw shapes, see every template's score, keep strokes as templates.
    case strokes
}
