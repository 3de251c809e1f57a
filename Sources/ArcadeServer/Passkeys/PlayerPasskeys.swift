import ArcadeCore

/// Names that belong to their players: claiming a name with a passkey, signing in with one on
/// any device, adding and removing passkeys, signing out. Challenges and sessions live in the
/// store, so instances sharing it share sign-ins; a session is a random token the browser keeps
/// in a cookie (``PasskeyRoutes``), made afresh at every sign-in.
struct PlayerPasskeys: Sendable {
    /// Why a ceremony was refused, in words a player reads.
    struct Refusal: Error, Sendable, Equatable {
        enum Kind: Sendable { case taken, invalid, signedOut }
        var kind: Kind
        var message: String
    }

    /// A sign-in made: who, and the session's token for the cookie.
    struct SignedIn: Sendable {
        var player: String
        var token: [UInt8]
    }

    /// How long a challenge may be answered, in seconds. 300.
    static let challengeLifetime = 300.0
    /// How long a session stays signed in, in seconds. 30 days.
    static let sessionLifetime = 30 * 86_400.0
    /// The name the arcade gives a player who types none: nobody's to claim.
    static let unclaimable = "Player"

    let store: any PlayerStore
    let party: PasskeyRelyingParty
    /// The time now, in seconds since 1970 (the wall clock; tests give their own).
    let now: @Sendable () -> Double

