import Foundation

/// The file the page needs beside those in the arcade's resources: the arcade's WebAssembly
/// build (which plays the games in the page: local play, watching, challenges, rooms). It is the
/// path an operator gave, or else the clone's own — found from where the arcade's executable is,
/// so a built `arcade` started from any directory (as a service is) finds it, and from the
/// working directory as a last resort.
public struct PageFiles: Sendable, Equatable {
    /// Where the clone keeps the arcade's WebAssembly build, committed as `Web/dist` is (so a
    /// fresh clone's `swift run arcade` has it): `scripts/build-wasm` writes it.
    public static let shippedWasm = "Wasm/dist/fingerplay.wasm"

    /// The WebAssembly build served at `/fingerplay.wasm`.
    public var wasm: String

    /// The file `configuration` names, or the clone's own — looked for above `executable` (the
    /// running program's path, by default), then above `workingDirectory` — or else the one
    /// installed beside the executable (`fingerplay.wasm`, as docs/operations.md installs it).
    public init(_ configuration: ArcadeConfiguration, executable: String? = Bundle.main.executablePath,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let root = [executable, workingDirectory].compactMap { $0 }.lazy.compactMap { Self.clone(above: $0) }.first
        let beside = executable.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        func resolved(_ given: String?, shipped: String, installed: String) -> String {
            if let given { return given.hasPrefix("/") ? given : URL(fileURLWithPath: workingDirectory).appendingPathComponent(given).path }
            if let root { return URL(fileURLWithPath: root).appendingPathComponent(shipped).path }
            if let beside, FileManager.default.fileExists(atPath: beside.appendingPathComponent(installed).path) {
                return beside.appendingPathComponent(installed).path
            }
            return URL(fileURLWithPath: workingDirectory).appendingPathComponent(shipped).path
        }
        wasm = resolved(configuration.wasmFile, shipped: Self.shippedWasm, installed: "fingerplay.wasm")
    }

    /// The clone of this project that holds `path` (a folder with `Package.swift` and the
    /// arcade's WebAssembly build), if any.
    static func clone(above path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        let manager = FileManager.default
        for _ in 0..<32 {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               manager.fileExists(atPath: folder.appendingPathComponent(shippedWasm).path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    /// What is missing, each in a sentence naming the file, what goes without it and the
    /// command that makes it; empty when the page has everything.
    public var missing: [String] {
        let manager = FileManager.default
        var out: [String] = []
        if !manager.fileExists(atPath: wasm) {
            out.append("the arcade's WebAssembly build is missing (\(wasm)): pages cannot play locally, watch records or live games, take challenges or play in rooms — run scripts/build-wasm in the arcade's clone, or give --wasm")
        }
        return out
    }
}
