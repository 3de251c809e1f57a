/// A recognizer's actions and its relations to others: who must fail first, who may recognise
/// at the same time — UIKit's `addTarget`, `require(toFail:)` and the delegate's questions.
extension GestureRecognizer {
    /// Adds an action, run on every transition except `failed` — UIKit's target-action — with
    /// the recognizer itself as argument, typed as the recognizer you added it to:
    ///
    /// ```swift
    /// pan.addAction { pan in
    ///     card.center = card.center + pan.translation(in: card.superview)
    ///     pan.setTranslation(.zero, in: card.superview)
    /// }
    /// ```
    ///
    /// Read the recognizer from the argument rather than capturing it: a recognizer keeps its
    /// actions, so an action that captures its own recognizer keeps both alive forever. Actions
    /// run in the order they were added. Returns an identifier for ``removeAction(_:)``.
    @discardableResult
    public func addAction(_ action: @escaping (Self) -> Void) -> GestureActionID {
        nextActionNumber += 1
        let id = GestureActionID(owner: ObjectIdentifier(self), number: nextActionNumber)
        // The engine calls an action only with the recognizer it was added to, so the cast
        // always holds.
        actions.append(Action(id: id, body: { action(unsafeDowncast($0, to: Self.self)) }))
        return id
    }

    /// Removes the action `id` names (UIKit's `removeTarget(_:action:)`); one removed already,
    /// or another recognizer's, changes nothing. Returns whether one was removed.
    @discardableResult
    public final func removeAction(_ id: GestureActionID) -> Bool {
        guard let index = actions.firstIndex(where: { $0.id == id }) else { return false }
        actions.remove(at: index)
        return true
    }

    /// Removes every action.
    public final func removeAllActions() { actions.removeAll() }

    /// Makes this recognizer wait for `other` to fail before it may begin or recognise; if
    /// `other` recognises, this one fails. One-directional, as UIKit's `require(toFail:)`.
    /// Neither recognizer keeps the other alive; the requirement ends when either goes.
    public func require(toFail other: GestureRecognizer) {
        let id = ObjectIdentifier(other)
        guard other !== self, !failureRequirements.contains(id) else { return }
        failureRequirements.append(id)
        noteNames(other)
        updateRelationFlags()
    }

    /// Removes a requirement added with ``require(toFail:)``.
    public func removeFailureRequirement(_ other: GestureRecognizer) {
        Self.remove(ObjectIdentifier(other), from: &failureRequirements)
        updateRelationFlags()
    }

    /// Lets this recognizer and `other` be recognised at the same time over shared touches —
    /// the replay's `simultaneousWith`; symmetric, like a delegate answering yes for both.
    /// Neither recognizer keeps the other alive; the pairing ends when either goes.
    public func recognizeSimultaneously(with other: GestureRecognizer) {
        let id = ObjectIdentifier(other)
        guard other !== self, !simultaneousPartners.contains(id) else { return }
        simultaneousPartners.append(id)
        noteNames(other)
        updateRelationFlags()
    }

    /// Ends a pairing made with ``recognizeSimultaneously(with:)``, on both sides: from the next
    /// decision on, the two exclude each other again over shared touches.
    public func stopRecognizingSimultaneously(with other: GestureRecognizer) {
        Self.remove(ObjectIdentifier(other), from: &simultaneousPartners)
        Self.remove(ObjectIdentifier(self), from: &other.simultaneousPartners)
        updateRelationFlags()
        other.updateRelationFlags()
    }
}
