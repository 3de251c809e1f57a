import ArcadeProbe
import ArgumentParser
import Games

/// `fingerplay solver-bench`: how long the Pentominoes solver takes on every board, filling
/// along the long side (as the game does) and row by row (as it once did), side by side.
struct SolverBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver-bench",
        abstract: "Measure the Pentominoes solver: steps and time per question on every board.",
        discussion: """
            For each board: the empty board (what a new game asks), then positions made by placing \
            1 to 4 random pieces where they fit (seeded, so every run asks the same questions; many cannot be completed, \
            the solver's hardest case). Each question is timed over several runs; the median is \
            printed with the steps the search took. Build in release mode for meaningful numbers.
            """
    )

    @Option(name: .long, help: "Random positions per board.")
    var positions = 40

    @Option(name: .long, help: "Timed runs per question (the median is kept).")
    var runs = 5

    @Option(name: .long, help: "The seed of the positions.")
    var seed: UInt64 = 1

    func validate() throws {
        guard positions >= 0, runs >= 1 else { throw ValidationError("--positions must be at least 0 and --runs at least 1") }
    }

    func run() throws {
        print("machine: \(MachineDescription.current.summary)")
        print("board           fill         empty steps  empty ms  positions  steps max  ms median  ms max  undecided")
        var rng = SeededGenerator(seed: seed)
        for kind in PentominoBoardKind.allCases {
            let questions = [PentominoBoard(kind: kind)] + (0..<positions).map { _ in Self.randomPosition(kind, using: &rng) }
            for shortSideFirst in [true, false] {
                let solver = PentominoSolver(kind: kind, shortSideFirst: shortSideFirst)
                var steps: [Int] = [], times: [Double] = [], undecided = 0
                for board in questions {
                    var samples: [Double] = []
                    var outcome: (outcome: PentominoSolver.Outcome, steps: Int)!
                    for _ in 0..<runs {
                        let start = ContinuousClock.now
                        outcome = solver.outcomeAndSteps(for: board)
                        samples.append(Self.milliseconds(ContinuousClock.now - start))
                    }
                    steps.append(outcome.steps)
                    times.append(Self.median(samples))
                    if outcome.outcome == .undecided { undecided += 1 }
                }
                let name = "\(kind.rows)×\(kind.columns)\(kind.holes.isEmpty ? "" : " holed")"
                print(name.padding(toLength: 16, withPad: " ", startingAt: 0)
                      + (shortSideFirst ? "long side" : "row by row").padding(toLength: 12, withPad: " ", startingAt: 0)
                      + "\(steps[0])".leftPadded(12)
                      + Self.format(times[0]).leftPadded(10)
                      + "\(questions.count - 1)".leftPadded(11)
                      + "\(steps.dropFirst().max() ?? 0)".leftPadded(11)
                      + Self.format(Self.median(Array(times.dropFirst()))).leftPadded(11)
                      + Self.format(times.dropFirst().max() ?? 0).leftPadded(8)
                      + "\(undecided)".leftPadded(11))
            }
        }
    }

    /// A board with 1 to 4 pieces put where they fit, chosen by `rng`.
    static func randomPosition(_ kind: PentominoBoardKind, using rng: inout SeededGenerator) -> PentominoBoard {
        var board = PentominoBoard(kind: kind)
        let count = Int.random(in: 1...4, using: &rng)
        var tries = 0
        while board.placements.count < count && tries < 1000 {
            tries += 1
            let piece = Pentomino.allCases[Int.random(in: 0..<12, using: &rng)]
            guard board.placements[piece] == nil else { continue }
            let shapes = piece.shape.orientations
            let shape = shapes[Int.random(in: 0..<shapes.count, using: &rng)]
            let origin = Cell(column: Int.random(in: 0..<kind.columns, using: &rng), row: Int.random(in: 0..<kind.rows, using: &rng))
            board.place(piece, shape, at: origin)
        }
        return board
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func format(_ ms: Double) -> String {
        let rounded = (ms * 1000).rounded() / 1000
        return "\(rounded)"
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
