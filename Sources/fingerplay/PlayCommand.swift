import Arcade
import ArgumentParser
import GestureReplay

/// `fingerplay play`: a game session played from a script, printing its scenes and results as
/// the server would send them (``SessionScript``) — the same bytes as the WebAssembly build
/// that pages play locally.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a game session from a script and print its scenes and results.",
        discussion: """
            SCRIPT is JSON lines: first {"game": NAME, "options": {...}, "seed": N, "width": W, "height": H}, \
            then one step a line: {"at": SECONDS, "inputs": [pointer events as the page sends them]} or \
            {"at": SECONDS, "press": NODE}. After each step the scene message is printed, then any refused \
            input and any result. Bad input prints FILE:LINE: fault on standard error and exits with status 2.
            """
    )

    @Argument(help: "The session script (JSON lines).")
    var script: String

    func run() throws {
        try InputFiles.run(reading: [script]) { texts, emit in SessionScript.run(texts[0], named: script, emit: emit) }
    }
}
