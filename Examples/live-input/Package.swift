// swift-tools-version: 6.1
// A program of its own on the engine, as an app would be: it depends on Fingerplay for the
// engine and the live input loop only, and so builds none of the arcade's packages.
import PackageDescription

let package = Package(
    name: "live-input",
    dependencies: [.package(name: "Fingerplay", path: "../..")],
    targets: [
        .executableTarget(
            name: "live-input",
            dependencies: [
                .product(name: "Gestures", package: "Fingerplay"),
                .product(name: "LiveInput", package: "Fingerplay"),
            ]
        ),
    ]
)
