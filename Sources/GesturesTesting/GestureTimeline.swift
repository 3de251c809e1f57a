import Gestures

/// Every transition of every recognizer of an engine, in order: as data (``entries``) and as
/// readable lines (``lines``: `"200 double tap recognized"` — milliseconds, the recognizer's
/// name, its state).
///
/// Attaching a timeline sets the engine's `GestureEngine.onTransition`; a handler already
/// there keeps being called first. The timeline keeps names, not recognizers, so it never
/// keeps a recognizer alive; the engine does not keep the timeline alive either.
public final class GestureTimeline {
    /// One transition, as the timeline keeps it.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// When, in milliseconds of the engine's clock, rounded to the nearest.
        public let milliseconds: Int
        /// The recognizer's `GestureRecognizer.name`, or `"?"` when it has none.
        public let recognizer: String
        /// The state it reached. A discrete recognizer's recognition is `.ended` (UIKit's
        /// `.recognized`); ``stateName`` tells the two apart.
        public let state: GestureState
        /// The state as the replay format writes it: `recognized` for a discrete recognizer.
        public let stateName: String
        /// Why it failed or was cancelled, in words; nil for other states.
        public let reason: String?

        /// `"<ms> <recognizer> <state>"`, the form of ``GestureTimeline/lines``.
        public var description: String { "\(milliseconds) \(recognizer) \(stateName)" }
    }

    /// Every transition so far, in order.
    public private(set) var entries: [Entry] = []

    /// Starts recording `engine`'s transitions.
    public init(recording engine: GestureEngine) {
        let previous = engine.onTransition
        // Weak: a timeline let go of simply stops recording.
        engine.onTransition = { [weak self] transition in
            previous?(transition)
            self?.entries.append(Entry(
                milliseconds: Int((transition.time * 1000).rounded()),
                recognizer: transition.recognizer.name ?? "?",
                state: transition.state,
                stateName: transition.stateName,
                reason: transition.reason.map { "\($0)" }))
        }
    }

    /// The transitions as lines, `"<ms> <recognizer> <state>"`: `"0 pan began"`,
    /// `"200 double tap recognized"`.
    public var lines: [String] { entries.map(\.description) }

    /// The failures and cancellations with their reasons, as `"<recognizer>: <reason>"`.
    public var reasons: [String] { entries.compactMap { e in e.reason.map { "\(e.recognizer): \($0)" } } }

    /// The lines of one recognizer only.
    public func lines(of recognizer: String) -> [String] {
        entries.filter { $0.recognizer == recognizer }.map(\.description)
    }

    /// Forgets the transitions so far: what follows starts a fresh timeline.
    public func removeAll() { entries.removeAll() }
}
