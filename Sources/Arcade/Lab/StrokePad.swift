import Foundation
import Gestures
import Strokes

/// The Gesture Lab's stroke pad: a person draws strokes with one finger, sees how every
/// template scored each one and whether a ``StrokeRecognizer`` with the default threshold
/// recognises it, keeps strokes as named templates, and takes the set away as JSON — the
/// format ``StrokeTemplateSet`` saves and loads, so the file goes straight into a game.
///
/// The pad has its own engine, fed like the Lab's, with one ``StrokeRecognizer`` over the whole
/// surface.
public final class StrokePad {
    /// The most templates a pad keeps: 50, three for each of the $1 logs' 16 gestures and
    /// two to spare — and few enough that a full set, sent back from the page to be loaded,
    /// fits in one 64 KiB message.
    public static let maximumTemplates = 50
    /// The longest template name, in characters. 30.
    public static let maximumNameLength = 30
    /// How many points a kept stroke is stored with: the drawing resampled evenly, so a set
    /// stays small enough to load back through the page (a few hundred bytes a template) while
    /// keeping the shape far finer than the 16 points matching uses. 64.
    public static let storedPoints = 64

    /// The templates, in the order they were added.
    public private(set) var templates: StrokeTemplateSet
    /// The last stroke's reading, rescored whenever the templates change; nil before the first.
    public private(set) var reading: StrokeReading?
    /// Called when a stroke ends, with its reading.
    public var onReading: ((StrokeReading) -> Void)?

    private let engine: GestureEngine
    private let input: PageInput
    private let recognizer: StrokeRecognizer
    private var path: [Point] = []

    /// A pad of `size` points starting at engine time `start` seconds, with `templates`.
    public init(size: Size, start: Double = 0, templates: StrokeTemplateSet = StrokeTemplateSet()) {
        // A shape drawn on the pad may begin anywhere round its loop and go either way.
        templates.closedStrokesStartAnywhere = true
        self.templates = templates
        engine = GestureEngine(viewport: size, start: start)
        input = PageInput(engine: engine)
        recognizer = StrokeRecognizer(templates: templates, name: "stroke")
        engine.rootView.addGestureRecognizer(recognizer)
        engine.onTransition = { [unowned self] transition in
            guard transition.state == .recognized || transition.state == .failed else { return }
            path = recognizer.drawnPath
            let name = transition.state == .recognized ? recognizer.matchedName : nil
            reading = read(recognized: name, verdict: name.map { "recognized \($0)" } ?? transition.reason.map { "\($0)" } ?? "failed")
            onReading?(reading!)
        }
    }

    /// Lets the pad's clock run to `serverTime` less the input latency.
    public func advance(to serverTime: Double) { input.advance(to: serverTime) }

    /// When, in seconds of the server's clock, the pad's next timer is due; nil when none is set.
    public var nextDeadline: Double? { input.nextDeadline }

    /// Hands the page's inputs to the pad; returns a message per refused input.
    @discardableResult
    public func receive(_ inputs: [ClientInput], arrivedAt serverTime: Double) -> [String] {
        input.receive(inputs, arrivedAt: serverTime)
    }

    /// Cancels the pointers still down on the pad (see ``PageInput/cancelAll()``).
    public func cancelPointers() { input.cancelAll() }

    /// Keeps the last stroke as a template named `name` (trimmed; 1 to ``maximumNameLength``
    /// characters), stored with ``storedPoints`` points.
    public func addTemplate(named name: String) throws(ArcadeError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumNameLength,
              trimmed.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
            throw ArcadeError("a template's name is 1 to \(Self.maximumNameLength) characters")
        }
        guard path.count >= 2, StrokePath.length(path) > 0 else { throw ArcadeError("draw a stroke first, then name it") }
        guard templates.templates.count < Self.maximumTemplates else {
            throw ArcadeError("the pad keeps at most \(Self.maximumTemplates) templates: remove one first")
        }
        var xs = [Double](repeating: 0, count: Self.storedPoints), ys = xs
        StrokePath.resample(path, count: Self.storedPoints, into: &xs, &ys)
        templates.add(name: trimmed, points: (0..<Self.storedPoints).map { Point(x: Self.tenth(xs[$0]), y: Self.tenth(ys[$0])) })
        rescore()
    }

    /// Removes template `index` (0-based, in template order).
    public func removeTemplate(at index: Int) throws(ArcadeError) {
        guard templates.templates.indices.contains(index) else {
            throw ArcadeError("there is no template \(index) (the pad has \(templates.templates.count))")
        }
        var kept = templates.templates
        kept.remove(at: index)
        replace(with: StrokeTemplateSet(matcher: templates.matcher, templates: kept))
    }

    /// Replaces the templates with the set in `json` (``StrokeTemplateSet``'s format). A set
    /// that is not valid, or holds more than ``maximumTemplates`` templates, is refused whole
    /// and the pad keeps its own.
    public func load(json: String) throws(ArcadeError) {
        let set: StrokeTemplateSet
        do { set = try JSONDecoder().decode(StrokeTemplateSet.self, from: Data(json.utf8)) } catch {
            throw ArcadeError("not a template set: \(ArcadeError.describing(error))")
        }
        guard set.templates.count <= Self.maximumTemplates else {
            throw ArcadeError("a set of \(set.templates.count) templates is more than the pad keeps (\(Self.maximumTemplates))")
        }
        replace(with: set)
    }

    /// The templates as JSON (``StrokeTemplateSet``'s format, keys sorted).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? String(decoding: encoder.encode(templates), as: UTF8.self)) ?? #"{"templates":[]}"#
    }

    private func replace(with set: StrokeTemplateSet) {
        set.closedStrokesStartAnywhere = true
        templates = set
        recognizer.templates = set
        rescore()
    }

    /// The last reading again, against the current templates, by the recognizer's own rule.
    private func rescore() {
        guard reading != nil else { return }
        let verdict = recognizer.verdict(for: path)
        var name: String?
        if case .recognized(let recognized, _) = verdict { name = recognized }
        reading = read(recognized: name, verdict: verdict.description)
    }

    private func read(recognized: String?, verdict: String) -> StrokeReading {
        let scores = path.isEmpty ? [] : templates.scores(for: path).map { min(1000, ($0 * 100).rounded() / 100) }
        return StrokeReading(points: path.map { [Self.tenth($0.x), Self.tenth($0.y)] }, length: Self.tenth(StrokePath.length(path)),
                             recognized: recognized, verdict: verdict, scores: scores)
    }

    private static func tenth(_ x: Double) -> Double { (x * 10).rounded() / 10 }
}
