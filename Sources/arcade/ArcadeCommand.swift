import ArgumentParser
import NIOCore
import NIOPosix

@main
struct ArcadeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arcade",
        abstract: "Serve the Fingerplay arcade: play the games in a browser by touch, mouse or trackpad.",
        discussion: """
            With no subcommand, `arcade` serves (`arcade serve --help` lists its options). \
            `arcade scores` looks after the leaderboard: remove a result, export and import it with \
            its records, verify that every record still replays to its result. `arcade players` lists \
            the names players have claimed with passkeys, and lets one go.
            """,
        subcommands: [ServeCommand.self, ScoresCommand.self, PlayersCommand.self],
        defaultSubcommand: ServeCommand.self
    )

    /// Runs Swift concurrency's tasks on the server's own event loops: a session's reader,
    /// clock and writer then resume on the thread its socket lives on, instead of waking a
    /// thread of the cooperative pool and handing back for every message (about a third of
    /// the server's time under load went to those thread switches).
    static func main() async {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        await main(nil)
    }
}
