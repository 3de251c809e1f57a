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
    printingLines(of: handle) { game throws(ArcadeError) in try game.step(text(step, count)) }
}

/// What a key does now (`{"key", "phase", "shift", "alt", "node"}`, or `{"continue": true}`):
/// its plan as one line in `fp_output` (``ScriptedSession/key(_:)``), `null` when it does
/// nothing. Returns 0, or 2 for a bad key (`fp_errors` says why).
@_expose(wasm, "fp_game_key")
@_cdecl("fp_game_key")
public func fpGameKey(_ handle: Int32, _ key: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    printingLines(of: handle) { game throws(ArcadeError) in [try game.key(text(key, count))] }
}

/// The game's keys for the page's help, as one line in `fp_output`: `[{"keys", "shortcuts",
/// "does"}]`. Returns 0, or 2 for no such game.
@_expose(wasm, "fp_game_keys")
@_cdecl("fp_game_keys")
public func fpGameKeys(_ handle: Int32) -> Int32 {
    printingLines(of: handle) { game throws(ArcadeError) in [game.keysJSON] }
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

// What `body` prints for game `handle`, as `printingLines` keeps it; 2 and "no such game" for a
// handle that names none.
private func printingLines(of handle: Int32, _ body: (ScriptedSession) throws(ArcadeError) -> [String]) -> Int32 {
    guard handle >= 0, Int(handle) < games.count, let game = games[Int(handle)] else {
        keepPrinted([], ["no such game"])
        return 2
    }
    return printingLines { () throws(ArcadeError) in try body(game) }
}
