@testable import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The page's version: one hash of every file a page needs with no network, which the service
/// worker's cache is named by and every answer says, so no page mixes two versions' files.
@Suite struct PageVersionTests {
    /// A page folder with `files` (path → text) and a WebAssembly file, in a fresh folder.
    static func folder(_ files: [String: String], wasm: String = "wasm one") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerplay-\(UUID().uuidString)").path
        for (path, text) in files {
            let file = folder + "/public/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        try wasm.write(toFile: folder + "/fingerplay.wasm", atomically: true, encoding: .utf8)
        try "export {};".write(toFile: folder + "/wasm.js", atomically: true, encoding: .utf8)
        return folder
    }

    static func version(_ folder: String, catalogue: String = "[]") -> PageVersion {
        PageVersion(publicFolder: folder + "/public", modules: ["wasm.js": folder + "/wasm.js"], wasm: folder + "/fingerplay.wasm", catalogue: Array(catalogue.utf8))
    }

    @Test("the version names the landing, every page file, the modules, the WebAssembly and the catalogue; hidden files are not the page's")
    func paths() throws {
        let folder = try Self.folder(["index.html": "<h1>", "play.js": "play", "icons/icon-192.png": "png", ".DS_Store": "x", ".git/HEAD": "y"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let version = Self.version(folder)
        #expect(version.paths == ["/", "/api/games", "/fingerplay.wasm", "/fingerplay/wasm.js", "/icons/icon-192.png", "/index.html", "/play.js"])
        #expect(version.id.count == 16 && version.id.allSatisfy(\.isHexDigit))
        #expect(version.wasmVersion(at: folder + "/fingerplay.wasm") == version.id)
    }

    @Test("the same files give the same version; a changed page file, module, catalogue or WebAssembly another")
    func changes() throws {
        let files = ["index.html": "<h1>", "play.js": "play"]
        let one = try Self.folder(files), two = try Self.folder(files)
        defer { for f in [one, two] { try? FileManager.default.removeItem(atPath: f) } }
        let first = Self.version(one)
        #expect(Self.version(two).id == first.id)
        #expect(Self.version(two, catalogue: #"[{"name":"tapit"}]"#).id != first.id)
        try "play, changed".write(toFile: two + "/public/play.js", atomically: true, encoding: .utf8)
        let changedPage = Self.version(two).id
        #expect(changedPage != first.id)
        try "export const x = 1;".write(toFile: two + "/wasm.js", atomically: true, encoding: .utf8)
        #expect(Self.version(two).id != changedPage)
        try "wasm two".write(toFile: one + "/fingerplay.wasm", atomically: true, encoding: .utf8)
        #expect(Self.version(one).id != first.id)
    }

    @Test("a WebAssembly build changed after start-up is said to be rebuilt, not of the version taken then")
    func rebuilt() throws {
        let folder = try Self.folder(["index.html": "<h1>"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let version = Self.version(folder)
        try "a longer build, made after start-up".write(toFile: folder + "/fingerplay.wasm", atomically: true, encoding: .utf8)
        #expect(version.wasmVersion(at: folder + "/fingerplay.wasm") == "rebuilt")
    }

    @Test("the worker's script begins with the version and its files, then the worker's code")
    func workerScript() throws {
        let folder = try Self.folder(["index.html": "<h1>"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let version = Self.version(folder)
        let script = version.workerScript(template: "self.addEventListener('install', () => {});\n")
        #expect(script == """
            // Made by the arcade for the page's version \(version.id): the files kept for playing with no network.
            const PAGE_VERSION = '\(version.id)';
            const PAGE_FILES = [
              '/',
              '/api/games',
              '/fingerplay.wasm',
              '/fingerplay/wasm.js',
              '/index.html',
            ];

            self.addEventListener('install', () => {});

            """)
    }
}

extension LiveServerTests {
    @Suite struct InstalledArcadeTests {
        @Test("the arcade serves its manifest, icons and service worker, and every answer — the page's files, the WebAssembly, the catalogue, an API's — says the version the worker keeps")
        func servedWithTheVersion() async throws {
            try await withArcade { port, _ in
                func get(_ path: String) async throws -> (Int, HTTPURLResponse, Data) {
                    let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
                    let http = try #require(response as? HTTPURLResponse)
                    return (http.statusCode, http, data)
                }
                let (status, worker, script) = try await get("/service-worker.js")
                #expect(status == 200 && worker.value(forHTTPHeaderField: "Content-Type") == "text/javascript; charset=utf-8")
                #expect(worker.value(forHTTPHeaderField: "Cache-Control") == "no-cache")
                let version = try #require(worker.value(forHTTPHeaderField: "X-Fingerplay-Version"))
                let text = String(decoding: script, as: UTF8.self)
                #expect(text.contains("const PAGE_VERSION = '\(version)';\n"))
                for path in ["/", "/play.html", "/offline.html", "/installed-arcade.js", "/fingerplay.wasm", "/fingerplay/wasm.js", "/api/games",
                             "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"] {
                    #expect(text.contains("  '\(path)',\n"), "\(path) is not kept")
                    let (code, answer, _) = try await get(path)
                    #expect(code == 200 && answer.value(forHTTPHeaderField: "X-Fingerplay-Version") == version, "\(path)")
                }
                let (_, scores, _) = try await get("/api/scores?game=tapit")
                #expect(scores.value(forHTTPHeaderField: "X-Fingerplay-Version") == version)
                #expect(!text.contains("/api/scores"))
                let (_, manifest, body) = try await get("/manifest.webmanifest")
                #expect(manifest.value(forHTTPHeaderField: "Content-Type") == "application/manifest+json")
                let parsed = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                #expect(parsed["start_url"] as? String == "/" && parsed["display"] as? String == "standalone")
            }
        }
    }
}
