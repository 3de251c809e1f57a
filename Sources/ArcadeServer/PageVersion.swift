import Crypto
import Foundation
import HTTPTypes

/// The page this arcade runs, as one version: every file a page may need to open and play with
/// no network — the page's files, fingerplay.js's modules it imports, the WebAssembly build and
/// the games' catalogue — named by one hash of their bytes, taken at start-up. The service
/// worker keeps them in a cache named after the hash, and every answer says the version it is
/// of (`X-Fingerplay-Version`), so a worker never keeps, nor a page gets, files of two versions.
struct PageVersion: Sendable {
    /// The header every answer carries: the version of the page this arcade runs.
    static let header = HTTPField.Name("X-Fingerplay-Version")!

    /// What the WebAssembly answer says instead of the version when its file changed since
    /// start-up (a rebuild): a worker installing then fails, and tries again after a restart.
    static let rebuilt = "rebuilt"

    /// The version: the first 16 hexadecimal digits of the SHA-256 of the files' paths and bytes.
    let id: String

    /// The paths the service worker keeps, sorted: `/` (the landing) and each file's.
    let paths: [String]

    /// Size and modification time of the WebAssembly build at start-up (nil: there was none).
    private let wasmStamp: [Int]?

    /// Reads the files: those in `publicFolder` (its hidden files aside), `modules` (served at
    /// `/fingerplay/NAME`, by name, from their paths), the WebAssembly build at `wasm` when there
    /// is one, and `catalogue`, the bytes `/api/games` answers.
    init(publicFolder: String, modules: [String: String], wasm: String, catalogue: [UInt8]) {
        var files: [String: [UInt8]] = [:]
        let manager = FileManager.default
        for case let relative as String in manager.enumerator(atPath: publicFolder) ?? FileManager.DirectoryEnumerator() {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            var folder: ObjCBool = false
            let path = publicFolder + "/" + relative
            guard manager.fileExists(atPath: path, isDirectory: &folder), !folder.boolValue,
                  let bytes = manager.contents(atPath: path) else { continue }
            files["/" + relative] = [UInt8](bytes)
            if relative == "index.html" { files["/"] = [UInt8](bytes) }
        }
        for (name, path) in modules {
            if let bytes = manager.contents(atPath: path) { files["/fingerplay/" + name] = [UInt8](bytes) }
        }
        if let bytes = manager.contents(atPath: wasm) { files["/fingerplay.wasm"] = [UInt8](bytes) }
        files["/api/games"] = catalogue
        var hash = SHA256()
        for path in files.keys.sorted() {
            hash.update(data: Data(path.utf8 + [0]))
            hash.update(data: Data(SHA256.hash(data: files[path]!)))
        }
        id = hash.finalize().prefix(8).map { String(format: "%02x", $0) }.joined()
        paths = files.keys.sorted()
        wasmStamp = files["/fingerplay.wasm"] == nil ? nil : Self.stamp(of: wasm)
    }

    /// The version the WebAssembly build at `path` is of: this one while the file is the one
    /// read at start-up (its size and modification time), ``rebuilt`` once it changed.
    func wasmVersion(at path: String) -> String {
        Self.stamp(of: path) == wasmStamp ? id : Self.rebuilt
    }

    /// The service worker's script: `template` (the worker's code) after the two constants it
    /// reads, `PAGE_VERSION` and `PAGE_FILES`. The browser installs a worker afresh when its
    /// bytes change, so a new version reaches a page at its next visit.
    func workerScript(template: String) -> String {
        let list = paths.map { "  '\($0)',\n" }.joined()
        return "// Made by the arcade for the page's version \(id): the files kept for playing with no network.\n"
            + "const PAGE_VERSION = '\(id)';\nconst PAGE_FILES = [\n\(list)];\n\n" + template
    }

    private static func stamp(of path: String) -> [Int]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date else { return nil }
        return [size, Int(modified.timeIntervalSince1970 * 1000)]
    }
}
