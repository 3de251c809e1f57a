/// What the arcade hands a browser to make or use a passkey, in WebAuthn's JSON form (what
/// `PublicKeyCredential.parseCreationOptionsFromJSON` and `parseRequestOptionsFromJSON` read;
/// binary fields base64url): the page passes it to `navigator.credentials`.
enum PasskeyOptions {
    /// Options for `navigator.credentials.create`: a new passkey for `user`.
    struct Creation: Codable, Sendable, Equatable {
        struct Party: Codable, Sendable, Equatable {
            var id: String
            var name: String
        }

        struct User: Codable, Sendable, Equatable {
            /// base64url of the user handle: random bytes, never the name.
            var id: String
            var name: String
            var displayName: String
        }

        struct Parameter: Codable, Sendable, Equatable {
            var type = "public-key"
            var alg: Int
        }

        struct Descriptor: Codable, Sendable, Equatable {
            var type = "public-key"
            var id: String
        }

        struct Selection: Codable, Sendable, Equatable {
            /// A discoverable passkey: signing in needs no name typed.
            var residentKey = "required"
            var requireResidentKey = true
            var userVerification = "preferred"
        }

        var challenge: String
        var rp: Party
        var user: User
        var pubKeyCredParams: [Parameter]
        /// Milliseconds the browser gives the player.
        var timeout: Int
        var attestation = "none"
        var authenticatorSelection = Selection()
        /// The player's passkeys already made: not made twice on one authenticator.
        var excludeCredentials: [Descriptor]
    }

    /// Options for `navigator.credentials.get`: sign in with any passkey of this site.
    struct Request: Codable, Sendable, Equatable {
        var challenge: String
        var rpId: String
        var timeout: Int
        var userVerification = "preferred"
        var allowCredentials: [Creation.Descriptor] = []
    }
}

/// A browser's answer, as `PublicKeyCredential.toJSON()` writes it (binary fields base64url).
struct PasskeyCredential: Codable, Sendable {
    struct Response: Codable, Sendable {
        var clientDataJSON: String
        /// A registration's.
        var attestationObject: String?
        /// A sign-in's.
        var authenticatorData: String?
        var signature: String?
        var userHandle: String?
    }

    var id: String
    var rawId: String
    var type: String
    var response: Response
}
