import Gestures

extension PiecesGame {
    /// The sandbox as a client draws it at `time` seconds: the three squares where they appear,
    /// front to back, with the reset animation when one runs.
    public func scene(at time: Double) -> Scene {
        let b = engine.rootView.bounds
        var scene = Scene(size: b.size, background: ScenePalette.background)
        let colors = ["red": "#ff6b6b", "green": "#3ccf8e", "blue": "#4dabf7"]
        for piece in pieces {
            let shown = piece.presentation(at: time)
            var node = SceneNode(id: piece.color, role: .piece, center: shown.center, size: piece.view.bounds.size)
            node.label = PiecesKeyboard.name(piece)
            node.rotation = shown.rotation
            node.scale = shown.scale
            node.fill = colors[piece.color] ?? ScenePalette.good
            node.cornerRadius = 10
            node.z = 10 + (background.subviews.firstIndex { $0 === piece.view } ?? 0)
            node.animations = SceneAnimation.of(piece.shownCenter, at: time)
                + SceneAnimation.of(piece.shownScale, "scale", at: time)
                + SceneAnimation.of(piece.shownRotation, "rotation", at: time)
            if !node.animations.isEmpty {
                // The node carries the final values; the animations say how it gets there.
                let final = (center: piece.shownCenter.target, scale: piece.shownScale.target, rotation: piece.shownRotation.target)
                node.center = final.center
                node.scale = final.scale
                node.rotation = final.rotation
            }
            scene.add(node)
        }
        scene.add(ScenePalette.label("help", "Drag, pinch and turn the squares — several at once. Shake a finger on the background to reset.",
                                     center: Point(x: b.midX, y: b.maxY - 30), width: b.width - 20, size: 15, color: ScenePalette.dim))
        return scene
    }
}
