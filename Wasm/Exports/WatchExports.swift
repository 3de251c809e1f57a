// The WebAssembly build's entry points for a page watching a game record: the record played to
// any moment by the same code that judged it (``RecordPlayer``), its scene and the fingers down
// then handed to the page to draw.
import Arcade

private var players: [RecordPlayer?] = []

/// Opens a record (its JSON text) at its start. Returns a handle, or −1 (`fp_errors` says why:
/// not a record, a format this arcade does not know, a trace that does not parse). `fp_output`
/// holds ``RecordPlayer/openingLine(_:)``, with the record's ``RecordSurvey``.
@_expose(wasm, "fp_watch_open")
@_cdecl("fp_watch_open")
public func fpWatchOpen(_ record: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    do throws(ArcadeError) {
        let player = try RecordPlayer(try GameRecord(json: text(record, count)))
        let opening = player.openingLine(try RecordSurvey(player))
        players.append(player)
        keepPrinted(Array((opening + "\n").utf8), [])
        return Int32(players.count - 1)
    } catch {
        keepPrinted([], [error.message])
        return -1
    }
}

/// Plays the record to `seconds` (held to its start and end). `fp_output` holds
/// ``RecordPlayer/momentLines()``: the scene, the fingers down, and at the end the result
/// reproduced beside the one saved. Returns 0, or 2 (`fp_errors` says why).
@_expose(wasm, "fp_watch_seek")
@_cdecl("fp_watch_seek")
public func fpWatchSeek(_ handle: Int32, _ seconds: Double) -> Int32 {
    guard handle >= 0, Int(handle) < players.count, let player = players[Int(handle)] else {
        keepPrinted([], ["no such record"])
        return 2
    }
    return printingLines { () throws(ArcadeError) in
        try player.seek(to: seconds)
        return player.momentLines()
    }
}

/// Closes a record.
@_expose(wasm, "fp_watch_close")
@_cdecl("fp_watch_close")
public func fpWatchClose(_ handle: Int32) {
    guard handle >= 0, Int(handle) < players.count else { return }
    players[Int(handle)] = nil
}
