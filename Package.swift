// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Fingerplay",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "GestureReplay", targets: ["GestureReplay"]),
        .library(name: "Games", targets: ["Games"]),
        .library(name: "Strokes", targets: ["Strokes"]),
        .library(name: "GesturesTesting", targets: ["GesturesTesting"]),
        .library(name: "LiveInput", targets: ["LiveInput"]),
        .library(name: "Arcade", targets: ["Arcade"]),
        // A blocking WebSocket client and a launched arcade, for the server's tests and the
        // benchmark tools (Benchmarks/): testing support, as HummingbirdTesting is.
        .library(name: "ArcadeProbe", targets: ["ArcadeProbe"]),
        // No executable products: a package that depends on this one then resolves none of the
        // server's or the command-line tool's packages (SwiftPM fetches a dependency's
        // packages only for the products used). `swift run arcade` and `swift run fingerplay`
        // still work here, where every executable target is runnable.
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        // The documentation (`swift package generate-documentation`); no target uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", exact: "1.5.0"),
        // The arcade server only: the engine and the games never build these.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", exact: "1.13.2"),
        // The shared leaderboard of several instances (`--database postgres://…`).
        .package(url: "https://github.com/vapor/postgres-nio.git", exact: "1.33.2"),
        // `/metrics` in Prometheus's text format.
        .package(url: "https://github.com/apple/swift-metrics.git", exact: "2.13.0"),
        // Already in postgres-nio's graph: records' digests (a record is stored once).
        .package(url: "https://github.com/apple/swift-crypto.git", "3.9.0"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", exact: "2.4.1"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        // Already in Hummingbird's graph; named for the frame meter's channel handler.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        // The engine: no package dependencies, no Foundation and no C module (its
        // trigonometry is its own), so it builds in seconds and follows Swift anywhere —
        // WebAssembly with Embedded Swift included. The standard library's rounding and square
        // roots still call the C math library, which on Linux is linked only when a module asks
        // for it: the engine asks here, or a program using nothing but the engine would not link.
        .target(name: "Gestures", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // Drawn gestures: stroke templates and a recognizer that matches them. Engine only.
        .target(name: "Strokes", dependencies: ["Gestures"]),
        // The four games as pure models on the engine: no I/O, no clock, seeded randomness.
        .target(name: "Games", dependencies: ["Gestures", "Strokes"]),
        // The project's JSON: a strict parser that reports lines and bounds its work, the
        // writers whose numbers are the same bytes on every machine and target, and a scanner
        // for a message's first member. No dependencies (the WebAssembly builds compile it).
        .target(name: "JSONKit"),
        // The replay contract: JSON setup and trace files in, gesture lines out.
        .target(name: "GestureReplay", dependencies: ["Gestures", "JSONKit", "Strokes"]),
        // Testing helpers for apps on the engine: virtual fingers, a clock, the timeline of
        // transitions and Swift Testing expectations. The toolchain's Testing module only.
        .target(name: "GesturesTesting", dependencies: ["Gestures"]),
        // Live pointer input into an engine: device clocks mapped, timers pumped, frames
        // batched, lost input cancelled. Engine only.
        .target(name: "LiveInput", dependencies: ["Gestures"]),
        // Counts heap allocations for `fingerplay bench`; linked into the CLI only.
        .target(name: "AllocationCounter"),
        // What plays a game and a game record again — a session, its page input, its scenes,
        // records that replay to the same result — with no Foundation, so that the arcade's
        // WebAssembly build compiles this whole target (an `import Foundation` here fails
        // `swift build`, not only the wasm build).
        .target(name: "ArcadeCore", dependencies: ["Gestures", "Games", "GestureReplay", "JSONKit", "LiveInput", "Strokes"]),
        // Game sessions as the arcade runs them — ArcadeCore, the wire protocol's messages, the
        // Gesture Lab — with no server code, so the command-line tool replays records without
        // Hummingbird. Its users see ArcadeCore's types as its own.
        .target(name: "Arcade", dependencies: ["ArcadeCore", "Gestures", "Games", "GestureReplay", "JSONKit", "LiveInput", "Strokes"]),
        // The arcade's WebSocket protocol, written once: every message each way as a typed value,
        // read and written here only, with its constants; the page's side (protocol.js) is
        // generated from it. No server code: the fuzzers and the load tools speak it too.
        .target(name: "ArcadeProtocol", dependencies: ["Arcade", "ArcadeCore", "Games", "GestureReplay", "JSONKit", "Strokes"]),
        // fingerplay.js's page build (Wasm/Page): the glue a web page's engine is driven through,
        // and the contract it shares with fingerplay.js (PageContract.swift, from which
        // Web/src/abi.js is generated). scripts/build-web compiles it for WebAssembly with
        // Embedded Swift; here it is compiled natively — with drawn gestures — so that
        // `swift build` type-checks it and the tests drive it. Not a product.
        .target(
            name: "PageExports", dependencies: ["Gestures", "LiveInput", "Strokes"], path: "Wasm/Page",
            swiftSettings: [.define("FINGERPLAY_STROKES"), .enableExperimentalFeature("Extern"), .swiftLanguageMode(.v5)]
        ),
        // The arcade's WebAssembly entry points (Wasm/Exports: local play, replay, the engine's
        // benchmark), which scripts/build-wasm compiles with Embedded Swift; compiled natively
        // here so that `swift build` type-checks them. Not a product.
        .target(
            name: "GameExports", dependencies: ["Arcade", "Games", "GestureReplay", "Gestures", "Strokes"], path: "Wasm/Exports",
            swiftSettings: [.enableExperimentalFeature("Extern"), .swiftLanguageMode(.v5)]
        ),
        // The HTTP and WebSocket server, the leaderboard store and the page: the only module
        // that imports Hummingbird.
        .target(
            name: "ArcadeServer",
            dependencies: [
                "Arcade", "ArcadeProtocol", "Games", "Gestures", "GestureReplay", "JSONKit", "Strokes",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.copy("Public"), .copy("Worker")],
            plugins: ["PageModules"]
        ),
        // Copies fingerplay.js's modules the page imports (Web/dist) into ArcadeServer's resources.
        .plugin(name: "PageModules", capability: .buildTool()),
        .executableTarget(
            name: "arcade",
            dependencies: [
                "ArcadeServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // A blocking WebSocket client for the server's tests and the benchmark tools (Benchmarks/).
        .target(name: "ArcadeProbe"),
        // Seeded fuzzers of the page's messages and of replay files (fingerplay fuzz, and a short
        // run in the tests).
        .target(name: "Fuzzing", dependencies: ["Arcade", "ArcadeProtocol", "Games", "GestureReplay"]),
        .executableTarget(
            name: "fingerplay",
            dependencies: [
                "Gestures", "GestureReplay", "AllocationCounter", "Arcade", "ArcadeProbe", "Games", "JSONKit", "Strokes", "Fuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GesturesTesting"], exclude: ["Fixtures"]),
        .testTarget(name: "PageExportsTests", dependencies: ["PageExports", "Gestures", "Strokes"]),
        .testTarget(name: "LiveInputTests", dependencies: ["LiveInput", "Gestures", "GesturesTesting"]),
        .testTarget(name: "GamesTests", dependencies: ["Games", "Gestures", "GesturesTesting", "Strokes"]),
        .testTarget(name: "StrokesTests", dependencies: ["Strokes", "Gestures"], exclude: ["Fixtures"]),
        .testTarget(name: "ArcadeTests", dependencies: ["Arcade", "Games", "Gestures", "GesturesTesting", "GestureReplay", "JSONKit", "Strokes", "Fuzzing"]),
        .testTarget(name: "JSONKitTests", dependencies: ["JSONKit"]),
        .testTarget(name: "ArcadeProbeTests", dependencies: ["ArcadeProbe"]),
        .testTarget(name: "ArcadeProtocolTests", dependencies: ["ArcadeProtocol", "Arcade", "ArcadeCore", "Games", "GestureReplay"]),
        .testTarget(
            name: "ArcadeServerTests",
            dependencies: [
                "ArcadeServer", "Arcade", "ArcadeProtocol", "ArcadeProbe",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
            ]
        ),
        .testTarget(
            name: "GestureReplayTests", dependencies: ["GestureReplay", "Gestures", "JSONKit"],
            // Recorded traces the tests read from the source tree.
            exclude: ["Fixtures"]
        ),
    ]
)
