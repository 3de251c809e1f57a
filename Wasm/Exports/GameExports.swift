// The WebAssembly build's entry points for a page playing a game locally: the same session the
// server runs (``ScriptedSession``), stepped once a frame by the page, which draws the scene it
// returns — the server's scene, to the byte, for the same arrivals — while it still sends its
// input to the server, whose own session judges the results.
import Arcade

private var games: [ScriptedSession?] = []

/// Starts a session from a script header (`{"game", "options", "seed", "width", "height"}`, as
/// the server's welcome says). Returns its handle, or −1 (`fp_errors` says why).
@_expose(wasm, "fp_game_create")
@_cdecl("fp_game_create")
public func fpGameCreate(_ header: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    do throws(ArcadeError) {
        games.append(try ScriptedSession(header: text(header, count)))
        return Int32(games.count - 1)
    } catch {
        keepPrinted([], [error.message])
        return -1
    }
}

/// One step (`{"at", "inputs"}` or `{"at", "press"}`): the scene line, refusals and results
/// as lines in `fp_output`. Returns 0, or 2 for a bad step (`fp_errors` says why).
@_expose(wasm, "fp_game_step")
@_cdecl("fp_game_step")
public func fpGameStep(_ handle: Int32, _ step: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    guard handle >= 0, Int(handle) < games.count, let game = games[Int(handle)] else {
        keepPrinted([], ["no such game"])
        return 2
    }
    return printingLines { () throws(ArcadeError) in try game.step(text(step, count)) }
}

/// When the game next needs a step with no input, in seconds of its clock; −1 when nothing is due.
@_expose(wasm, "fp_game_next_wake")
@_cdecl("fp_game_next_wake")
public func fpGameNextWake(_ handle: Int32) -> Double {
    guard handle >= 0, Int(handle) < games.count, let wake = games[Int(handle)]?.nextWake else { return -1 }
    return wake
}

/// Ends a game.
@_expose(wasm, "fp_game_destroy")
@_cdecl("fp_game_destroy")
public func fpGameDestroy(_ handle: Int32) {
    guard handle >= 0, Int(handle) < games.count else { return }
    games[Int(handle)] = nil
}
