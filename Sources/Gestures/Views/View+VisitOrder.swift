/// The order a view's recognizers are visited in when a touch lands: kept in an extension, as
/// the engine calls it directly (no subclass replaces it).
extension View {
    /// Works out `recognizerVisitOrder` again: by precedence, then the order they were added
    /// (a recognizer's engagement serial, the last tie-breaker, is left out). Sorts
    /// in place when the count is unchanged, so a view whose tied recognizers keep swapping
    /// does not allocate each time.
    func sortRecognizerVisitOrder() {
        let recognizers = gestureRecognizers
        if recognizerVisitOrder.count != recognizers.count { recognizerVisitOrder = Array(recognizers.indices) }
        func before(_ a: Int, _ b: Int) -> Bool {
            let pa = recognizers[a].precedence, pb = recognizers[b].precedence
            if pa != pb { return pa > pb }
            return a < b
        }
        recognizerVisitOrder.withUnsafeMutableBufferPointer { order in
            for i in 1..<max(order.count, 1) {
                var j = i
                while j > 0 && before(order[j], order[j - 1]) {
                    order.swapAt(j, j - 1)
                    j -= 1
                }
            }
        }
        visitList.removeAll()
        for i in recognizerVisitOrder { visitList.append(Unmanaged.passUnretained(recognizers[i])) }
        visitIsPlain = recognizers.allSatisfy { $0.isBuiltInClass && !$0.hasDelegate }
        // A built-in recognizer's precedence changes only through a setter that marks the
        // listing stale, so a plain listing reads the keys stored here.
        if visitIsPlain { for r in recognizers { r.precedenceKey = r.precedence } }
        // With no two of them tied on precedence, this order is the canonical one (the
        // engagement serial, which breaks such ties, never comes into it), so each recognizer
        // listed joins the end of the touch's list for this view without a comparison.
        visitIsCanonical = true
        for k in 1..<max(recognizerVisitOrder.count, 1) {
            let a = recognizers[recognizerVisitOrder[k - 1]], b = recognizers[recognizerVisitOrder[k]]
            if a.precedence == b.precedence { visitIsCanonical = false }
        }
        visitIsCurrent = true
    }
}
