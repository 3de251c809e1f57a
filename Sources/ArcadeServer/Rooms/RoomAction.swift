/// What a ``RoomStateMachine`` asks of its ``Room`` after an input, in order.
enum RoomAction: Equatable {
    /// Tell every member here the room as it is now (each their own `room` message).
    case tellState
    /// Tell every member here the round's end (`over`).
    case tellOver
    /// These members' connections begin the round's session of their own (versus, race).
    case beginRound([Int])
    /// Send member `to` the board played together, so far; `playing` when they play in it.
    case sendBoard(to: Int, playing: Bool)
    /// On board `board`, let go what member `id` held (they are gone).
    case release(Int, board: Int)
    /// Wake the room with `timer` at `at` (seconds of its clock).
    case wake(RoomTimer, at: Double)
    /// Everyone here asked for a rematch: start the room's game again, as its host's Start does.
    case startAgain
}

/// A time a room is woken at.
enum RoomTimer: Equatable {
    /// Member `id`'s seat, held since they went with `token`, may be freed.
    case seatHold(id: Int, token: String?)
    /// A race's first spelling has waited its grace: the puzzle is decided.
    case raceGrace
    /// The break between a race's puzzles is over.
    case raceBreak
}
