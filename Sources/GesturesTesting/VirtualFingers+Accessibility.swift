import Gestures

// A screen reader's hands in a scenario: what a person asks of a view through assistive
// technology, on the same clock as the fingers.
extension VirtualFingers {
    /// Activates `view` at `ms` milliseconds (default ``now``) as a screen reader does
    /// (`GestureEngine.accessibilityActivate(_:at:)`): its own activation, or a tap at its
    /// activation point. Returns whether anything was done; a refused input is noted in
    /// ``errors``.
    @discardableResult
    public func activate(_ view: View, at ms: Double? = nil) -> Bool {
        let t = ms ?? now
        wait(until: t)
        do {
            return try engine.accessibilityActivate(view, at: t / 1000)
        } catch {
            noteError("\(error)")
            return false
        }
    }

    /// Steps an adjustable `view` up at `ms` milliseconds (default ``now``); whether it took it.
    @discardableResult
    public func increment(_ view: View, at ms: Double? = nil) -> Bool {
        wait(until: ms ?? now)
        return engine.accessibilityIncrement(view)
    }

    /// Steps an adjustable `view` down at `ms` milliseconds (default ``now``); whether it took it.
    @discardableResult
    public func decrement(_ view: View, at ms: Double? = nil) -> Bool {
        wait(until: ms ?? now)
        return engine.accessibilityDecrement(view)
    }

    /// Performs `view`'s custom action called `name` at `ms` milliseconds (default ``now``);
    /// what its handler says, false when it has none of that name.
    @discardableResult
    public func perform(_ name: String, on view: View, at ms: Double? = nil) -> Bool {
        wait(until: ms ?? now)
        return engine.accessibilityPerform(name, on: view)
    }
}
