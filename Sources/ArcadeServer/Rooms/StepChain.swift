import Crypto

/// The seal on a board's steps: each link is HMAC-SHA-256, under the key the instances share, of
/// the link before it (16 bytes; for the first, the board's origin: its room and header) and the
/// step's text, cut to 16 bytes. The
/// last link vouches for every step before it, in order: a page hands the steps and the link to
/// another instance, which works the chain out again and takes nothing that differs.
///
/// Worked out once for every step a room sends, so kept cheap: the key's inner and outer
/// padded blocks are hashed once, and each link starts from copies of those states.
struct StepChain: Sendable {
    /// A link's bytes.
    static let linkBytes = 16
    private let inner: SHA256
    private let outer: SHA256

    /// The chain under `key`.
    init(key: [UInt8]) {
        var block = key.count > 64 ? Array(SHA256.hash(data: key)) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(data: block.map { $0 ^ 0x36 })
        var outer = SHA256()
        outer.update(data: block.map { $0 ^ 0x5c })
        self.inner = inner
        self.outer = outer
    }

    /// What the first step's link follows: the board itself — the room's `code` and the board's
    /// `header` (game, options, seed, size, team) — sealed, so that a chain vouches for steps of
    /// that board in that room and no other: another board's steps, even ones this arcade sent,
    /// do not work out to its links.
    func origin(room code: String, header: String) -> [UInt8] {
        link(after: Array("fingerplay-board-1|\(code)|".utf8), header)
    }

    /// The link after `previous` (``origin(room:header:)`` for the first step) for `step`.
    func link(after previous: [UInt8], _ step: String) -> [UInt8] {
        var i = inner
        i.update(data: previous)
        var text = step
        text.withUTF8 { i.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        var o = outer
        i.finalize().withUnsafeBytes { o.update(bufferPointer: $0) }
        return o.finalize().withUnsafeBytes { Array($0.prefix(Self.linkBytes)) }
    }

    /// A link as the pages carry it: lowercase hex.
    static func text(_ link: [UInt8]) -> String { Hex.encode(link) }
}
