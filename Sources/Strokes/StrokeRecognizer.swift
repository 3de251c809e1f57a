import Gestures

/// A drawn shape, matched against a set of named example strokes when the finger lifts — a
/// check mark to confirm, a circle to shuffle. Discrete, one finger.
///
/// It follows one finger's path; when the finger lifts, the best template of ``templates`` is
/// recognised if its score reaches ``minimumScore``: ``matchedName`` and ``matchedScore`` say
/// which and how well. Otherwise it fails, saying which template came closest. A second finger,
/// or a path shorter than ``minimumLength``, fails it (so a tap is not a tiny drawing).
open class StrokeRecognizer: GestureRecognizer {
    /// The example strokes to match against.
    public var templates: StrokeTemplateSet
    /// The lowest score that counts as a match (see ``StrokeMatcher``: 1 / the angle between a
    /// stroke and a template, in radians). Default 2.5 (closer than about 23°).
    public var minimumScore = 2.5
    /// The shortest path that counts as a drawing, in points. Default 30.
    public var minimumLength = 30.0
    /// Names of templates that stand for strokes this recognizer is not for — straight lines
    /// beside shapes, say: when one of them matches best, the recognizer fails instead of
    /// taking the nearest real shape. Names match by their UTF-8 bytes. Default empty.
    public var rejectedNames: [String] = []

    /// The template recognised, once recognised; kept until the next drawing begins.
    public private(set) var matchedName: String?
    /// Its score, once recognised; kept until the next drawing begins. 0 otherwise.
    public private(set) var matchedScore = 0.0

    private var path: [Point] = []

    /// A recognizer matching against `templates`.
    public init(templates: StrokeTemplateSet, settings: GestureSettings = GestureSettings(), name: String? = nil) {
        self.templates = templates
        super.init(settings: settings, name: name)
        path.reserveCapacity(256)
    }

    open override var isDiscrete: Bool { true }
    open override var precedence: Int { 34 }
    open override var numberOfTouches: Int { state == .recognized ? 1 : touchCount }

    /// The path drawn so far, in root-view points.
    public var drawnPath: [Point] { path }

    open override func touchBegan(_ touch: Touch) {
        guard touchCount == 1 else {
            transition(to: .failed, reason: .tooManyTouches(count: touchCount, required: 1))
            return
        }
        // A new drawing begins: the last one's match, kept through the reset so that it can be
        // read after the step that recognised it, goes now.
        if path.isEmpty {
            matchedName = nil
            matchedScore = 0
        }
        path.append(touch.location)
    }

    open override func touchMoved(_ touch: Touch) {
        path.append(touch.location)
    }

    open override func touchEnded(_ touch: Touch) {
        if touch.location != path.last { path.append(touch.location) }
        switch verdict(for: path) {
        case .recognized(let name, let score):
            matchedName = name
            matchedScore = score
            transition(to: .recognized)
        case .failed(let reason):
            transition(to: .failed, reason: .custom(reason))
        }
    }

    /// What this recognizer makes of `path` (points) when the finger lifts, by its current
    /// templates and thresholds — also for a path drawn elsewhere, to see how it would fare.
    public func verdict(for path: [Point]) -> StrokeVerdict {
        let length = StrokePath.length(path)
        guard length >= minimumLength else { return .failed(reason: "drew \(Int(length.rounded())) pt, needs \(Int(minimumLength)) pt") }
        guard let best = templates.bestMatch(for: path) else { return .failed(reason: "no templates") }
        if rejectedNames.contains(where: { $0.utf8.elementsEqual(best.name.utf8) }) { return .failed(reason: "looks like a \(best.name)") }
        guard best.score >= minimumScore else {
            return .failed(reason: "closest is \(best.name), scored \((best.score * 100).rounded() / 100), needs \(minimumScore)")
        }
        return .recognized(name: best.name, score: best.score)
    }

    open override func reset() {
        super.reset()
        path.removeAll(keepingCapacity: true)
    }
}
