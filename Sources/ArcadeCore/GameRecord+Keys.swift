import GestureReplay
import Games
import Gestures

// A result earned with keys is listed on a keyboard table of its own for its game: the same
// boards, players of each kind compared with their kind. The record says which it is — the
// pointer ids of keys' touches are theirs (``KeyPlan/pointerIDs``) — so the server, which
// replays every record, decides it from the inputs themselves.
extension GameRecord {
    /// The first pointer id of the buttons a page presses from the keyboard (``GameSession/press(_:)``):
    /// a press is a keyboard's.
    static let firstPressPointer = 1_000_000_001

    /// Whether the round was played by keys alone: every pointer that went down in its trace
    /// was a key's or a button pressed from the keyboard, and at least one was a key's. False
    /// for a trace that does not read.
    public var isPlayedByKeys: Bool {
        guard let trace = try? ReplayTrace(text: trace, file: "trace") else { return false }
        var keys = false
        for event in trace.events {
            for input in event.inputs where input.action == .down {
                if KeyPlan.isKeyPointer(input.id) { keys = true } else if input.id < Self.firstPressPointer { return false }
            }
        }
        return keys
    }

    /// The result as the leaderboard lists it: its category followed by " keyboard" when the
    /// round was played by keys alone ("standard keyboard", "sixByTen keyboard").
    public var listedResult: GameResult {
        guard isPlayedByKeys else { return result }
        var listed = result
        listed.category += GameResult.keyboardSuffix
        return listed
    }
}
