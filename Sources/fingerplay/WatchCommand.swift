import Arcade
import ArgumentParser

/// `fingerplay watch`: a game record played to given moments, as a page watching it draws them.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Play a game record to given moments and print what a watching page draws there.",
        discussion: """
            FILE is a record from the arcade's leaderboard (GET /api/scores/ID/record). The first line gives its \
            game and its clock's start and end (seconds); then, for each --at, in the order given (a moment \
            before the last plays again from the start): the scene, the fingers down, and at the end the result \
            reproduced beside the saved one. The WebAssembly build prints the same bytes (scripts/wasm-replay \
            watch). A record that cannot be played prints FILE: fault on standard error and exits with status 2.
            """
    )

    @Option(name: .customLong("at"), help: "A moment, in seconds of the game's clock (held to the record's start and end); repeatable.")
    var times: [Double] = []

    @Argument(help: "The record.")
    var file: String

    func run() throws {
        try InputFiles.run(reading: [file]) { texts, emit in RecordPlayer.watch(texts[0], named: file, at: times, emit: emit) }
    }
}
