import ArcadeCore
@testable import ArcadeServer
import Testing

/// The arcade checking passkeys as a WebAuthn relying party, against a software authenticator:
/// a registration and sign-ins that hold, then each way an answer can be wrong.
@Suite struct PasskeyRelyingPartyTests {
    static let party = try! PasskeyRelyingParty(origin: "http://localhost:8080")
    static let challenge: [UInt8] = Array(0..<32)

    static func refusal(_ body: () throws(ArcadeError) -> Void) -> String? {
        do { try body() } catch { return error.message }
        return nil
    }

    @Test("a passkey (ES256, EdDSA) registers at count 4, then signs in with its counter going up: 5, 6", arguments: [SoftAuthenticator.Algorithm.es256, .ed25519])
    func registersAndSignsIn(algorithm: SoftAuthenticator.Algorithm) throws {
        var authenticator = SoftAuthenticator(algorithm, counter: 4)
        let made = authenticator.register(rpID: "localhost", origin: "http://localhost:8080", challenge: Self.challenge)
        let passkey = try Self.party.register(clientDataJSON: made.clientDataJSON, attestationObject: made.attestationObject, challenge: Self.challenge)
        #expect(passkey.credentialID == authenticator.credentialID && passkey.signCount == 4)
        #expect(passkey.publicKey.cose == authenticator.coseKey)
        var counts: [UInt32] = []
        for round in 1...2 {
            let challenge = Array(repeating: UInt8(round), count: 32)
            let answer = authenticator.signIn(rpID: "localhost", origin: "http://localhost:8080", challenge: challenge)
            counts.append(try Self.party.signIn(clientDataJSON: answer.clientDataJSON, authenticatorData: answer.authenticatorData, signature: answer.signature,
                                                challenge: challenge, publicKey: passkey.publicKey, storedCount: counts.last ?? passkey.signCount))
        }
        #expect(counts == [5, 6])
    }

