import Crypto
import Foundation

/// The import map every page of the arcade carries, naming fingerplay.js's modules it imports —
/// `fingerplay/input` (a desktop's fingers) and `fingerplay/wasm` (the helpers that load the
/// games' WebAssembly) — at the paths the arcade serves them from its resources (the package's
/// `Web/dist` files, put there by the PageModules build plugin).
enum PageImportMap {
    /// The map, exactly as each page's `<script type="importmap">` holds it (the Content-Security-Policy
    /// allows this text alone).
    static let json = #"{"imports":{"fingerplay/input":"/fingerplay/fingerplay-input.js","fingerplay/wasm":"/fingerplay/wasm.js"}}"#

    /// The modules served at `/fingerplay/NAME`, by name.
    static let modules = ["fingerplay-input.js", "wasm.js"]

    /// The map's source for `script-src`: `'sha256-…'` of its text.
    static let scriptSource = "'sha256-" + Data(SHA256.hash(data: Data(json.utf8))).base64EncodedString() + "'"

    /// Where the arcade's resources hold module `name`, if they do.
    static func file(_ name: String) -> String? {
        Bundle.module.url(forResource: name, withExtension: nil)?.path
    }
}
