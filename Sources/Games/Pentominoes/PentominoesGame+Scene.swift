import Gestures

extension PentominoesGame {
    /// What the "Solved!" plate fades to, two seconds after it grows in: 0.15 of itself, so
    /// that it no longer hides the finished board.
    static let cheerFadesTo = 0.15

    /// The table as a client draws it at `time` seconds: the board's squares, the twelve pieces
    /// where they appear (lifted ones larger, animations under way), whether the board can
    /// still be solved, the solved time, and the hint button until the board is solved.
    public func scene(at time: Double) -> Scene {
        let b = engine.rootView.bounds
        var scene = Scene(size: b.size, background: ScenePalette.background)
        var boardNode = SceneNode(id: "board", frame: boardView.frame)
        boardNode.fill = ScenePalette.surface
        boardNode.stroke = ScenePalette.line
        boardNode.strokeWidth = 1
        boardNode.parts = (0..<board.rows).flatMap { r in (0..<board.columns).map { Cell(column: $0, row: r) } }
            .filter { !board.holes.contains($0) }
            .map { Rect(x: Double($0.column) * cellSize + 1, y: Double($0.row) * cellSize + 1, width: cellSize - 2, height: cellSize - 2) }
        scene.add(boardNode)
        for (i, piece) in pieces.enumerated() {
            let shown = piece.presentation(at: time)
            var node = SceneNode(id: "piece-\(piece.letter.rawValue)", role: .piece, center: piece.view.center, size: piece.view.bounds.size)
            node.label = piece.isLifted ? "\(piece.letter.rawValue), picked up"
                : piece.boardOrigin.map { "\(piece.letter.rawValue), on the board at row \($0.row + 1), column \($0.column + 1)" }
                ?? "\(piece.letter.rawValue), in the tray"
            node.scale = piece.shownScale.target
            node.parts = piece.shape.cells.map {
                Rect(x: Double($0.column) * cellSize, y: Double($0.row) * cellSize, width: cellSize, height: cellSize)
            }
            node.fill = ScenePalette.pieces[i % ScenePalette.pieces.count]
            node.stroke = "rgba(0,0,0,0.35)"
            node.strokeWidth = 1
            node.z = 10 + (table.subviews.firstIndex { $0 === piece.view } ?? 0)
            node.animations = SceneAnimation.of(piece.shownCenter, at: time) + SceneAnimation.of(piece.shownScale, "scale", at: time)
            if node.animations.isEmpty { node.center = shown.center }
            scene.add(node)
        }
        let status: String
        if let solvedTime {
            let s = Int(solvedTime.rounded())
            status = "Solved in \(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)"
                + (hintsUsed == 0 ? "" : " with \(hintsUsed) hint\(hintsUsed == 1 ? "" : "s") (not ranked)")
        } else {
            switch isStillSolvable() {
            case true?: status = "Still solvable"
            case false?: status = "No solution from here"
            case nil: status = "Too many ways to tell from here"
            }
        }
        if !hintButton.isHidden && solvedTime == nil {
            // Under the pieces: one carried over the corner shows whole.
            scene.add(ScenePalette.button("hint", "Hint", frame: hintButton.frame, z: 5))
        }
        scene.add(ScenePalette.label("status", status, center: Point(x: b.midX, y: 18), width: b.width, size: 16,
                                     color: solvedTime != nil ? ScenePalette.good : ScenePalette.dim, role: solvedTime != nil ? .announcement : .tally))
        scene.add(ScenePalette.label("help", "Drag onto the board · tap a second finger (or Space) to turn · double-tap to flip",
                                     center: Point(x: b.midX, y: b.maxY - PentominoLayout.helpHeight / 2), width: b.width - 12, size: 12,
                                     color: ScenePalette.dim))
        if let solvedTime, !nextButton.isHidden {
            // The celebration: the word grows in over the board, the board glows, Next waits.
            let at = startTime + solvedTime
            var cheer = ScenePalette.label("cheer", "Solved!", center: Point(x: boardView.frame.midX, y: nextButton.frame.minY - 36),
                                           width: min(b.width - 16, 260), size: min(40, b.width / 9), color: ScenePalette.good, bold: true)
            // On a plate of its own, readable over the pieces of a narrow board.
            cheer.fill = ScenePalette.background
            cheer.cornerRadius = 14
            cheer.z = 80
            // Then it fades, after two seconds, to a trace of itself: the solved board is the sight.
            cheer.opacity = Self.cheerFadesTo
            cheer.animations = [
                SceneAnimation(property: "opacity", from: 1, to: Self.cheerFadesTo, start: at + 2, duration: 0.6, curve: .easeOut),
                SceneAnimation(property: "scale", from: 0.4, to: 1, start: at, duration: 0.45, curve: .easeOut),
                SceneAnimation(property: "opacity", from: 0, to: 1, start: at, duration: 0.3, curve: .easeOut),
            ].filter { time < $0.start + $0.duration }
            scene.add(cheer)
            scene.add(ScenePalette.button("nextBoard", "Next board", frame: nextButton.frame, z: 81))
            if let index = scene.nodes.firstIndex(where: { $0.id == "board" }) { scene.nodes[index].fill = ScenePalette.good }
        }
        if let move = ScenePalette.move(lastMove, in: b) { scene.add(move) }
        scene.effects = effects.recent(at: time)
        return scene
    }
}
