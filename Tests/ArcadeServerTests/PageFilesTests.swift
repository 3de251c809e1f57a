@testable import ArcadeServer
import Foundation
import Testing

/// The page's WebAssembly build is found wherever the arcade is started, and what is missing is
/// named with the command that makes it; fingerplay.js's modules the page imports come from the
/// arcade's resources, named by one import map that every page carries.
@Suite struct PageFilesTests {
    /// This clone's root: the tests run from a build inside it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path

    @Test("a built arcade started from / finds the clone's committed build from its own path")
    func foundFromTheExecutable() {
        let files = PageFiles(ArcadeConfiguration(), executable: Self.root + "/.build/x86_64-unknown-linux-gnu/debug/arcade", workingDirectory: "/")
        #expect(files.wasm == Self.root + "/Wasm/dist/fingerplay.wasm")
        #expect(files.missing == [])
        // The committed build is a WebAssembly module.
        #expect(FileManager.default.contents(atPath: files.wasm)?.prefix(4) == Data([0, 0x61, 0x73, 0x6d]))
    }

    @Test("a path given is taken from the working directory; a missing build is named with the command that makes it")
    func givenAndMissing() {
        var configuration = ArcadeConfiguration()
        configuration.wasmFile = "nowhere/fingerplay.wasm"
        let files = PageFiles(configuration, executable: "/usr/local/bin/arcade", workingDirectory: "/srv")
        #expect(files.wasm == "/srv/nowhere/fingerplay.wasm")
        #expect(files.missing == [
            "the arcade's WebAssembly build is missing (/srv/nowhere/fingerplay.wasm): pages cannot play locally, watch records or live games, take challenges or play in rooms — run scripts/build-wasm in the arcade's clone, or give --wasm",
        ])
    }

    @Test("an arcade installed outside a clone finds the build installed beside it, as docs/operations.md installs it")
    func installedBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/fingerplay.wasm", contents: Data("fingerplay.wasm".utf8))
        let files = PageFiles(ArcadeConfiguration(), executable: folder + "/arcade", workingDirectory: "/")
        #expect(files.wasm == folder + "/fingerplay.wasm" && files.missing == [])
    }

    @Test("the arcade's resources hold fingerplay.js's modules the page imports, byte for byte the package's Web/dist")
    func modulesInTheResources() throws {
        #expect(PageImportMap.modules == ["fingerplay-input.js", "wasm.js"])
        for name in PageImportMap.modules {
            let served = try #require(PageImportMap.file(name))
            #expect(FileManager.default.contents(atPath: served) == FileManager.default.contents(atPath: Self.root + "/Web/dist/" + name), "\(name)")
        }
    }

    @Test("every page with a module carries the one import map, before its first module, and names only modules the arcade serves")
    func everyPageCarriesTheImportMap() throws {
        let tag = #"<script type="importmap">"# + PageImportMap.json + "</script>"
        let pages = ["index.html", "lab.html", "live.html", "play.html", "watch.html"]
        for page in pages {
            let text = try String(contentsOfFile: Self.root + "/Sources/ArcadeServer/Public/" + page, encoding: .utf8)
            let map = try #require(text.range(of: tag), "\(page) has no import map")
            let module = try #require(text.range(of: #"<script type="module""#), "\(page) has no module")
            #expect(map.upperBound <= module.lowerBound, "\(page): the import map comes after a module")
            #expect(text.components(separatedBy: "importmap").count == 2, "\(page): one import map")
        }
        let imports = try #require(try JSONSerialization.jsonObject(with: Data(PageImportMap.json.utf8)) as? [String: [String: String]])["imports"]
        #expect(imports == ["fingerplay/input": "/fingerplay/fingerplay-input.js", "fingerplay/wasm": "/fingerplay/wasm.js"])
        #expect(Set(imports?.values.map { String($0.dropFirst("/fingerplay/".count)) } ?? []) == Set(PageImportMap.modules))
        // The policy allows the map's text by its hash: SHA-256 of exactly those bytes, base64
        // (as Python's hashlib gives it).
        #expect(PageImportMap.scriptSource == "'sha256-HQpI6aLNiuhepfzu45UJu41RtGpRJmjTkRZjatXeia0='")
    }
}
