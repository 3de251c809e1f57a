import ArcadeServer
import Foundation
import Testing

/// The page's WebAssembly build and helpers are found wherever the arcade is started, and what
/// is missing is named with the command that makes it.
@Suite struct PageFilesTests {
    /// This clone's root: the tests run from a build inside it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path

    @Test("a built arcade started from / finds the clone's committed build and helpers from its own path")
    func foundFromTheExecutable() {
        let files = PageFiles(ArcadeConfiguration(), executable: Self.root + "/.build/x86_64-unknown-linux-gnu/debug/arcade", workingDirectory: "/")
        #expect(files.wasm == Self.root + "/Wasm/dist/fingerplay.wasm")
        #expect(files.helpers == Self.root + "/Web/src/wasm.js")
        #expect(files.virtualFingers == Self.root + "/Web/src/virtual-fingers.js")
        #expect(files.missing == [])
        // The committed build is a WebAssembly module.
        #expect(FileManager.default.contents(atPath: files.wasm)?.prefix(4) == Data([0, 0x61, 0x73, 0x6d]))
    }

    @Test("paths given are taken from the working directory; a missing build is named with the command that makes it")
    func givenAndMissing() {
        var configuration = ArcadeConfiguration()
        configuration.wasmFile = "nowhere/fingerplay.wasm"
        configuration.wasmHelpersFile = "/srv/arcade/wasm.js"
        let files = PageFiles(configuration, executable: "/usr/local/bin/arcade", workingDirectory: "/srv")
        #expect(files.wasm == "/srv/nowhere/fingerplay.wasm" && files.helpers == "/srv/arcade/wasm.js")
        #expect(files.missing == [
            "the arcade's WebAssembly build is missing (/srv/nowhere/fingerplay.wasm): pages cannot play locally, watch records or live games, take challenges or play in rooms — run scripts/build-wasm in the arcade's clone, or give --wasm",
            "fingerplay.js's wasm.js is missing (/srv/arcade/wasm.js): the play page cannot load — give --wasm-helpers the path of Web/src/wasm.js in the arcade's clone",
            "fingerplay.js's virtual-fingers.js is missing (/srv/arcade/virtual-fingers.js): the play page cannot load — give --wasm-helpers the path of Web/src/wasm.js in the arcade's clone",
        ])
    }

    @Test("an arcade installed outside a clone finds the files installed beside it, as the README installs them")
    func installedBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["fingerplay.wasm", "wasm.js", "virtual-fingers.js"] {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(name.utf8))
        }
        let files = PageFiles(ArcadeConfiguration(), executable: folder + "/arcade", workingDirectory: "/")
        #expect(files.wasm == folder + "/fingerplay.wasm" && files.helpers == folder + "/wasm.js" && files.missing == [])
    }
}
