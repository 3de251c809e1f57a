/// The two fingers of a pinch as the page writes them, a session's every batch.
extension LoadSession {
    func pinch(_ spread: Double) -> String {
        #"{"type":"input","events":\#(pinchEvents(spread))}"#
    }

    func pinchEvents(_ spread: Double) -> String {
        var text = ""
        appendPinchEvents(spread, to: &text)
        return text
    }

    /// `pinchEvents(spread)`'s text appended to `text`. Every session's page clock and fingers
    /// take the same few hundred values, so their texts are made once (``Self/described(_:)``).
    func appendPinchEvents(_ spread: Double, to text: inout String) {
        let t = Self.described(pageMs)
        text.append(#"[{"t":"#)
        text.append(t)
        text.append(#","type":"move","id":1,"x":"#)
        text.append(Self.described(400 - spread / 2))
        text.append(#","y":300},{"t":"#)
        text.append(t)
        text.append(#","type":"move","id":2,"x":"#)
        text.append(Self.described(400 + spread / 2))
        text.append(#","y":300}]"#)
    }

    /// Numbers' descriptions made so far, by their bits (one thread drives every session).
    nonisolated(unsafe) private static var descriptions: [UInt64: String] = [:]

    /// `value.description`, made once for each value.
    private static func described(_ value: Double) -> String {
        if let known = descriptions[value.bitPattern] { return known }
        let text = value.description
        if descriptions.count < 100_000 { descriptions[value.bitPattern] = text }
        return text
    }
}
