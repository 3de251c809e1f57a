@testable import ArcadeServer
import Crypto
import Foundation

/// A passkey authenticator in software, for tests: makes a key (ES256 or Ed25519), answers a
/// registration with attestation `none`, and signs sign-ins with a counter — the bytes a
/// browser hands the arcade, made as WebAuthn defines them.
struct SoftAuthenticator {
    enum Algorithm { case es256, ed25519 }

    let algorithm: Algorithm
    let credentialID: [UInt8]
    private let p256 = P256.Signing.PrivateKey()
    private let ed25519 = Curve25519.Signing.PrivateKey()
    /// The signature counter: 0 stays 0 (a synced passkey); else it goes up at each sign-in.
    var counter: UInt32

    init(_ algorithm: Algorithm, id: UInt8 = 7, counter: UInt32 = 0) {
        self.algorithm = algorithm
        credentialID = Array(repeating: id, count: 16)
        self.counter = counter
    }

    /// The public key as COSE CBOR.
    var coseKey: [UInt8] {
        switch algorithm {
        case .es256:
            let point = Array(p256.publicKey.x963Representation)
            return Self.cbor(map: [(.int(1), .int(2)), (.int(3), .int(-7)), (.int(-1), .int(1)), (.int(-2), .bytes(Array(point[1..<33]))), (.int(-3), .bytes(Array(point[33...])))])
        case .ed25519:
            return Self.cbor(map: [(.int(1), .int(1)), (.int(3), .int(-8)), (.int(-1), .int(6)), (.int(-2), .bytes(Array(ed25519.publicKey.rawRepresentation)))])
        }
    }

    /// The client data a browser writes for `type` at `origin`.
    static func clientData(type: String, challenge: [UInt8], origin: String, crossOrigin: Bool = false) -> [UInt8] {
        Array(#"{"type":"\#(type)","challenge":"\#(Base64URL.encode(challenge))","origin":"\#(origin)","crossOrigin":\#(crossOrigin)}"#.utf8)
    }

    /// Authenticator data for `rpID`: flags UP (and UV), the counter, and the passkey when `attested`.
    func authenticatorData(rpID: String, present: Bool = true, attested: Bool) -> [UInt8] {
        var flags: UInt8 = present ? 0x05 : 0x04
        if attested { flags |= 0x40 }
        var data = Array(SHA256.hash(data: Array(rpID.utf8))) + [flags] + withUnsafeBytes(of: counter.bigEndian, Array.init)
        if attested { data += Array(repeating: 0, count: 16) + [UInt8(credentialID.count >> 8), UInt8(credentialID.count & 0xff)] + credentialID + coseKey }
        return data
    }

    /// A registration's answer: the client data and the attestation object (format `none`).
    func register(rpID: String, origin: String, challenge: [UInt8]) -> (clientDataJSON: [UInt8], attestationObject: [UInt8]) {
        let attestation = Self.cbor(map: [(.text("fmt"), .text("none")), (.text("attStmt"), .map([])), (.text("authData"), .bytes(authenticatorData(rpID: rpID, attested: true)))])
        return (Self.clientData(type: "webauthn.create", challenge: challenge, origin: origin), attestation)
    }

    /// A sign-in's answer, signed over the authenticator data and the client data's hash; the
    /// counter goes up first unless it is 0.
    mutating func signIn(rpID: String, origin: String, challenge: [UInt8], present: Bool = true) -> (clientDataJSON: [UInt8], authenticatorData: [UInt8], signature: [UInt8]) {
        if counter != 0 { counter += 1 }
        let client = Self.clientData(type: "webauthn.get", challenge: challenge, origin: origin)
        let data = authenticatorData(rpID: rpID, present: present, attested: false)
        return (client, data, sign(data + Array(SHA256.hash(data: client))))
    }

    /// This passkey's signature of `message`.
    func sign(_ message: [UInt8]) -> [UInt8] {
        switch algorithm {
        case .es256: return Array(try! p256.signature(for: message).derRepresentation)
        case .ed25519: return Array(try! ed25519.signature(for: message))
        }
    }

    /// A CBOR item, for writing tests' inputs.
    indirect enum Item {
        case int(Int)
        case bytes([UInt8])
        case text(String)
        case map([(Item, Item)])
        case array([Item])
    }

    static func cbor(map pairs: [(Item, Item)]) -> [UInt8] { cbor(.map(pairs)) }

    static func cbor(_ item: Item) -> [UInt8] {
        func head(_ major: UInt8, _ n: UInt64) -> [UInt8] {
            switch n {
            case 0..<24: return [major << 5 | UInt8(n)]
            case 24..<256: return [major << 5 | 24, UInt8(n)]
            case 256..<65536: return [major << 5 | 25, UInt8(n >> 8), UInt8(n & 0xff)]
            default: return [major << 5 | 26] + (0..<4).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * $0)) }
            }
        }
        switch item {
        case .int(let n): return n >= 0 ? head(0, UInt64(n)) : head(1, UInt64(-1 - n))
        case .bytes(let b): return head(2, UInt64(b.count)) + b
        case .text(let t): return head(3, UInt64(t.utf8.count)) + Array(t.utf8)
        case .array(let items): return head(4, UInt64(items.count)) + items.flatMap { cbor($0) }
        case .map(let pairs): return head(5, UInt64(pairs.count)) + pairs.flatMap { cbor($0.0) + cbor($0.1) }
        }
    }
}
