import NIOConcurrencyHelpers

/// Which writer a socket's outbox gets, decided once its first message says what the connection
/// is (``ArcadeConnection/writesOnEventLoop``) — or, if time runs out first, the library's:
/// nothing is written before the choice, so no message can pass another.
final class WriterChoice: Sendable {
    private let state = NIOLockedValueBox<(choice: Bool?, waiting: CheckedContinuation<Bool, Never>?)>((nil, nil))

    /// Decides (the first call only): `onEventLoop` for a ``ChannelWriter``, else the library's writer.
    func make(onEventLoop: Bool) {
        let waiting = state.withLockedValue { s -> CheckedContinuation<Bool, Never>? in
            guard s.choice == nil else { return nil }
            s.choice = onEventLoop
            defer { s.waiting = nil }
            return s.waiting
        }
        waiting?.resume(returning: onEventLoop)
    }

    /// Whether the choice is made.
    var isMade: Bool { state.withLockedValue { $0.choice != nil } }

    /// The choice, once made.
    func wait() async -> Bool {
        await withCheckedContinuation { continuation in
            let made = state.withLockedValue { s -> Bool? in
                if s.choice == nil { s.waiting = continuation }
                return s.choice
            }
            if let made { continuation.resume(returning: made) }
        }
    }
}
