import Foundation
import Hummingbird
import NIOCore
import TrellisEngine
import TrellisSupport
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
/// | `/r/RELEASE` | a release against the one before it: its message, every component that moves, per device |
/// | `/relayout?from=A&to=B` | the same between two points (a change number, a release or a version id; `to` default now): CI's link |
enum WebRoutes {
    static func add(to router: Router<BasicRequestContext>, site: WebSite, tokens: TokenDigests, siteName: String) {
        let pages = router.group().add(middleware: PageTokenMiddleware(tokens: tokens, site: siteName))
        pages.get("/") { request, _ in
            let library = try await site.library()
            let query = request.uri.queryParameters.get("q").map { String($0) } ?? ""
            return html(libraryPage(query: query, library: library, site: site, siteName: siteName))
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
        addComparisons(to: pages, site: site, siteName: siteName)
    }

    /// The library page, rendered once per change of the hub.
    static func libraryPage(query: String, library: HubLibrary, site: WebSite, siteName: String) -> String? {
        site.page("/?q=\(query)", in: library) { WebTemplates.render("library", WebPages.library(library, query: query, site: siteName, fragments: site)) }
    }

    /// Reads the library and renders its page, so the first visitor after the server
    /// starts does not wait for the whole hub to be read (one who comes meanwhile waits
    /// for this read, not for a second one). A hub that cannot be read now is read by the
    /// first page asked for, which then says why.
    static func warm(_ site: WebSite, siteName: String) async {
        guard let library = try? await site.library() else { return }
        _ = libraryPage(query: "", library: library, site: site, siteName: siteName)
    }

    static func addComparisons(to pages: RouterGroup<BasicRequestContext>, site: WebSite, siteName: String) {
        pages.get("/r/:name") { _, context in
            let name = context.parameters.get("name") ?? ""
            let library = try await site.library()
            let page = try await WebPages.release(
                name, library: library, storage: site.storage, devices: site.devices, site: siteName,
                compare: { try await site.comparison($0, $1, in: library) })
            guard let page else { return notFound("no release named '\(name.prefix(64))' in this library", site: siteName) }
            return html(WebTemplates.render("comparison", page))
        }
        pages.get("/relayout") { request, _ in
            let library = try await site.library()
            let fromText = request.uri.queryParameters.get("from").map { String($0) } ?? library.releases.first?.name ?? "0"
            let toText = request.uri.queryParameters.get("to").map { String($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "\(library.latest)"
            guard let from = LibraryPoint.parse(fromText, in: library) else { return notFound(pointHelp(fromText), site: siteName) }
            guard let to = LibraryPoint.parse(toText, in: library) else { return notFound(pointHelp(toText), site: siteName) }
            let comparison = try await site.comparison(from, to, in: library)
            let page = WebPages.relayout(from: from, to: to, fromText: fromText, toText: toText, library: library, site: siteName, comparison: comparison)
            return html(WebTemplates.render("comparison", page))
        }
    }

    static func pointHelp(_ text: String) -> String {
        "'\(text.prefix(64))' is no point of this library's history: give a change number (0 to the latest), a release's name, "
            + "or a version id (12 or more hex digits, as \(CommandHint.log) prints)"
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
