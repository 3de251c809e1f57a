import NIOCore

/// The reverse proxies whose `X-Forwarded-For` the arcade believes (`--trusted-proxy`), so
/// that behind nginx the logs, limits and metrics see players' addresses, not the proxy's.
/// A header from any other peer is ignored: a player cannot choose the address they are
/// counted under.
public struct TrustedProxies: Sendable {
    /// A `--trusted-proxy` value that is neither an IP address nor an IPv4 network.
    public struct Malformed: Error, CustomStringConvertible {
        /// Which entry, and what a good one looks like.
        public var description: String
    }

    private struct Network: Sendable {
        var address: [UInt8]
        var prefix: Int
    }

    private let networks: [Network]

    /// No proxy trusted (the default): every peer is the client.
    public init() { networks = [] }

    /// Trusts each of `entries`: an IPv4 or IPv6 address ("127.0.0.1", "::1") or an IPv4 network
    /// ("10.0.0.0/8"). Throws ``Malformed`` naming an entry that is neither.
    public init(_ entries: [String]) throws {
        networks = try entries.map { entry in
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let address = Self.bytes(String(parts[0])) else {
                throw Malformed(description: "\"\(entry)\" is not an IP address or an IPv4 network such as 10.0.0.0/8")
            }
            var prefix = address.count * 8
            if parts.count == 2 {
                guard let bits = Int(parts[1]), (0...prefix).contains(bits) else {
                    throw Malformed(description: "\"\(entry)\" has a prefix length outside 0...\(prefix)")
                }
                prefix = bits
            }
            return Network(address: address, prefix: prefix)
        }
    }

    /// Whether any proxy is trusted.
    public var isEmpty: Bool { networks.isEmpty }

    /// The client's address for a request from `peer` carrying `forwardedFor` (the
    /// `X-Forwarded-For` header, nil when absent): the peer itself unless it is trusted, else
    /// the last address in the header not itself a trusted proxy (nginx appends the address it
    /// saw to what the client sent, so only the rightmost entries are the proxies' own word).
    public func client(peer: String, forwardedFor: String?) -> String {
        guard isTrusted(peer), let forwardedFor else { return peer }
        let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() {
            guard Self.bytes(hop) != nil else { return peer }
            if !isTrusted(hop) { return hop }
        }
        return hops.first ?? peer
    }

    /// Whether `address` is one of the trusted proxies.
    public func isTrusted(_ address: String) -> Bool {
        guard let bytes = Self.bytes(address) else { return false }
        return networks.contains { network in
            guard network.address.count == bytes.count else { return false }
            var bits = network.prefix
            for (a, b) in zip(network.address, bytes) where bits > 0 {
                let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
                if a & mask != b & mask { return false }
                bits -= 8
            }
            return true
        }
    }

    /// An address's bytes (4 for IPv4, 16 for IPv6), or nil when it is not an IP address.
    static func bytes(_ text: String) -> [UInt8]? {
        guard let address = try? SocketAddress(ipAddress: text, port: 0) else { return nil }
        switch address {
        case .v4(let v4): return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6): return withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
        default: return nil
        }
    }
}
