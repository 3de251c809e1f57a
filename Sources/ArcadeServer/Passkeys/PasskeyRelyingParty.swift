import ArcadeCore
import Crypto
import Foundation

/// The arcade as a WebAuthn relying party: checks a browser's answer to a registration (a new
/// passkey for a name) or a sign-in against the challenge the arcade issued, its own origin
/// and id, and — for a sign-in — the passkey's stored public key. Every failure is an error
/// saying what was wrong; nothing is kept from an answer that fails.
///
/// Attestation is not asked for (`none`): the arcade trusts a passkey for what it proves — the
/// same key signs again — not for who made the authenticator, so an attestation statement that
/// comes anyway is not read. User verification is preferred, not required: presence is.
struct PasskeyRelyingParty: Sendable {
    /// The relying party id: the arcade's host name (`localhost` for a local run).
    let id: String
    /// The origin pages are served from: `https://arcade.example` or `http://localhost:8080`.
    let origin: String

    /// A passkey registered: its id, public key and signature count.
    struct Registered: Sendable {
        var credentialID: [UInt8]
        var publicKey: PasskeyPublicKey
        var signCount: UInt32
    }

    /// The relying party for pages served from `origin` (scheme, host and port, no path).
    /// Throws for an origin with no host, or a bare IP address (browsers refuse WebAuthn there).
    init(origin: String) throws(ArcadeError) {
        guard let url = URL(string: origin), let scheme = url.scheme, scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
              url.path.isEmpty || url.path == "/" else {
            throw ArcadeError("the public URL \(origin) is not an http or https address with a host and no path")
        }
        if host.allSatisfy({ $0.isNumber || $0 == "." }) || host.contains(":") {
            throw ArcadeError("the public URL \(origin) names an IP address: browsers refuse passkeys there (use a host name, as http://localhost:PORT for a local run)")
        }
        id = host.lowercased()
        self.origin = "\(scheme)://\(id)" + (url.port.map { ":\($0)" } ?? "")
    }

    /// Checks a registration's answer to `challenge`; returns the passkey it made.
    func register(clientDataJSON: [UInt8], attestationObject: [UInt8], challenge: [UInt8]) throws(ArcadeError) -> Registered {
        try check(clientDataJSON, type: "webauthn.create", challenge: challenge)
        let attestation = try CBORValue.decode(attestationObject)
        guard case .bytes(let authBytes)? = attestation["authData"], case .text? = attestation["fmt"] else {
            throw ArcadeError("the attestation has no authenticator data or format")
        }
        let data = try AuthenticatorData(authBytes)
        try check(data)
        guard let credential = data.credential else { throw ArcadeError("the registration's answer carries no passkey") }
        return Registered(credentialID: credential.id, publicKey: credential.publicKey, signCount: data.signCount)
    }

    /// Checks a sign-in's answer to `challenge`, signed with `publicKey`, whose count stood at
    /// `storedCount`; returns the passkey's new count. A count that does not go up (when the
    /// authenticator counts at all) means a cloned authenticator, and is refused.
    func signIn(clientDataJSON: [UInt8], authenticatorData: [UInt8], signature: [UInt8], challenge: [UInt8],
                publicKey: PasskeyPublicKey, storedCount: UInt32) throws(ArcadeError) -> UInt32 {
        try check(clientDataJSON, type: "webauthn.get", challenge: challenge)
        let data = try AuthenticatorData(authenticatorData)
        try check(data)
        guard publicKey.verifies(signature, of: authenticatorData + Array(SHA256.hash(data: clientDataJSON))) else {
            throw ArcadeError("the sign-in's signature is not the passkey's")
        }
        if data.signCount != 0 || storedCount != 0, data.signCount <= storedCount {
            throw ArcadeError("the passkey's counter went back (\(storedCount) then \(data.signCount)): it may have been copied")
        }
        return data.signCount
    }

    /// The challenge a browser's client data answers, to find what it was issued for; nil when
    /// the client data is not WebAuthn's JSON.
    static func challenge(in clientDataJSON: [UInt8]) -> [UInt8]? {
        (try? JSONDecoder().decode(ClientData.self, from: Data(clientDataJSON))).flatMap { Base64URL.decode($0.challenge) }
    }

    /// What the browser says it was asked: the client data, checked.
    private struct ClientData: Decodable {
        var type: String
        var challenge: String
        var origin: String
        var crossOrigin: Bool?
    }

    private func check(_ json: [UInt8], type: String, challenge: [UInt8]) throws(ArcadeError) {
        guard let client = try? JSONDecoder().decode(ClientData.self, from: Data(json)) else {
            throw ArcadeError("the browser's client data is not the JSON WebAuthn defines")
        }
        guard client.type == type else { throw ArcadeError("the answer is a \(client.type.prefix(40)), not a \(type)") }
        guard Base64URL.decode(client.challenge) == challenge else { throw ArcadeError("the answer is to another challenge") }
        guard client.origin == origin else { throw ArcadeError("the answer comes from \(client.origin.prefix(100)), not \(origin)") }
        guard client.crossOrigin != true else { throw ArcadeError("the answer comes from a frame of another origin") }
    }

    private func check(_ data: AuthenticatorData) throws(ArcadeError) {
        guard data.rpIDHash == Array(SHA256.hash(data: Array(id.utf8))) else { throw ArcadeError("the passkey was made for another site than \(id)") }
        guard data.userPresent else { throw ArcadeError("the authenticator did not see the player present") }
    }
}
