/// The solver's answers for a game: the 'still solvable' indicator and the positions the hint
/// and the indicator ask about, each charged to its own budget.
extension PentominoesGame {
    /// Whether the pieces on the board can still be completed to a solution (the 'still
    /// solvable' indicator): nil when the solver could not decide within its budget.
    public func isStillSolvable() -> Bool? {
        switch ask(about: board, budget: &statusSteps) {
        case .solved: return true
        case .unsolvable: return false
        case .undecided: return nil
        }
    }

    /// The solver's answer for `position` within `budget` steps (at most
    /// ``PentominoSolver/nodeLimit``), charged to it. An empty board is free (every kind has a
    /// solution, worked out once per process). A position decided before is charged what its
    /// search took, so the answer and the charge are those of a fresh search whoever asked
    /// first: remembering never changes what a game does.
    func ask(about position: PentominoBoard, budget: inout Int) -> PentominoSolver.Outcome {
        if let known = PentominoSolver.emptyBoardOutcome(for: position) { return known }
        let limit = min(PentominoSolver.nodeLimit, budget)
        guard limit > 0 else { return .undecided }
        if let known = decided[position] {
            guard known.steps <= limit else {
                budget -= limit
                return .undecided
            }
            budget -= known.steps
            return known.outcome
        }
        let (answer, steps) = solver.outcomeAndSteps(for: position, limit: limit)
        guard answer != .undecided else {
            budget -= limit
            return .undecided
        }
        budget -= steps
        if decided.count >= 64 { decided = [:] }
        decided[position] = (answer, steps)
        return answer
    }
}
