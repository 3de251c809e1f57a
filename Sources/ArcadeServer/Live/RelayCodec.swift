import ArcadeProtocol
/// What the instances sharing a PostgreSQL say to each other about games watched across them
/// (``PostgresLiveRelay``), written and read in one place, with no connection: a spectator's
/// instance asking a game's holder for it (a ``Want`` on `live_want`), the holder's messages for
/// that game on `live_ID` (a ``GameMessage``), and payloads longer than NOTIFY takes cut into
/// numbered pieces and put back together (``pieces(of:id:limit:)``, ``Reassembler``).
enum RelayCodec {
    /// A spectator's instance to a game's holder: how many of its spectators watch game `game`
    /// (0: none now), and with `token`, an opening wanted for one who joins.
    /// Written `GAME FROM COUNT HOLDER TOKEN` (`-` for no token).
    struct Want: Equatable {
        var game: String
        var from: String
        var count: Int
        var holder: String
        var token: String?

        var payload: String { "\(game) \(from) \(count) \(holder) \(token ?? "-")" }

        /// A want as written, or nil for anything else.
        init?(payload: String) {
            let parts = payload.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5, let count = Int(parts[2]), count >= 0, !parts[0].isEmpty, !parts[1].isEmpty, !parts[3].isEmpty, !parts[4].isEmpty else { return nil }
            (game, from, self.count, holder, token) = (parts[0], parts[1], count, parts[3], parts[4] == "-" ? nil : parts[4])
        }

        init(game: String, from: String, count: Int, holder: String, token: String?) {
            (self.game, self.from, self.count, self.holder, self.token) = (game, from, count, holder, token)
        }
    }

    /// A game's holder to the instances watching it: the opening for the spectator whose want
    /// carried `token` (`o:TOKEN:TEXT`), or a message for every spectator already opened
    /// (`a:TEXT`). `text` is the message as a page gets it.
    enum GameMessage: Equatable {
        case opening(token: String, text: String)
        case message(String)

        var payload: String {
            switch self {
            case .opening(let token, let text): return "o:\(token):\(text)"
            case .message(let text): return "a:\(text)"
            }
        }

        /// A game message as written, or nil for anything else.
        init?(payload: String) {
            if payload.hasPrefix("o:"), let colon = payload.dropFirst(2).firstIndex(of: ":") {
                self = .opening(token: String(payload[payload.index(payload.startIndex, offsetBy: 2)..<colon]), text: String(payload[payload.index(after: colon)...]))
            } else if payload.hasPrefix("a:") {
                self = .message(String(payload.dropFirst(2)))
            } else {
                return nil
            }
        }

        /// The message a page gets.
        var text: String {
            switch self {
            case .opening(_, let text), .message(let text): return text
            }
        }

        /// Whether it ends the game for its spectators (the game ended, moved, or cannot be watched).
        var ends: Bool { text.hasPrefix(ServerMessageKind.ended.textPrefix!) }
    }

    /// What a relay's feed was posted (a game's opening marked `o:TAG:` by the game itself, or a
    /// message as a page gets it), as the payload sent for it.
    static func relayed(_ posted: String) -> String {
        if case .opening? = GameMessage(payload: posted) { return posted }
        return GameMessage.message(posted).payload
    }

    /// `text` as NOTIFY payloads of at most `limit` bytes of text each: itself when it fits,
    /// else pieces `#ID|I|N|DATA`, cut on character boundaries (each piece whole UTF-8), `id`
    /// naming the message they belong to.
    static func pieces(of text: String, id: String, limit: Int) -> [String] {
        let bytes = Array(text.utf8)
        guard bytes.count > limit, limit >= 4 else { return [text] }
        var chunks: [String] = []
        var start = 0
        while start < bytes.count {
            var end = min(start + limit, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            chunks.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return chunks.enumerated().map { "#\(id)|\($0.offset)|\(chunks.count)|\($0.element)" }
    }

    /// Puts pieces back together, message by message: NOTIFY on one channel keeps the order they
    /// were sent in, so a message is whole at its last piece.
    struct Reassembler {
        private var partial: [String: [String]] = [:]

        /// How many messages wait for pieces.
        var waiting: Int { partial.count }

        /// The whole payload `payload` completes: itself when it is not a piece, the message
        /// when it is its last piece, nil while pieces are still coming or for a malformed one.
        mutating func take(_ payload: String) -> String? {
            guard payload.hasPrefix("#") else { return payload }
            let parts = payload.dropFirst().split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let index = Int(parts[1]), let total = Int(parts[2]), total > 0, index >= 0, index < total else { return nil }
            let key = String(parts[0])
            var chunks = partial[key] ?? Array(repeating: "", count: total)
            guard chunks.count == total else { return nil }
            chunks[index] = String(parts[3])
            guard index == total - 1 else {
                partial[key] = chunks
                return nil
            }
            partial[key] = nil
            return chunks.joined()
        }
    }
}
