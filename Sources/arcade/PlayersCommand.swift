import ArcadeServer
import ArgumentParser
import Foundation

/// `arcade players`: the operator's tasks on claimed names, on the same store the server uses
/// (`--database`/`--data`, or their environment variables).
struct PlayersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "players",
        abstract: "Look after the names players have claimed with passkeys: list them, or let one go.",
        subcommands: [List.self, Release.self]
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every claimed name, a line each: the name, when it was claimed (UTC) and how many passkeys sign in as it.")

        @OptionGroup var store: StoreOptions

        func run() async throws {
            let players = try await store.open(logger: ScoresCommand.logger)
            let names = try await players.players()
            try await players.close()
            let format = ISO8601DateFormatter()
            for player in names {
                print("\(player.name)\t\(format.string(from: Date(timeIntervalSince1970: player.claimed)))\t\(player.passkeys) passkey\(player.passkeys == 1 ? "" : "s")")
            }
            if names.isEmpty { FileHandle.standardError.write(Data("no name is claimed\n".utf8)) }
        }
    }

    struct Release: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Let claimed names go (a lost passkey, a dispute): their passkeys and sign-ins are removed, their results stay, and anyone may claim them again.")

        @Argument(help: "The names to let go, in any case.")
        var names: [String]
        @OptionGroup var store: StoreOptions

        func run() async throws {
            let players = try await store.open(logger: ScoresCommand.logger)
            var unclaimed: [String] = []
            for name in names {
                if try await players.release(name) { print("released \(name)") } else { unclaimed.append(name) }
            }
            try await players.close()
            if !unclaimed.isEmpty {
                FileHandle.standardError.write(Data("not claimed: \(unclaimed.joined(separator: ", "))\n".utf8))
                throw ExitCode(1)
            }
        }
    }
}
