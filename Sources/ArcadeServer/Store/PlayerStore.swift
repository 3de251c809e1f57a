import Crypto

/// Where the arcade keeps the names players own: each claimed name with its passkeys, the
/// challenges issued to browsers (single-use, expiring), and the sessions signed in. Met by
/// both stores, so that instances sharing a PostgreSQL database share sign-ins.
///
/// Names are owned case-insensitively (by ``PlayerStoreKey/of(_:)``): "ada" is taken once
/// "Ada" is. Times are seconds since 1970; a session's token and a challenge are kept only as
/// their SHA-256, so a copy of the database signs nobody in.
public protocol PlayerStore: Sendable {
    /// The name as its owner claimed it, when `name` (in any case) is claimed; else nil.
    func owner(of name: String) async throws -> String?

    /// Claims `passkey.player` with its first passkey; false when the name (in any case) is
    /// claimed already, or the passkey is stored.
    func claim(_ passkey: StoredPasskey) async throws -> Bool

    /// Adds another passkey to a claimed name; false when the name is not claimed or the
    /// passkey is stored already.
    func addPasskey(_ passkey: StoredPasskey) async throws -> Bool

    /// The passkey with credential id `id`.
    func passkey(id: [UInt8]) async throws -> StoredPasskey?

    /// `player`'s passkeys, oldest first.
    func passkeys(of player: String) async throws -> [StoredPasskey]

    /// Sets a passkey's signature count after a sign-in.
    func setSignCount(_ count: UInt32, passkey id: [UInt8]) async throws

    /// Removes `player`'s passkey `id`, unless it is their last (a name is let go with
    /// ``release(_:)``); false when there is no such passkey or it is the last.
    func removePasskey(id: [UInt8], of player: String) async throws -> Bool

    /// Lets a name go: its passkeys and sessions are removed and anyone may claim it. False when
    /// it was not claimed. Its results stay, under the name.
    func release(_ name: String) async throws -> Bool

    /// Every claimed name, in name order.
    func players() async throws -> [PlayerSummary]

    /// Keeps a challenge issued to a browser until it is taken or expires.
    func saveChallenge(_ challenge: PasskeyChallenge) async throws

    /// Takes challenge `bytes` if it was issued and has not expired by `now`: once only.
    func takeChallenge(_ bytes: [UInt8], now: Double) async throws -> PasskeyChallenge?

    /// Signs `player` in under `token` until `expires`.
    func openSession(token: [UInt8], player: String, expires: Double) async throws

    /// Who session `token` is signed in as, if it is open at `now`.
    func sessionPlayer(token: [UInt8], now: Double) async throws -> String?

    /// Signs session `token` out.
    func closeSession(token: [UInt8]) async throws
}

/// A passkey as the store keeps it.
public struct StoredPasskey: Sendable, Equatable {
    /// The credential id the authenticator gave it.
    public var id: [UInt8]
    /// The name it signs in as.
    public var player: String
    /// Its public key, as COSE bytes.
    public var publicKey: [UInt8]
    /// Its signature count at the last sign-in.
    public var signCount: UInt32
    /// When it was registered, in seconds since 1970.
    public var created: Double

    /// A passkey; see the properties.
    public init(id: [UInt8], player: String, publicKey: [UInt8], signCount: UInt32, created: Double) {
        self.id = id
        self.player = player
        self.publicKey = publicKey
        self.signCount = signCount
        self.created = created
    }
}

/// A claimed name, as `arcade players list` shows it.
public struct PlayerSummary: Sendable, Equatable {
    /// The name as claimed.
    public var name: String
    /// When it was claimed, in seconds since 1970.
    public var claimed: Double
    /// How many passkeys sign in as it.
    public var passkeys: Int

    /// A claimed name; see the properties.
    public init(name: String, claimed: Double, passkeys: Int) {
        self.name = name
        self.claimed = claimed
        self.passkeys = passkeys
    }
}

/// A challenge issued to a browser, for one ceremony.
public struct PasskeyChallenge: Sendable, Equatable {
    /// What it is for: claiming a name, adding a passkey to one, or signing in.
    public enum Purpose: String, Sendable {
        /// Claiming a name with its first passkey.
        case claim
        /// Adding a passkey to a name its player is signed in as.
        case add
        /// Signing in with any passkey.
        case signIn = "sign-in"
    }

    /// The challenge's random bytes.
    public var bytes: [UInt8]
    /// The ceremony it was issued for.
    public var purpose: Purpose
    /// The name it claims or adds a passkey to; nil for a sign-in.
    public var player: String?
    /// When it stops being taken, in seconds since 1970.
    public var expires: Double

    /// A challenge; see the properties.
    public init(bytes: [UInt8], purpose: Purpose, player: String?, expires: Double) {
        self.bytes = bytes
        self.purpose = purpose
        self.player = player
        self.expires = expires
    }
}

/// How names and secrets are keyed in the store.
public enum PlayerStoreKey {
    /// The key a name is owned under: its case folded.
    public static func of(_ name: String) -> String { name.lowercased() }

    /// A token's or challenge's digest, as stored: SHA-256 in hex.
    public static func digest(_ bytes: [UInt8]) -> String { Hex.encode(SHA256.hash(data: bytes)) }
}

/// A claimed name with its passkeys, as `arcade scores export` writes it (a line of its own
/// after the scores) and `arcade scores import` reads it back: binary fields base64url.
public struct ClaimedName: Sendable, Equatable, Codable {
    /// A passkey of the name's.
    public struct Passkey: Sendable, Equatable, Codable {
        /// The credential id, base64url.
        public var id: String
        /// The COSE public key, base64url.
        public var publicKey: String
        /// The signature count at its last sign-in (0 for passkeys that do not count).
        public var signCount: UInt32
        /// When it was registered, in seconds since 1970.
        public var created: Double
    }

    /// The name as claimed.
    public var name: String
    /// When it was claimed, in seconds since 1970.
    public var claimed: Double
    /// Its passkeys, oldest first.
    public var passkeys: [Passkey]

    /// `player`'s name with `passkeys`.
    public init(_ player: PlayerSummary, passkeys: [StoredPasskey]) {
        name = player.name
        claimed = player.claimed
        self.passkeys = passkeys.map { Passkey(id: Base64URL.encode($0.id), publicKey: Base64URL.encode($0.publicKey), signCount: $0.signCount, created: $0.created) }
    }

    /// The passkeys as the store keeps them; nil when one is not base64url.
    public var storedPasskeys: [StoredPasskey]? {
        let keys = passkeys.compactMap { key in
            Base64URL.decode(key.id).flatMap { id in
                Base64URL.decode(key.publicKey).map { StoredPasskey(id: id, player: name, publicKey: $0, signCount: key.signCount, created: key.created) }
            }
        }
        return keys.count == passkeys.count ? keys : nil
    }

    /// Every claimed name in `store`, with its passkeys.
    public static func all(in store: any PlayerStore) async throws -> [ClaimedName] {
        var out: [ClaimedName] = []
        for player in try await store.players() { out.append(ClaimedName(player, passkeys: try await store.passkeys(of: player.name))) }
        return out
    }

    /// Claims the name in `store` with its passkeys (the claim's time becomes its oldest
    /// passkey's); false when the name is claimed there already.
    public func restore(into store: any PlayerStore) async throws -> Bool {
        guard let keys = storedPasskeys?.sorted(by: { $0.created < $1.created }), let first = keys.first,
              try await store.claim(first) else { return false }
        for key in keys.dropFirst() { _ = try await store.addPasskey(key) }
        return true
    }
}
