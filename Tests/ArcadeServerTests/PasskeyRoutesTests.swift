import ArcadeProbe
@testable import ArcadeServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

extension LiveServerTests {
    /// Names claimed and signed in over HTTP, as a browser does with a passkey: the arcade's
    /// routes, its cookie and its refusals, against a software authenticator.
    @Suite struct PasskeyRoutesTests {
        static let origin = "http://arcade.test"

        /// One HTTP exchange: status, headers (lowercased names), body text. No cookie is kept
        /// between calls: each is sent as given.
        static func call(_ port: Int, _ method: String, _ path: String, body: String? = nil, cookie: String? = nil,
                         origin: String? = PasskeyRoutesTests.origin) async throws -> (status: Int, headers: [String: String], body: String) {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            request.httpMethod = method
            request.httpBody = body.map { Data($0.utf8) }
            request.httpShouldHandleCookies = false
            if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
            if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpCookieStorage = nil
            let (data, response) = try await URLSession(configuration: configuration).data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            var headers: [String: String] = [:]
            for (name, value) in http.allHeaderFields { headers["\(name)".lowercased()] = "\(value)" }
            return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
        }

        /// The JSON object in `text`.
        static func object(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }

        /// The cookie pair (`name=value`) a Set-Cookie header sets.
        static func cookie(_ setCookie: String?) throws -> String {
            String(try #require(setCookie?.split(separator: ";").first))
        }

        /// A credential's JSON as `PublicKeyCredential.toJSON()` writes it.
        static func credential(id: [UInt8], _ response: [String: [UInt8]]) -> String {
            let fields = response.sorted { $0.key < $1.key }.map { #""\#($0.key)":"\#(Base64URL.encode($0.value))""# }.joined(separator: ",")
            return #"{"id":"\#(Base64URL.encode(id))","rawId":"\#(Base64URL.encode(id))","type":"public-key","response":{\#(fields)}}"#
        }

        /// Ada's passkey claims her name; the answer signs her in.
        static func claim(_ port: Int, _ name: String, with authenticator: SoftAuthenticator) async throws -> (status: Int, headers: [String: String], body: String) {
            let options = try await call(port, "POST", "/api/players/claim/options", body: #"{"name":"\#(name)"}"#)
            guard options.status == 200 else { return options }
            let text = try #require(try object(options.body)["challenge"] as? String)
            let challenge = try #require(Base64URL.decode(text))
            let made = authenticator.register(rpID: "arcade.test", origin: origin, challenge: challenge)
            return try await call(port, "POST", "/api/players/claim",
                                  body: credential(id: authenticator.credentialID, ["clientDataJSON": made.clientDataJSON, "attestationObject": made.attestationObject]))
        }

        /// A sign-in's answer, by `authenticator`, to a challenge the arcade issues.
        static func signInAnswer(_ port: Int, _ authenticator: inout SoftAuthenticator) async throws -> String {
            let options = try await call(port, "POST", "/api/session/options")
            let fields = try object(options.body)
            #expect(options.status == 200 && fields["rpId"] as? String == "arcade.test" && fields["userVerification"] as? String == "preferred")
            let text = try #require(fields["challenge"] as? String)
            let challenge = try #require(Base64URL.decode(text))
            let answer = authenticator.signIn(rpID: "arcade.test", origin: origin, challenge: challenge)
            return credential(id: authenticator.credentialID, ["clientDataJSON": answer.clientDataJSON, "authenticatorData": answer.authenticatorData,
                                                               "signature": answer.signature])
        }

        @Test("Ada claims her name with a passkey and is signed in; a second browser signs in with it, a fresh cookie; signing out ends that one only")
        func claimAndSignIn() async throws {
            try await withArcade(publicURL: Self.origin) { port, _ in
                var passkey = SoftAuthenticator(.es256, counter: 1)
                let options = try Self.object(try await Self.call(port, "POST", "/api/players/claim/options", body: #"{"name":"Ada"}"#).body)
                #expect(options["attestation"] as? String == "none" && (options["rp"] as? [String: String])?["id"] == "arcade.test")
                #expect((options["pubKeyCredParams"] as? [[String: Any]])?.compactMap { $0["alg"] as? Int } == [-8, -7])
                #expect((options["user"] as? [String: String])?["name"] == "Ada")
                let claimed = try await Self.claim(port, "Ada", with: passkey)
                #expect(claimed.status == 200 && claimed.body == #"{"player":"Ada"}"#)
                let setCookie = try #require(claimed.headers["set-cookie"])
                #expect(setCookie.hasSuffix("; Max-Age=2592000; Path=/; HttpOnly; SameSite=Strict"))
                let first = try Self.cookie(setCookie)
                let session = try Self.object(try await Self.call(port, "GET", "/api/session", cookie: first).body)
                #expect(session["player"] as? String == "Ada" && (session["passkeys"] as? [[String: Any]])?.first?["id"] as? String == Base64URL.encode(passkey.credentialID))

                // Another browser, the same passkey (synced, or the browser's cross-device flow).
                let answer = try await Self.signInAnswer(port, &passkey)
                let signedIn = try await Self.call(port, "POST", "/api/session", body: answer)
                #expect(signedIn.status == 200 && signedIn.body == #"{"player":"Ada"}"#)
                let second = try Self.cookie(signedIn.headers["set-cookie"])
                #expect(second != first)
                let replayed = try await Self.call(port, "POST", "/api/session", body: answer)
                #expect(replayed.status == 400 && replayed.body == #"{"error":"that answer's challenge has expired or was used already: try again"}"#)

                let out = try await Self.call(port, "DELETE", "/api/session", cookie: second)
                #expect(out.status == 200 && out.headers["set-cookie"] == "fingerplay_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict")
                let after = [try await Self.call(port, "GET", "/api/session", cookie: second).body, try await Self.call(port, "GET", "/api/session", cookie: first).body]
                #expect(after[0] == #"{"origin":"http:\/\/arcade.test","passkeys":[],"player":null}"# && after[1].contains(#""player":"Ada""#))
                // A cookie this arcade never made signs in nobody.
                let stranger = "fingerplay_session=" + Base64URL.encode(Array(repeating: 1, count: 32))
                #expect(try await Self.call(port, "GET", "/api/session", cookie: stranger).body == #"{"origin":"http:\/\/arcade.test","passkeys":[],"player":null}"#)
            }
        }

        @Test("a claimed name is taken in any case; a request from another origin, or none, is refused; a passkey of another name signs in as its own")
        func refusals() async throws {
            try await withArcade(publicURL: Self.origin) { port, _ in
                #expect(try await Self.claim(port, "Ada", with: SoftAuthenticator(.ed25519, id: 1)).status == 200)
                let again = try await Self.claim(port, "ADA", with: SoftAuthenticator(.es256, id: 2))
                #expect(again.status == 409 && again.body == #"{"error":"the name ADA is taken"}"#)
                let nameless = try await Self.call(port, "POST", "/api/players/claim/options", body: #"{"name":"  "}"#)
                #expect(nameless.status == 400 && nameless.body == #"{"error":"type the name you want to claim first"}"#)
                let foreign = try await Self.call(port, "POST", "/api/session/options", origin: "http://evil.example")
                #expect(foreign.status == 403
                        && foreign.body == #"{"error":"this request must come from the arcade's own pages (http:\/\/arcade.test), not http:\/\/evil.example"}"#)
                #expect(try await Self.call(port, "POST", "/api/session/options", origin: nil).status == 403)
                let unsigned = try await Self.call(port, "POST", "/api/players/passkeys/options")
                #expect(unsigned.status == 401 && unsigned.body == #"{"error":"sign in first"}"#)
                // Bo's passkey signs Bo in, never Ada.
                var bo = SoftAuthenticator(.es256, id: 3)
                #expect(try await Self.claim(port, "Bo", with: bo).status == 200)
                let signedIn = try await Self.call(port, "POST", "/api/session", body: try await Self.signInAnswer(port, &bo))
                #expect(signedIn.body == #"{"player":"Bo"}"#)
            }
        }

        @Test("a signed-in player adds a second passkey and removes the first, never the last")
        func secondPasskey() async throws {
            try await withArcade(publicURL: Self.origin) { port, _ in
                let first = SoftAuthenticator(.es256, id: 1), second = SoftAuthenticator(.ed25519, id: 2)
                let cookie = try Self.cookie(try await Self.claim(port, "Ada", with: first).headers["set-cookie"])
                let options = try Self.object(try await Self.call(port, "POST", "/api/players/passkeys/options", cookie: cookie).body)
                #expect((options["excludeCredentials"] as? [[String: String]])?.map { $0["id"] } == [Base64URL.encode(first.credentialID)])
                let text = try #require(options["challenge"] as? String)
                let challenge = try #require(Base64URL.decode(text))
                let made = second.register(rpID: "arcade.test", origin: Self.origin, challenge: challenge)
                let added = try await Self.call(port, "POST", "/api/players/passkeys", body: Self.credential(id: second.credentialID,
                    ["clientDataJSON": made.clientDataJSON, "attestationObject": made.attestationObject]), cookie: cookie)
                #expect(added.status == 200 && added.body == #"{"player":"Ada"}"#)
                let removed = try await Self.call(port, "DELETE", "/api/players/passkeys/\(Base64URL.encode(first.credentialID))", cookie: cookie)
                let last = try await Self.call(port, "DELETE", "/api/players/passkeys/\(Base64URL.encode(second.credentialID))", cookie: cookie)
                #expect(removed.status == 200 && last.status == 400)
                #expect(last.body == #"{"error":"that passkey is not one of yours, or it is your last: a name keeps one"}"#)
            }
        }

        @Test("a cookie made by another arcade signs nobody in here: no player, a passkey route refused in words, a socket a guest's")
        func anotherArcadesCookie() async throws {
            try await withArcade(publicURL: Self.origin) { first, _ in
                let cookie = try Self.cookie(try await Self.claim(first, "Ada", with: SoftAuthenticator(.es256)).headers["set-cookie"])
                #expect(try Self.object(try await Self.call(first, "GET", "/api/session", cookie: cookie).body)["player"] as? String == "Ada")
                try await withArcade(publicURL: Self.origin) { second, store in
                    let session = try await Self.call(second, "GET", "/api/session", cookie: cookie)
                    #expect(session.status == 200)
                    let fields = try Self.object(session.body)
                    #expect(fields["player"] is NSNull && (fields["passkeys"] as? [Any])?.isEmpty == true && fields["origin"] as? String == "http://arcade.test")
                    let add = try await Self.call(second, "POST", "/api/players/passkeys/options", cookie: cookie)
                    #expect(add.status == 401 && add.body == #"{"error":"sign in first"}"#)
                    // Ada is nobody's name here: the socket plays it as a guest's, and it stays unclaimed.
                    let socket = try RawWebSocket(port: second, cookie: cookie)
                    try socket.send(#"{"type":"hello","version":1,"game":"tapit","local":true,"width":600,"height":600,"player":"Ada"}"#)
                    _ = try #require(try socket.receive(type: "welcome"))
                    #expect(try await store.owner(of: "Ada") == nil)
                }
            }
        }
    }
}
