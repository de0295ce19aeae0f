import Foundation
import Hummingbird
import NIOCore
import TrellisSync

/// The read token's check for the web pages. A browser cannot send `Authorization:
/// Bearer`, so a page takes the token once as `?token=` (the form of the 401 page sends it
/// so), answers with the token in an HttpOnly, SameSite=Strict cookie and sends the browser
/// to the same address without it (no token in the history or in a copied link); later
/// pages send the cookie. A missing or wrong token is 401 with the form; the write token
/// may also read, and with no read token configured the pages are open, like the API.
struct PageTokenMiddleware<Context: RequestContext>: RouterMiddleware {
    static var cookieName: String { "trellis_token" }

    let tokens: TokenDigests
    let site: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let given = request.uri.queryParameters.get("token") {
            guard (try? tokens.authorize("Bearer \(given)", for: .read)) != nil else {
                return Self.form(for: request, wrong: true, site: site)
            }
            let value = given.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-", ".", "_", "~"])) ?? ""
            return Response(
                status: .seeOther,
                headers: [.location: Self.addressWithoutToken(request), .setCookie: "\(Self.cookieName)=\(value); Path=/; HttpOnly; SameSite=Strict"])
        }
        let cookie = Self.cookie(Self.cookieName, in: request.headers[values: .cookie])
        let header = cookie.map { "Bearer \($0)" } ?? request.headers[.authorization]
        guard (try? tokens.authorize(header, for: .read)) != nil else {
            return Self.form(for: request, wrong: header != nil, site: site)
        }
        return try await next(request, context)
    }

    /// The 401 page with the token form, posting back to the page asked for.
    static func form(for request: Request, wrong: Bool, site: String) -> Response {
        let page = WebPages.TokenForm(site: site, action: request.uri.path, wrong: wrong)
        return WebRoutes.html(WebTemplates.render("token", page), status: .unauthorized)
    }

    /// The cookie's value, percent-decoded, from any of the request's Cookie headers.
    static func cookie(_ name: String, in headers: [String]) -> String? {
        for header in headers {
            for pair in header.split(separator: ";") {
                let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == name { return String(parts[1]).removingPercentEncoding }
            }
        }
        return nil
    }

    /// The request's path and query with `token` left out.
    static func addressWithoutToken(_ request: Request) -> String {
        let kept = (request.uri.query ?? "").split(separator: "&").filter { !$0.hasPrefix("token=") && $0 != "token" }
        return request.uri.path + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }
}
