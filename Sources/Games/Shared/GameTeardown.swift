import Gestures

/// What a game does as it goes: every recognizer in its views loses its actions and delegate,
/// and its timers are cancelled, so nothing it handed its engine can call it afterwards.
///
/// The games' actions and timers hold the game `unowned(unsafe)`: Embedded Swift (the
/// WebAssembly build) has neither weak nor checked unowned references. This is what makes that
/// safe, natively and in WebAssembly alike — no action, delegate or timer outlives its game,
/// even when the engine lives on.
enum GameTeardown {
    /// Strips the recognizers of `views` and all their subviews, and cancels `timers`.
    static func strip(_ views: [View], timers: [TimerID?] = [], in engine: GestureEngine) {
        var pending = views
        while let view = pending.popLast() {
            for recognizer in view.gestureRecognizers {
                recognizer.removeAllActions()
                recognizer.delegate = nil
            }
            pending.append(contentsOf: view.subviews)
        }
        for case let timer? in timers { engine.cancel(timer) }
    }
}
