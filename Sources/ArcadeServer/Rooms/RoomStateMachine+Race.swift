import Arcade

/// An Anagrams race: puzzles dealt so far, who spelled the puzzle under way (and when, by their
/// game's clock), and whether it is decided.
struct RaceStanding: Equatable {
    var puzzle = 0
    var spelled: [Spelling] = []
    var deciding = false
    var over = false

    struct Spelling: Equatable {
        var id: Int
        var at: Double
    }
}

extension RoomStateMachine {
    /// Puzzles an Anagrams race player must take to win it: 2 (best of three).
    static let raceTo = 2
    /// The most puzzles a race deals (a puzzle nobody spells in time takes none): 5.
    static let racePuzzles = 5
    /// How long a puzzle's first spelling waits for an earlier one still on its way, in seconds
    /// (a page sends its steps a few times a second): 0.5.
    static let raceGrace = 0.5
    /// The pause between a race's puzzles, in seconds: 3.
    static let raceBreak = 3.0

    /// Starts an Anagrams race when member `id` is the host: every win count at 0, and its first
    /// puzzle on `seed`.
    mutating func startRace(by id: Int, seed: UInt64, now: Double) throws(ArcadeError) -> [RoomAction] {
        guard host == id else { throw ArcadeError("only the host starts the game") }
        guard phase == .lobby, race.map({ $0.over }) ?? true else { throw ArcadeError("a race is under way") }
        try checkStart(by: id)
        race = RaceStanding()
        for i in members.indices { members[i].score = 0 }
        return beginPuzzle(seed: seed, now: now)
    }

    /// Deals the race's next puzzle to everyone here: `seed`, the same phrase for all.
    mutating func beginPuzzle(seed: UInt64, now: Double) -> [RoomAction] {
        beginRound(seed: seed, now: now)
        race?.puzzle += 1
        race?.spelled = []
        race?.deciding = false
        return [.beginRound(present.map(\.id)), .tellState]
    }

    /// Member `id`'s puzzle ended at `at` seconds of their game's clock: spelled (`won`) or out
    /// of time. The first spelling waits ``raceGrace`` for an earlier one on its way; once
    /// everyone is done, or then, the earliest spelling takes the puzzle.
    mutating func reportPuzzle(_ id: Int, won: Bool, at: Double, now: Double) -> [RoomAction] {
        guard phase == .playing, race != nil, let i = members.firstIndex(where: { $0.id == id }), members[i].playing, members[i].outAt == nil else {
            return [.tellState]
        }
        members[i].outAt = at
        lastActivity = now
        if won { race?.spelled.append(.init(id: id, at: at)) }
        if members.filter(\.playing).allSatisfy({ $0.outAt != nil }) { return [.tellState] + decidePuzzle(now: now) }
        guard won, race?.deciding == false else { return [.tellState] }
        race?.deciding = true
        return [.tellState, .wake(.raceGrace, at: now + Self.raceGrace)]
    }

    /// Gives the puzzle under way to its earliest spelling (none when nobody spelled it), says
    /// so, and deals the next after ``raceBreak`` unless the race is decided.
    mutating func decidePuzzle(now: Double) -> [RoomAction] {
        guard phase == .playing, var standing = race else { return [] }
        let first = standing.spelled.enumerated().min { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }?.element.id
        winners = first.map { [$0] } ?? []
        var leader = 0
        for i in members.indices {
            if members[i].id == first { members[i].score += 1 }
            leader = max(leader, members[i].score)
        }
        endRound()
        standing.over = leader >= Self.raceTo || standing.puzzle >= Self.racePuzzles
        race = standing
        return [.tellOver, .tellState] + (standing.over ? [] : [.wake(.raceBreak, at: now + Self.raceBreak)])
    }

    /// Who leads the race: the most puzzles taken among its players (none before any is taken).
    var raceLeaders: [Int] {
        let best = members.map(\.score).max() ?? 0
        return best == 0 ? [] : members.filter { $0.score == best }.map(\.id)
    }

    /// The break between puzzles is over: the next is dealt on `seed`, unless too few are left
    /// to race (it then ends where it stands, and everyone is told who won it).
    mutating func raceBreakEnded(seed: UInt64, now: Double) -> [RoomAction] {
        guard phase == .lobby, let standing = race, !standing.over else { return [.tellState] }
        guard present.count >= Self.quorum else {
            race?.over = true
            return [.tellOver, .tellState]
        }
        return beginPuzzle(seed: seed, now: now)
    }
}
