import Foundation
import Hummingbird
import NIOCore
import TrellisEngine
import TrellisSync

/// The hub's web pages, beside the API's `/v1/…` routes and behind the read token
/// (`PageTokenMiddleware`):
///
/// | path | page |
/// |---|---|
/// | `/` (`?q=` filters) | the library: components with thumbnails, releases, tags |
/// | `/c/NAME` | a component: its picture on each device, `check`'s problems on its source, uses, used by, history |
/// | `/c/NAME/svg/DEVICE` | the component's SVG on one device (the library's thumbnails) |
/// | `/c/NAME/v/VERSION` (`?device=`) | a version against its parent: structural diff, before/after overlay |
enum WebRoutes {
    static func add(to router: Router<BasicRequestContext>, site: WebSite, tokens: TokenDigests, siteName: String) {
        let pages = router.group().add(middleware: PageTokenMiddleware(tokens: tokens, site: siteName))
        pages.get("/") { request, _ in
            let library = try await site.library()
            let query = request.uri.queryParameters.get("q") ?? ""
            return html(WebTemplates.render("library", WebPages.library(library, query: query, site: siteName)))
        }
        pages.get("/c/:name") { _, context in
            let name = context.parameters.get("name") ?? ""
            let library = try await site.library()
            guard library.heads[name] != nil else { return notFound("no component named '\(name)' in this library", site: siteName) }
            let page = WebPages.component(name, library: library, layouts: site.layouts(of: name, in: library), site: siteName)
            return html(page.flatMap { WebTemplates.render("component", $0) })
        }
        pages.get("/c/:name/svg/:device") { _, context in
            let name = context.parameters.get("name") ?? "", device = context.parameters.get("device") ?? ""
            let library = try await site.library()
            guard let svg = site.picture(of: name, device: device, in: library), !svg.isEmpty else {
                return notFound("no picture of '\(name)' on '\(device)' (a spec, an unknown device, or a layout that fails)", site: siteName)
            }
            return Response(
                status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        }
        pages.get("/c/:name/v/:version") { request, context in
            let name = context.parameters.get("name") ?? "", id = context.parameters.get("version") ?? ""
            let library = try await site.library()
            guard let version = library.versions[id], version.component == name else {
                return notFound("no version \(id.prefix(64)) of '\(name)' in this library", site: siteName)
            }
            let wanted = request.uri.queryParameters.get("device").flatMap { DeviceCatalog.device(named: $0) }
            guard let device = wanted ?? site.devices.first else { return notFound("no device to lay out on", site: siteName) }
            let page = try await WebPages.version(version, library: library, storage: site.storage, device: device, devices: site.devices, site: siteName)
            return html(WebTemplates.render("version", page))
        }
    }

    /// A page, or 500 when its template failed (a programming error the tests catch).
    static func html(_ text: String?, status: HTTPResponse.Status = .ok) -> Response {
        guard let text else {
            return Response(
                status: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "the page's template failed to render: a bug in trellis serve, please report it\n")))
        }
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func notFound(_ message: String, site: String) -> Response {
        html(WebTemplates.render("notFound", WebPages.Message(title: "Not found", site: site, message: message)), status: .notFound)
    }
}
