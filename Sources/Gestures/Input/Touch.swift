/// One finger (or pointer) as a recognizer or a view sees it at one instant.
///
/// Locations are stored in the coordinates of the engine's root view, in points;
/// ``location(in:)`` converts them to any view's coordinates. Timestamps are seconds of the
/// engine's clock — the times carried by the input, never the wall clock.
public struct Touch {
    /// The identifier of the finger, unique among the touches down at the same time.
    public let id: Int
    /// The current location, in root-view points.
    public internal(set) var location: Point
    /// The location before the latest change, in root-view points.
    public internal(set) var previousLocation: Point
    /// Where the touch went down, in root-view points.
    public let startLocation: Point
    /// When the latest change happened, in seconds.
    public internal(set) var timestamp: Double
    /// When the touch went down, in seconds.
    public let startTimestamp: Double
    /// How many quick taps in the same place led up to this touch, this one included (1 for a
    /// lone touch), as UIKit's `tapCount`. Quick means a gap below
    /// ``GestureSettings/multiTapInterval`` and a distance below ``GestureSettings/multiTapDistance``.
    public let tapCount: Int
    private let viewReference: Unmanaged<View>?
    // The two one-byte fields sit together after the eight-byte ones: a copy of a touch (made
    // for every recognizer's delivery) then moves whole words, not scattered bytes.
    /// Where the touch is in its life.
    public internal(set) var phase: TouchPhase
    /// What produced the touch.
    public let kind: PointerKind
    /// The view the touch landed on (the hit-test result when it went down).
    ///
    /// As with UIKit's touches, a `Touch` is a snapshot to read during the call that hands it
    /// over; keep the values you need, not the touch: once its view has been removed and
    /// released, reading `view` from an old copy is not safe. (An unowned reference keeps the
    /// engine's per-event cost free of reference counting.)
    public var view: View? { viewReference?.takeUnretainedValue() }

    init(id: Int, location: Point, timestamp: Double, tapCount: Int, kind: PointerKind, view: View?) {
        self.id = id
        self.phase = .began
        self.location = location
        self.previousLocation = location
        self.startLocation = location
        self.timestamp = timestamp
        self.startTimestamp = timestamp
        self.tapCount = tapCount
        self.kind = kind
        self.viewReference = view.map { Unmanaged.passUnretained($0) }
    }

    /// The touch's location in a view's coordinates; `nil` gives root-view coordinates.
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// The previous location in a view's coordinates; `nil` gives root-view coordinates.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocation }
        return view.convert(previousLocation, from: nil)
    }

    /// How far, in points, the touch is from where it went down.
    public var distanceFromStart: Double { location.distance(to: startLocation) }
}
