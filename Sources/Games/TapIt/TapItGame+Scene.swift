import Gestures

extension TapItGame {
    /// The game as a client draws it at `time` seconds: the command (announced to screen
    /// readers), the countdown in tenths, the score and best, and the New Game button between
    /// games.
    public func scene(at time: Double) -> Scene {
        let b = engine.rootView.bounds
        var scene = Scene(size: b.size, background: ScenePalette.background)
        let big = min(56, b.width / 9)
        switch phase {
        case .waiting:
            scene.add(ScenePalette.label("title", "Ready?", center: Point(x: b.midX, y: b.height * 0.25), width: b.width, size: big, bold: true))
            scene.add(ScenePalette.label("help", "Press Start, then do what the screen says — faster and faster.", center: Point(x: b.midX, y: b.height * 0.36), width: b.width - 20, size: 18, color: ScenePalette.dim))
        case .playing:
            let text = command?.text ?? ""
            scene.add(ScenePalette.label("command", text, center: Point(x: b.midX, y: b.height * 0.35), width: b.width, size: big, bold: true, role: .announcement))
            let countdownY = b.height * 0.35 + big * 1.4
            scene.add(ScenePalette.label("countdown", countdownText(at: time), center: Point(x: b.midX, y: countdownY), width: 200, size: 28, color: ScenePalette.dim))
            // The time left as a bar draining to the left edge: it ends empty (width 0), and
            // its animations say how it gets there over the command's allowance.
            let barWidth = min(320, b.width * 0.7), barY = countdownY + 34, left = b.midX - barWidth / 2
            var track = SceneNode(id: "timetrack", center: Point(x: b.midX, y: barY), size: Size(width: barWidth, height: 10))
            track.fill = ScenePalette.surface
            track.cornerRadius = 5
            track.z = 54
            scene.add(track)
            var bar = SceneNode(id: "timebar", center: Point(x: left, y: barY), size: Size(width: 0, height: 10))
            bar.fill = ScenePalette.good
            bar.cornerRadius = 5
            bar.z = 55
            if time < deadline {
                let duration = deadline - commandIssuedAt
                bar.animations = [
                    SceneAnimation(property: "width", from: barWidth, to: 0, start: commandIssuedAt, duration: duration, curve: .linear),
                    SceneAnimation(property: "x", from: b.midX, to: left, start: commandIssuedAt, duration: duration, curve: .linear),
                ]
            }
            scene.add(bar)
        case .over(let reason):
            let why: String
            switch reason {
            case .timeUp(let c): why = "Time's up — it was \(c.text)"
            case .wrongGesture(let expected, let got): why = "That was a \(got.name) — it was \(expected.text)"
            }
            scene.add(ScenePalette.label("command", "Game over", center: Point(x: b.midX, y: b.height * 0.22), width: b.width, size: big, color: ScenePalette.bad, bold: true, role: .announcement))
            scene.add(ScenePalette.label("reason", why, center: Point(x: b.midX, y: b.height * 0.22 + big * 1.2), width: b.width - 20, size: 18, color: ScenePalette.dim))
        }
        scene.add(ScenePalette.label("score", "Score \(score) · Best \(bestScore)", center: Point(x: b.midX, y: 30), width: b.width, size: 20, role: .tally))
        if !newGameButton.isHidden {
            scene.add(ScenePalette.button("newGame", phase == .waiting ? "Start" : "New Game", frame: newGameButton.frame))
        }
        scene.effects = effects.recent(at: time)
        return scene
    }

    /// The next time after `time` (seconds of the game's clock) at which ``scene(at:)`` differs
    /// without any input — the countdown's next tenth — or nil when the picture stays as it is
    /// until the next input or timer. Moving nodes do not count: their animations say how they
    /// move. A server redraws at these times only, instead of polling.
    public func nextSceneChange(after time: Double) -> Double? {
        guard phase == .playing else { return nil }
        let tenths = Int((max(0, deadline - time) * 10 - 1e-9).rounded(.up))
        guard tenths > 0 else { return nil }
        return deadline - Double(tenths - 1) / 10
    }
}
