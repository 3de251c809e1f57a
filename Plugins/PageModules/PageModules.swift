import Foundation
import PackagePlugin

/// Puts fingerplay.js's modules that the arcade's page imports (its import map's
/// `fingerplay/input` and `fingerplay/wasm`) among the arcade's resources, from the package's
/// own build in `Web/dist`: the arcade serves them from its resources bundle, so a built arcade
/// carries them wherever it is installed, and a rebuilt `Web/dist` is what it serves.
@main
struct PageModules: BuildToolPlugin {
    /// The files, by their names in `Web/dist`, as the arcade serves them at `/fingerplay/NAME`.
    static let files = ["fingerplay-input.js", "wasm.js"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let dist = context.package.directoryURL.appending(path: "Web").appending(path: "dist")
        let out = context.pluginWorkDirectoryURL.appending(path: "fingerplay")
        return Self.files.map { name in
            .buildCommand(displayName: "fingerplay.js's \(name) for the arcade's page", executable: URL(fileURLWithPath: "/bin/cp"),
                          arguments: [dist.appending(path: name).path, out.appending(path: name).path],
                          inputFiles: [dist.appending(path: name)], outputFiles: [out.appending(path: name)])
        }
    }
}
