import ArgumentParser

/// The `fingerplay` command: replays and benchmarks gesture traces (and, later, runs the arcade).
@main
struct Fingerplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "UIKit-style gesture recognition for any Swift platform.",
        discussion: "Replay a recorded touch trace against a setup of views and recognizers, a Gesture Lab download or an arcade record; measure the engine's speed or the stroke recognizer's accuracy.",
        subcommands: [ReplayCommand.self, PlayCommand.self, WatchCommand.self, BenchCommand.self, StrokesBenchCommand.self, SolverBenchCommand.self, FuzzCommand.self]
    )
}
