import ArcadeCore
import Crypto
import Foundation

/// A passkey's public key, as its authenticator gave it at registration (a COSE key, RFC 9053):
/// ES256 (ECDSA on P-256 with SHA-256, COSE algorithm -7) or EdDSA (Ed25519, -8). Kept as the
/// COSE bytes it came in, and checks the signatures of the passkey's sign-ins.
struct PasskeyPublicKey: Sendable, Equatable {
    /// The COSE algorithms the arcade accepts, most preferred first: what its registration
    /// options offer (`pubKeyCredParams`).
    static let algorithms = [-8, -7]

    enum Key: Sendable {
        case es256(P256.Signing.PublicKey)
        case ed25519(Curve25519.Signing.PublicKey)
    }

    /// The COSE key's bytes, stored with the passkey.
    let cose: [UInt8]
    let key: Key

    /// The key in `cose`, a COSE key's CBOR. Throws, saying why, for anything else: another
    /// algorithm or curve, a point not on the curve, a missing coordinate.
    init(cose: [UInt8]) throws(ArcadeError) {
        let map = try CBORValue.decode(cose)
        try self.init(map, bytes: cose)
    }

    /// The key in `map`, read from `bytes`.
    init(_ map: CBORValue, bytes: [UInt8]) throws(ArcadeError) {
        cose = bytes
        let kty = map[label: 1]?.int, alg = map[label: 3]?.int, crv = map[label: -1]?.int
        switch (kty, alg, crv) {
        case (2, -7, 1):
            guard case .bytes(let x)? = map[label: -2], case .bytes(let y)? = map[label: -3], x.count == 32, y.count == 32,
                  let key = try? P256.Signing.PublicKey(x963Representation: [0x04] + x + y) else {
                throw ArcadeError("the passkey's P-256 key is not a point on the curve")
            }
            self.key = .es256(key)
        case (1, -8, 6):
            guard case .bytes(let x)? = map[label: -2], x.count == 32, let key = try? Curve25519.Signing.PublicKey(rawRepresentation: x) else {
                throw ArcadeError("the passkey's Ed25519 key is not 32 bytes")
            }
            self.key = .ed25519(key)
        default:
            throw ArcadeError("the passkey's key is of an algorithm the arcade does not take (COSE \(alg.map(String.init) ?? "none")): it takes ES256 (-7) and EdDSA (-8)")
        }
    }

    /// Whether `signature` (DER for ES256, 64 bytes for EdDSA) signs `data` with this key.
    func verifies(_ signature: [UInt8], of data: [UInt8]) -> Bool {
        switch key {
        case .es256(let key):
            guard let signature = try? P256.Signing.ECDSASignature(derRepresentation: signature) else { return false }
            return key.isValidSignature(signature, for: data)
        case .ed25519(let key):
            return key.isValidSignature(signature, for: data)
        }
    }

    static func == (a: PasskeyPublicKey, b: PasskeyPublicKey) -> Bool { a.cose == b.cose }
}
