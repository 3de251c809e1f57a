/// How touches reach the views' own handlers, given the recognizers' `cancelsTouchesInView`,
/// `delaysTouchesBegan` and `delaysTouchesEnded` — UIKit's meaning for each.
extension GestureEngine {
    func deliverToView(_ record: ActiveTouch, _ touch: Touch) {
        switch record.delivery {
        case .none, .cancelled:
            return
        case .delayed:
            record.held.append(touch)
        case .live:
            if touch.phase == .ended && isEndDelayed(record) {
                record.delivery = .delayed
                record.held.append(touch)
            } else {
                send(touch, to: record)
            }
        }
    }

    /// A recognizer that began or recognised takes its touches away from their views.
    func cancelViewTouches(of r: GestureRecognizer) {
        for record in active where record.slotBit & r.sequenceMask != 0 {
            switch record.delivery {
            case .none, .cancelled:
                continue
            case .live, .delayed:
                record.held.removeAll(keepingCapacity: true)
                if record.viewSawBegan {
                    var cancelled = record.touch
                    cancelled.phase = .cancelled
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
            record.held.removeAll(keepingCapacity: true)
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