    @Test("a synced passkey's counter stays 0, and that is no clone")
    func syncedPasskey() throws {
        var authenticator = SoftAuthenticator(.es256)
        let made = authenticator.register(rpID: "localhost", origin: "http://localhost:8080", challenge: Self.challenge)
        let passkey = try Self.party.register(clientDataJSON: made.clientDataJSON, attestationObject: made.attestationObject, challenge: Self.challenge)
        let answer = authenticator.signIn(rpID: "localhost", origin: "http://localhost:8080", challenge: Self.challenge)
        #expect(try Self.party.signIn(clientDataJSON: answer.clientDataJSON, authenticatorData: answer.authenticatorData, signature: answer.signature,
                                      challenge: Self.challenge, publicKey: passkey.publicKey, storedCount: 0) == 0)
    }

    @Test("a registration to another challenge, from another origin, for another site, of the wrong type or without the player present is refused, saying which")
    func registrationRefusals() {
        let authenticator = SoftAuthenticator(.es256)
        func refusal(rpID: String = "localhost", origin: String = "http://localhost:8080", challenge: [UInt8] = Self.challenge,
                     clientData: [UInt8]? = nil, present: Bool = true) -> String? {
            let made = authenticator.register(rpID: rpID, origin: origin, challenge: challenge)
            let data = authenticator.authenticatorData(rpID: rpID, present: present, attested: true)
            let attestation = SoftAuthenticator.cbor(map: [(.text("fmt"), .text("none")), (.text("attStmt"), .map([])), (.text("authData"), .bytes(data))])
            return Self.refusal { () throws(ArcadeError) in
                _ = try Self.party.register(clientDataJSON: clientData ?? made.clientDataJSON, attestationObject: attestation, challenge: Self.challenge)
            }
        }
        #expect(refusal(challenge: Array(repeating: 9, count: 32)) == "the answer is to another challenge")
        #expect(refusal(origin: "http://evil.example") == "the answer comes from http://evil.example, not http://localhost:8080")
        #expect(refusal(rpID: "evil.example") == "the passkey was made for another site than localhost")
        #expect(refusal(present: false) == "the authenticator did not see the player present")
        #expect(refusal(clientData: SoftAuthenticator.clientData(type: "webauthn.get", challenge: Self.challenge, origin: "http://localhost:8080"))
                == "the answer is a webauthn.get, not a webauthn.create")
        #expect(refusal(clientData: SoftAuthenticator.clientData(type: "webauthn.create", challenge: Self.challenge, origin: "http://localhost:8080", crossOrigin: true))
                == "the answer comes from a frame of another origin")
        #expect(refusal(clientData: Array("not json".utf8)) == "the browser's client data is not the JSON WebAuthn defines")
        #expect(refusal() == nil)
    }

    @Test("a sign-in signed by another key, replayed with its counter, or with the counter gone back is refused")
    func signInRefusals() throws {
        var authenticator = SoftAuthenticator(.es256, counter: 10)
        let made = authenticator.register(rpID: "localhost", origin: "http://localhost:8080", challenge: Self.challenge)
        let passkey = try Self.party.register(clientDataJSON: made.clientDataJSON, attestationObject: made.attestationObject, challenge: Self.challenge)
        let answer = authenticator.signIn(rpID: "localhost", origin: "http://localhost:8080", challenge: Self.challenge)
        let forged = SoftAuthenticator(.es256).sign(answer.authenticatorData + [1])
        func refusal(signature: [UInt8]? = nil, stored: UInt32 = 10, key: PasskeyPublicKey? = nil) -> String? {
            Self.refusal { () throws(ArcadeError) in
                _ = try Self.party.signIn(clientDataJSON: answer.clientDataJSON, authenticatorData: answer.authenticatorData, signature: signature ?? answer.signature,
                                          challenge: Self.challenge, publicKey: key ?? passkey.publicKey, storedCount: stored)
            }
        }
        #expect(refusal() == nil)
        #expect(refusal(signature: forged) == "the sign-in's signature is not the passkey's")
        #expect(refusal(signature: [0x30, 0x01]) == "the sign-in's signature is not the passkey's")
        #expect(refusal(stored: 11) == "the passkey's counter went back (11 then 11): it may have been copied")
        #expect(refusal(stored: 12) == "the passkey's counter went back (12 then 11): it may have been copied")
        let other = SoftAuthenticator(.ed25519)
        #expect(refusal(key: try PasskeyPublicKey(cose: other.coseKey)) == "the sign-in's signature is not the passkey's")
    }

    @Test("the relying party is the public URL's host; an IP address or a path is refused at start-up")
    func relyingParty() throws {
        let party = try PasskeyRelyingParty(origin: "https://Arcade.Example")
        #expect(party.id == "arcade.example" && party.origin == "https://arcade.example")
        #expect(try PasskeyRelyingParty(origin: "http://localhost:8080/").origin == "http://localhost:8080")
        func refusal(_ origin: String) -> String? { Self.refusal { () throws(ArcadeError) in _ = try PasskeyRelyingParty(origin: origin) } }
        #expect(refusal("http://127.0.0.1:8080") == "the public URL http://127.0.0.1:8080 names an IP address: browsers refuse passkeys there (use a host name, as http://localhost:PORT for a local run)")
        #expect(refusal("http://[::1]:8080")?.hasSuffix("names an IP address: browsers refuse passkeys there (use a host name, as http://localhost:PORT for a local run)") == true)
        #expect(refusal("https://arcade.example/play") == "the public URL https://arcade.example/play is not an http or https address with a host and no path")
        #expect(refusal("ftp://arcade.example") == "the public URL ftp://arcade.example is not an http or https address with a host and no path")
    }

    @Test("CBOR: a passkey's key read back; data cut short, nested too deep, a count past the data or a tag refused")
    func cbor() throws {
        let key = SoftAuthenticator(.ed25519).coseKey
        let value = try CBORValue.decode(key)
        #expect(value[label: 1] == .unsigned(1) && value[label: 3] == .negative(7) && value[label: 3]?.int == -8)
        func refusal(_ bytes: [UInt8]) -> String? { Self.refusal { () throws(ArcadeError) in _ = try CBORValue.decode(bytes) } }
        #expect(refusal(Array(key.dropLast())) == "CBOR: a string runs past the end of the data")
        #expect(refusal([0x82, 0x01]) == "CBOR: an array longer than the data")
        #expect(refusal([0x82, 0x01, 0x18]) == "CBOR: the data ends in the middle of a value")
        #expect(refusal(Array(repeating: 0x81, count: 20) + [0x00]) == "CBOR: nested more than 16 deep")
        #expect(refusal([0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) == "CBOR: an array longer than the data")
        #expect(refusal([0xc0, 0x00]) == "CBOR: tags are not used by WebAuthn")
        #expect(refusal([0x01, 0x02]) == "CBOR: 1 bytes after the value")
        #expect(refusal([0x62, 0xff, 0xfe]) == "CBOR: a text string that is not UTF-8")
        #expect(refusal(SoftAuthenticator.cbor(map: [(.int(1), .int(2)), (.int(3), .int(-257))])) == nil)
        let rsa = SoftAuthenticator.cbor(map: [(.int(1), .int(3)), (.int(3), .int(-257))])
        #expect(Self.refusal { () throws(ArcadeError) in _ = try PasskeyPublicKey(cose: rsa) }
                == "the passkey's key is of an algorithm the arcade does not take (COSE -257): it takes ES256 (-7) and EdDSA (-8)")
    }
}
