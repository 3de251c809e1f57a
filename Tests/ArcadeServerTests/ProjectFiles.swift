import Foundation
import Testing

/// The project's own files, for the tests that read the whole tree (file sizes, setters, where
/// the protocol is written): fetched and generated folders (`.build`, `node_modules`,
/// `__pycache__`) are left out.
enum ProjectFiles {
    static let skipped: Set<Substring> = [".build", "__pycache__", "node_modules"]

    /// The files under `folder` (a path from the clone's root), as paths from the root, sorted.
    static func paths(in folder: String) throws -> [String] {
        let root = PageFilesTests.root + "/" + folder
        let found = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        return found.sorted().compactMap { file -> String? in
            guard !file.split(separator: "/").contains(where: skipped.contains) else { return nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return folder + "/" + file
        }
    }

    /// The text of the file at `path` (from the clone's root).
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: PageFilesTests.root + "/" + path, encoding: .utf8)
    }
}
