import Gestures

/// Makes a square follow the fingers on it: one pan, one pinch and one rotation recognised
/// together, applied about the point under the fingers' centroid, so the square stays under them.
///
/// All three recognizers measure from where the fingers went down, so the square is placed from
/// their cumulative values — the point that was under the centroid at touch-down is moved to the
/// centroid's translation, scaled and turned about itself — rather than by adding increments,
/// which would drift whenever one recognizer begins later than another. When one of them ends
/// (its values then reset) the values reached are folded into the base.
///
/// When a finger lands on the square or lifts while the interaction goes on (a second finger
/// added mid-drag, one of two lifted), the anchor moves to the new centroid of the fingers and
/// the values reached so far become the base: a pinch or rotation that begins then measures
/// from the moment its pair formed, so its first value — threshold included — turns and scales
/// the square about the point between the fingers, and the points under both stay under them.
final class PiecesSession {
    let piece: PiecesPiece
    let pan: PanRecognizer
    let pinch: PinchRecognizer
    let rotation: RotationRecognizer

    private var isActive = false
    private var baseScale = 1.0
    private var baseRotation = 0.0
    private var anchorStart = Point.zero
    private var scaleOffset = 1.0
    private var rotationOffset = 0.0
    private var translationOffset = Vector.zero
    private var restarted: Set<ObjectIdentifier> = []
    /// The fingers on the square when the anchor was last set.
    private var fingers = 0

    init(piece: PiecesPiece, pan: PanRecognizer, pinch: PinchRecognizer, rotation: RotationRecognizer) {
        self.piece = piece
        self.pan = pan
        self.pinch = pinch
        self.rotation = rotation
    }

    /// A recognizer began; returns true when this starts a new interaction with the square.
    func begin(_ r: GestureRecognizer) -> Bool {
        if !isActive {
            isActive = true
            restarted = []
            fingers = pan.numberOfTouches
            rebase(anchor: pan.centroid - pan.translation(in: nil), scale: 1, rotation: 0, translation: .zero)
            return true
        }
        if restarted.remove(ObjectIdentifier(r)) != nil { rebaseHere() }
        return false
    }

    // A recognizer that ended keeps reporting its old values until the engine resets it, and
    // then neutral ones; either way the part it did is already in the base.
    private var scale: Double { restarted.contains(ObjectIdentifier(pinch)) ? 1 : pinch.scale }
    private var turn: Double { restarted.contains(ObjectIdentifier(rotation)) ? 0 : rotation.rotation }
    private var translation: Vector { restarted.contains(ObjectIdentifier(pan)) ? .zero : pan.translation(in: nil) }

    /// Places the square from the recognizers' current values, then re-anchors it if a finger
    /// landed or lifted.
    func follow() {
        guard isActive else { return }
        piece.scale = baseScale * scale / scaleOffset
        piece.rotation = baseRotation + turn - rotationOffset
        let anchorNow = anchorStart + (translation - translationOffset)
        piece.view.center = piece.view.superview.map { $0.convert(anchorNow, from: nil) } ?? anchorNow
        piece.applyTransform()
        // A finger landing or lifting moves the centroid but none of the three values, so the
        // placement above is unchanged by it; from here on the square turns and scales about
        // the new centroid.
        if pan.numberOfTouches != fingers && pan.numberOfTouches > 0 {
            fingers = pan.numberOfTouches
            rebaseHere()
        }
    }

    /// A recognizer ended or was cancelled: keep what it did, and end the interaction when none
    /// of the three is under way.
    func fold(_ r: GestureRecognizer) {
        guard isActive else { return }
        follow()
        restarted.insert(ObjectIdentifier(r))
        let others: [GestureRecognizer] = [pan, pinch, rotation].filter { $0 !== r }
        if others.allSatisfy({ !$0.state.isActive }) {
            isActive = false
            return
        }
        rebaseHere()
    }

    private func rebaseHere() {
        rebase(anchor: pan.centroid, scale: scale, rotation: turn, translation: translation)
    }

    private func rebase(anchor: Point, scale: Double, rotation: Double, translation: Vector) {
        baseScale = piece.scale
        baseRotation = piece.rotation
        scaleOffset = scale
        rotationOffset = rotation
        translationOffset = translation
        anchorStart = anchor
        let local = piece.view.convert(anchor, from: nil)
        let b = piece.view.bounds
        piece.view.setAnchorPoint(Point(x: (local.x - b.minX) / b.width, y: (local.y - b.minY) / b.height))
    }
}
