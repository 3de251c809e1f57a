// swift-tools-version: 6.1
// The arcade's benchmark tools, apart from the products (as swift-collections and hummingbird
// keep theirs): `swift build` at the repository's root builds the library and the arcade, not
// these. From the root: swift build -c release --package-path Benchmarks --product arcade-load
import PackageDescription

let package = Package(
    name: "FingerplayBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "fingerplay", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    ],
    targets: [
        // Many players at once from one epoll thread: the arcade's load benchmark
        // (scripts/load-curve, scripts/load-instances).
        .executableTarget(
            name: "arcade-load",
            dependencies: ["CEpoll", .product(name: "ArcadeProbe", package: "fingerplay"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "CEpoll"),
        // The round trip of one session's input to its scene (docs/benchmarks.md).
        .executableTarget(
            name: "arcade-latency",
            dependencies: [.product(name: "ArcadeProbe", package: "fingerplay"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
    ]
)
