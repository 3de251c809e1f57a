import GestureReplay
import Games
import Gestures

// A result earned with keys is listed on a keyboard table of its own for its game: the same
// boards, players of each kind compared with their kind. The record says which it is — the
// pointer ids of keys' touches are theirs (``KeyPlan/pointerIDs``) — so the server, which
// replays every record, decides it from the inputs themselves.
extension GameRecord {
    /// Whether the round was played by keys alone: every pointer that went down in its trace
    /// was a key's or a button pressed from the keyboard, and at least one was a key's. False
    /// for a trace that does not read.
    public var isPlayedByKeys: Bool {
        guard let trace = try? ReplayTrace(text: trace, file: "trace") else { return false }
        var keys = false
        for event in trace.events {
            for input in event.inputs where input.action == .down {
                // A room's player's ids are their seat's stride plus the page's own id.
                if KeyPlan.pointerIDs.contains(input.id % PointerOwnership.playerStride) {
                    keys = true
                } else if input.id < PageInput.firstPressPointer {
                    // Below the presses (buttons pressed from the keyboard): a device's finger.
                    return false
                }
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
