import ArcadeCore

/// What an authenticator says of a registration or sign-in (WebAuthn's authenticator data):
/// the hash of the relying party's id it acted for, whether the user was present and verified,
/// its signature counter, and — at registration — the new passkey's id and public key.
struct AuthenticatorData: Sendable {
    /// SHA-256 of the relying party id the authenticator acted for.
    let rpIDHash: [UInt8]
    /// The user touched or otherwise consented (UP).
    let userPresent: Bool
    /// The user was verified: a PIN, a fingerprint, a face (UV).
    let userVerified: Bool
    /// How many times the passkey has signed, by the authenticator's count; 0 for passkeys that
    /// do not count (synced ones).
    let signCount: UInt32
    /// At registration: the passkey's id and public key.
    let credential: (id: [UInt8], publicKey: PasskeyPublicKey)?

    /// The longest credential id WebAuthn allows, in bytes.
    static let maximumCredentialID = 1023

    /// Reads `bytes`; throws, saying what is wrong, on anything cut short or malformed.
    init(_ bytes: [UInt8]) throws(ArcadeError) {
        guard bytes.count >= 37 else { throw ArcadeError("the authenticator's data is \(bytes.count) bytes: at least 37 are needed") }
        rpIDHash = Array(bytes[0..<32])
        let flags = bytes[32]
        userPresent = flags & 0x01 != 0
        userVerified = flags & 0x04 != 0
        signCount = bytes[33..<37].reduce(0) { $0 << 8 | UInt32($1) }
        guard flags & 0x40 != 0 else {
            credential = nil
            return
        }
        // Attested credential data: 16 bytes of authenticator model, the id's length, the id, the key.
        guard bytes.count >= 55 else { throw ArcadeError("the authenticator's data ends before its passkey") }
        let idLength = Int(bytes[53]) << 8 | Int(bytes[54])
        guard idLength <= Self.maximumCredentialID, bytes.count >= 55 + idLength else {
            throw ArcadeError("the passkey's id is longer than the authenticator's data or than WebAuthn allows")
        }
        let id = Array(bytes[55..<55 + idLength])
        let rest = bytes[(55 + idLength)...]
        let (map, length) = try CBORValue.read(rest)
        credential = (id, try PasskeyPublicKey(map, bytes: Array(rest.prefix(length))))
    }
}
