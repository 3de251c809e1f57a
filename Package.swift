// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Fingerplay",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "GestureReplay", targets: ["GestureReplay"]),
        .library(name: "Games", targets: ["Games"]),
        .executable(name: "fingerplay", targets: ["fingerplay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    ],
    targets: [
        // The engine: no package dependencies and no Foundation, so it builds in seconds
        // and can follow Swift anywhere (SwiftWasm included). libm is named explicitly
        // because a debug build calls sqrt/atan2 directly.
        .target(
            name: "Gestures",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The four games as pure models on the engine: no I/O, no clock, seeded randomness.
        .target(name: "Games", dependencies: ["Gestures"]),
        // The replay contract: JSON setup and trace files in, gesture lines out.
        .target(name: "GestureReplay", dependencies: ["Gestures"]),
        // Counts heap allocations for `fingerplay bench`; linked into the CLI only.
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "fingerplay",
            dependencies: [
                "Gestures", "GestureReplay", "AllocationCounter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures"]),
        .testTarget(name: "GamesTests", dependencies: ["Games", "Gestures"]),
        .testTarget(
            name: "GestureReplayTests", dependencies: ["GestureReplay", "Gestures"],
            // Recorded traces the tests read from the source tree.
            exclude: ["Fixtures"]
        ),
    ]
)
