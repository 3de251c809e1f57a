import Foundation
import GestureReplay
import Gestures
import Testing

/// Flutter's velocity-tracker tests replay flings recorded on a phone and state the velocity
/// Flutter's tracker gives at each lift (velocity_tracker_test.dart). The same traces, through a
/// pan, must give the same figures within 1 %.
@Suite struct FlingVelocityTests {
    /// Flutter's expected velocities, in logical pixels (points) per second, one per fling.
    static let flutterVelocities: [(Double, Double)] = [
        (219.5762939453125, 1304.6705322265625),
        (355.6900939941406, 967.1700439453125),
        (12.651158332824707, -36.9227180480957),
        (714.1383056640625, -2561.540283203125),
        (-19.658065795898438, -2910.080322265625),
        (646.8700561523438, 2976.982421875),
        (396.6878967285156, 2106.204833984375),
        (298.3150634765625, -3660.821044921875),
        (-1.7460877895355225, -3288.16162109375),
        (384.6415710449219, -2645.6484375),
        (176.3752899169922, 2711.24609375),
        (396.9254455566406, 4280.640625),
        (-71.51288604736328, 3716.74560546875),
    ]

    /// Replays a fixture through one pan on a phone-sized root view and returns the pan's
    /// velocity at every `ended`.
    static func velocitiesAtLift(_ fixture: String) throws -> [Vector] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/flutter-flings/\(fixture)")
        let trace = try ReplayTrace(text: String(contentsOf: url, encoding: .utf8), file: fixture)
        let engine = GestureEngine(viewport: Size(width: 500, height: 800), start: trace.startTime)
        let pan = PanRecognizer()
        engine.rootView.addGestureRecognizer(pan)
        var velocities: [Vector] = []
        engine.onTransition = { if $0.state == .ended { velocities.append(pan.velocity(in: nil)) } }
        try Replay.feed(trace, to: engine, file: fixture)
        return velocities
    }

    static func within(_ actual: Double, _ expected: Double, percent: Double) -> Bool {
        abs(actual - expected) <= abs(expected) * percent / 100
    }

    @Test("the thirteen recorded flings give Flutter's velocities within 1 %", arguments: 0..<13)
    func recordedFling(index: Int) throws {
        let velocities = try Self.velocitiesAtLift("flings.jsonl")
        try #require(velocities.count == 13)
        let (ex, ey) = Self.flutterVelocities[index]
        let v = velocities[index]
        #expect(Self.within(v.dx, ex, percent: 1), "fling \(index + 1): vx \(v.dx), Flutter \(ex)")
        #expect(Self.within(v.dy, ey, percent: 1), "fling \(index + 1): vy \(v.dy), Flutter \(ey)")
    }

    @Test("a still report 23 ms after the touch-down anchors the fit (fling 5, about -2,910 pt/s)")
    func stillStart() throws {
        let v = try Self.velocitiesAtLift("flings.jsonl")[4]
        #expect(abs(v.dy - -2910.08) < 29)
    }

    @Test("the interrupted fling counts only the moves after its 48 ms pause")
    func interruptedFling() throws {
        let velocities = try Self.velocitiesAtLift("interrupted.jsonl")
        try #require(velocities.count == 1)
        #expect(Self.within(velocities[0].dx, 649.5, percent: 1), "vx \(velocities[0].dx)")
        #expect(Self.within(velocities[0].dy, 3890.3, percent: 1), "vy \(velocities[0].dy)")
    }
}
