import Hummingbird

/// Says on every answer which version of the page this arcade runs (``PageVersion``), so the
/// service worker keeps only files of one version and gives a page only files of its own. An
/// answer that says a version of its own (the WebAssembly build, once rebuilt) keeps it.
struct PageVersionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The version's id (``PageVersion/id``).
    let version: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if response.headers[PageVersion.header] == nil { response.headers[PageVersion.header] = version }
        return response
    }
}
