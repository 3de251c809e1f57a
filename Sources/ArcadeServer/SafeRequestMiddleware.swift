import Foundation
import HTTPTypes
import Hummingbird

/// Every HTTP request passes here first: a path that decodes to a control character (`%00`
/// cuts a file name short in the layers below: `/index.html%00.png` served the page) is a
/// 400, and every answer says how a browser must treat it — scripts, styles and connections
/// from this server only, nothing framed, no type sniffing, no referrer.
struct SafeRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The Content-Security-Policy: the page is the server's own files, with no inline code but
    /// its import map (allowed by its hash), and talks only to its own origin (the WebSocket
    /// included); WebAssembly may be compiled (the engine a page plays locally), nothing else
    /// evaluated.
    static var contentSecurityPolicy: String { pagePolicy }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        let decoded = request.uri.path.removingPercentEncoding
        if let decoded, !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            response = try await next(request, context)
        } else {
            response = Response(status: .badRequest, headers: [.contentType: "application/json"],
                                body: .init(byteBuffer: ByteBuffer(string: #"{"error":"the path is not a valid file name"}"#)))
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        return response
    }
}

/// SafeRequestMiddleware's policy, made once (a generic type keeps no stored statics).
private let pagePolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' \(PageImportMap.scriptSource); style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    + "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

extension HTTPField.Name {
    static var contentSecurityPolicy: Self { .init("Content-Security-Policy")! }
    static var xContentTypeOptions: Self { .init("X-Content-Type-Options")! }
    static var referrerPolicy: Self { .init("Referrer-Policy")! }
}
