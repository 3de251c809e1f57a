import Gestures

extension AnagramsGame {
    /// The puzzle as a client draws it at `time` seconds: targets, tiles where they appear (with
    /// their snap and bounce animations), the HUD's stopwatch and counting points, and the
    /// hint, next and level buttons.
    public func scene(at time: Double) -> Scene {
        let b = engine.rootView.bounds
        var scene = Scene(size: b.size, background: ScenePalette.background)
        for (i, target) in targets.enumerated() where !target.view.isHidden {
            var node = SceneNode(id: "target\(i)", role: .place, frame: target.view.frame)
            node.label = "Target \(i + 1), empty"
            node.fill = ScenePalette.surface
            node.stroke = ScenePalette.line
            node.strokeWidth = 2
            node.cornerRadius = 6
            node.z = 1
            scene.add(node)
        }
        for (i, tile) in tiles.enumerated() {
            let side = tile.view.bounds.width
            var node = SceneNode(id: "tile\(i)", role: .piece, center: tile.view.center, size: tile.view.bounds.size)
            node.label = "Tile \(String(tile.letter).uppercased())\(tile.isLocked ? ", matched" : "")"
            node.rotation = tile.rotation
            node.fill = tile.isLocked ? ScenePalette.good : "#f4e4c1"
            node.stroke = tile.isLocked ? nil : "#c9a96b"
            node.strokeWidth = tile.isLocked ? 0 : 2
            node.cornerRadius = 6
            node.text = String(tile.letter).uppercased()
            node.textColor = "#2b2118"
            node.fontSize = side * 0.55
            node.bold = true
            node.z = 10 + (board.subviews.firstIndex { $0 === tile.view } ?? 0)
            node.animations = SceneAnimation.of(tile.shownCenter, at: time) + SceneAnimation.of(tile.shownRotation, "rotation", at: time)
            scene.add(node)
        }
        scene.add(ScenePalette.label("stopwatch", "Time \(stopwatchText(at: time))", center: Point(x: b.width * 0.25, y: 30), width: b.width / 2, size: 22, bold: true, role: .tally))
        scene.add(ScenePalette.label("points", "Points \(displayedPoints(at: time))", center: Point(x: b.width * 0.75, y: 30), width: b.width / 2, size: 22, bold: true, role: .tally))
        for (button, choice) in zip(levelButtons, levels) {
            let chosen = choice == level
            scene.add(ScenePalette.button("level-\(choice.name)", choice.name.prefix(1).uppercased() + choice.name.dropFirst(), frame: button.frame,
                                          fill: chosen ? ScenePalette.button : ScenePalette.surface))
        }
        if !hintButton.isHidden && phase == .playing { scene.add(ScenePalette.button("hint", "Hint", frame: hintButton.frame)) }
        switch phase {
        case .playing: break
        case .won: scene.add(ScenePalette.label("outcome", "Solved!", center: Point(x: b.midX, y: nextButton.frame.minY - 30), width: b.width, size: 26, color: ScenePalette.good, bold: true, role: .announcement))
        case .lost: scene.add(ScenePalette.label("outcome", "Time's up", center: Point(x: b.midX, y: nextButton.frame.minY - 30), width: b.width, size: 26, color: ScenePalette.bad, bold: true, role: .announcement))
        }
        if !nextButton.isHidden { scene.add(ScenePalette.button("next", "Next", frame: nextButton.frame)) }
        if let move = ScenePalette.move(lastMove, in: b) { scene.add(move) }
        scene.effects = effects.recent(at: time)
        return scene
    }

    /// The next time after `time` (seconds of the game's clock) at which ``scene(at:)`` differs
    /// without any input — the stopwatch's next second or the points counter's next step — or
    /// nil when the picture stays as it is until the next input or timer. Moving tiles do not
    /// count: their animations say how they move.
    public func nextSceneChange(after time: Double) -> Double? {
        var next = counter.nextChange(after: time)
        if phase == .playing {
            let seconds = Int((timeLeft(at: time) - 1e-9).rounded(.up))
            if seconds > 0 {
                let tick = dealtAt + level.timeToSolve - Double(seconds - 1)
                next = min(next ?? tick, tick)
            }
        }
        return next
    }
}
