import Arcade
import ArcadeServer
import ArgumentParser
import Foundation
import Logging

/// `arcade scores`: the operator's leaderboard tasks, on the same store the server uses
/// (`--database`/`--data`, or their environment variables).
struct ScoresCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Look after the leaderboard: remove a result, export or import it with its records, verify its records.",
        subcommands: [Remove.self, Export.self, Import.self, Verify.self]
    )

    /// A quiet logger: these commands print their own lines.
    static var logger: Logger {
        var logger = Logger(label: "arcade-scores")
        logger.logLevel = .warning
        return logger
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Take results off the leaderboard (a cheat's, say), by id: the id in /api/scores and in the result's record link.")

        @Argument(help: "The ids of the results to remove.")
        var ids: [Int]
        @OptionGroup var store: StoreOptions

        func run() async throws {
            let scores = try await store.open(logger: ScoresCommand.logger)
            var missing: [Int] = []
            for id in ids {
                if try await scores.remove(id: id) { print("removed score \(id)") } else { missing.append(id) }
            }
            try await scores.close()
            if !missing.isEmpty {
                FileHandle.standardError.write(Data("no score \(missing.map(String.init).joined(separator: ", "))\n".utf8))
                throw ExitCode(1)
            }
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write every result with its record as JSON lines (one object a line: id, player, saved, record, guest), in id order, then every claimed name with its passkeys (name, claimed, passkeys).",
            discussion: "The backup `arcade scores import` reads back. Writes to standard output unless --output is given.")

        @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
        var output: String?
        @OptionGroup var store: StoreOptions

        func run() async throws {
            let scores = try await store.open(logger: ScoresCommand.logger)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var text = Data()
            var after = 0
            var count = 0
            while true {
                let page = try await scores.scores(after: after, limit: 500)
                guard let last = page.last else { break }
                for score in page {
                    text.append(try encoder.encode(score))
                    text.append(0x0A)
                }
                count += page.count
                after = last.id
            }
            let names = try await ClaimedName.all(in: scores)
            for name in names {
                text.append(try encoder.encode(name))
                text.append(0x0A)
            }
            try await scores.close()
            if let output {
                // Written whole to a temporary file first, so a failed export never leaves half a backup.
                let temporary = output + ".partial"
                guard FileManager.default.createFile(atPath: temporary, contents: text) else {
                    throw ValidationError("cannot write \(output)")
                }
                guard rename(temporary, output) == 0 else {
                    throw ValidationError("cannot write \(output): \(String(cString: strerror(errno)))")
                }
                let claimed = names.isEmpty ? "" : " and \(names.count) claimed names"
                FileHandle.standardError.write(Data("exported \(count) scores\(claimed) to \(output)\n".utf8))
            } else {
                FileHandle.standardOutput.write(text)
            }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read results and claimed names exported by `arcade scores export` into the leaderboard.",
            discussion: """
                Every line is read and checked before any is stored: a malformed line stops the import with \
                its line number and nothing stored. A record already on the board is skipped; a result keeps \
                its id where that id is free; a claimed name comes back with its passkeys unless it is claimed \
                there already. With --verify each record is replayed first and one that does not reproduce its \
                result stops the import.
                """)

        @Argument(help: "The file to read (standard input when omitted or -).")
        var file: String?
        @Flag(help: "Replay every record before storing any (slower).")
        var verify = false
        @OptionGroup var store: StoreOptions

        func run() async throws {
            let data: Data
            if let file, file != "-" {
                guard let read = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
                data = read
            } else {
                data = FileHandle.standardInput.readDataToEndOfFile()
            }
            let decoder = JSONDecoder()
            var scores: [StoredScore] = []
            var names: [ClaimedName] = []
            for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
                let score: StoredScore
                do { score = try decoder.decode(StoredScore.self, from: Data(line)) } catch {
                    if let name = try? decoder.decode(ClaimedName.self, from: Data(line)) {
                        guard name.storedPasskeys?.isEmpty == false else { throw ValidationError("line \(index + 1): the claimed name \(name.name) has no readable passkey") }
                        names.append(name)
                        continue
                    }
                    throw ValidationError("line \(index + 1) is not an exported score: \(ArcadeError.describing(error))")
                }
                guard score.record.game.keepsScores else {
                    throw ValidationError("line \(index + 1): \(score.record.game.title) keeps no scores")
                }
                if verify {
                    let reproduces: Bool
                    do { reproduces = try score.record.verify() } catch { throw ValidationError("line \(index + 1) (score \(score.id)): \(error.message)") }
                    guard reproduces else { throw ValidationError("line \(index + 1) (score \(score.id)): its record does not replay to its result") }
                }
                scores.append(score)
            }
            let board = try await store.open(logger: ScoresCommand.logger)
            var imported = 0
            var skipped = 0
            for score in scores {
                if try await board.restore(score) != nil { imported += 1 } else { skipped += 1 }
            }
            var restored = 0
            for name in names where try await name.restore(into: board) { restored += 1 }
            try await board.close()
            print("imported \(imported) scores, skipped \(skipped) already stored")
            if !names.isEmpty { print("imported \(restored) claimed names, skipped \(names.count - restored) claimed already") }
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay every stored record and list the results it does not reproduce.",
            discussion: "Exits 1 when any record does not reproduce its result, 0 when all do.")

        @OptionGroup var store: StoreOptions

        func run() async throws {
            let scores = try await store.open(logger: ScoresCommand.logger)
            var after = 0
            var checked = 0
            var failures = 0
            while true {
                let page = try await scores.scores(after: after, limit: 200)
                guard let last = page.last else { break }
                for score in page {
                    checked += 1
                    let r = score.record.result
                    let what = "score \(score.id) (\(r.game.rawValue)\(r.category.isEmpty ? "" : " \(r.category)"), \(score.player), \(r.summary))"
                    do {
                        let results = try score.record.replay()
                        guard results.indices.contains(score.record.resultIndex) else {
                            print("\(what): the replay gives no result \(score.record.resultIndex + 1)")
                            failures += 1
                            continue
                        }
                        let replayed = results[score.record.resultIndex]
                        if replayed != r {
                            print("\(what): the replay gives \(replayed.summary)")
                            failures += 1
                        }
                    } catch {
                        print("\(what): \(error.message)")
                        failures += 1
                    }
                }
                after = last.id
            }
            try await scores.close()
            print("verified \(checked) records: \(failures == 0 ? "all reproduce their results" : "\(failures) do not reproduce their results")")
            if failures > 0 { throw ExitCode(1) }
        }
    }
}