    /// Random bytes for challenges, tokens and user handles.
    static func random(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    private func issue(_ purpose: PasskeyChallenge.Purpose, player: String?) async throws -> String {
        let bytes = Self.random(32)
        try await store.saveChallenge(PasskeyChallenge(bytes: bytes, purpose: purpose, player: player, expires: now() + Self.challengeLifetime))
        return Base64URL.encode(bytes)
    }

    private func creation(for name: String, purpose: PasskeyChallenge.Purpose, existing: [StoredPasskey]) async throws -> PasskeyOptions.Creation {
        PasskeyOptions.Creation(challenge: try await issue(purpose, player: name), rp: .init(id: party.id, name: "Fingerplay arcade"),
                                user: .init(id: Base64URL.encode(Self.random(16)), name: name, displayName: name),
                                pubKeyCredParams: PasskeyPublicKey.algorithms.map { .init(alg: $0) }, timeout: Int(Self.challengeLifetime * 1000),
                                excludeCredentials: existing.map { .init(id: Base64URL.encode($0.id)) })
    }

    /// Options to claim `typed` (cleaned as every name is); refused when it is taken or the
    /// name of nobody in particular.
    func claimOptions(name typed: String) async throws -> PasskeyOptions.Creation {
        let name = PlayerName.cleaned(typed)
        guard name != Self.unclaimable else { throw Refusal(kind: .invalid, message: "type the name you want to claim first") }
        if try await store.owner(of: name) != nil { throw Refusal(kind: .taken, message: "the name \(name) is taken") }
        return try await creation(for: name, purpose: .claim, existing: [])
    }

    /// Claims the name `credential`'s challenge was issued for with the passkey it made, and
    /// signs in as it.
    func claim(_ credential: PasskeyCredential) async throws -> SignedIn {
        let (challenge, passkey) = try await register(credential, purpose: .claim)
        let name = challenge.player ?? ""
        guard try await store.claim(passkey) else { throw Refusal(kind: .taken, message: "the name \(name) is taken") }
        return try await openSession(name)
    }

    /// Options to add a passkey to `player`'s name (signed in as it).
    func addOptions(player: String) async throws -> PasskeyOptions.Creation {
        try await creation(for: player, purpose: .add, existing: try await store.passkeys(of: player))
    }

    /// Adds the passkey `credential` made to `player`'s name.
    func add(_ credential: PasskeyCredential, player: String) async throws {
        let (challenge, passkey) = try await register(credential, purpose: .add)
        guard challenge.player.map(PlayerStoreKey.of) == PlayerStoreKey.of(player) else {
            throw Refusal(kind: .invalid, message: "that passkey was asked for another name")
        }
        guard try await store.addPasskey(passkey) else { throw Refusal(kind: .invalid, message: "that passkey is one of the arcade's already") }
    }

    /// Removes `player`'s passkey `id` (base64url); refused for their last.
    func remove(id: String, player: String) async throws {
        guard let bytes = Base64URL.decode(id), try await store.removePasskey(id: bytes, of: player) else {
            throw Refusal(kind: .invalid, message: "that passkey is not one of yours, or it is your last: a name keeps one")
        }
    }

    /// Options to sign in with any passkey of the arcade's.
    func signInOptions() async throws -> PasskeyOptions.Request {
        PasskeyOptions.Request(challenge: try await issue(.signIn, player: nil), rpId: party.id, timeout: Int(Self.challengeLifetime * 1000))
    }

    /// Signs in with the passkey `credential` used.
    func signIn(_ credential: PasskeyCredential) async throws -> SignedIn {
        let (client, challenge) = try await take(credential, purpose: .signIn)
        guard let id = Base64URL.decode(credential.rawId), let stored = try await store.passkey(id: id) else {
            throw Refusal(kind: .invalid, message: "that passkey is not one of the arcade's (its name may have been let go)")
        }
        guard let data = credential.response.authenticatorData.flatMap(Base64URL.decode), let signature = credential.response.signature.flatMap(Base64URL.decode) else {
            throw Refusal(kind: .invalid, message: "the sign-in's answer has no authenticator data or signature")
        }
        let count: UInt32
        do {
            count = try party.signIn(clientDataJSON: client, authenticatorData: data, signature: signature, challenge: challenge.bytes,
                                     publicKey: try PasskeyPublicKey(cose: stored.publicKey), storedCount: stored.signCount)
        } catch {
            throw Refusal(kind: .invalid, message: error.message)
        }
        try await store.setSignCount(count, passkey: id)
        return try await openSession(stored.player)
    }

    /// Who the session `token` is signed in as, if anyone.
    func player(token: [UInt8]) async throws -> String? {
        try await store.sessionPlayer(token: token, now: now())
    }

    /// Signs the session `token` out.
    func signOut(token: [UInt8]) async throws {
        try await store.closeSession(token: token)
    }

    private func openSession(_ player: String) async throws -> SignedIn {
        let token = Self.random(32)
        try await store.openSession(token: token, player: player, expires: now() + Self.sessionLifetime)
        return SignedIn(player: player, token: token)
    }

    /// The client data of `credential` and the challenge it answers, taken (once only).
    private func take(_ credential: PasskeyCredential, purpose: PasskeyChallenge.Purpose) async throws -> ([UInt8], PasskeyChallenge) {
        guard credential.type == "public-key", let client = Base64URL.decode(credential.response.clientDataJSON),
              let bytes = PasskeyRelyingParty.challenge(in: client) else {
            throw Refusal(kind: .invalid, message: "that is not a passkey's answer")
        }
        guard let challenge = try await store.takeChallenge(bytes, now: now()), challenge.purpose == purpose else {
            throw Refusal(kind: .invalid, message: "that answer's challenge has expired or was used already: try again")
        }
        return (client, challenge)
    }

    /// A registration's challenge, taken, and the passkey it made.
    private func register(_ credential: PasskeyCredential, purpose: PasskeyChallenge.Purpose) async throws -> (PasskeyChallenge, StoredPasskey) {
        let (client, challenge) = try await take(credential, purpose: purpose)
        guard let attestation = credential.response.attestationObject.flatMap(Base64URL.decode) else {
            throw Refusal(kind: .invalid, message: "the registration's answer has no attestation object")
        }
        let made: PasskeyRelyingParty.Registered
        do {
            made = try party.register(clientDataJSON: client, attestationObject: attestation, challenge: challenge.bytes)
        } catch {
            throw Refusal(kind: .invalid, message: error.message)
        }
        guard Base64URL.decode(credential.rawId) == made.credentialID else {
            throw Refusal(kind: .invalid, message: "the answer's passkey id is not the one its authenticator made")
        }
        return (challenge, StoredPasskey(id: made.credentialID, player: challenge.player ?? "", publicKey: made.publicKey.cose, signCount: made.signCount, created: now()))
    }
}
