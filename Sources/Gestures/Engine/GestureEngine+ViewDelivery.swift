/// How touches reach the views' own handlers, given the recognizers' `cancelsTouchesInView`,
/// `delaysTouchesBegan` and `delaysTouchesEnded` — UIKit's meaning for each. The page build
/// (FINGERPLAY_PAGE) has none: its views are elements whose own listeners hear the DOM's events.
#if !FINGERPLAY_PAGE
extension GestureEngine {
    /// Tells each view what happened to its touches in this step — after the recognizers have
    /// had their say, so a touch a recognizer took in this step reaches the view as cancelled
    /// (or not at all), never as one more move.
    func deliverStepToViews() {
        for record in active where record.awaitsViewDelivery {
            record.awaitsViewDelivery = false
            let touch = record.touch
            switch record.delivery {
            case .none, .cancelled:
                continue
            case .delayed:
                record.held.append(touch)
            case .live:
                if touch.phase == .began && record.recognizers.contains(where: { $0.delaysTouchesBegan && $0.isLive }) {
                    record.delivery = .delayed
                    record.held.append(touch)
                } else if touch.phase == .ended && isEndDelayed(record) {
                    record.delivery = .delayed
                    record.held.append(touch)
                } else {
                    send(touch, to: record)
                }
            }
        }
    }

    /// A recognizer that began or recognised takes its touches away from their views.
    func cancelViewTouches(of r: GestureRecognizer) {
        guard viewDeliveries > 0 else { return }
        for record in active where record.slotBit & r.sequenceMask != 0 {
            switch record.delivery {
            case .none, .cancelled:
                continue
            case .live, .delayed:
                record.held.clear()
                record.awaitsViewDelivery = false
                if record.viewSawBegan {
                    var cancelled = record.touch
                    cancelled.phase = .cancelled
                    cancelled.timestamp = now
                    send(cancelled, to: record)
                }
                record.delivery = .cancelled
            }
        }
    }

    /// Releases held touches whose delaying recognizers have all failed.
    func settleViewDeliveries() {
        for record in active where record.delivery == .delayed {
            let beganHeld = !record.viewSawBegan
            let stillHeld = record.recognizers.contains { r in
                r.isLive && r.state == .possible && r.sequenceMask & record.slotBit != 0
                    && (beganHeld ? r.delaysTouchesBegan : r.delaysTouchesEnded)
            }
            guard !stillHeld else { continue }
            record.delivery = .live
            let held = record.held
            record.held.clear()
            for touch in held {
                if touch.phase == .ended && isEndDelayed(record) {
                    record.delivery = .delayed
                    record.held.append(touch)
                } else {
                    send(touch, to: record)
                }
            }
        }
    }

    private func isEndDelayed(_ record: ActiveTouch) -> Bool {
        record.recognizers.contains { r in
            r.delaysTouchesEnded && r.isLive && r.state == .possible && r.sequenceMask & record.slotBit != 0
        }
    }

    private func send(_ touch: Touch, to record: ActiveTouch) {
        if touch.phase == .began { record.viewSawBegan = true }
        record.hitView?.touchHandler?(touch)
    }
}
#endif
